import { z } from "zod";
import { idSchema } from "../validation/id.ts";
import { plainText } from "../validation/text.ts";
import { hindiLabel, hindiText } from "./hindi-fields.ts";
import { contestDateIssues, contestListIssues, contestPrizeIssues } from "./contest-form-rules.ts";
import {
  contestLabels,
  contestMessages,
  ENTRY_FEE_CURRENCIES,
  MAX_ENTRY_FEE_RUPEES,
  MAX_GALLERY_IMAGES,
  MAX_JUDGES,
  MAX_LIST_ITEMS,
  MAX_PLACES,
  MAX_PRIZE_RUPEES,
  MAX_PRIZES,
  PRIZE_CURRENCIES,
} from "./contest-form-text.ts";
import { IST_DAY_PATTERN, IST_MOMENT_PATTERN, istDayStart, istMomentToInstant } from "./ist-input.ts";
import { optionalMedia } from "./media-input.ts";

// The form's texts, limits and cross-field rules live beside it; importers keep using this module.
export * from "./contest-form-rules.ts";
export * from "./contest-form-text.ts";

/**
 * The contest form of the organiser console: one schema for the form in the browser and the API
 * (docs/console.md, contests). Dates travel as IST wall-clock text; money in rupees; rules that need
 * the database (completed registrations, payments) are contestSaveIssues in contest-form-rules.ts and run
 * on the server. The labels, messages and limits are in contest-form-text.ts; this file exports them all.
 */

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

export const ContestFormSchema = ContestFieldsSchema.superRefine((values, ctx) => {
  for (const issue of [...contestDateIssues(values), ...contestListIssues(values), ...contestPrizeIssues(values)]) {
    ctx.addIssue({
      code: "custom",
      path: issue.path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message: issue.message,
    });
  }
});

export type ContestFormValues = z.input<typeof ContestFormSchema>;
export type ContestForm = z.output<typeof ContestFormSchema>;

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
