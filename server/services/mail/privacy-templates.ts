import { GUARDIAN_LINK_DAYS } from "#shared/privacy/notice.ts";
import type { MailContent } from "./layout.ts";
import type { MailTemplateData } from "./outbox.ts";

type Env = { publicUrl: string };

/** The e-mails of docs/privacy.md: a guardian's consent, its end, an erasure, a grievance. */
export const privacyTemplates = {
  "guardian-consent-request": (data: MailTemplateData["guardian-consent-request"], _env: Env): MailContent => ({
    subject: data.reminder ? "Reminder: your child is waiting for your consent" : "Your child asked for your consent on CreatorCup",
    preview: "A young creator named you as their parent or guardian.",
    heading: data.reminder ? "Your child is still waiting" : "Your consent is needed",
    blocks: [
      { kind: "paragraph", text: "Hello," },
      {
        kind: "paragraph",
        text: `Someone under 18 who gave your e-mail address wants to register for ${data.contestTitle ? `the contest "${data.contestTitle}"` : "a contest"} on CreatorCup. Indian law asks for a parent's or guardian's consent first.`,
      },
      {
        kind: "paragraph",
        text: "Open the link to confirm your e-mail with a code, read our privacy notice, and choose what you agree to. You can also decline: then everything we were given is deleted.",
      },
      { kind: "button", label: "Review and decide", url: data.consentUrl },
      {
        kind: "note",
        text: `The link works until ${new Date(data.expiresAt).toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric" })} (${GUARDIAN_LINK_DAYS} days).`,
      },
    ],
    footer: [{ kind: "note", text: "Don't know who this is? Ignore this e-mail: without your consent nothing is kept after 7 days." }],
  }),

  "guardian-consent-given": (data: MailTemplateData["guardian-consent-given"], env: Env): MailContent => ({
    subject: "Your parent or guardian agreed",
    preview: "You can now finish your registration.",
    heading: "You can finish your registration",
    blocks: [
      { kind: "paragraph", text: "Hello," },
      {
        kind: "paragraph",
        text: `Your parent or guardian has given their consent. You can now enter your details${data.contestTitle ? ` for ${data.contestTitle}` : ""} and complete your registration.`,
      },
      {
        kind: "paragraph",
        text: "If there is an entry fee, your parent or guardian may pay it with you at the last step, with their own card or UPI.",
      },
      {
        kind: "button",
        label: "Continue registration",
        url: data.contestId ? `${env.publicUrl}/contest/${encodeURIComponent(data.contestId)}?register=1` : `${env.publicUrl}/me`,
      },
    ],
  }),

  "guardian-consent-ended": (data: MailTemplateData["guardian-consent-ended"], env: Env): MailContent => ({
    subject: "Your registration could not go ahead",
    preview:
      data.reason === "declined" ? "Your parent or guardian did not give consent." : "Your parent or guardian did not answer in time.",
    heading: "No consent was given",
    blocks: [
      { kind: "paragraph", text: "Hello," },
      {
        kind: "paragraph",
        text:
          data.reason === "declined"
            ? "Your parent or guardian declined to give consent, so you cannot register for now."
            : `Your parent or guardian did not answer within ${GUARDIAN_LINK_DAYS} days, so you cannot register for now.`,
      },
      {
        kind: "paragraph",
        text: "We have deleted the e-mail address and mobile number you gave us for them. You can ask again at any time.",
      },
      { kind: "button", label: "Browse contests", url: env.publicUrl },
    ],
  }),

  "account-erased": (_data: MailTemplateData["account-erased"], env: Env): MailContent => ({
    subject: "Your CreatorCup account has been erased",
    preview: "We deleted your personal data.",
    heading: "Your account has been erased",
    blocks: [
      { kind: "paragraph", text: "Hello," },
      {
        kind: "paragraph",
        text: "As you asked, we deleted your personal data and files and signed you out on every device. Your registrations stay in the contests' records without your name or contact details.",
      },
      {
        kind: "paragraph",
        text: "Payment records and receipts are kept for 8 years because tax and accounting law requires it; they hold the amount, the date and the payment id, not your name.",
      },
      { kind: "paragraph", text: "This is the last e-mail we send to this address." },
      { kind: "button", label: "Visit CreatorCup", url: env.publicUrl },
    ],
  }),

  "grievance-received": (data: MailTemplateData["grievance-received"], env: Env): MailContent => ({
    subject: "We received your request",
    preview: `We will answer within ${data.answerDays} days.`,
    heading: "We received your request",
    blocks: [
      { kind: "paragraph", text: "Hello," },
      {
        kind: "paragraph",
        text: `Thank you for writing to us about your personal data. We will answer at this address within ${data.answerDays} days.`,
      },
      { kind: "button", label: "Privacy notice", url: `${env.publicUrl}/privacy` },
    ],
  }),
};
