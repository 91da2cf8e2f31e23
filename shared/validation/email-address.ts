import { registrationMessages } from "../registration/messages.ts";

/** The one message for an address that is not valid, wherever it is typed (docs/product-rules.md, validation). */
export const INVALID_EMAIL_MESSAGE = registrationMessages.invalidEmail;

export const EMAIL_MAX_LENGTH = 254;

/**
 * What an e-mail address may look like here. Stricter than "text@text.text": ASCII only (so no
 * zero-width, bidi or look-alike letters), no spaces or quotes, nothing a mailto: link would read as
 * a header or an escape (? & % = # , ; < > \), no dot at either end of the local part or two in a
 * row, and a domain of letter-digit-hyphen labels ending in a letter TLD (or an xn-- one).
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
