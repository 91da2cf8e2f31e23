import { Link } from "react-router";
import { type AuditLogRow, describeChange } from "#shared/console/audit-log.ts";
import type { StaffAccountRow } from "#shared/console/staff-access.ts";
import { formatIstDateTime } from "#shared/ist.ts";
import { roleLabels } from "../shell/console-navigation";
import { ManageSection } from "./member-actions";

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="mt-0.5 font-medium text-ink">{children}</dd>
    </div>
  );
}

function AccountSection({ member, isSelf }: { member: StaffAccountRow; isSelf: boolean }) {
  return (
    <section aria-labelledby="account-heading" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <h2 id="account-heading" className="mb-4 text-lg font-semibold text-ink">
        Account
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label="Role">{roleLabels[member.role]}</Detail>
        <Detail label="Status">{member.active ? "Active" : "Deactivated"}</Detail>
        <Detail label="Two-factor sign-in">{member.twoFactorEnabled ? "On" : "Off"}</Detail>
        <Detail label="Last sign-in">{member.lastSignInAt ? formatIstDateTime(member.lastSignInAt) : "Never"}</Detail>
        <Detail label="Added">{formatIstDateTime(member.createdAt)}</Detail>
      </dl>
      <p className="mt-4 text-sm">
        <Link to={`/admin/audit-log?staff=${member.id}`} className="font-medium text-brand-800 underline underline-offset-2">
          Everything {isSelf ? "you" : "they"} did, in the audit log
        </Link>
      </p>
    </section>
  );
}

function HistorySection({ history }: { history: AuditLogRow[] }) {
  return (
    <section aria-labelledby="history-heading" className="lg:col-span-2">
      <h2 id="history-heading" className="mb-3 text-lg font-semibold text-ink">
        Changes to this account
      </h2>
      {history.length === 0 ? (
        <p className="text-gray-700">None yet.</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white">
          {history.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-3 gap-y-1 px-4 py-3 text-sm">
              <span className="whitespace-nowrap text-gray-700">{formatIstDateTime(entry.createdAt)}</span>
              <span className="font-medium text-ink">{entry.action.replaceAll("-", " ")}</span>
              <span className="text-gray-700">by {entry.staffId ? (entry.staffName ?? "a removed member") : "the command line"}</span>
              {Object.entries(entry.changedFields).map(([field, value]) => (
                <span key={field} className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-xs text-gray-800">
                  {describeChange(field, value)}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One staff member: their account, an owner's controls, and the changes made to the account. */
export function StaffMemberPanel({
  member,
  isSelf,
  history,
  onChanged,
}: {
  member: StaffAccountRow;
  isSelf: boolean;
  history: AuditLogRow[];
  onChanged: () => void;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <AccountSection member={member} isSelf={isSelf} />
      <ManageSection member={member} isSelf={isSelf} onChanged={onChanged} />
      <HistorySection history={history} />
    </div>
  );
}
