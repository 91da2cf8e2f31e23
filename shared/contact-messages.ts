/** Texts of the contact form, kept apart from the zod schema so the page can show them without zod. */
export const CONTACT_MESSAGES = {
  fullName: "Full name is required",
  email: "Email is required",
  emailInvalid: "Enter a valid email",
  message: "Message is required",
  sent: "Thank you! Your message has been sent. We will get back to you soon.",
  failed: "Your message could not be sent. Please try again.",
} as const;
