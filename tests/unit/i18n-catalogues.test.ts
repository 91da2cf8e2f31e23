import { describe, expect, it } from "vitest";
import { catalogues } from "#server/services/i18n/catalogues.ts";
import { fill } from "#shared/i18n/catalogue.ts";
import { apiMessageKeys } from "#shared/i18n/en/api-messages.ts";
import enPrivacy from "#shared/i18n/en/privacy.ts";
import { apiMessagesHindi } from "#shared/i18n/hi/api-messages.ts";
import { GRIEVANCE_ANSWER_DAYS, noticeItems, noticeRights } from "#shared/privacy/notice.ts";
import { consentPurposes } from "#shared/privacy/purposes.ts";

type Entry = { key: string; english: string; hindi: unknown };

/** Every string of a namespace with its path ("common.menu.close", "contest.applicants.one"). */
function entries(english: unknown, hindi: unknown, key: string): Entry[] {
  if (typeof english === "string") return [{ key, english, hindi }];
  if (english === null || typeof english !== "object") return [];
  return Object.entries(english).flatMap(([name, value]) =>
    entries(value, (hindi as Record<string, unknown> | undefined)?.[name], `${key}.${name}`),
  );
}

const all: Entry[] = [
  ...Object.keys(catalogues.en).flatMap((namespace) =>
    entries(catalogues.en[namespace as keyof typeof catalogues.en], catalogues.hi[namespace as keyof typeof catalogues.hi], namespace),
  ),
  ...apiMessageKeys.map((english) => ({ key: `api-messages["${english}"]`, english, hindi: apiMessagesHindi[english] })),
];

/**
 * Hindi strings that are rightly the English ones letter for letter (a brand, a language's own name).
 * Anything else equal to its English is a translation someone forgot.
 */
const sameOnPurpose = new Set([
  "common.languageSwitch.toEnglish",
  "common.languageSwitch.toHindi",
  // An example address is an address in every language.
  "account.signIn.emailPlaceholder",
]);

/** The words before a link, which Hindi's word order puts after it instead. */
const emptyOnPurpose = new Set(["account.myData.prize.maskedAadhaarBefore"]);

/**
 * Placeholders a language uses and the other does not: "Closes tomorrow" is a date in Hindi, where
 * 'कल' would mean yesterday as well (the loader fills both with the same values).
 */
const ownPlaceholdersOnPurpose = new Set(["contest.status.deadline.closesTomorrow"]);

/** "Long" English: at least two Latin words, so a short code, a brand or "{title}." is not taken for a sentence. */
const isLongEnglish = (text: string) => (text.replace(/\{\w+\}/g, "").match(/[A-Za-z]{2,}/g) ?? []).length >= 2;

const placeholders = (text: string) => new Set(text.match(/\{\w+\}/g) ?? []);

describe("[I18N] the Hindi catalogue", () => {
  it("walks a real catalogue (the frame's namespace is not empty)", () => {
    expect(all.filter((entry) => entry.key.startsWith("common.")).length).toBeGreaterThan(40);
  });

  it("has a non-empty Hindi string for every English one", () => {
    const missing = all
      .filter(({ key, hindi }) => !emptyOnPurpose.has(key) && (typeof hindi !== "string" || hindi.trim() === ""))
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it("has no English sentence left untranslated", () => {
    const forgotten = all
      .filter(({ key, english, hindi }) => !sameOnPurpose.has(key) && hindi === english && isLongEnglish(english))
      .map(({ key, english }) => `${key}: ${english}`);
    expect(forgotten).toEqual([]);
  });

  it("keeps every {placeholder} of the English, and brings none of its own", () => {
    const wrong = all.flatMap(({ key, english, hindi }) => {
      if (typeof hindi !== "string" || ownPlaceholdersOnPurpose.has(key)) return [];
      const wanted = placeholders(english);
      const found = placeholders(hindi);
      const lost = [...wanted].filter((name) => !found.has(name));
      const extra = [...found].filter((name) => !wanted.has(name));
      return lost.length || extra.length ? [`${key}: missing ${lost.join(" ") || "-"}, unknown ${extra.join(" ") || "-"}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("writes Hindi in Devanagari, not in Latin letters (brands and codes aside)", () => {
    const latin = all
      .filter(({ key, english, hindi }) => {
        if (typeof hindi !== "string" || sameOnPurpose.has(key) || emptyOnPurpose.has(key) || !isLongEnglish(english)) return false;
        return !/[\u0900-\u097F]/.test(hindi);
      })
      .map(({ key }) => key);
    expect(latin).toEqual([]);
  });
});

describe("[I18N] the privacy notice's English is the notice whose hash consent records keep", () => {
  it("items, in order", () => {
    expect(Object.values(enPrivacy.items)).toEqual(noticeItems);
  });

  it("rights, in order, with the days filled in", () => {
    expect(Object.values(enPrivacy.rights).map((right) => fill(right, { days: GRIEVANCE_ANSWER_DAYS }))).toEqual(noticeRights);
  });

  it("purposes, each by its name", () => {
    expect(Object.keys(enPrivacy.purposes)).toEqual([...consentPurposes]);
  });
});
