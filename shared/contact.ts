import { z } from "zod";
import { CONTACT_MESSAGES } from "./contact-messages.ts";
import { emailSchema } from "./validation/email.ts";
import { plainText } from "./validation/text.ts";

export { CONTACT_MESSAGES } from "./contact-messages.ts";

/**
 * The contact form (docs/product-rules.md, content and validation): full name, e-mail and message,
 * all required. The page checks it before sending and POST /api/contact checks it again.
 */
export const ContactMessageSchema = z.object({
  fullName: z.string().trim().min(1, CONTACT_MESSAGES.fullName).pipe(plainText("Full name", 120)),
  email: emailSchema(CONTACT_MESSAGES.email),
  message: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.message)
    .pipe(plainText("Message", 5000, { multiline: true })),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
