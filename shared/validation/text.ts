import { z } from "zod";

// The character rules without zod live in ./forbidden-characters.ts (the pages import them from there).
export {
  forbiddenCharactersMessage,
  forbiddenTextPath,
  hasForbiddenCharacters,
  SINGLE_LINE_PATTERN,
  withoutForbiddenCharacters,
} from "./forbidden-characters.ts";

import { forbiddenCharactersMessage, MULTI_LINE_PATTERN, SINGLE_LINE_PATTERN } from "./forbidden-characters.ts";

/**
 * Free text as a form sends it: trimmed, at most `max` characters, without control characters
 * (checked before anything reaches the database, so a NUL byte is a 400, never a 500).
 */
export function plainText(label: string, max: number, options: { multiline?: boolean } = {}) {
  return z
    .string()
    .trim()
    .max(max, `${label} is too long (${max} characters at most).`)
    .regex(options.multiline ? MULTI_LINE_PATTERN : SINGLE_LINE_PATTERN, forbiddenCharactersMessage(label));
}

/** Machine tokens (payment ids, signatures, codes): printable ASCII without spaces. */
export const TOKEN_PATTERN = /^[\x21-\x7E]+$/;
export function token(label: string, max: number) {
  return z.string().min(1, `${label} is required.`).max(max, `${label} is too long.`).regex(TOKEN_PATTERN, `${label} is not valid.`);
}
