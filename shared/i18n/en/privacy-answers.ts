/**
 * What the server answers on the privacy pages only (Manage consent), kept apart from ./api-messages.ts:
 * the registration dialogs load that list's Hindi, and these would only add to a contest page's script.
 */
export const privacyAnswerKeys = [
  "This link is not valid. Open 'Manage consent' from one of our e-mails again.",
  "Nothing to withdraw for this address.",
  "Nothing to agree to for this address.",
  "Registration and judging ends only by erasing the account, in My registrations.",
  "Consent withdrawn",
] as const;

export type PrivacyAnswer = (typeof privacyAnswerKeys)[number];
