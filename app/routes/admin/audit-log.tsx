import { AuditLogView } from "../../features/console/audit-log/audit-log-view";
import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import type { Route } from "./+types/audit-log";
import { loadAuditLog } from "./audit-log.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAuditLog(context, request);
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>Audit log · Console</title>
      <ConsolePageHeader
        title="Audit log"
        description="Every change made in the console or with the command line: who, when, what and which fields. Entries are never changed or removed."
      />
      <AuditLogView {...loaderData} />
    </>
  );
}
