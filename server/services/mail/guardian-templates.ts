import type { MailContent } from "./layout.ts";
import type { MailTemplateData } from "./outbox.ts";
import type { MailEnvironment } from "./templates.ts";
import type { MailWords } from "./words.ts";

const contestUrl = (w: MailWords, contestId: string) => w.page(`/contest/${encodeURIComponent(contestId)}`);

/**
 * The mails to a minor's parent or guardian about the child (docs/privacy.md#guardian-mail), written to
 * the parent: the child is named by first name, and nothing asks the parent to act as the child.
 */
export const guardianTemplates = {
  "guardian-registration-reminder": (
    data: MailTemplateData["guardian-registration-reminder"],
    env: MailEnvironment,
    w: MailWords,
  ): MailContent => {
    const m = w.m.guardianReminder;
    const closesAt = w.dateTime(data.closesAt);
    const values = { child: data.childName, contest: data.contestTitle, closesAt };
    return {
      subject: w.fill(m.subject, values),
      preview: w.fill(m.preview, values),
      heading: w.fill(m.heading, values),
      blocks: [
        { kind: "paragraph", text: w.m.hello },
        { kind: "paragraph", text: w.fill(m.body, values) },
        {
          kind: "facts",
          rows: [
            [w.m.facts.contest, data.contestTitle],
            [w.m.facts.entryFee, w.money(data.amountPaise)],
            [w.m.facts.registrationCloses, closesAt],
          ],
        },
        { kind: "paragraph", text: w.fill(m.pay, values) },
        { kind: "button", label: m.button, url: contestUrl(w, data.contestId) },
      ],
      footer: env.unsubscribeUrl ? [{ kind: "note", text: w.fill(m.unsubscribe, { ...values, url: env.unsubscribeUrl }) }] : [],
    };
  },

  "guardian-results": (data: MailTemplateData["guardian-results"], env: MailEnvironment, w: MailWords): MailContent => {
    const m = w.m.guardianResults;
    const won = data.winner;
    const ranked = won && typeof data.rank === "number";
    const values = { child: data.childName, contest: data.contestTitle, rank: data.rank ?? "" };
    const prize = [data.prizeTitle, data.prizeAmountPaise ? w.money(data.prizeAmountPaise) : null].filter(Boolean).join(", ");
    const facts: Array<[string, string]> = [[w.m.facts.contest, data.contestTitle]];
    if (ranked) facts.push([w.m.facts.rank, w.fill(w.m.results.rank, values)]);
    if (prize) facts.push([w.m.facts.prize, prize]);
    const corrected = data.corrected === true;
    // The manage page of this address: where the parent agrees to the documents the prize needs.
    const agree = env.manageConsentUrl && !data.prizeDocumentsAgreed ? w.siteLink(env.manageConsentUrl) : null;
    return {
      subject: w.fill(corrected ? m.subjectCorrected : !won ? m.subjectOut : ranked ? m.subjectRanked : m.subjectWinner, values),
      preview: w.fill(won ? m.previewWon : m.previewOut, values),
      heading: w.fill(corrected ? m.headingCorrected : won ? m.headingWon : m.headingOut, values),
      blocks: [
        { kind: "paragraph", text: w.m.hello },
        ...(corrected ? [{ kind: "paragraph" as const, text: w.fill(w.m.results.corrected, values) }] : []),
        { kind: "paragraph", text: w.fill(won ? (ranked ? m.wonRanked : m.won) : m.notWon, values) },
        ...(won
          ? [
              { kind: "facts" as const, rows: facts },
              { kind: "paragraph" as const, text: w.fill(data.prizeDocumentsAgreed ? m.prizeAgreed : m.prizeConsent, values) },
              ...(agree ? [{ kind: "button" as const, label: m.agreeButton, url: agree }] : []),
              { kind: "paragraph" as const, text: m.questions },
            ]
          : []),
        { kind: "button", label: m.seeWinners, url: contestUrl(w, data.contestId) },
      ],
    };
  },
};
