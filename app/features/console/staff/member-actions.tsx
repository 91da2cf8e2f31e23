import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ChangeRoleSchema, STAFF_ROLES, type StaffAccountRow } from "#shared/console/staff-access.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { inputClass, TextField } from "../../../components/ui/field";
import { apiPost } from "../../../lib/api-client";
import { FormAlert, type Outcome } from "../forms/form-alert";
import { sendJson } from "../forms/save-form";
import { roleLabels } from "../shell/console-navigation";

type Done = { message: string };
type Request = () => ReturnType<typeof apiPost<Done>>;
const small = buttonClass({ size: "sm", variant: "secondary" });

/** One change to the member, after a confirmation if it needs one; the server's answer is the outcome. */
function useMemberChange(onChanged: () => void) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const report = (result: Awaited<ReturnType<Request>>) => {
    setOutcome(result.ok ? { kind: "done", text: result.body.message } : { kind: "error", text: result.body.message });
    if (result.ok) onChanged();
  };
  const run = async (request: Request, confirmation?: string) => {
    if (confirmation && !window.confirm(confirmation)) return;
    setBusy(true);
    const result = await request();
    setBusy(false);
    report(result);
  };
  return { outcome, setOutcome, busy, setBusy, run, report };
}

type Change = ReturnType<typeof useMemberChange>;

function RoleForm({ member, change, base }: { member: StaffAccountRow; change: Change; base: string }) {
  const changeRole = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ChangeRoleSchema.safeParse({ role: new FormData(event.currentTarget).get("role") });
    if (!parsed.success) return change.setOutcome({ kind: "error", text: parsed.error.issues[0]?.message ?? "Choose a role." });
    void change.run(() => sendJson<Done>("PUT", `${base}/role`, parsed.data));
  };
  return (
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
      <button type="submit" disabled={change.busy} className={buttonClass({ size: "sm" })}>
        Change role
      </button>
    </form>
  );
}

/** Resetting someone's second factor asks for the owner's own password: an open session alone is not enough. */
function ResetTwoFactorForm({
  member,
  change,
  base,
  onDone,
}: {
  member: StaffAccountRow;
  change: Change;
  base: string;
  onDone: () => void;
}) {
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const reset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("resetPassword") ?? "");
    change.setBusy(true);
    const result = await apiPost<Done>(`${base}/reset-two-factor`, { password });
    change.setBusy(false);
    const fieldError = result.ok ? undefined : (result.body as { errors?: Record<string, string> }).errors?.password;
    setPasswordError(fieldError);
    if (fieldError) return;
    onDone();
    change.report(result);
  };
  return (
    <form onSubmit={reset} noValidate className="space-y-3 rounded-2xl bg-gray-50 p-4">
      <p className="text-sm text-gray-800">
        Reset two-factor sign-in for {member.name}? Their authenticator and recovery codes stop working, they are signed out, and they set
        it up again at their next sign-in.
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
        <button type="submit" disabled={change.busy} aria-busy={change.busy || undefined} className={buttonClass({ size: "sm" })}>
          Reset two-factor sign-in
        </button>
        <button type="button" onClick={onDone} className={small}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function MemberButtons({
  member,
  change,
  base,
  resetting,
  onReset,
}: {
  member: StaffAccountRow;
  change: Change;
  base: string;
  resetting: boolean;
  onReset: () => void;
}) {
  const { busy, run } = change;
  return (
    <div className="flex flex-wrap gap-3">
      {member.active ? (
        <button
          type="button"
          disabled={busy}
          className={small}
          onClick={() =>
            run(
              () => sendJson<Done>("PUT", `${base}/active`, { active: false }),
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
          className={small}
          onClick={() => run(() => sendJson<Done>("PUT", `${base}/active`, { active: true }))}
        >
          Reactivate
        </button>
      )}
      {member.twoFactorEnabled && !resetting ? (
        <button type="button" disabled={busy} className={small} onClick={onReset}>
          Reset two-factor sign-in
        </button>
      ) : null}
      <button
        type="button"
        disabled={busy}
        className={small}
        onClick={() => run(() => apiPost<Done>(`${base}/end-sessions`), `Sign ${member.name} out everywhere?`)}
      >
        End their sessions
      </button>
    </div>
  );
}

/**
 * An owner's controls for one member: role, deactivate or reactivate, reset two-factor sign-in, end
 * sessions. The server holds the rules (nobody demotes or deactivates themselves, the last active
 * owner stays) and answers why it refuses; this section shows that answer. Nothing to do on one's own account.
 */
export function ManageSection({ member, isSelf, onChanged }: { member: StaffAccountRow; isSelf: boolean; onChanged: () => void }) {
  const change = useMemberChange(onChanged);
  const [resetting, setResetting] = useState(false);
  const base = `/api/admin/staff/${member.id}`;
  const { outcome } = change;
  return (
    <section aria-labelledby="manage-heading" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <h2 id="manage-heading" className="mb-4 text-lg font-semibold text-ink">
        Manage
      </h2>
      <div role="status" className="empty:hidden">
        {outcome?.kind === "done" ? (
          <p className="mb-4 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-950">{outcome.text}</p>
        ) : null}
      </div>
      <FormAlert message={outcome?.kind === "error" ? outcome.text : null} small className="mb-4" />
      {isSelf ? (
        <p className="mb-4 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-800">
          This is your account. Change your password and two-factor sign-in on{" "}
          <Link to="/admin/account" className="font-medium text-brand-800 underline underline-offset-2">
            Your account
          </Link>
          ; another owner changes your role or deactivates you.
        </p>
      ) : (
        <div className="grid gap-5">
          <RoleForm member={member} change={change} base={base} />
          <MemberButtons member={member} change={change} base={base} resetting={resetting} onReset={() => setResetting(true)} />
          {resetting ? <ResetTwoFactorForm member={member} change={change} base={base} onDone={() => setResetting(false)} /> : null}
          {member.twoFactorEnabled ? null : (
            <p className="text-sm text-gray-700">Two-factor sign-in is off for them: there is nothing to reset.</p>
          )}
        </div>
      )}
    </section>
  );
}
