import { type FormEvent, useState } from "react";
import { buttonClass } from "../../../components/ui/button-class";
import { TextField } from "../../../components/ui/field";
import { apiPost } from "../../../lib/api-client";
import { FormAlert } from "../forms/form-alert";
import { type FormErrors, formErrorsOf, noErrors } from "../forms/form-errors";
import { RecoveryCodesList } from "./recovery-codes";

type Enrolment = { secret: string; otpauthUri: string; qrSvg: string };
type CodesAnswer = { message: string; data: { recoveryCodes: string[] } };

export type TwoFactorState = { enabled: boolean; required: boolean; unusedRecoveryCodes: number };

/** A password prompt for a sensitive change (setting two-factor up or turning it off, new recovery codes). */
function ConfirmWithPassword({
  id,
  action,
  busy,
  errors,
  onSubmit,
  onCancel,
}: {
  id: string;
  action: string;
  busy: boolean;
  errors: FormErrors;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get(id) ?? ""));
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3 rounded-2xl bg-gray-50 p-4">
      <FormAlert message={errors.message} small />
      <TextField
        id={id}
        label="Your password"
        type="password"
        autoComplete="current-password"
        autoFocus
        error={errors.fields.password}
        liveError
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass({ size: "sm" })}>
          {action}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass({ variant: "secondary", size: "sm" })}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Setting up, confirming and changing two-factor sign-in, one request at a time, with its errors. */
function useTwoFactor(onChanged: () => void) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<"enrol" | "disable" | "codes" | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  /** Post, and on success clear the errors and hand over the answer. */
  const post = async <T,>(url: string, payload: unknown, then: (answer: T) => void) => {
    setBusy(true);
    const result = await apiPost<T>(url, payload);
    setBusy(false);
    if (!result.ok) return setErrors(formErrorsOf(result));
    setErrors(noErrors);
    then(result.body);
  };
  const start = (password: string) =>
    post<{ data: Enrolment }>("/api/admin/account/two-factor/enrol", { password }, (answer) => {
      setConfirming(null);
      setEnrolment(answer.data);
    });
  const confirm = (code: string) => {
    if (!code) return setErrors({ message: null, fields: { code: "Enter the code from your authenticator app." } });
    void post<CodesAnswer>("/api/admin/account/two-factor/confirm", { code }, (answer) => {
      setEnrolment(null);
      setCodes(answer.data.recoveryCodes);
    });
  };
  const withPassword = (password: string) => {
    const url = confirming === "disable" ? "/api/admin/account/two-factor/disable" : "/api/admin/account/two-factor/recovery-codes";
    return post<CodesAnswer>(url, { password }, (answer) => {
      setConfirming(null);
      if (answer.data?.recoveryCodes) setCodes(answer.data.recoveryCodes);
      else onChanged();
    });
  };
  const cancel = () => {
    setConfirming(null);
    setErrors(noErrors);
  };
  return { enrolment, setEnrolment, codes, setCodes, confirming, setConfirming, errors, busy, start, confirm, withPassword, cancel };
}

type TwoFactor = ReturnType<typeof useTwoFactor>;

function EnrolmentView({ enrolment, tf }: { enrolment: Enrolment; tf: TwoFactor }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    tf.confirm(String(new FormData(event.currentTarget).get("enrolCode") ?? "").trim());
  };
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-2 pl-5 text-gray-800">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).</li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <div
          role="img"
          aria-label="QR code for your authenticator app"
          className="w-48 shrink-0 rounded-xl bg-white p-2 ring-1 ring-gray-200 [&_svg]:h-auto [&_svg]:w-full"
          // SVG markup made by our server from the otpauth URI (no text from anyone else).
          dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
        />
        <div className="min-w-0 flex-1 space-y-2 text-sm">
          <p className="font-semibold text-gray-800">Key</p>
          <p className="break-all rounded-lg bg-gray-100 px-3 py-2 font-mono text-base text-ink" data-testid="totp-secret">
            {enrolment.secret.match(/.{1,4}/g)?.join(" ")}
          </p>
          <p className="text-gray-700">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="space-y-3">
        <FormAlert message={tf.errors.message} small />
        <TextField
          id="enrolCode"
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          error={tf.errors.fields.code}
          liveError
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={tf.busy} aria-busy={tf.busy || undefined} className={buttonClass()}>
            Turn on two-factor sign-in
          </button>
          <button type="button" onClick={() => tf.setEnrolment(null)} className={buttonClass({ variant: "secondary" })}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}

function OffView({ state, tf }: { state: TwoFactorState; tf: TwoFactor }) {
  return (
    <div className="space-y-4">
      <p className="text-gray-800">
        {state.required
          ? "Owners must use two-factor sign-in on this site: after the password, a code from an app on your phone."
          : "Off. With it on, signing in also asks for a code from an app on your phone, so a stolen password is not enough."}
      </p>
      {tf.confirming === "enrol" ? (
        <ConfirmWithPassword
          id="enrolPassword"
          action="Continue"
          busy={tf.busy}
          errors={tf.errors}
          onSubmit={tf.start}
          onCancel={tf.cancel}
        />
      ) : (
        <button type="button" onClick={() => tf.setConfirming("enrol")} className={buttonClass()}>
          Set up two-factor sign-in
        </button>
      )}
    </div>
  );
}

function OnView({ state, tf }: { state: TwoFactorState; tf: TwoFactor }) {
  const secondary = buttonClass({ variant: "secondary" });
  return (
    <div className="space-y-4">
      <p className="text-gray-800">
        <span className="mr-2 inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-900">On</span>
        {state.unusedRecoveryCodes === 1 ? "1 recovery code left." : `${state.unusedRecoveryCodes} recovery codes left.`}
        {state.unusedRecoveryCodes <= 3 ? " Make new ones soon." : ""}
      </p>
      {tf.confirming ? (
        <ConfirmWithPassword
          id="confirmPassword"
          action={tf.confirming === "disable" ? "Turn off" : "Make new codes"}
          busy={tf.busy}
          errors={tf.errors}
          onSubmit={tf.withPassword}
          onCancel={tf.cancel}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => tf.setConfirming("codes")} className={secondary}>
            Make new recovery codes
          </button>
          {state.required ? null : (
            <button type="button" onClick={() => tf.setConfirming("disable")} className={secondary}>
              Turn off two-factor sign-in
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * Two-factor sign-in for one's own account: set it up with an authenticator app (QR code or the key
 * typed in), confirm with a code, keep the recovery codes; later new codes or turning it off.
 */
export function TwoFactorPanel({ state, onChanged }: { state: TwoFactorState; onChanged: () => void }) {
  const tf = useTwoFactor(onChanged);
  if (tf.codes) {
    return (
      <RecoveryCodesList
        codes={tf.codes}
        onDone={() => {
          tf.setCodes(null);
          onChanged();
        }}
      />
    );
  }
  if (tf.enrolment) return <EnrolmentView enrolment={tf.enrolment} tf={tf} />;
  return state.enabled ? <OnView state={state} tf={tf} /> : <OffView state={state} tf={tf} />;
}
