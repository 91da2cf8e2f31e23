/**
 * The site's two languages (DESIGN.md, Languages): English at /…, Hindi under /hi/…, each a complete
 * version of the site. The path decides the language; a remembered choice only guesses at /.
 */
export const languages = ["en", "hi"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

export const isLanguage = (value: unknown): value is Language => value === "en" || value === "hi";

/** The cookie that remembers the visitor's choice made with the language switch (a year). */
export const languageCookie = "cc_lang";
export const languageCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The switch's label and the html lang, og:locale and Intl locale of each language. */
export const languageNames: Record<Language, string> = { en: "English", hi: "हिन्दी" };
export const htmlLang: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };
export const ogLocale: Record<Language, string> = { en: "en_IN", hi: "hi_IN" };
export const intlLocale: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** The language of a site path: /hi and /hi/… are Hindi, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === "/hi" || pathname.startsWith("/hi/") ? "hi" : "en";
}

/** The path without its language prefix: /hi/contest/3 → /contest/3, /hi → /. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/** A site path in a language: ("/contest/3", "hi") → /hi/contest/3; ("/", "hi") → /hi/. Other URLs pass through. */
export function localisedPath(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const bare = pathWithoutLanguage(path);
  if (language === "en") return bare;
  return bare === "/" ? "/hi/" : `/hi${bare}`;
}

/**
 * The first language of an Accept-Language header that the site has, if any: "hi-IN,hi;q=0.9,en;q=0.8"
 * → hi. Quality values order the list; a language at q=0 is refused.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim().toLowerCase(), quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag !== "" && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}
