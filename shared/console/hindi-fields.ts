import { plainText } from "../validation/text.ts";

/**
 * The Hindi beside an English field of the console's content forms (DESIGN.md, Languages): optional,
 * "" for none, and then a Hindi page shows the English of that field. Older clients that send no
 * Hindi at all keep working ("" by default).
 */
export const hindiText = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  plainText(hindiLabel(label), max, options).default("");

/** "Title" → "Title in Hindi": the label of a Hindi field and the subject of its messages. */
export const hindiLabel = (label: string) => `${label} in Hindi`;

/** A stored optional Hindi as a form holds it. */
export const hindiOf = (value: string | null | undefined): string => value ?? "";
