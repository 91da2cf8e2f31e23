import type { ConsentPurpose } from "./purposes.ts";

/**
 * The privacy notice (docs/privacy.md#the-notice): one itemised, standalone text, versioned. Each purpose
 * carries the version of its own wording: a new notice version asks for consent again only for the
 * purposes whose version moved. The server stores each version with a SHA-256 of this text, and every
 * consent record names the version and hash it was given under.
 */
export const PRIVACY_NOTICE_VERSION = 1;
export const PRIVACY_NOTICE_DATE = "2026-11-25";

/** The version of each purpose's wording; raise one when what that purpose does changes. */
export const purposeVersions: Record<ConsentPurpose, number> = {
  registration: 1,
  "public-listing": 1,
  "prize-documents": 1,
  "guardian-reminders": 1,
};

/** Grievances are answered within this many days (the Rules allow at most 90; we promise 30). */
export const GRIEVANCE_ANSWER_DAYS = 30;
/** Unfinished registrations' personal data is deleted after this many days. */
export const UNFINISHED_REGISTRATION_DAYS = 30;
/** Default days identity documents and bank details are kept after the prize is paid or results are declared. */
export const DOCUMENT_RETENTION_DAYS = 90;
/** Logs of access to personal data are kept this long. */
export const ACCESS_LOG_RETENTION_DAYS = 365;
/** A guardian's consent link is valid this long; one reminder goes after REMINDER_HOURS. */
export const GUARDIAN_LINK_DAYS = 7;
export const GUARDIAN_REMINDER_HOURS = 48;

export type NoticeItem = { what: string; why: string; howLong: string; sharedWith: string };

export const noticeItems: NoticeItem[] = [
  {
    what: "Your e-mail address",
    why: "To send you a sign-in code, confirm your registration and payment, and answer you.",
    howLong: "Until you erase your account. Unfinished registrations: 30 days.",
    sharedWith: "Our e-mail provider, only to deliver messages.",
  },
  {
    what: "Your date of birth",
    why: "To know whether a parent's or guardian's consent is needed, and to check a contest's age rules.",
    howLong: "Until you erase your account.",
    sharedWith: "Nobody.",
  },
  {
    what: "Name, mobile number, address, city, gender, bio, categories, social links",
    why: "To register you for a contest and contact you about it.",
    howLong: "Until you erase your account. Unfinished registrations: 30 days.",
    sharedWith: "The contest's organisers and judges. Name, photo, city and video link are public only with consent for public listing.",
  },
  {
    what: "Profile photo and video link",
    why: "To show your entry to the judges and, with your consent, on the public applicants list.",
    howLong: "Until you erase your account.",
    sharedWith: "Judges; the public only with consent for public listing.",
  },
  {
    what: "Masked Aadhaar, PAN card, cancelled cheque and bank details (optional)",
    why: "To pay a prize. Upload the masked Aadhaar only: the one from UIDAI that hides all but the last four digits.",
    howLong: "90 days after the prize is paid, or after the results for entries that did not win.",
    sharedWith: "Our bank, only to pay the prize. Never shown to anyone but the organiser's owners.",
  },
  {
    what: "Payments and receipts",
    why: "To take the entry fee and refund it when needed.",
    howLong: "8 years, as tax and accounting law requires, even after you erase your account.",
    sharedWith: "Razorpay, our payment provider.",
  },
  {
    what: "A parent's or guardian's e-mail, mobile, name, relationship and date of birth (for creators under 18)",
    why: "To ask for and record their consent, and, if they choose, to send them reminders and results.",
    howLong: "As long as the child's registration. Deleted at once if consent is declined or not given within 7 days.",
    sharedWith: "Nobody.",
  },
];

export const noticeRights = [
  "Withdraw any optional consent at any time, in one step, from the 'Manage consent' link at the bottom of every e-mail. Withdrawing stops that use at once (a public card is taken off the public list straight away).",
  "Download everything we hold about you, correct it, or erase your account from My registrations, after confirming your e-mail with a code.",
  `Complain through the grievance form on My registrations or by writing to the contact below. We answer within ${GRIEVANCE_ANSWER_DAYS} days. If you are not satisfied, you may complain to the Data Protection Board of India.`,
  "Creators under 18 take part only with a parent's or guardian's consent. We never market to, track or profile anyone under 18.",
];

/** The text whose hash a consent record keeps: everything above, in a fixed order. */
export function noticeCanonicalText(): string {
  return JSON.stringify({ version: PRIVACY_NOTICE_VERSION, date: PRIVACY_NOTICE_DATE, purposeVersions, noticeItems, noticeRights });
}

/**
 * Who pays a minor's entry fee (docs/privacy.md#guardian-consent): the payment step takes any payer's
 * card or UPI, so a parent pays there, on the child's registration, without an account of their own.
 */
export const GUARDIAN_MAY_PAY =
  "If the contest has an entry fee, you may pay it yourself at the last step of your child's registration, with your own card or UPI.";
