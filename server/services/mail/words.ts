import { fill, type Plural, plural } from "#shared/i18n/catalogue.ts";
import type mailEn from "#shared/i18n/en/mail.ts";
import { formatDate, formatPaise } from "#shared/i18n/formats.ts";
import { type Language, localisedPath } from "#shared/i18n/language.ts";
import type { Translation } from "#shared/i18n/catalogue.ts";
import { catalogues } from "../i18n/catalogues.ts";

/**
 * What a mail template writes with: the `mail` messages of the recipient's language, and amounts,
 * dates and the site's links in that language (a Hindi mail links the Hindi pages).
 */
export type MailWords = {
  language: Language;
  m: Translation<typeof mailEn>;
  fill: (template: string, values?: Record<string, string | number>) => string;
  plural: (forms: Plural, count: number, values?: Record<string, string | number>) => string;
  /** Paise as money: "₹1,499", "₹499.50". */
  money: (paise: number) => string;
  /** An instant in IST: "21 Nov 2026, 4:05 pm IST" / "21 नव॰ 2026, 4:05 pm IST". */
  dateTime: (iso: string) => string;
  /** A day in IST: "21 Nov 2026". */
  date: (iso: string) => string;
  /** A page of the site in the mail's language: "/me" → "https://…/hi/me". */
  page: (path: string) => string;
  /** The home page in the mail's language (the bare origin in English). */
  home: string;
  /** A link to a page of this site, made in English, in the mail's language; other links unchanged. */
  siteLink: (url: string) => string;
};

export function mailWords(language: Language, publicUrl: string): MailWords {
  const m = catalogues[language].mail;
  return {
    language,
    m,
    fill,
    plural: (forms, count, values) => plural(language, forms, count, values),
    money: (paise) => formatPaise(Math.round(paise), language),
    dateTime: (iso) => fill(m.dateTimeIst, { dateTime: formatDate(iso, language, "dateTime") }),
    date: (iso) => formatDate(iso, language, "date"),
    home: language === "en" ? publicUrl : `${publicUrl}${localisedPath("/", language)}`,
    page: (path) => `${publicUrl}${localisedPath(path, language)}`,
    siteLink: (url) => (url.startsWith(`${publicUrl}/`) ? `${publicUrl}${localisedPath(url.slice(publicUrl.length), language)}` : url),
  };
}
