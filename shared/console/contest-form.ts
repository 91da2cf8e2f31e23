import { z } from "zod";
import { idSchema } from "../validation/id.ts";
import { plainText } from "../validation/text.ts";
import { hindiLabel, hindiText } from "./hindi-fields.ts";
import { IST_DAY_PATTERN, IST_MOMENT_PATTERN, istDayEnd, istDayStart, istMomentToInstant } from "./ist-input.ts";
import { optionalMedia } from "./media-input.ts";

/**
 * The contest form of the organiser console: one schema for the form in the browser and the API
 * (docs/console.md, contests). Dates travel as IST wall-clock text; money in rupees; rules that need
 * the database (completed registrations, payments) are in contestSaveRules below and run on the server.
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

const isPaise = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Rupees as a number input gives them (NaN when empty). */
export function rupeeAmount(label: string, max: number) {
  return z
    .number({ error: contestMessages.notANumber(label) })
    .refine((value) => !Number.isNaN(value), contestMessages.notANumber(label))
    .refine((value) => value >= 0, contestMessages.negative(label))
    .refine((value) => value <= max, contestMessages.tooMuch(label, max))
    .refine(isPaise, contestMessages.paise(label));
}

const wholeNumber = (label: string, min: number, max: number, minMessage: string) =>
  z
    .number({ error: contestMessages.notANumber(label) })
    .refine((value) => !Number.isNaN(value), contestMessages.notANumber(label))
    .refine((value) => Number.isInteger(value), contestMessages.wholeNumber(label))
    .refine((value) => value >= min, minMessage)
    .refine((value) => value <= max, contestMessages.tooMuch(label, max));

const istDay = (label: string) =>
  z
    .string()
    .trim()
    .min(1, contestMessages.dayRequired(label))
    .refine((value) => IST_DAY_PATTERN.test(value) && istDayStart(value) !== null, contestMessages.dayInvalid(label));

const istMoment = (label: string, { optional = false } = {}) =>
  z
    .string()
    .trim()
    .refine((value) => optional || value !== "", contestMessages.dayRequired(label))
    .refine(
      (value) => value === "" || (IST_MOMENT_PATTERN.test(value) && istMomentToInstant(value) !== null),
      contestMessages.momentInvalid(label),
    );

const textList = (label: string, itemLabel: string) =>
  z
    .array(plainText(itemLabel, 500).min(1, contestMessages.listItemRequired(label)))
    .max(MAX_LIST_ITEMS, contestMessages.tooMany(label, MAX_LIST_ITEMS));

const idList = (label: string) =>
  z
    .array(idSchema(`${label} holds an unknown place.`))
    .max(MAX_PLACES, contestMessages.tooMany(label, MAX_PLACES))
    .refine((ids) => new Set(ids).size === ids.length, `${label} lists a place twice.`);

export const PrizeInputSchema = z.object({
  /** A saved prize keeps its id; a new one has none. */
  id: z.union([z.literal(""), idSchema()]).optional(),
  title: plainText("Prize title", 120).min(1, contestMessages.prizeTitleRequired),
  titleHi: hindiText("Prize title", 120),
  rank: wholeNumber("Rank", 1, 1000, contestMessages.prizeRankInvalid),
  amount: rupeeAmount("Prize amount", MAX_PRIZE_RUPEES),
  description: plainText("Prize description", 500, { multiline: true }),
  descriptionHi: hindiText("Prize description", 500, { multiline: true }),
});
export type PrizeInput = z.infer<typeof PrizeInputSchema>;

export const ContestJudgeInputSchema = z.object({
  judgeId: idSchema(contestMessages.judgeRequired),
  role: plainText("Judge role", 60).min(1, contestMessages.judgeRoleRequired),
});
export type ContestJudgeInput = z.infer<typeof ContestJudgeInputSchema>;

const ContestFieldsSchema = z.object({
  title: plainText(contestLabels.title, 120).min(1, contestMessages.titleRequired),
  shortDescription: plainText(contestLabels.shortDescription, 300),
  /** Rich text; sanitised on the server before it is stored. */
  description: z.string().max(100_000, "Description is too long."),
  /** The Hindi beside each text (DESIGN.md, Languages): optional; an empty one shows the English on Hindi pages. */
  titleHi: hindiText(contestLabels.title, 120),
  shortDescriptionHi: hindiText(contestLabels.shortDescription, 300),
  descriptionHi: z.string().max(100_000, "Description in Hindi is too long.").default(""),
  rulesHi: textList(hindiLabel(contestLabels.rules), "Rule in Hindi").default([]),
  requirementsHi: textList(hindiLabel(contestLabels.requirements), "Requirement in Hindi").default([]),
  thumbnail: optionalMedia(contestLabels.thumbnail),
  banner: optionalMedia(contestLabels.banner),
  gallery: z
    .array(optionalMedia("Gallery image").refine((v) => v !== "", "Gallery image is missing."))
    .max(MAX_GALLERY_IMAGES, contestMessages.tooMany(contestLabels.gallery, MAX_GALLERY_IMAGES)),
  rules: textList(contestLabels.rules, "Rule"),
  requirements: textList(contestLabels.requirements, "Requirement"),
  contestCategoryId: idSchema(contestMessages.categoryRequired),
  entryFee: rupeeAmount(contestLabels.entryFee, MAX_ENTRY_FEE_RUPEES),
  entryFeeCurrency: z.enum(ENTRY_FEE_CURRENCIES, { error: "Entry fee currency must be INR." }),
  prizePool: rupeeAmount(contestLabels.prizePool, MAX_PRIZE_RUPEES),
  prizePoolCurrency: z.enum(PRIZE_CURRENCIES, { error: `Prize pool currency must be one of ${PRIZE_CURRENCIES.join(", ")}.` }),
  maxParticipants: wholeNumber(contestLabels.maxParticipants, 0, 1_000_000, contestMessages.negative(contestLabels.maxParticipants)),
  registrationStartDate: istDay(contestLabels.registrationStartDate),
  registrationEndDate: istDay(contestLabels.registrationEndDate),
  contestStartDate: istMoment(contestLabels.contestStartDate),
  contestEndDate: istMoment(contestLabels.contestEndDate),
  resultAnnouncementDate: istMoment(contestLabels.resultAnnouncementDate, { optional: true }),
  eligibleCountryIds: idList(contestLabels.eligibleCountryIds),
  eligibleStateIds: idList(contestLabels.eligibleStateIds),
  eligibleDistrictIds: idList(contestLabels.eligibleDistrictIds),
  eligibleCityIds: idList(contestLabels.eligibleCityIds),
  prizes: z.array(PrizeInputSchema).max(MAX_PRIZES, contestMessages.tooMany(contestLabels.prizes, MAX_PRIZES)),
  judges: z.array(ContestJudgeInputSchema).max(MAX_JUDGES, contestMessages.tooMany(contestLabels.judges, MAX_JUDGES)),
  isActive: z.boolean(),
});

type ContestFields = z.infer<typeof ContestFieldsSchema>;

/** Where a rule failed: the field path as the form names it ("prizes.1.rank") and its message. */
export type FieldIssue = { path: string; message: string };

/**
 * The dates in order, in IST: registration start ≤ end; the contest starts after the registration end
 * day (so the badge passes through Registration Closed, docs/product-rules.md#contests); the contest
 * ends after it starts; results come after the end.
 */
export function contestDateIssues(
  values: Pick<
    ContestFields,
    "registrationStartDate" | "registrationEndDate" | "contestStartDate" | "contestEndDate" | "resultAnnouncementDate"
  >,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const registrationStart = istDayStart(values.registrationStartDate);
  const registrationEnd = istDayEnd(values.registrationEndDate);
  const contestStart = istMomentToInstant(values.contestStartDate);
  const contestEnd = istMomentToInstant(values.contestEndDate);
  const result = values.resultAnnouncementDate ? istMomentToInstant(values.resultAnnouncementDate) : null;
  if (registrationStart && registrationEnd && registrationEnd < registrationStart) {
    issues.push({ path: "registrationEndDate", message: contestMessages.registrationEndBeforeStart });
  }
  if (registrationEnd && contestStart && contestStart <= registrationEnd) {
    issues.push({ path: "contestStartDate", message: contestMessages.contestStartBeforeRegistrationEnd });
  }
  if (contestStart && contestEnd && contestEnd <= contestStart) {
    issues.push({ path: "contestEndDate", message: contestMessages.contestEndBeforeStart });
  }
  if (contestEnd && result && result < contestEnd) {
    issues.push({ path: "resultAnnouncementDate", message: contestMessages.resultBeforeContestEnd });
  }
  return issues;
}

/** Ranks are unique (winners take a prize by rank) and a judge sits on a contest once. */
export function contestListIssues(values: { prizes: readonly { rank: number }[]; judges: readonly { judgeId: string }[] }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const ranks = new Set<number>();
  values.prizes.forEach((prize, index) => {
    if (ranks.has(prize.rank)) issues.push({ path: `prizes.${index}.rank`, message: contestMessages.prizeRankRepeated });
    ranks.add(prize.rank);
  });
  const judges = new Set<string>();
  values.judges.forEach((judge, index) => {
    if (judges.has(judge.judgeId)) issues.push({ path: `judges.${index}.judgeId`, message: contestMessages.judgeRepeated });
    judges.add(judge.judgeId);
  });
  return issues;
}

export const ContestFormSchema = ContestFieldsSchema.superRefine((values, ctx) => {
  for (const issue of [...contestDateIssues(values), ...contestListIssues(values)]) {
    ctx.addIssue({
      code: "custom",
      path: issue.path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message: issue.message,
    });
  }
});

export type ContestFormValues = z.input<typeof ContestFormSchema>;
export type ContestForm = z.output<typeof ContestFormSchema>;

/**
 * Rules that need what only the database knows, run on the server when a contest is saved:
 * max participants never below the completed registrations (0 stays unlimited), and the entry fee of a
 * contest that has payments never changes (a creator paid, or is paying, that amount).
 */
export function contestSaveIssues(
  next: { maxParticipants: number; entryFeePaise: number },
  current: { completedRegistrations: number; entryFeePaise: number; hasPayments: boolean } | null,
): FieldIssue[] {
  if (!current) return [];
  const issues: FieldIssue[] = [];
  if (next.maxParticipants > 0 && next.maxParticipants < current.completedRegistrations) {
    issues.push({ path: "maxParticipants", message: contestMessages.maxParticipantsBelowCompleted(current.completedRegistrations) });
  }
  if (current.hasPayments && next.entryFeePaise !== current.entryFeePaise) {
    issues.push({ path: "entryFee", message: contestMessages.entryFeeLocked });
  }
  return issues;
}

/** Rupees as typed → paise as stored. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** A new contest's form: free, unlimited, active, INR; dates left for the organiser. */
export function emptyContestForm(): ContestFormValues {
  return {
    title: "",
    shortDescription: "",
    description: "",
    titleHi: "",
    shortDescriptionHi: "",
    descriptionHi: "",
    rulesHi: [],
    requirementsHi: [],
    thumbnail: "",
    banner: "",
    gallery: [],
    rules: [],
    requirements: [],
    contestCategoryId: "",
    entryFee: 0,
    entryFeeCurrency: "INR",
    prizePool: 0,
    prizePoolCurrency: "INR",
    maxParticipants: 0,
    registrationStartDate: "",
    registrationEndDate: "",
    contestStartDate: "",
    contestEndDate: "",
    resultAnnouncementDate: "",
    eligibleCountryIds: [],
    eligibleStateIds: [],
    eligibleDistrictIds: [],
    eligibleCityIds: [],
    prizes: [],
    judges: [],
    // A new contest is a draft: it reaches the site when it is published (docs/publishing.md).
    isActive: false,
  };
}
