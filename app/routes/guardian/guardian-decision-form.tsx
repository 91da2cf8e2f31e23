import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { errorId, TextField } from "#app/components/ui/field.tsx";
import { SelectField } from "#app/components/ui/select.tsx";
import { GuardianDecisionBody } from "#shared/api/privacy.ts";
import { guardianRelationships } from "#shared/privacy/messages.ts";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { translateKnownMessage } from "#shared/i18n/catalogue.ts";
import { sendGuardianDecision } from "./guardian-api.ts";

type Choices = { registration: boolean; publicListing: boolean; guardianReminders: boolean };

function PurposeCheckbox({
  id,
  checked,
  onChange,
  title,
  detail,
  required,
  error,
}: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  title: string;
  detail: string;
  required?: boolean;
  error?: string;
}) {
  const t = useMessages("guardian").decision;
  return (
    <label htmlFor={id} className="flex gap-3 rounded-xl border border-brand-100 bg-white p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="font-semibold text-ink">
          {title} {required ? t.required : t.optional}
        </span>
        <span className="block text-sm text-gray-700">{detail}</span>
      </span>
    </label>
  );
}

/** The guardian's declaration and their choice per purpose; or a decline (docs/privacy.md#guardian-consent). */
export function GuardianDecisionForm({
  token,
  onDone,
  onSignedOut,
  onAnsweredElsewhere,
}: {
  token: string;
  onDone: (message: string, decision: "consent" | "decline") => void;
  /** The confirmed e-mail's session ended (a day, or another sign-out) while the form was open. */
  onSignedOut: () => void;
  /** Answered meanwhile in another tab or on another phone: the page shows where it stands. */
  onAnsweredElsewhere: () => void;
}) {
  const t = useMessages("guardian").decision;
  const form = useGuardianDecision(token, onDone, onSignedOut, onAnsweredElsewhere);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The errors show beside their fields, above a phone's screen when 'I consent' is tapped: go to the first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a submit set new errors
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.errors]);
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-5"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void form.submit("consent");
      }}
    >
      <AboutYouFields form={form} />
      <PurposeChoices choices={form.choices} error={form.errors.registration} onChange={form.setChoice} />
      {form.errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {form.errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={form.busy}>
          {t.consent}
        </Button>
        <Button variant="secondary" disabled={form.busy} onClick={() => setConfirmingDecline(true)}>
          {t.decline}
        </Button>
      </div>
      {confirmingDecline ? (
        <DeclineDialog
          busy={form.busy}
          onBack={() => setConfirmingDecline(false)}
          onDecline={async () => {
            await form.submit("decline");
            setConfirmingDecline(false);
          }}
        />
      ) : null}
    </form>
  );
}

/**
 * Asked before a decline is sent, since it cannot be undone: the request and what was given are
 * deleted and the child is told. Going back is focused first and keeps everything on the form.
 */
function DeclineDialog({ busy, onBack, onDecline }: { busy: boolean; onBack: () => void; onDecline: () => Promise<void> }) {
  const t = useMessages("guardian").decision.declineConfirm;
  const back = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t.title}
      role="alertdialog"
      description={t.body}
      onClose={busy ? () => {} : onBack}
      initialFocus={back}
      footer={
        <>
          <Button ref={back} variant="secondary" disabled={busy} onClick={onBack}>
            {t.back}
          </Button>
          <Button busy={busy} onClick={() => void onDecline()}>
            {t.confirm}
          </Button>
        </>
      }
    />
  );
}

type DecisionForm = ReturnType<typeof useGuardianDecision>;

/** The declaration as typed and ticked, checked before it is sent; a decline sends nothing but the token. */
function useGuardianDecision(
  token: string,
  onDone: (message: string, decision: "consent" | "decline") => void,
  onSignedOut: () => void,
  onAnsweredElsewhere: () => void,
) {
  const { decision: t, known } = useMessages("guardian");
  const [guardianName, setName] = useState("");
  const [relationship, setRelationship] = useState("");
  const [dateOfBirth, setDateOfBirth] = useState("");
  const [choices, setChoices] = useState<Choices>({ registration: false, publicListing: false, guardianReminders: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Two taps before the button shows busy would send the answer twice: the second one's "already
  // answered" could then show under the first one's thanks.
  const sending = useRef(false);

  async function submit(decision: "consent" | "decline") {
    if (sending.current) return;
    const body = decision === "consent" ? { decision, token, guardianName, relationship, dateOfBirth, ...choices } : { decision, token };
    const parsed = GuardianDecisionBody.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), translateKnownMessage(issue.message, known)])),
      );
      return;
    }
    sending.current = true;
    setBusy(true);
    const answer = await sendGuardianDecision(parsed.data);
    sending.current = false;
    setBusy(false);
    if (answer.ok) onDone(answer.body.message, decision);
    else if (answer.status === 401) onSignedOut();
    else if (answer.status === 409) onAnsweredElsewhere();
    else setErrors({ form: answer.network ? t.networkTrouble : answer.body.message });
  }

  const setChoice = (key: keyof Choices) => (value: boolean) => setChoices((current) => ({ ...current, [key]: value }));
  return { guardianName, setName, relationship, setRelationship, dateOfBirth, setDateOfBirth, choices, setChoice, errors, busy, submit };
}

function AboutYouFields({ form }: { form: DecisionForm }) {
  const t = useMessages("guardian").decision;
  return (
    <>
      <h2 className="text-lg font-bold text-ink">{t.aboutYou}</h2>
      <TextField
        id="guardian-name"
        label={t.name}
        required
        value={form.guardianName}
        error={form.errors.guardianName}
        onChange={(e) => form.setName(e.target.value)}
      />
      <SelectField
        id="guardian-relationship"
        label={t.relationship}
        required
        placeholder={t.choose}
        options={guardianRelationships.map((r) => ({ value: r, label: t.relationships[r] }))}
        value={form.relationship}
        error={form.errors.relationship}
        onChange={(e) => form.setRelationship(e.target.value)}
      />
      <TextField
        id="guardian-dob"
        label={t.dateOfBirth}
        type="date"
        required
        value={form.dateOfBirth}
        error={form.errors.dateOfBirth}
        onChange={(e) => form.setDateOfBirth(e.target.value)}
      />
    </>
  );
}

/** Registration is required; the public listing and reminders are the guardian's free choice. */
function PurposeChoices({
  choices,
  error,
  onChange,
}: {
  choices: Choices;
  error: string | undefined;
  onChange: (key: keyof Choices) => (value: boolean) => void;
}) {
  const { decision: t, purposes } = useMessages("guardian");
  const f = useFormat();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-lg font-bold text-ink">{t.agree}</legend>
      <PurposeCheckbox
        id="purpose-registration"
        required
        checked={choices.registration}
        onChange={onChange("registration")}
        error={error}
        {...purposes.registration}
      />
      {error ? (
        <p id={errorId("purpose-registration")} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <PurposeCheckbox
        id="purpose-public-listing"
        checked={choices.publicListing}
        onChange={onChange("publicListing")}
        {...purposes.publicListing}
      />
      <PurposeCheckbox
        id="purpose-guardian-reminders"
        checked={choices.guardianReminders}
        onChange={onChange("guardianReminders")}
        {...purposes.guardianReminders}
      />
      <p className="text-sm text-gray-700">{f.fill(t.prizeNote, { purpose: purposes.prizeDocuments.title })}</p>
    </fieldset>
  );
}
