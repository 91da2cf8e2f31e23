import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from "./email-address.ts";

// The rule without zod lives in ./email-address.ts (the pages import it from there).
export { INVALID_EMAIL_MESSAGE, isEmail } from "./email-address.ts";

/**
 * The e-mail field: trimmed, then checked. `requiredMessage` is what an empty field says ('email is
 * required' on the details form, 'Email is required' on the contact form); without it an empty
 * field is simply not a valid address, as in the e-mail dialog.
 */
export function emailSchema(requiredMessage: string = INVALID_EMAIL_MESSAGE) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE)
    .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)
    .describe("An e-mail address");
}

export const EmailSchema = emailSchema();
