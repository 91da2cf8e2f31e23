import type { Language } from "./language.ts";

/**
 * Content in two languages (DESIGN.md, Languages): contests, categories, banners, judges, testimonials,
 * content pages, company details and the rubric's criteria keep their English in `<field>` and an
 * optional Hindi in `<field>Hi`. A Hindi page shows each field's Hindi when there is some and that
 * field's English otherwise, field by field: a contest with only a Hindi title still shows its English
 * rules. English pages never read the Hindi.
 */
export type HindiField<F extends string> = `${F}Hi`;

/** Whether a stored Hindi value says anything: not null, not blank, not rich text without text or picture. */
export function hasHindi(value: unknown): boolean {
  if (typeof value === "string") {
    if (!value.includes("<")) return value.trim() !== "";
    // Rich text: the editor leaves "<p></p>" behind when its text is deleted.
    if (/<(img|iframe|video)\b/i.test(value)) return true;
    return (
      value
        .replace(/<[^>]*>/g, "")
        .replace(/&nbsp;|&#160;/g, " ")
        .trim() !== ""
    );
  }
  if (Array.isArray(value)) return value.some(hasHindi);
  return false;
}

/**
 * The row with each of `fields` in `language`: its Hindi (`<field>Hi`) where that is present on a
 * Hindi page, its English otherwise. The Hindi columns themselves are left as they are (services map
 * rows to the spec's shapes, which never carry them).
 */
export function localiseFields<T extends object, F extends keyof T & string>(row: T, language: Language, fields: readonly F[]): T {
  if (language !== "hi") return row;
  const copy = { ...row } as Record<string, unknown>;
  for (const field of fields) {
    const hindi = copy[`${field}Hi`];
    if (hasHindi(hindi)) copy[field] = Array.isArray(hindi) ? hindi.filter(hasHindi) : hindi;
  }
  return copy as T;
}

/** The cache key of a public list or page in a language: English keeps the plain key, Hindi adds ":hi". */
export function keyInLanguage(key: string, language: Language): string {
  return language === "hi" ? `${key}:hi` : key;
}
