import { z } from "zod";
import { CONSOLE_PAGE_SIZE, consolePageParam } from "./table-query.ts";
import { Ok, okData } from "../api/common.ts";
import { plainText } from "../validation/text.ts";

/**
 * The console's contest API: its queries and answers (docs/console.md, contests). Schemas only: the
 * server declares them on its routes (and in the OpenAPI document), the console imports their types.
 */

/**
 * The badge filter of the contest list, in the badge's order: a contest never published is a Draft, or
 * Scheduled while a publish time is set; a published one has the badge of shared/contest-status.ts.
 */
export const contestStatusFilters = {
  draft: "Draft",
  scheduled: "Scheduled",
  upcoming: "Upcoming",
  "registration-open": "Registration Open",
  "registration-closed": "Registration Closed",
  "in-progress": "In Progress",
  completed: "Completed",
} as const;
export type ContestStatusFilter = keyof typeof contestStatusFilters;

export const CONTEST_PAGE_SIZE = CONSOLE_PAGE_SIZE;

export const ContestListQuery = z.object({
  q: plainText("Search", 100).default(""),
  status: z.enum(Object.keys(contestStatusFilters) as [ContestStatusFilter, ...ContestStatusFilter[]]).optional(),
  /** Archived contests are listed apart from the current ones. */
  archived: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  page: consolePageParam,
});
export type ContestListQueryInput = z.input<typeof ContestListQuery>;

export const ConsoleContestRowSchema = z.object({
  _id: z.string(),
  title: z.string(),
  badge: z.string().describe("The status badge of the shared rules"),
  categoryName: z.string().nullable(),
  entryFee: z.number(),
  entryFeeCurrency: z.string(),
  registrationStartDate: z.string().nullable(),
  registrationEndDate: z.string().nullable(),
  contestStartDate: z.string().nullable(),
  contestEndDate: z.string().nullable(),
  completedRegistrations: z.number().int(),
  maxParticipants: z.number().int(),
  isActive: z.boolean(),
  archivedAt: z.string().nullable(),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  pinned: z.boolean(),
});
export type ConsoleContestRow = z.infer<typeof ConsoleContestRowSchema>;

export const ContestListAnswer = okData(
  z.object({ contests: z.array(ConsoleContestRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
);

/** A place already chosen, with its name (the pickers show names, the form keeps ids). */
export const PlaceOptionSchema = z.object({ _id: z.string(), name: z.string(), within: z.string().nullable() });
export type PlaceOption = z.infer<typeof PlaceOptionSchema>;

export const PlaceKinds = ["country", "state", "district", "city"] as const;
export type PlaceKind = (typeof PlaceKinds)[number];

export const PlaceSearchQuery = z.object({ kind: z.enum(PlaceKinds), q: plainText("Search", 60).default("") });
export const PlaceSearchAnswer = okData(z.array(PlaceOptionSchema));

/** What the contest form needs around the values: names of chosen places and why a field is locked. */
export const ContestFormFacts = z.object({
  completedRegistrations: z.number().int(),
  hasPayments: z.boolean().describe("The entry fee cannot change once true"),
  archivedAt: z.string().nullable(),
  inMenu: z.boolean().describe("The site's menu links to it: it stays active and is never archived"),
  badge: z.string(),
  publishAt: z.string().nullable().describe("The IST moment a draft publishes at; null when none is set"),
  publishedAt: z.string().nullable().describe("When it was published; null for a draft"),
  pinned: z.boolean().describe("Listed first on the home page"),
  places: z.object({
    countries: z.array(PlaceOptionSchema),
    states: z.array(PlaceOptionSchema),
    districts: z.array(PlaceOptionSchema),
    cities: z.array(PlaceOptionSchema),
  }),
});
export type ContestFormFactsData = z.infer<typeof ContestFormFacts>;

/**
 * A saved contest as the form edits it. Loose on purpose: a record saved before a rule existed must
 * still open in the form (which then shows what to fix), never fail to load.
 */
const ContestFormValuesAnswer = z.object({
  title: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  titleHi: z.string().optional(),
  shortDescriptionHi: z.string().optional(),
  descriptionHi: z.string().optional(),
  rulesHi: z.array(z.string()).optional(),
  requirementsHi: z.array(z.string()).optional(),
  thumbnail: z.string(),
  banner: z.string(),
  gallery: z.array(z.string()),
  rules: z.array(z.string()),
  requirements: z.array(z.string()),
  contestCategoryId: z.string(),
  entryFee: z.number(),
  entryFeeCurrency: z.string(),
  prizePool: z.number(),
  prizePoolCurrency: z.string(),
  maxParticipants: z.number().int(),
  registrationStartDate: z.string().describe("YYYY-MM-DD, IST"),
  registrationEndDate: z.string().describe("YYYY-MM-DD, IST"),
  contestStartDate: z.string().describe("YYYY-MM-DDTHH:mm, IST"),
  contestEndDate: z.string().describe("YYYY-MM-DDTHH:mm, IST"),
  resultAnnouncementDate: z.string().describe("YYYY-MM-DDTHH:mm, IST, or empty"),
  eligibleCountryIds: z.array(z.string()),
  eligibleStateIds: z.array(z.string()),
  eligibleDistrictIds: z.array(z.string()),
  eligibleCityIds: z.array(z.string()),
  prizes: z.array(
    z.object({
      id: z.string().optional(),
      title: z.string(),
      titleHi: z.string().optional(),
      rank: z.number().int(),
      amount: z.number(),
      description: z.string(),
      descriptionHi: z.string().optional(),
    }),
  ),
  judges: z.array(z.object({ judgeId: z.string(), role: z.string() })),
  isActive: z.boolean(),
});

export const ContestFormAnswer = okData(z.object({ _id: z.string(), values: ContestFormValuesAnswer, facts: ContestFormFacts }));

/** Choices of the form's pickers: contest categories and judges (inactive ones marked). */
export const ContestFormOptions = z.object({
  categories: z.array(z.object({ _id: z.string(), name: z.string(), isActive: z.boolean() })),
  judges: z.array(z.object({ _id: z.string(), name: z.string(), profession: z.string(), isActive: z.boolean() })),
});
export type ContestFormOptionsData = z.infer<typeof ContestFormOptions>;
export const ContestFormOptionsAnswer = okData(ContestFormOptions);

export const ContestSavedAnswer = z.object({ isOk: Ok, message: z.string(), data: z.object({ _id: z.string() }) });
