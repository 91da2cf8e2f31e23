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

/** Who gave a consent, and how the person was verified (docs/privacy.md#guardian-check). */
export type ConsentGiver = "self" | "guardian";
export type ConsentAction = "given" | "refused" | "withdrawn";
