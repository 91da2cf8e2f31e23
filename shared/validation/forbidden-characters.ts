/**
 * Characters no form field needs: C0 and C1 controls (NUL among them, which PostgreSQL refuses in
 * text), DEL, and the bidi embeddings, overrides and isolates that make text read differently from
 * what it holds. Line and paragraph separators too, as a field is one line. Zero-width joiners stay:
 * Devanagari and emoji need them.
 */
const SINGLE_LINE_FORBIDDEN = "\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069\\u2028\\u2029";
/** A multi-line field (a message, a bio) may hold tabs and line breaks. */
const MULTI_LINE_FORBIDDEN = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069";

export const SINGLE_LINE_PATTERN = new RegExp(`^[^${SINGLE_LINE_FORBIDDEN}]*$`);
export const MULTI_LINE_PATTERN = new RegExp(`^[^${MULTI_LINE_FORBIDDEN}]*$`);

/** 'Full name contains characters that are not allowed.' */
export function forbiddenCharactersMessage(label: string): string {
  return `${label} contains characters that are not allowed.`;
}

export function hasForbiddenCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? MULTI_LINE_PATTERN : SINGLE_LINE_PATTERN).test(value);
}

/**
 * Where a request's input (a body, a query, route parameters) holds a string a multi-line field could
 * not hold: the path of the first one ("prizes.0.description"), or null. The last net behind the
 * schemas, whose fields carry their own rule and message: a NUL byte that reached PostgreSQL was a 500.
 */
export function forbiddenTextPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === "string") return hasForbiddenCharacters(value, { multiline: true }) ? path : null;
  if (depth > 20 || value === null || typeof value !== "object" || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenCharacters(key, { multiline: true })) return [...path, key];
    const found = forbiddenTextPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The text without the characters no single-line field may hold (for names stored before the rule). */
export function withoutForbiddenCharacters(value: string): string {
  return value.replace(new RegExp(`[${SINGLE_LINE_FORBIDDEN}]`, "g"), "");
}
