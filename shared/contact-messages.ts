/** Texts of the contact form, kept apart from the zod schema so the page can use them without zod. */
export const CONTACT_MESSAGES = {
  fullName: "Full name is required",
  email: "Email is required",
  emailInvalid: "Enter a valid email",
  message: "Message is required",
  sent: "Thank you! Your message has been sent. We will get back to you soon.",
  failed: "Your message could not be sent. Please try again.",
} as const;

/** The spec's simple e-mail pattern: non-space text, an at sign, text, a dot, then text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export type ContactField = "fullName" | "email" | "message";

/** The first problem with each field, as the server reports it too. */
export function contactFieldErrors(values: Record<ContactField, string>): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!values.fullName.trim()) errors.fullName = CONTACT_MESSAGES.fullName;
  if (!values.email.trim()) errors.email = CONTACT_MESSAGES.email;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = CONTACT_MESSAGES.emailInvalid;
  if (!values.message.trim()) errors.message = CONTACT_MESSAGES.message;
  return errors;
}
