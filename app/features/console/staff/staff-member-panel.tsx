import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { type AuditLogRow, describeChange } from "#shared/console/audit-log.ts";
import { ChangeRoleSchema, STAFF_ROLES, type StaffAccountRow } from "#shared/console/staff-access.ts";
import { formatIstDateTime } from "#shared/ist.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { inputClass, TextField } from "../../../components/ui/field";
import { apiFetch, apiPost } from "../../../lib/api-client";
import { roleLabels } from "../shell/console-navigation";

type Done = { message: string };
type Outcome = { kind: "done" | "error"; text: string } | null;

const put = (url: string, payload: unknown) =>
  apiFetch<Done>(url, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="mt-0.5 font-medium text-ink">{children}</dd>
    </div>
  );
}

/**
 * An owner's controls for one member: role, deactivate or reactivate, reset two-factor sign-in, end
 * sessions. The server holds the rules (nobody demotes or deactivates themselves, the last active
 * owner stays) and answers why it refuses; this panel shows that answer.
 */
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
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const base = `/api/admin/staff/${member.id}`;

  // Resetting someone's second factor asks for the owner's own password: an open session alone is not enough.
  const resetTwoFactor = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("resetPassword") ?? "");
    setBusy(true);
    const result = await apiPost<Done>(`${base}/reset-two-factor`, { password });
    setBusy(false);
    const fieldError = result.ok ? undefined : (result.body as { errors?: Record<string, string> }).errors?.password;
    setPasswordError(fieldError);
    if (fieldError) return;
    setResetting(false);
    setOutcome(result.ok ? { kind: "done", text: result.body.message } : { kind: "error", text: result.body.message });
    if (result.ok) onChanged();
  };

  const run = async (request: () => ReturnType<typeof apiPost<Done>>, confirmation?: string) => {
    if (confirmation && !window.confirm(confirmation)) return;
    setBusy(true);
    const result = await request();
    setBusy(false);
    setOutcome(result.ok ? { kind: "done", text: result.body.message } : { kind: "error", text: result.body.message });
    if (result.ok) onChanged();
  };

  const changeRole = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ChangeRoleSchema.safeParse({ role: new FormData(event.currentTarget).get("role") });
    if (!parsed.success) return setOutcome({ kind: "error", text: parsed.error.issues[0]?.message ?? "Choose a role." });
    void run(() => put(`${base}/role`, parsed.data));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
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

      <section aria-labelledby="manage-heading" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
        <h2 id="manage-heading" className="mb-4 text-lg font-semibold text-ink">
          Manage
        </h2>
        <div role="status" className="empty:hidden">
          {outcome?.kind === "done" ? (
            <p className="mb-4 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-950">
              {outcome.text}
            </p>
          ) : null}
        </div>
        {outcome?.kind === "error" ? (
          <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {outcome.text}
          </p>
        ) : null}
        {isSelf ? (
          <p className="mb-4 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-800">
            This is your account. Change your password and two-factor sign-in on{" "}
            <Link to="/admin/account" className="font-medium text-brand-800 underline underline-offset-2">
              Your account
            </Link>
            ; another owner changes your role or deactivates you.
          </p>
        ) : null}
        <div className="grid gap-5">
          {isSelf ? null : (
            <form onSubmit={changeRole} className="flex flex-wrap items-end gap-3">
              <label className="grid min-w-0 flex-1 gap-1 text-sm font-semibold text-gray-800">
                Role
                <select name="role" key={member.role} defaultValue={member.role} className={`${inputClass} py-2.5`}>
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {roleLabels[role]}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" disabled={busy} className={buttonClass({ size: "sm" })}>
                Change role
              </button>
            </form>
          )}
          <div className="flex flex-wrap gap-3">
            {isSelf ? null : member.active ? (
              <button
                type="button"
                disabled={busy}
                className={buttonClass({ size: "sm", variant: "secondary" })}
                onClick={() =>
                  run(
                    () => put(`${base}/active`, { active: false }),
                    `Deactivate ${member.name}? They are signed out at once and cannot sign in.`,
                  )
                }
              >
                Deactivate
              </button>
            ) : (
              <button
                type="button"
                disabled={busy}
                className={buttonClass({ size: "sm", variant: "secondary" })}
                onClick={() => run(() => put(`${base}/active`, { active: true }))}
              >
                Reactivate
              </button>
            )}
            {member.twoFactorEnabled && !isSelf && !resetting ? (
              <button
                type="button"
                disabled={busy}
                className={buttonClass({ size: "sm", variant: "secondary" })}
                onClick={() => setResetting(true)}
              >
                Reset two-factor sign-in
              </button>
            ) : null}
            {isSelf ? null : (
              <button
                type="button"
                disabled={busy}
                className={buttonClass({ size: "sm", variant: "secondary" })}
                onClick={() => run(() => apiPost<Done>(`${base}/end-sessions`), `Sign ${member.name} out everywhere?`)}
              >
                End their sessions
              </button>
            )}
          </div>
          {resetting ? (
            <form onSubmit={resetTwoFactor} noValidate className="space-y-3 rounded-2xl bg-gray-50 p-4">
              <p className="text-sm text-gray-800">
                Reset two-factor sign-in for {member.name}? Their authenticator and recovery codes stop working, they are signed out, and
                they set it up again at their next sign-in.
              </p>
              <TextField
                id="resetPassword"
                label="Your password"
                type="password"
                autoComplete="current-password"
                autoFocus
                error={passwordError}
                liveError
              />
              <div className="flex flex-wrap gap-3">
                <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass({ size: "sm" })}>
                  Reset two-factor sign-in
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setResetting(false);
                    setPasswordError(undefined);
                  }}
                  className={buttonClass({ size: "sm", variant: "secondary" })}
                >
                  Cancel
                </button>
              </div>
            </form>
          ) : null}
          {member.twoFactorEnabled || isSelf ? null : (
            <p className="text-sm text-gray-700">Two-factor sign-in is off for them: there is nothing to reset.</p>
          )}
        </div>
      </section>

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
    </div>
  );
}
