import { type FormEvent, useState } from "react";
import { notifySuccess } from "#app/components/notify.ts";
import { CONTACT_MESSAGES, type ContactField, contactFieldErrors } from "#shared/contact-messages.ts";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "error"; message: string };

const fieldClass =
  "mt-1 block w-full rounded-xl border border-gray-300 bg-white px-4 py-3 text-ink shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600";

/** Full name, e-mail and message, all required; stored by POST /api/contact. */
export function ContactForm() {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      fullName: String(data.get("fullName") ?? ""),
      email: String(data.get("email") ?? ""),
      message: String(data.get("message") ?? ""),
    };
    const problems = contactFieldErrors(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setStatus({ kind: "sending" });
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(values),
      });
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      if (!response.ok) {
        setStatus({ kind: "error", message: body?.message ?? CONTACT_MESSAGES.failed });
        return;
      }
      form.reset();
      setStatus({ kind: "sent" });
      notifySuccess(CONTACT_MESSAGES.sent);
    } catch {
      setStatus({ kind: "error", message: CONTACT_MESSAGES.failed });
    }
  }

  const field = (name: ContactField, label: string, input: (props: Record<string, unknown>) => React.ReactNode) => (
    <div>
      <label htmlFor={`contact-${name}`} className="block text-sm font-semibold text-ink">
        {label}{" "}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </label>
      {input({
        id: `contact-${name}`,
        name,
        required: true,
        "aria-invalid": errors[name] ? true : undefined,
        "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
        className: fieldClass,
      })}
      {errors[name] ? (
        <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Contact form">
      {field("fullName", "Full Name", (props) => (
        <input type="text" autoComplete="name" maxLength={120} {...props} />
      ))}
      {field("email", "Email", (props) => (
        <input type="email" autoComplete="email" maxLength={254} placeholder="you@example.com" {...props} />
      ))}
      {field("message", "Message", (props) => (
        <textarea rows={5} maxLength={5000} {...props} />
      ))}
      <div aria-live="polite">
        {status.kind === "sent" ? (
          <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-900 ring-1 ring-emerald-200">
            {CONTACT_MESSAGES.sent}
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
        className="rounded-full bg-brand-700 px-8 py-3 font-semibold text-white transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 sm:w-fit"
      >
        Get In Touch
      </button>
    </form>
  );
}
