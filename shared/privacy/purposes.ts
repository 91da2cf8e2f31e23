/**
 * The purposes a creator's personal data is processed for, each consented to on its own
 * (docs/privacy.md#purposes). Registration and judging is required to take part; the others are optional
 * and can be withdrawn in one action from any e-mail. Marketing is not a purpose at all: the site never
 * markets to, tracks or profiles anyone under 18, and sends adults no marketing either.
 */
export const consentPurposes = ["registration", "public-listing", "prize-documents", "guardian-reminders"] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

export const isConsentPurpose = (value: string): value is ConsentPurpose => (consentPurposes as readonly string[]).includes(value);

/** Purposes that cannot be refused while taking part: withdrawing one ends the participation. */
export const requiredPurposes: readonly ConsentPurpose[] = ["registration"];

/** What each purpose means, in the words the guardian's form and the consent page use. */
export const purposeText: Record<ConsentPurpose, { title: string; detail: string }> = {
  registration: {
    title: "Registration and judging",
    detail:
      "Keep the details in the registration form, take the entry fee, and let the organisers and judges see the entry and its video to decide the results.",
  },
  "public-listing": {
    title: "Public listing",
    detail:
      "Show the full name, photo, city and video link on the contest's public applicants and winners lists. Without it the public card shows only the first name and the initial of the last name, and no photo or video link.",
  },
  "prize-documents": {
    title: "Identity documents and bank details for a prize",
    detail:
      "Asked only if the entry wins a prize: a masked Aadhaar, PAN card and bank details, to pay the prize. Deleted 90 days after the prize is paid.",
  },
  "guardian-reminders": {
    title: "Reminders and results by e-mail to the parent or guardian",
    detail: "Send the parent or guardian a copy of the reminders and the results.",
  },
};

/** Who gave a consent, and how the person was verified (docs/privacy.md#guardian-check). */
export type ConsentGiver = "self" | "guardian";
export type ConsentAction = "given" | "refused" | "withdrawn";
