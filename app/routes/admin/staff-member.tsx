import { Link, useRevalidator } from "react-router";
import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import { StaffMemberPanel } from "../../features/console/staff/staff-member-panel";
import type { Route } from "./+types/staff-member";
import { loadStaffMember } from "./staff-member.server";

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadStaffMember(context, request, params.staffId);
}

export default function StaffMember({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { member } = loaderData;
  return (
    <>
      <title>{`${member.name} · Staff · Console`}</title>
      <p className="mb-2 text-sm">
        <Link to="/admin/staff" className="font-medium text-brand-800 underline underline-offset-2">
          ← Staff
        </Link>
      </p>
      <ConsolePageHeader title={member.name} description={<span className="break-all">{member.email}</span>} />
      <StaffMemberPanel {...loaderData} onChanged={() => void revalidator.revalidate()} />
    </>
  );
}
