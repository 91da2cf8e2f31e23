import { type FormEvent, useState } from "react";
import { notifySuccess } from "#app/components/notify.ts";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import { translateKnownMessage } from "#shared/i18n/catalogue.ts";
import type { Translation } from "#shared/i18n/catalogue.ts";
import type home from "#shared/i18n/en/home.ts";
import { CONTACT_MESSAGES } from "#shared/contact-messages.ts";

type ContactField = "fullName" | "email" | "message";
type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "error"; message: string };

// The form's rules are the shared zod schema, the one the API checks with. It comes with zod, which
// the page's first download must not carry: it loads when the visitor starts on the form.
let schemaModule: Promise<typeof import("#shared/contact.ts")> | null = null;
const loadSchema = () => {
  schemaModule ??= import("#shared/contact.ts").catch((error: unknown) => {
    schemaModule = null;
    throw error;
  });
  return schemaModule;
};

/** The first problem with each field, by the shared schema; null when the schema could not load. */
async function checkMessage(values: Record<ContactField, string>): Promise<Partial<Record<ContactField, string>> | null> {
  const { ContactMessageSchema } = await loadSchema().catch(() => ({ ContactMessageSchema: null }));
  if (!ContactMessageSchema) return null;
  const result = ContactMessageSchema.safeParse(values);
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}

type FormTexts = Translation<typeof home>["contactForm"];

/**
 * The schema's and the API's English messages (shared/contact-messages.ts, the shared text rules) in
 * the page's language: the English page shows them as they are.
 */
function messageIn(texts: FormTexts, english: string): string {
  const { errors } = texts;
  return translateKnownMessage(english, {
    [CONTACT_MESSAGES.fullName]: errors.fullName,
    [CONTACT_MESSAGES.email]: errors.email,
    [CONTACT_MESSAGES.emailInvalid]: errors.emailInvalid,
    [CONTACT_MESSAGES.message]: errors.message,
    [CONTACT_MESSAGES.sent]: texts.sent,
    [CONTACT_MESSAGES.failed]: texts.failed,
    "Full name is too long ({max} characters at most).": errors.fullNameTooLong,
    "Message is too long ({max} characters at most).": errors.messageTooLong,
    "Full name contains characters that are not allowed.": errors.fullNameCharacters,
    "Message contains characters that are not allowed.": errors.messageCharacters,
  });
}

const fieldOrder = ["fullName", "email", "message"] as const satisfies readonly ContactField[];

function formValues(form: HTMLFormElement): Record<ContactField, string> {
  const data = new FormData(form);
  return {
    fullName: String(data.get("fullName") ?? ""),
    email: String(data.get("email") ?? ""),
    message: String(data.get("message") ?? ""),
  };
}

/** POST /api/contact; a refusal comes back with the server's English message. Throws when the network fails. */
async function postContactMessage(values: Record<ContactField, string>): Promise<{ ok: true } | { ok: false; message: string }> {
  const response = await fetch("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": document.documentElement.lang || "en-IN" },
    body: JSON.stringify(values),
  });
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) return { ok: false, message: body?.message ?? CONTACT_MESSAGES.failed };
  return { ok: true };
}

/** Full name, e-mail and message, all required; stored by POST /api/contact. */
export function ContactForm() {
  const texts = useMessages("home").contactForm;
  const { status, errors, onSubmit } = useContactForm(texts);
  const common = (name: ContactField) => ({ id: `contact-${name}`, name, required: true, error: errors[name] });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={() => void loadSchema().catch(() => {})} className="grid gap-5" aria-label={texts.label}>
      <TextField {...common("fullName")} label={texts.fullName} type="text" autoComplete="name" maxLength={120} />
      <TextField
        {...common("email")}
        label={texts.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        placeholder="you@example.com"
      />
      <TextAreaField {...common("message")} label={texts.message} rows={5} maxLength={5000} />
      <div aria-live="polite">
        {status.kind === "sent" ? (
          <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-900 ring-1 ring-emerald-200">
            {texts.sent}
          </p>
        ) : null}
        {status.kind === "error" ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800 ring-1 ring-red-200">
            {status.message}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={status.kind === "sending"}
        aria-busy={status.kind === "sending" || undefined}
        className={buttonClass({ size: "lg", className: "sm:w-fit" })}
      >
        {texts.submit}
      </button>
    </form>
  );
}

/** Checks the fields first (focusing the first wrong one), then sends; the form empties once the message is stored. */
function useContactForm(texts: FormTexts) {
  const say = (english: string) => messageIn(texts, english);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "sending") return;
    const form = event.currentTarget;
    const values = formValues(form);
    setStatus({ kind: "sending" });
    // Without the schema (a failed download) the server still checks, and its message is shown.
    const found = (await checkMessage(values)) ?? {};
    const problems = Object.fromEntries(Object.entries(found).map(([field, message]) => [field, say(message)]));
    setErrors(problems);
    const firstInvalid = fieldOrder.find((field) => problems[field]);
    if (firstInvalid) {
      setStatus({ kind: "idle" });
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    try {
      const answer = await postContactMessage(values);
      if (!answer.ok) {
        setStatus({ kind: "error", message: say(answer.message) });
        return;
      }
      form.reset();
      setStatus({ kind: "sent" });
      notifySuccess(texts.sent);
    } catch {
      setStatus({ kind: "error", message: texts.failed });
    }
  }

  return { status, errors, onSubmit };
}
