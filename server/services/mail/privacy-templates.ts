import { GUARDIAN_LINK_DAYS } from "#shared/privacy/notice.ts";
import type { MailContent } from "./layout.ts";
import type { MailTemplateData } from "./outbox.ts";
import { type MailWords, mailWords } from "./words.ts";

type Env = { publicUrl: string };

/** The e-mails of docs/privacy.md: a guardian's consent, its end, an erasure, a grievance. */
export const privacyTemplates = {
  "guardian-consent-request": (data: MailTemplateData["guardian-consent-request"], env: Env, w: MailWords): MailContent => {
    const m = w.m.guardianRequest;
    // The mail follows the child's language, which may not be the parent's: one line, in the other
    // language, links the same page in it (the page the parent answers on sets their language).
    const other = mailWords(w.language === "hi" ? "en" : "hi", env.publicUrl);
    return {
      subject: data.reminder ? m.subjectReminder : m.subject,
      preview: m.preview,
      heading: data.reminder ? m.headingReminder : m.heading,
      blocks: [
        {
          kind: "note",
          lang: other.language,
          text: other.m.guardianRequest.inThisLanguage,
          link: { label: other.m.guardianRequest.openInThisLanguage, url: other.siteLink(data.consentUrl) },
        },
        { kind: "paragraph", text: w.m.hello },
        { kind: "paragraph", text: data.contestTitle ? w.fill(m.bodyContest, { contest: data.contestTitle }) : m.body },
        { kind: "paragraph", text: m.how },
        { kind: "button", label: m.button, url: w.siteLink(data.consentUrl) },
        { kind: "note", text: w.plural(m.until, GUARDIAN_LINK_DAYS, { date: w.date(data.expiresAt) }) },
      ],
      footer: [{ kind: "note", text: w.plural(m.notKnown, GUARDIAN_LINK_DAYS) }],
    };
  },

  "guardian-consent-given": (data: MailTemplateData["guardian-consent-given"], _env: Env, w: MailWords): MailContent => {
    const m = w.m.guardianGiven;
    return {
      subject: m.subject,
      preview: m.preview,
      heading: m.heading,
      blocks: [
        { kind: "paragraph", text: w.m.hello },
        { kind: "paragraph", text: data.contestTitle ? w.fill(m.bodyContest, { contest: data.contestTitle }) : m.body },
        { kind: "paragraph", text: m.fee },
        {
          kind: "button",
          label: m.button,
          url: data.contestId ? w.page(`/contest/${encodeURIComponent(data.contestId)}?register=1`) : w.page("/me"),
        },
      ],
    };
  },

  "guardian-consent-ended": (data: MailTemplateData["guardian-consent-ended"], _env: Env, w: MailWords): MailContent => {
    const m = w.m.guardianEnded;
    return {
      subject: m.subject,
      preview: data.reason === "declined" ? m.previewDeclined : m.previewExpired,
      heading: m.heading,
      blocks: [
        { kind: "paragraph", text: w.m.hello },
        { kind: "paragraph", text: data.reason === "declined" ? m.declined : w.plural(m.expired, GUARDIAN_LINK_DAYS) },
        { kind: "paragraph", text: m.deleted },
        { kind: "button", label: m.button, url: w.home },
      ],
    };
  },

  "account-erased": (_data: MailTemplateData["account-erased"], _env: Env, w: MailWords): MailContent => {
    const m = w.m.accountErased;
    return {
      subject: m.subject,
      preview: m.preview,
      heading: m.heading,
      blocks: [
        { kind: "paragraph", text: w.m.hello },
        { kind: "paragraph", text: m.deleted },
        { kind: "paragraph", text: m.kept },
        { kind: "paragraph", text: m.last },
        { kind: "button", label: w.m.visitSite, url: w.home },
      ],
    };
  },

  "grievance-received": (data: MailTemplateData["grievance-received"], _env: Env, w: MailWords): MailContent => {
    const m = w.m.grievance;
    return {
      subject: m.subject,
      preview: w.plural(m.preview, data.answerDays),
      heading: m.heading,
      blocks: [
        { kind: "paragraph", text: w.m.hello },
        { kind: "paragraph", text: w.plural(m.body, data.answerDays) },
        { kind: "button", label: m.button, url: w.page("/privacy") },
      ],
    };
  },
};
