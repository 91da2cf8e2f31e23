import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { PrivacyContactForm } from "../../features/console/privacy/privacy-contact-form";
import { PrivacyRequestsTable } from "../../features/console/privacy/privacy-requests-table";
import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import type { Route } from "./+types/privacy";
import { loadPrivacyPage } from "./privacy.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadPrivacyPage(context, request);
}

export default function ConsolePrivacy({ loaderData }: Route.ComponentProps) {
  const { requests, total, page, pageSize, openGrievances, contact, canManage, canReadBreachList } = loaderData;
  return (
    <>
      <title>Privacy · Console</title>
      <ConsolePageHeader
        title="Privacy"
        description={`What creators asked about their personal data. Grievances are answered by e-mail within 30 days; ${openGrievances} open.`}
        actions={
          canReadBreachList ? (
            <Link to="/admin/privacy/breach" className={buttonClass({ size: "sm", variant: "secondary" })}>
              People to notify after a breach
            </Link>
          ) : null
        }
      />
      <div className="grid gap-8">
        <PrivacyRequestsTable requests={requests} total={total} page={page} pageSize={pageSize} canManage={canManage} />
        <PrivacyContactForm initial={contact} canEdit={canManage} />
      </div>
    </>
  );
}
