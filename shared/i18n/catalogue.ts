import type { Language } from "./language.ts";

/**
 * A catalogue is plain data (strings, plural forms and groups of them), so a route's loader can send
 * the active language's part to the browser inside its data. English is the source: each Hindi
 * namespace is declared `satisfies Translation<typeof en>`, so a missing or extra key fails the type check.
 */
export type Plural = { readonly one: string; readonly other: string };
export type Messages = { readonly [key: string]: string | Plural | Messages };

export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends Plural ? Plural : Translation<T[K]>;
};

/** "{count} applicants" with { count: 3 } → "3 applicants"; an unknown name stays as written. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * CLDR's "one" for each language, written out instead of asking Intl.PluralRules (a page's first Intl
 * object starts ICU: see indian-digits.ts): English is exactly 1; Hindi is "i = 0 or n = 1", so 0 too.
 */
const isOne: Record<Language, (count: number) => boolean> = {
  en: (count) => Math.abs(count) === 1,
  hi: (count) => Math.trunc(Math.abs(count)) === 0 || Math.abs(count) === 1,
};

/**
 * The form for a count in a language: English says "0 applicants", Hindi "0 आवेदक" with the singular
 * form. {count} in the form is filled with the count.
 */
export function plural(language: Language, forms: Plural, count: number, values: Record<string, string | number> = {}): string {
  const form = isOne[language](count) ? forms.one : forms.other;
  return fill(form, { count, ...values });
}

/**
 * Messages that are English sentences elsewhere (the API's and the shared validation's texts, which
 * the spec writes in English) in another language: an exact text, or a pattern with {name} parts that
 * match digits, amounts or words. Unknown texts stay as they are.
 */
export function translateKnownMessage(message: string, table: Readonly<Record<string, string>>): string {
  const exact = table[message];
  if (exact !== undefined) return exact;
  for (const [english, translated] of Object.entries(table)) {
    if (!english.includes("{")) continue;
    const names: string[] = [];
    const pattern = english
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name) {
          names.push(name);
          return "(.+?)";
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    const match = new RegExp(`^${pattern}$`).exec(message);
    if (match) return fill(translated, Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ""])));
  }
  return message;
}
