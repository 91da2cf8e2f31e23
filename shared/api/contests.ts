import { z } from "zod";
import { MediaPath, OptionalIsoDate, okData } from "./common.ts";

const ContestCategoryRefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

/** Money in rupees (stored as paise); 0 means free. */
const Rupees = z.number().describe("Rupees");

export const ContestSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  thumbnail: MediaPath,
  banner: MediaPath,
  contestCategoryId: ContestCategoryRefSchema.nullable(),
  entryFee: Rupees,
  entryFeeCurrency: z.string(),
  prizePool: Rupees,
  prizePoolCurrency: z.string(),
  maxParticipants: z.number().int(),
  registrationStartDate: OptionalIsoDate,
  registrationEndDate: OptionalIsoDate,
  contestStartDate: OptionalIsoDate,
  contestEndDate: OptionalIsoDate,
  resultAnnouncementDate: OptionalIsoDate,
  isCompleted: z.boolean(),
  status: z.string().nullable(),
  placesLeft: z
    .number()
    .int()
    .nullable()
    .describe("Places still free (completed registrations and unexpired holds count as taken); null when unlimited"),
  isFull: z.boolean().describe("True when maxParticipants is set and every place is taken or held"),
  pinned: z.boolean().describe("Pinned by the organiser: listed first on the home page"),
});

const PrizeSchema = z.object({
  _id: z.string(),
  title: z.string(),
  rank: z.number().int(),
  amount: Rupees,
  description: z.string(),
});

const ContestJudgeSchema = z.object({
  judgeId: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), profession: z.string(), profileImage: MediaPath }),
  role: z.string(),
});

const WinnerDetailSchema = z.object({
  subscriberId: z.string(),
  prizeRank: z.number().int().nullable(),
  prizeTitle: z.string().nullable(),
  prizeAmount: Rupees.nullable(),
});

export const ContestSchema = ContestSummarySchema.extend({
  description: z.string().describe("Sanitised HTML"),
  gallery: z.array(z.string()),
  rules: z.array(z.string()),
  requirements: z.array(z.string()),
  eligibilityCriteria: z.object({
    location: z.object({
      countries: z.array(z.object({ _id: z.string(), countryName: z.string() })),
      states: z.array(z.object({ _id: z.string(), stateName: z.string() })),
      /** Not in the spec: contests may also be restricted by district (docs/places.md). */
      districts: z.array(z.object({ _id: z.string(), districtName: z.string() })),
      cities: z.array(z.object({ _id: z.string(), cityName: z.string() })),
    }),
  }),
  prizes: z.array(PrizeSchema),
  judges: z.array(ContestJudgeSchema),
  winnersDetails: z.array(WinnerDetailSchema),
  winnersDeclared: z.boolean(),
  participantCount: z.number().int().describe("Completed registrations so far"),
});

export const ActiveContestsAnswer = okData(z.array(ContestSummarySchema));
export const ContestAnswer = okData(ContestSchema);

/** The signed-in creator's standing in one contest, as the contest page receives it (null without a session). */
/**
 * The signed-in creator's registration for a contest, as the contest page shows it: completed
 * ("You're registered"), or pending payment (the registration to pay, with the video link already given).
 */
export type ViewerRegistration = { email: string; registered: boolean; pendingPayment?: PendingPayment | null };
export type PendingPayment = { userId: string; link: string };
