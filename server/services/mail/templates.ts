import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import { type MailContent, type RenderedMail, renderMailContent } from "./layout.ts";
import type { MailTemplate, MailTemplateData } from "./outbox.ts";
import { guardianTemplates } from "./guardian-templates.ts";
import { privacyTemplates } from "./privacy-templates.ts";
import { type MailWords, mailWords } from "./words.ts";

/** What a template needs beyond its data: the site's origin for links, and a reminder's unsubscribe link. */
export type MailEnvironment = { publicUrl: string; unsubscribeUrl?: string | null; manageConsentUrl?: string | null };

export type Template<T extends MailTemplate> = (data: MailTemplateData[T], env: MailEnvironment, w: MailWords) => MailContent;

/** "₹1,499" from paise; "₹499.50" when there are paise. */
export const rupees = (paise: number, language: Language = "en") => mailWords(language, "").money(paise);

/** "21 Nov 2026, 4:05 pm IST". */
export const istDateTime = (iso: string, language: Language = "en") => mailWords(language, "").dateTime(iso);

const greeting = (w: MailWords, name: string) => (name.trim() ? w.fill(w.m.greeting, { name: name.trim() }) : w.m.hello);
const contestUrl = (w: MailWords, contestId: string) => w.page(`/contest/${encodeURIComponent(contestId)}`);
const myRegistrationsUrl = (w: MailWords) => w.page("/me");

/** A refund's reason is stored as the English sentence: the same sentence in the mail's language. */
function refundReason(w: MailWords, english: string | undefined, englishReasons: Record<string, string>): string {
  const key = Object.entries(englishReasons).find(([, sentence]) => sentence === english)?.[0] as
    | keyof typeof w.m.refund.reasons
    | undefined;
  if (key) return w.m.refund.reasons[key];
  // A sentence this catalogue does not know (written by an older version) stays as it was.
  return english ?? w.m.refund.reasons.other;
}

const templates: { [T in MailTemplate]: Template<T> } = {
  "sign-in-code": (data, _env, w) => ({
    subject: w.fill(w.m.signInCode.subject, { code: data.code }),
    preview: w.plural(w.m.signInCode.preview, data.expiresInMinutes),
    heading: w.m.signInCode.heading,
    blocks: [
      { kind: "paragraph", text: w.m.signInCode.intro },
      { kind: "code", text: data.code },
      { kind: "paragraph", text: w.plural(w.m.signInCode.validity, data.expiresInMinutes) },
    ],
    footer: [{ kind: "note", text: w.m.signInCode.notYou }],
  }),

  "registration-complete": (data, _env, w) => {
    const m = w.m.registrationComplete;
    const contest = { contest: data.contestTitle };
    return {
      subject: w.fill(m.subject, contest),
      preview: m.preview,
      heading: m.heading,
      blocks: [
        { kind: "paragraph", text: greeting(w, data.creatorName) },
        { kind: "paragraph", text: w.fill(m.body, contest) },
        {
          kind: "facts",
          rows: [
            [w.m.facts.contest, data.contestTitle],
            ...(data.videoLink ? [[w.m.facts.videoLink, data.videoLink] as [string, string]] : []),
          ],
        },
        { kind: "button", label: w.m.myRegistrations, url: myRegistrationsUrl(w) },
        { kind: "paragraph", text: m.changeLink },
      ],
      footer: [{ kind: "note", text: w.fill(w.m.contestPage, { url: contestUrl(w, data.contestId) }) }],
    };
  },

  "payment-receipt": (data, _env, w) => {
    const m = w.m.paymentReceipt;
    return {
      subject: w.fill(m.subject, { contest: data.contestTitle }),
      preview: w.fill(m.preview, { amount: w.money(data.amountPaise) }),
      heading: m.heading,
      blocks: [
        { kind: "paragraph", text: greeting(w, data.creatorName) },
        { kind: "paragraph", text: w.fill(m.body, { contest: data.contestTitle }) },
        {
          kind: "facts",
          rows: [
            [w.m.facts.contest, data.contestTitle],
            [w.m.facts.amountPaid, w.money(data.amountPaise)],
            ...(data.receiptNumber ? [[w.m.facts.receiptNumber, data.receiptNumber] as [string, string]] : []),
            [w.m.facts.paymentId, data.paymentId],
            [w.m.facts.paidOn, w.dateTime(data.paidAt)],
          ],
        },
        { kind: "button", label: w.m.myRegistrations, url: myRegistrationsUrl(w) },
        { kind: "paragraph", text: m.keep },
      ],
      footer: [{ kind: "note", text: w.fill(w.m.contestPage, { url: contestUrl(w, data.contestId) }) }],
    };
  },

  "refund-notice": (data, _env, w) => {
    const m = w.m.refund;
    return {
      subject: w.fill(m.subject, { amount: w.money(data.amountPaise), contest: data.contestTitle }),
      preview: m.preview,
      heading: m.heading,
      blocks: [
        { kind: "paragraph", text: greeting(w, data.creatorName) },
        {
          kind: "paragraph",
          text: w.fill(m.body, { contest: data.contestTitle, reason: refundReason(w, data.reason, englishRefundReasons) }),
        },
        ...(data.organiserNote ? [{ kind: "paragraph" as const, text: w.fill(m.organiserNote, { note: data.organiserNote }) }] : []),
        {
          kind: "facts",
          rows: [
            [w.m.facts.contest, data.contestTitle],
            [w.m.facts.amountRefunded, w.money(data.amountPaise)],
            [w.m.facts.paymentId, data.paymentId],
            ...(data.refundId ? [[w.m.facts.refundId, data.refundId] as [string, string]] : []),
            [w.m.facts.refundedOn, w.dateTime(data.refundedAt)],
          ],
        },
        { kind: "paragraph", text: m.banks },
        { kind: "button", label: w.m.myRegistrations, url: myRegistrationsUrl(w) },
      ],
    };
  },

  "registration-reminder": (data, env, w) => {
    const m = w.m.registrationReminder;
    const closesAt = w.dateTime(data.closesAt);
    return {
      subject: w.fill(m.subject, { contest: data.contestTitle }),
      preview: w.fill(m.preview, { closesAt }),
      heading: m.heading,
      blocks: [
        { kind: "paragraph", text: greeting(w, data.creatorName) },
        { kind: "paragraph", text: w.fill(m.body, { contest: data.contestTitle, closesAt }) },
        {
          kind: "facts",
          rows: [
            [w.m.facts.contest, data.contestTitle],
            [w.m.facts.entryFee, w.money(data.amountPaise)],
            [w.m.facts.registrationCloses, closesAt],
          ],
        },
        { kind: "button", label: m.button, url: `${contestUrl(w, data.contestId)}?register=1` },
        { kind: "paragraph", text: w.fill(m.orOpen, { url: myRegistrationsUrl(w) }) },
      ],
      footer: env.unsubscribeUrl ? [{ kind: "note", text: w.fill(m.unsubscribe, { url: env.unsubscribeUrl }) }] : [],
    };
  },

  "results-declared": (data, _env, w) => {
    const m = w.m.results;
    const won = data.winner;
    const ranked = won && typeof data.rank === "number";
    const values = { contest: data.contestTitle, rank: data.rank ?? "" };
    const prize = [data.prizeTitle, data.prizeAmountPaise ? w.money(data.prizeAmountPaise) : null].filter(Boolean).join(", ");
    const facts: Array<[string, string]> = [[w.m.facts.contest, data.contestTitle]];
    if (ranked) facts.push([w.m.facts.rank, w.fill(m.rank, values)]);
    if (prize) facts.push([w.m.facts.prize, prize]);
    const corrected = data.corrected === true;
    return {
      subject: w.fill(corrected ? m.subjectCorrected : !won ? m.subjectOut : ranked ? m.subjectRanked : m.subjectWinner, values),
      preview: won ? m.previewWon : m.previewOut,
      heading: corrected ? m.headingCorrected : won ? m.headingWon : m.headingOut,
      blocks: [
        { kind: "paragraph", text: greeting(w, data.creatorName) },
        ...(corrected ? [{ kind: "paragraph" as const, text: w.fill(m.corrected, values) }] : []),
        { kind: "paragraph", text: w.fill(won ? (ranked ? m.wonRanked : m.won) : m.notWon, values) },
        ...(won
          ? [
              { kind: "facts" as const, rows: facts },
              { kind: "paragraph" as const, text: m.prizeContact },
            ]
          : []),
        { kind: "button", label: m.seeWinners, url: contestUrl(w, data.contestId) },
        { kind: "paragraph", text: w.fill(m.certificate, { url: myRegistrationsUrl(w) }) },
      ],
    };
  },

  "contact-acknowledgement": (data, _env, w) => {
    const m = w.m.contact;
    return {
      subject: m.subject,
      preview: m.preview,
      heading: m.heading,
      blocks: [
        { kind: "paragraph", text: w.m.hello },
        { kind: "paragraph", text: w.fill(m.body, { receivedAt: w.dateTime(data.receivedAt) }) },
        { kind: "button", label: w.m.visitSite, url: w.home },
      ],
      footer: [{ kind: "note", text: m.notYou }],
    };
  },
  ...privacyTemplates,
  ...guardianTemplates,

  "judge-invitation": (data, _env, w) => {
    const m = w.m.judgeInvitation;
    return {
      subject: w.fill(m.subject, { contest: data.contestTitle }),
      preview: m.preview,
      heading: m.heading,
      blocks: [
        { kind: "paragraph", text: greeting(w, data.judgeName) },
        { kind: "paragraph", text: w.fill(m.body, { contest: data.contestTitle }) },
        { kind: "button", label: m.button, url: w.page("/judge") },
        { kind: "paragraph", text: m.when },
      ],
      footer: [{ kind: "note", text: m.notExpecting }],
    };
  },

  "judge-reminder": (data, _env, w) => {
    const m = w.m.judgeReminder;
    const round = m.rounds[data.round as keyof typeof m.rounds] ?? data.round;
    const values = { contest: data.contestTitle, scored: data.scored, assigned: data.assigned, round };
    return {
      subject: w.plural(m.subject, data.assigned - data.scored, values),
      preview: w.fill(m.preview, values),
      heading: m.heading,
      blocks: [
        { kind: "paragraph", text: greeting(w, data.judgeName) },
        { kind: "paragraph", text: w.plural(m.body, data.assigned, values) },
        { kind: "button", label: m.button, url: w.page("/judge") },
      ],
      footer: [{ kind: "note", text: m.footer }],
    };
  },
};

const englishRefundReasons: Record<string, string> = mailWords("en", "").m.refund.reasons;

type TitledData = {
  contestTitle?: string | null;
  contestTitleHi?: string | null;
  prizeTitle?: string | null;
  prizeTitleHi?: string | null;
};

/** Subject, plain text and HTML of one message, from its one template, in the recipient's language. */
export function renderMail<T extends MailTemplate>(
  template: T,
  data: MailTemplateData[T],
  env: MailEnvironment,
  language: Language = "en",
): RenderedMail {
  const build = templates[template] as Template<T> | undefined;
  if (!build) throw new Error(`Unknown mail template: ${template}`);
  const w = mailWords(language, env.publicUrl);
  // The organiser's content in the message's language, field by field (outbox.ts: MailTemplateData).
  const localised = localiseFields(data as TitledData, language, ["contestTitle", "prizeTitle"]) as MailTemplateData[T];
  return renderMailContent(build(localised, env, w), { publicUrl: env.publicUrl, manageConsentUrl: env.manageConsentUrl, words: w });
}
