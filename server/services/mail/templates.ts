import { formatIstDateTime } from "#shared/ist.ts";
import { formatMoney } from "#shared/text.ts";
import { type MailContent, type RenderedMail, renderMailContent } from "./layout.ts";
import type { MailTemplate, MailTemplateData } from "./outbox.ts";
import { privacyTemplates } from "./privacy-templates.ts";

/** What a template needs beyond its data: the site's origin for links, and a reminder's unsubscribe link. */
export type MailEnvironment = { publicUrl: string; unsubscribeUrl?: string | null; manageConsentUrl?: string | null };

type Template<T extends MailTemplate> = (data: MailTemplateData[T], env: MailEnvironment) => MailContent;

const withPaise = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹1,499" from paise; "₹499.50" when there are paise. */
export const rupees = (paise: number) => {
  const whole = Math.round(paise);
  return whole % 100 === 0 ? formatMoney(whole / 100) : `₹${withPaise.format(whole / 100)}`;
};

/** "21 Nov 2026, 4:05 pm IST". */
export const istDateTime = (iso: string) => `${formatIstDateTime(iso)} IST`;

const greeting = (name: string) => (name.trim() ? `Hi ${name.trim()},` : "Hello,");
const contestUrl = (env: MailEnvironment, contestId: string) => `${env.publicUrl}/contest/${encodeURIComponent(contestId)}`;
const myRegistrationsUrl = (env: MailEnvironment) => `${env.publicUrl}/me`;

const templates: { [T in MailTemplate]: Template<T> } = {
  "sign-in-code": (data) => ({
    subject: `${data.code} is your CreatorCup code`,
    preview: `Enter it within ${data.expiresInMinutes} minutes.`,
    heading: "Your sign-in code",
    blocks: [
      { kind: "paragraph", text: "Enter this code to confirm your e-mail address:" },
      { kind: "code", text: data.code },
      { kind: "paragraph", text: `It works once, for the next ${data.expiresInMinutes} minutes.` },
    ],
    footer: [
      {
        kind: "note",
        text: "Didn't ask for a code? Someone may have typed your address by mistake. You can ignore this e-mail: nobody can use your address without the code.",
      },
    ],
  }),

  "registration-complete": (data, env) => ({
    subject: `You're registered for ${data.contestTitle}`,
    preview: "Your registration is complete.",
    heading: "You're registered!",
    blocks: [
      { kind: "paragraph", text: greeting(data.creatorName) },
      { kind: "paragraph", text: `Your registration for ${data.contestTitle} is complete. Good luck!` },
      {
        kind: "facts",
        rows: [["Contest", data.contestTitle], ...(data.videoLink ? [["Video link", data.videoLink] as [string, string]] : [])],
      },
      { kind: "button", label: "My registrations", url: myRegistrationsUrl(env) },
      { kind: "paragraph", text: "You can change your video link in My registrations until registration closes." },
    ],
    footer: [{ kind: "note", text: `Contest page: ${contestUrl(env, data.contestId)}` }],
  }),

  "payment-receipt": (data, env) => ({
    subject: `Payment receipt: ${data.contestTitle}`,
    preview: `We received ${rupees(data.amountPaise)}. Your registration is complete.`,
    heading: "Payment received",
    blocks: [
      { kind: "paragraph", text: greeting(data.creatorName) },
      {
        kind: "paragraph",
        text: `Thank you! We received your entry fee and your registration for ${data.contestTitle} is complete.`,
      },
      {
        kind: "facts",
        rows: [
          ["Contest", data.contestTitle],
          ["Amount paid", rupees(data.amountPaise)],
          ["Razorpay payment id", data.paymentId],
          ["Paid on", istDateTime(data.paidAt)],
        ],
      },
      { kind: "button", label: "My registrations", url: myRegistrationsUrl(env) },
      { kind: "paragraph", text: "Keep this e-mail as your receipt." },
    ],
    footer: [{ kind: "note", text: `Contest page: ${contestUrl(env, data.contestId)}` }],
  }),

  "refund-notice": (data, env) => ({
    subject: `Refund of ${rupees(data.amountPaise)}: ${data.contestTitle}`,
    preview: "Your payment has been refunded.",
    heading: "Your payment has been refunded",
    blocks: [
      { kind: "paragraph", text: greeting(data.creatorName) },
      {
        kind: "paragraph",
        text: `We refunded your payment for ${data.contestTitle} in full. ${data.reason ?? "The payment did not complete a registration."}`,
      },
      ...(data.organiserNote ? [{ kind: "paragraph" as const, text: `The organiser's reason: “${data.organiserNote}”` }] : []),
      {
        kind: "facts",
        rows: [
          ["Contest", data.contestTitle],
          ["Amount refunded", rupees(data.amountPaise)],
          ["Razorpay payment id", data.paymentId],
          ...(data.refundId ? [["Refund id", data.refundId] as [string, string]] : []),
          ["Refunded on", istDateTime(data.refundedAt)],
        ],
      },
      {
        kind: "paragraph",
        text: "Banks usually show a refund within 5 to 7 working days. If it has not arrived after that, reply with the payment id above.",
      },
      { kind: "button", label: "My registrations", url: myRegistrationsUrl(env) },
    ],
  }),

  "registration-reminder": (data, env) => ({
    subject: `Registration for ${data.contestTitle} closes soon`,
    preview: `Complete your registration before ${istDateTime(data.closesAt)}.`,
    heading: "Your registration is not complete yet",
    blocks: [
      { kind: "paragraph", text: greeting(data.creatorName) },
      {
        kind: "paragraph",
        text: `You started registering for ${data.contestTitle}, but the entry fee has not been paid. Registration closes on ${istDateTime(data.closesAt)}.`,
      },
      {
        kind: "facts",
        rows: [
          ["Contest", data.contestTitle],
          ["Entry fee", rupees(data.amountPaise)],
          ["Registration closes", istDateTime(data.closesAt)],
        ],
      },
      { kind: "button", label: "Complete payment", url: `${contestUrl(env, data.contestId)}?register=1` },
      { kind: "paragraph", text: `Or open My registrations: ${myRegistrationsUrl(env)}` },
    ],
    footer: env.unsubscribeUrl
      ? [{ kind: "note", text: `You get this reminder because you started a registration. No more reminders: ${env.unsubscribeUrl}` }]
      : [],
  }),

  "results-declared": (data, env) => {
    const won = data.winner;
    const ranked = won && typeof data.rank === "number";
    const prize = [data.prizeTitle, data.prizeAmountPaise ? rupees(data.prizeAmountPaise) : null].filter(Boolean).join(", ");
    const facts: Array<[string, string]> = [["Contest", data.contestTitle]];
    if (ranked) facts.push(["Rank", `#${data.rank}`]);
    if (prize) facts.push(["Prize", prize]);
    const corrected = data.corrected === true;
    return {
      subject: corrected
        ? `Corrected results: ${data.contestTitle}`
        : !won
          ? `Results are out: ${data.contestTitle}`
          : ranked
            ? `Congratulations! You placed #${data.rank} in ${data.contestTitle}`
            : `Congratulations! You are a winner of ${data.contestTitle}`,
      preview: won ? "You are one of the winners." : "The winners have been announced.",
      heading: corrected ? "The results have been corrected" : won ? "You're a winner!" : "The results are out",
      blocks: [
        { kind: "paragraph", text: greeting(data.creatorName) },
        ...(corrected
          ? [
              {
                kind: "paragraph" as const,
                text: `The organiser withdrew the results of ${data.contestTitle} to correct them. These are the corrected results; please disregard the earlier e-mail.`,
              },
            ]
          : []),
        won
          ? {
              kind: "paragraph",
              text: ranked
                ? `Congratulations! The judges placed you #${data.rank} in ${data.contestTitle}.`
                : `Congratulations! The judges chose you as one of the winners of ${data.contestTitle}.`,
            }
          : {
              kind: "paragraph",
              text: `The results of ${data.contestTitle} have been declared. Thank you for taking part: every entry was watched by the judges.`,
            },
        ...(won
          ? [
              { kind: "facts" as const, rows: facts },
              { kind: "paragraph" as const, text: "We will contact you about your prize at this address." },
            ]
          : []),
        { kind: "button", label: "See the winners", url: contestUrl(env, data.contestId) },
        { kind: "paragraph", text: `Your certificate is ready in My registrations: ${myRegistrationsUrl(env)}` },
      ],
    };
  },

  "contact-acknowledgement": (data, env) => ({
    subject: "We received your message",
    preview: "Thank you for writing to CreatorCup.",
    heading: "Thank you for writing to us",
    blocks: [
      { kind: "paragraph", text: "Hello," },
      {
        kind: "paragraph",
        text: `We received the message you sent through our contact form on ${istDateTime(data.receivedAt)}. We will answer at this address.`,
      },
      { kind: "button", label: "Visit CreatorCup", url: env.publicUrl },
    ],
    footer: [
      {
        kind: "note",
        text: "Didn't write to us? Someone may have typed your address by mistake: you can ignore this e-mail.",
      },
    ],
  }),
  ...privacyTemplates,

  "judge-invitation": (data, env) => ({
    subject: `You're invited to judge ${data.contestTitle}`,
    preview: "Sign in with this e-mail address to see your entries.",
    heading: "You're invited to judge",
    blocks: [
      { kind: "paragraph", text: greeting(data.judgeName) },
      {
        kind: "paragraph",
        text: `The organiser of ${data.contestTitle} has invited you to its judging panel. Sign in with this e-mail address: we send you a code, no password needed.`,
      },
      { kind: "button", label: "Open judging", url: `${env.publicUrl}/judge` },
      { kind: "paragraph", text: "You will see your entries when the organiser opens a round." },
    ],
    footer: [{ kind: "note", text: "Not expecting this? You can ignore this e-mail." }],
  }),

  "judge-reminder": (data, env) => ({
    subject: `Reminder: ${data.assigned - data.scored} entries of ${data.contestTitle} to score`,
    preview: `You have scored ${data.scored} of ${data.assigned}.`,
    heading: "Entries are waiting for your scores",
    blocks: [
      { kind: "paragraph", text: greeting(data.judgeName) },
      {
        kind: "paragraph",
        text: `In the ${data.round} round of ${data.contestTitle} you have scored ${data.scored} of ${data.assigned} entries.`,
      },
      { kind: "button", label: "Continue judging", url: `${env.publicUrl}/judge` },
    ],
    footer: [{ kind: "note", text: "Scores can be changed until the organiser closes the round." }],
  }),
};

/** Subject, plain text and HTML of one message, from its one template. */
export function renderMail<T extends MailTemplate>(template: T, data: MailTemplateData[T], env: MailEnvironment): RenderedMail {
  const build = templates[template] as Template<T> | undefined;
  if (!build) throw new Error(`Unknown mail template: ${template}`);
  return renderMailContent(build(data, env), env.publicUrl, env.manageConsentUrl);
}
