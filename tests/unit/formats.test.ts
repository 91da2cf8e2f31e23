import { describe, expect, it } from "vitest";
import { plural } from "#shared/i18n/catalogue.ts";
import { formatDate } from "#shared/i18n/formats.ts";
import { intlLocale, type Language } from "#shared/i18n/language.ts";

// The site writes dates and plurals from its own tables (a page's first Intl object costs a phone
// ICU's start-up); these are the Intl calls they replace, which the texts must still equal.
const dateOptions = {
  date: { day: "numeric", month: "short", year: "numeric" },
  dateTime: { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" },
  dayMonth: { day: "numeric", month: "short" },
  time: { hour: "numeric", minute: "2-digit" },
  weekdayDate: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function intlDate(value: Date, language: Language, style: keyof typeof dateOptions): string {
  const clock = language === "hi" && "hour" in dateOptions[style] ? { hourCycle: "h23" as const } : {};
  return new Intl.DateTimeFormat(intlLocale[language], {
    timeZone: "Asia/Kolkata",
    numberingSystem: "latn",
    ...dateOptions[style],
    ...clock,
  }).format(value);
}

describe("formatDate", () => {
  // Every 7 hours 13 minutes through 2026 and into 2027: every month, weekday, hour and IST midnight's neighbours.
  const instants: Date[] = [];
  for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 1, 1); at += (7 * 60 + 13) * 60_000) instants.push(new Date(at));
  instants.push(new Date("2026-11-30T18:29:59.999Z"), new Date("2026-11-30T18:30:00Z"), new Date("2027-03-31T18:30:00Z"));

  for (const language of ["en", "hi"] as const) {
    for (const style of Object.keys(dateOptions) as (keyof typeof dateOptions)[]) {
      it(`writes ${language} ${style} as Intl.DateTimeFormat(${intlLocale[language]}) does, in IST`, () => {
        for (const at of instants) expect(formatDate(at, language, style), at.toISOString()).toBe(intlDate(at, language, style));
      });
    }
  }

  it("takes ISO strings and says '-' for nothing", () => {
    expect(formatDate("2026-11-30T18:30:00Z", "en", "dateTime")).toBe("1 Dec 2026, 12:00 am");
    expect(formatDate(null)).toBe("-");
  });
});

describe("plural", () => {
  it("picks the form Intl.PluralRules picks in each language", () => {
    const counts = [0, 1, 2, 3, 5, 10, 11, 21, 100, 101, 0.5, 1.5, -1, -0.5, 2.5];
    for (const language of ["en", "hi"] as const) {
      const rules = new Intl.PluralRules(intlLocale[language]);
      for (const count of counts) {
        const expected = rules.select(count) === "one" ? "one" : "other";
        expect(plural(language, { one: "one", other: "other" }, count), `${language} ${count}`).toBe(expected);
      }
    }
  });
});
