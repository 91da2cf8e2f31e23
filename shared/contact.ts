import { z } from "zod";
import { CONTACT_MESSAGES, EMAIL_PATTERN } from "./contact-messages.ts";

export { CONTACT_MESSAGES } from "./contact-messages.ts";

/** The contact form (spec §2, §5): full name, e-mail and message, all required. */
export const ContactMessageSchema = z.object({
  fullName: z.string().trim().min(1, CONTACT_MESSAGES.fullName).max(120, "Full name is too long"),
  email: z.string().trim().min(1, CONTACT_MESSAGES.email).max(254, "Email is too long").regex(EMAIL_PATTERN, CONTACT_MESSAGES.emailInvalid),
  message: z.string().trim().min(1, CONTACT_MESSAGES.message).max(5000, "Message is too long (5000 characters at most)"),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
