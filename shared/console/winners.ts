import { z } from "zod";
import { Ok } from "../api/common.ts";
import { idSchema } from "../validation/id.ts";

export const winnersMessages = {
  registrationRequired: "Choose a registration.",
  prizeRequired: "Choose a prize.",
  rankRequired: "Enter a rank.",
  rankRange: "The rank must be a whole number from 1 to 100.",
  rankTaken: "Each rank can be given once.",
  registrationTwice: "This registration is already a winner.",
  tooMany: "At most 100 winners.",
  notCompleted: "Only completed registrations of this contest can win.",
  unknownPrize: "Choose one of this contest's prizes.",
  alreadyDeclared: "The results are already declared: the winners can no longer change.",
  noWinners: "Choose and save at least one winner before declaring the results.",
  notEnded: "The contest has not ended yet. Results can be declared once it has.",
  confirmRequired: "Confirm that the results should be published.",
  notDeclared: "The results are not declared: there is nothing to withdraw.",
  withdrawReasonRequired: "Write why the results are withdrawn (at least 10 characters): the audit log keeps it.",
  withdrawTooLate:
    "Certificates have been issued and more than 7 days have passed since the results were declared: they can no longer be withdrawn.",
  prizePaidBlocksWithdrawal: "A prize has been marked paid: the results can no longer be withdrawn.",
  winnerNotFound: "Winner not found.",
  paidNotDeclared: "The results are not declared: a prize can be marked paid once they are.",
  paymentReferenceRequired: "Enter the payment reference (for example the bank transfer's UTR).",
  paymentReferenceTooLong: "The payment reference can be at most 100 characters.",
} as const;

/** The answer when a prize was already marked paid: the first record stands. */
export const alreadyPaidMessage = (paidOnIst: string, reference: string) =>
  `This prize was already marked paid on ${paidOnIst} (ref ${reference}). The first record is kept.`;

/** POST /api/admin/contests/{id}/winners/{winnerId}/paid: the bank transfer's reference (UTR, cheque number…). */
export const MarkPrizePaidSchema = z.object({
  reference: z
    .string({ error: winnersMessages.paymentReferenceRequired })
    .trim()
    .min(1, winnersMessages.paymentReferenceRequired)
    .max(100, winnersMessages.paymentReferenceTooLong),
});

/** Declared results can be withdrawn before any certificate is issued, or within this many days of declaring. */
export const RESULTS_CORRECTION_WINDOW_DAYS = 7;

export const WithdrawResultsSchema = z.object({
  reason: z.string({ error: winnersMessages.withdrawReasonRequired }).trim().min(10, winnersMessages.withdrawReasonRequired).max(1000),
});

/**
 * The positions whose value an earlier position already has. Every way winners are chosen refuses a
 * registration chosen twice (the winners table has one row per contest and registration) and a rank
 * (a prize) given twice.
 */
export function repeatedPositions<T>(values: readonly T[]): number[] {
  return values.flatMap((value, index) => (values.indexOf(value) < index ? [index] : []));
}

/** One winner: a completed registration of the contest, a rank, and one of the contest's prizes. */
export const WinnerPickSchema = z.object({
  subscriberId: idSchema(winnersMessages.registrationRequired),
  rank: z
    .number({ error: winnersMessages.rankRequired })
    .int(winnersMessages.rankRange)
    .min(1, winnersMessages.rankRange)
    .max(100, winnersMessages.rankRange),
  prizeId: idSchema(winnersMessages.prizeRequired),
});
export type WinnerPick = z.infer<typeof WinnerPickSchema>;

/** The console's winners form and PUT /api/admin/contests/{id}/winners: the whole list, replacing the last one. */
export const SaveWinnersSchema = z.object({
  winners: z
    .array(WinnerPickSchema)
    .max(100, winnersMessages.tooMany)
    .superRefine((winners, ctx) => {
      for (const index of repeatedPositions(winners.map((w) => w.subscriberId)))
        ctx.addIssue({ code: "custom", message: winnersMessages.registrationTwice, path: [index, "subscriberId"] });
      for (const index of repeatedPositions(winners.map((w) => w.rank)))
        ctx.addIssue({ code: "custom", message: winnersMessages.rankTaken, path: [index, "rank"] });
    }),
});
export type SaveWinners = z.infer<typeof SaveWinnersSchema>;

export const DeclareResultsSchema = z.object({
  confirm: z.literal(true, { error: winnersMessages.confirmRequired }),
});

const ContestWinnersSummary = z.object({
  id: z.string(),
  title: z.string(),
  contestEndDate: z.string().nullable(),
  ended: z.boolean(),
  winnersDeclared: z.boolean(),
  /** Whether an owner can withdraw the declared results now (before certificates, or within the window). */
  canWithdraw: z.boolean().optional(),
  completedRegistrations: z.number().int(),
  winnersChosen: z.number().int(),
});
export type ContestWinnersSummaryView = z.infer<typeof ContestWinnersSummary>;

export const WinnersContestsAnswer = z.object({ isOk: Ok, data: z.array(ContestWinnersSummary) });

export const WinnersBoardSchema = z.object({
  contest: ContestWinnersSummary.omit({ completedRegistrations: true, winnersChosen: true }).extend({
    prizePoolCurrency: z.string(),
  }),
  prizes: z.array(z.object({ id: z.string(), rank: z.number().int(), title: z.string(), amountPaise: z.number() })),
  /** Completed registrations: the creator's public name, the video and when they registered (no contact data). */
  registrations: z.array(z.object({ subscriberId: z.string(), name: z.string(), link: z.string(), completedAt: z.string().nullable() })),
  winners: z.array(
    z.object({
      id: z.string(),
      subscriberId: z.string(),
      rank: z.number().int().nullable(),
      prizeId: z.string().nullable(),
      prizeTitle: z.string().nullable(),
      prizeAmountPaise: z.number().nullable(),
      /** When an owner marked the prize paid, and the transfer's reference; null until then. */
      prizePaidAt: z.string().nullable(),
      prizePaidReference: z.string().nullable(),
    }),
  ),
});
export type WinnersBoard = z.infer<typeof WinnersBoardSchema>;

export const WinnersBoardAnswer = z.object({ isOk: Ok, data: WinnersBoardSchema });
