/**
 * The contest form's words and limits (shared/console/contest-form.ts re-exports them): the labels the
 * form shows, the messages its rules give, and the bounds its schema checks.
 */

/** The spec's field names in words: the form's labels and the subjects of its messages. */
export const contestLabels = {
  title: "Title",
  shortDescription: "Short description",
  description: "Description",
  thumbnail: "Thumbnail",
  banner: "Banner",
  gallery: "Gallery",
  rules: "Rules",
  requirements: "Requirements",
  contestCategoryId: "Contest category",
  entryFee: "Entry fee",
  entryFeeCurrency: "Entry fee currency",
  prizePool: "Prize pool",
  prizePoolCurrency: "Prize pool currency",
  maxParticipants: "Max participants",
  registrationStartDate: "Registration start",
  registrationEndDate: "Registration end",
  contestStartDate: "Contest start",
  contestEndDate: "Contest end",
  resultAnnouncementDate: "Result announcement",
  eligibleCountryIds: "Allowed countries",
  eligibleStateIds: "Allowed states",
  eligibleDistrictIds: "Allowed districts",
  eligibleCityIds: "Allowed cities",
  prizes: "Prizes",
  judges: "Judges",
  isActive: "Active",
} as const;

export type ContestField = keyof typeof contestLabels;

/** Entry fees are charged through the payment gateway in rupees only. */
export const ENTRY_FEE_CURRENCIES = ["INR"] as const;
/** Prizes may be announced in another currency (a sponsor's), shown as its code. */
export const PRIZE_CURRENCIES = ["INR", "USD", "EUR", "GBP", "AED"] as const;

export const MAX_ENTRY_FEE_RUPEES = 100_000;
export const MAX_PRIZE_RUPEES = 100_000_000;
export const MAX_GALLERY_IMAGES = 12;
export const MAX_LIST_ITEMS = 30;
export const MAX_PRIZES = 30;
export const MAX_JUDGES = 30;
export const MAX_PLACES = 200;

export const contestMessages = {
  titleRequired: "Title is required.",
  categoryRequired: "Contest category is required.",
  negative: (label: string) => `${label} cannot be negative.`,
  notANumber: (label: string) => `${label} must be a number.`,
  tooMuch: (label: string, max: number) => `${label} cannot be more than ${max.toLocaleString("en-IN")}.`,
  paise: (label: string) => `${label} can have at most two decimal places.`,
  wholeNumber: (label: string) => `${label} must be a whole number.`,
  dayRequired: (label: string) => `${label} is required.`,
  dayInvalid: (label: string) => `${label} must be a real date.`,
  momentInvalid: (label: string) => `${label} must be a real date and time.`,
  registrationEndBeforeStart: "Registration end must be on or after registration start.",
  contestStartBeforeRegistrationEnd: "Contest start must be after the registration end day.",
  contestEndBeforeStart: "Contest end must be after contest start.",
  resultBeforeContestEnd: "Result announcement must be after contest end.",
  prizeTitleRequired: "Prize title is required.",
  prizeRankInvalid: "Rank must be a whole number from 1.",
  prizeRankRepeated: "Each prize needs its own rank.",
  prizesOverPool: (total: string, pool: string) =>
    `The prizes add up to ${total}, more than the prize pool of ${pool}: raise the prize pool or lower the prizes.`,
  judgeRequired: "Pick a judge.",
  judgeRoleRequired: "Judge role is required.",
  judgeRepeated: "This judge is already on the contest.",
  listItemRequired: (label: string) => `${label} cannot have an empty line.`,
  tooMany: (label: string, max: number) => `${label} can have at most ${max} items.`,
  // A limit of 1 or more is below the count only when two or more have completed: always plural.
  maxParticipantsBelowCompleted: (completed: number) =>
    `Max participants cannot be below the ${completed} completed registrations (0 means unlimited).`,
  linkedByMenu: "The site's menu links to this contest: it must stay on the site.",
  linkedByBanner: "An active banner on the home page links to this contest: point the banner elsewhere or hide it first.",
  entryFeeLocked: "The entry fee cannot change: creators have already paid or started paying this fee.",
} as const;
