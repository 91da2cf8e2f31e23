import { intlLocale, type Language } from "./language.ts";

const segmenters = new Map<Language, Intl.Segmenter>();

/**
 * At most `limit` user-perceived characters, with "…" when cut: a Devanagari syllable with its
 * matras counts as one and is never split.
 */
export function truncateGraphemes(text: string, limit: number, language: Language = "en"): string {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(intlLocale[language], { granularity: "grapheme" });
    segmenters.set(language, segmenter);
  }
  const graphemes = Array.from(segmenter.segment(text), (part) => part.segment);
  if (graphemes.length <= limit) return text;
  return `${graphemes
    .slice(0, Math.max(0, limit - 1))
    .join("")
    .trimEnd()}…`;
}
