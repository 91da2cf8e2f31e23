import { z } from "zod";
import { Ok } from "../api/common.ts";
import { repeatedPositions, winnersMessages } from "../console/winners.ts";
import { isEmail } from "../validation/email.ts";
import { idSchema } from "../validation/id.ts";

/** Bodies and answers of the console's judging API, /api/admin/judging/* (docs/judging.md). */

export const InviteJudgeSchema = z.object({
  judgeId: idSchema("Choose one of the judges."),
  email: z
    .string({ error: "Email is required." })
    .trim()
    .min(1, { error: "Email is required.", abort: true })
    .max(254)
    .refine(isEmail, "Enter a valid e-mail address."),
});

export const EligibilitySchema = z.object({
  decision: z.enum(["judge", "maybe", "dont"], { error: "Choose judge, maybe or don't judge." }),
  reason: z.string().trim().max(500, "At most 500 characters.").default(""),
});

/** The head judge's decision on a tie the ladder leaves: the tied entries in order (earlier is better) and why. */
export const TieDecisionSchema = z.object({
  order: z.array(idSchema()).min(2, "Order at least two tied entries.").max(100),
  reason: z
    .string({ error: "Write the head judge's reason (the audit log keeps it)." })
    .trim()
    .min(10, "Write the head judge's reason (the audit log keeps it).")
    .max(1000, "At most 1000 characters."),
});

export const ReleaseScoresSchema = z.object({ released: z.boolean() });

export const ConfirmWinnersSchema = z.object({
  picks: z
    .array(
      z.object({
        prizeId: idSchema("Choose a prize."),
        subscriberId: idSchema("Choose an entry."),
        reason: z.string().max(1000).optional(),
      }),
    )
    .min(1, "Confirm at least one winner.")
    .max(100)
    // One entry wins one prize, and a prize (its rank) goes to one entry: the Winners page's rules and wording.
    .superRefine((picks, ctx) => {
      for (const index of repeatedPositions(picks.map((p) => p.subscriberId)))
        ctx.addIssue({ code: "custom", message: winnersMessages.registrationTwice, path: [index, "subscriberId"] });
      for (const index of repeatedPositions(picks.map((p) => p.prizeId)))
        ctx.addIssue({ code: "custom", message: winnersMessages.rankTaken, path: [index, "prizeId"] });
    }),
});

export const RoundKindParam = z.enum(["screening", "final"], { error: "The round is screening or final." });

const Criterion = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  weight: z.number(),
  anchors: z.object({ "1": z.string(), "4": z.string(), "7": z.string(), "10": z.string() }),
  /** The optional Hindi beside each text (DESIGN.md, Languages); absent or empty: the English shows. */
  nameHi: z.string().optional(),
  descriptionHi: z.string().optional(),
  anchorsHi: z
    .object({ "1": z.string().optional(), "4": z.string().optional(), "7": z.string().optional(), "10": z.string().optional() })
    .optional(),
});

export const JudgingOverview = z.object({
  contest: z.object({ id: z.string(), title: z.string(), registrationEndDate: z.string().nullable(), winnersDeclared: z.boolean() }),
  rubric: z
    .object({
      criteria: z.array(Criterion),
      checklist: z.array(z.object({ key: z.string(), label: z.string() })),
      blind: z.boolean(),
      reviewsPerEntry: z.number(),
      shortlistTop: z.number().nullable(),
      shortlistPercent: z.number().nullable(),
      headJudgeId: z.string().nullable(),
      scoresReleased: z.boolean(),
      lockedAt: z.string().nullable(),
    })
    .nullable(),
  panel: z.array(
    z.object({
      judgeId: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      invitedAt: z.string(),
      remindedAt: z.string().nullable(),
    }),
  ),
  judges: z.array(z.object({ id: z.string(), name: z.string() })),
  rounds: z.array(
    z.object({ id: z.string(), kind: z.string(), status: z.string(), openedAt: z.string(), closedAt: z.string().nullable() }),
  ),
  progress: z.array(
    z.object({
      roundId: z.string(),
      kind: z.string(),
      status: z.string(),
      judgeId: z.string(),
      name: z.string(),
      assigned: z.number(),
      scored: z.number(),
      recused: z.number(),
    }),
  ),
  conflicts: z.array(z.object({ judgeId: z.string(), subscriberId: z.string(), reason: z.string(), label: z.string() })),
  entries: z.array(z.object({ subscriberId: z.string(), name: z.string(), link: z.string(), decision: z.string(), reason: z.string() })),
});
export type JudgingOverviewView = z.infer<typeof JudgingOverview>;
export const JudgingOverviewAnswer = z.object({ isOk: Ok, data: JudgingOverview });

const Ranked = z.object({
  entryId: z.string(),
  name: z.string(),
  link: z.string(),
  position: z.number(),
  score: z.number(),
  rawMean: z.number(),
  normalisedMean: z.number(),
  reviews: z.number(),
  topCriterionMean: z.number(),
  firstPlaces: z.number(),
  tieBrokenBy: z.string().nullable(),
  unresolvedTie: z.boolean(),
});

export const RoundResults = z.object({
  round: z.object({ id: z.string(), kind: z.string(), status: z.string(), closedAt: z.string().nullable() }),
  snapshot: z.object({ id: z.string(), hash: z.string() }).nullable(),
  method: z.string(),
  criteria: z.array(z.object({ key: z.string(), name: z.string(), weight: z.number() })),
  ranking: z.array(Ranked),
  excluded: z.array(
    z.object({ entryId: z.string(), name: z.string(), link: z.string(), reason: z.string(), failedBy: z.number(), reviews: z.number() }),
  ),
  judges: z.array(
    z.object({
      judgeId: z.string(),
      name: z.string(),
      scores: z.number(),
      normalised: z.boolean(),
      median: z.number(),
      spread: z.number(),
    }),
  ),
  shortlist: z.array(z.string()).nullable(),
  proposal: z.array(
    z.object({
      prizeId: z.string(),
      rank: z.number(),
      title: z.string(),
      entryId: z.string().nullable(),
      name: z.string(),
      link: z.string(),
      tiedEntryIds: z.array(z.string()),
    }),
  ),
});
export type RoundResultsView = z.infer<typeof RoundResults>;
export const RoundResultsAnswer = z.object({ isOk: Ok, data: RoundResults.nullable() });

export const JudgingContestsAnswer = z.object({
  isOk: Ok,
  data: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      judges: z.number(),
      hasRubric: z.boolean(),
      rounds: z.array(z.object({ kind: z.string(), status: z.string() })),
    }),
  ),
});
