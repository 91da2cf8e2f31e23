import { translateKnownMessage } from "#shared/i18n/catalogue.ts";
import enAccount from "#shared/i18n/en/account.ts";
import enCommon from "#shared/i18n/en/common.ts";
import enContest from "#shared/i18n/en/contest.ts";
import enGuardian from "#shared/i18n/en/guardian.ts";
import enHome from "#shared/i18n/en/home.ts";
import enJudging from "#shared/i18n/en/judging.ts";
import enMail from "#shared/i18n/en/mail.ts";
import enPdf from "#shared/i18n/en/pdf.ts";
import enPrivacy from "#shared/i18n/en/privacy.ts";
import enRegistration from "#shared/i18n/en/registration.ts";
import hiAccount from "#shared/i18n/hi/account.ts";
import { apiMessagesHindi } from "#shared/i18n/hi/api-messages.ts";
import hiCommon from "#shared/i18n/hi/common.ts";
import hiContest from "#shared/i18n/hi/contest.ts";
import hiGuardian from "#shared/i18n/hi/guardian.ts";
import hiHome from "#shared/i18n/hi/home.ts";
import hiJudging from "#shared/i18n/hi/judging.ts";
import hiMail from "#shared/i18n/hi/mail.ts";
import hiPdf from "#shared/i18n/hi/pdf.ts";
import hiPrivacy from "#shared/i18n/hi/privacy.ts";
import { privacyAnswersHindi } from "#shared/i18n/hi/privacy-answers.ts";
import { rateLimitAnswersHindi } from "#shared/i18n/hi/rate-limit-answers.ts";
import hiRegistration from "#shared/i18n/hi/registration.ts";
import { signInAnswersHindi } from "#shared/i18n/hi/sign-in-answers.ts";
import type { Language } from "#shared/i18n/language.ts";
import type { Catalogue, LoadedMessages, Namespace } from "#shared/i18n/namespaces.ts";

/** Both languages, whole: server only (pages get their namespaces through their loaders). */
export const catalogues: Record<Language, Catalogue> = {
  en: {
    common: enCommon,
    home: enHome,
    privacy: enPrivacy,
    contest: enContest,
    registration: enRegistration,
    account: enAccount,
    judging: enJudging,
    guardian: enGuardian,
    mail: enMail,
    pdf: enPdf,
  },
  hi: {
    common: hiCommon,
    home: hiHome,
    privacy: hiPrivacy,
    contest: hiContest,
    registration: hiRegistration,
    account: hiAccount,
    judging: hiJudging,
    guardian: hiGuardian,
    mail: hiMail,
    pdf: hiPdf,
  },
};

/** One language's messages of the namespaces a page names, for its loader's data. */
export function messagesFor<N extends Namespace>(language: Language, namespaces: readonly N[]): Pick<Catalogue, N> {
  const picked: LoadedMessages = Object.fromEntries(namespaces.map((namespace) => [namespace, catalogues[language][namespace]]));
  return picked as Pick<Catalogue, N>;
}

const serverAnswersHindi: Readonly<Record<string, string>> = {
  ...apiMessagesHindi,
  ...privacyAnswersHindi,
  ...rateLimitAnswersHindi,
  ...signInAnswersHindi,
};

/** Whether a message is one of the API's answers written for people (it has its Hindi), not a developer's detail. */
export function isAnswerForPeople(message: string): boolean {
  return translateKnownMessage(message, serverAnswersHindi) !== message;
}

/** One of the API's English messages in a language (unknown ones stay English). */
export function apiMessageIn(language: Language, message: string): string {
  return language === "hi" ? translateKnownMessage(message, serverAnswersHindi) : message;
}
