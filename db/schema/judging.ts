import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { languageCheck, languageColumn } from "../language-column.ts";
import { contests, judges, subscribers } from "../schema.ts";

/** Judging on merit (docs/judging.md): rubrics, judges' private accounts, rounds, assignments, scores, snapshots. */

export type RubricCriterion = {
  key: string;
  name: string;
  description: string;
  /** Whole percent; a rubric's weights sum to 100. */
  weight: number;
  /** What a 1, a 4, a 7 and a 10 look like. */
  anchors: { "1": string; "4": string; "7": string; "10": string };
  /** Hindi beside the English, each optional (DESIGN.md, Languages): a Hindi page falls back per field. */
  nameHi?: string;
  descriptionHi?: string;
  anchorsHi?: { "1"?: string; "4"?: string; "7"?: string; "10"?: string };
};
export type ChecklistItem = { key: string; label: string };

/** One rubric per contest; it locks at the first score so every entry is judged by the same rules. */
export const judgingRubrics = pgTable("judging_rubrics", {
  contestId: text("contest_id")
    .primaryKey()
    .references(() => contests.id, { onDelete: "cascade" }),
  criteria: jsonb("criteria").$type<RubricCriterion[]>().notNull(),
  checklist: jsonb("checklist").$type<ChecklistItem[]>().notNull(),
  /** Judges see only the video and the category. */
  blind: boolean("blind").notNull().default(true),
  /** Judges per entry in screening (at least 2). */
  reviewsPerEntry: integer("reviews_per_entry").notNull().default(2),
  /** The screening shortlist: the top N, or the top X percent. */
  shortlistTop: integer("shortlist_top"),
  shortlistPercent: integer("shortlist_percent"),
  /** The judge whose recorded decision is the tie-break ladder's last rung. */
  headJudgeId: text("head_judge_id").references(() => judges.id, { onDelete: "set null" }),
  /** After results, each creator may read their own scores and the judges' feedback. */
  scoresReleased: boolean("scores_released").notNull().default(false),
  lockedAt: timestamp("locked_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A judge profile's private sign-in: the address their codes go to. Never shown on a public page. */
export const judgeAccounts = pgTable(
  "judge_accounts",
  {
    judgeId: text("judge_id")
      .primaryKey()
      .references(() => judges.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull().unique(),
    /** The language the judge last signed in with (English until then): their e-mails follow it. */
    language: languageColumn(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("judge_accounts_language_check", languageCheck(t.language))],
);

/** The judges invited to judge a contest. Not changed while one of its rounds is open. */
export const judgingPanel = pgTable(
  "judging_panel",
  {
    contestId: text("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    judgeId: text("judge_id")
      .notNull()
      .references(() => judges.id, { onDelete: "cascade" }),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    invitedByStaffId: text("invited_by_staff_id"),
    /** Last reminder e-mail, so a second tap does not send another at once. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.judgeId] }), index("judging_panel_judge_idx").on(t.judgeId)],
);

export const eligibilityDecisions = ["judge", "maybe", "dont"] as const;
export type EligibilityDecision = (typeof eligibilityDecisions)[number];

/** Staff's eligibility call per entry, with its reason. An entry without one is judged. */
export const judgingEligibility = pgTable(
  "judging_eligibility",
  {
    subscriberId: text("subscriber_id")
      .primaryKey()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    contestId: text("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    decision: text("decision").$type<EligibilityDecision>().notNull(),
    reason: text("reason").notNull().default(""),
    decidedByStaffId: text("decided_by_staff_id"),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("judging_eligibility_contest_idx").on(t.contestId)],
);

export const roundKinds = ["screening", "final"] as const;
export type JudgingRoundKind = (typeof roundKinds)[number];

/** A round is open (judges score) or closed (its snapshot is written); one of each kind per contest. */
export const judgingRounds = pgTable(
  "judging_rounds",
  {
    id: text("id").primaryKey(),
    contestId: text("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    kind: text("kind").$type<JudgingRoundKind>().notNull(),
    status: text("status").$type<"open" | "closed">().notNull().default("open"),
    /** The head judge's recorded order for entries no other rung separates. */
    headJudgeOrder: text("head_judge_order").array().notNull().default(sql`'{}'::text[]`),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    openedByStaffId: text("opened_by_staff_id"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedByStaffId: text("closed_by_staff_id"),
  },
  (t) => [uniqueIndex("judging_rounds_contest_kind_idx").on(t.contestId, t.kind)],
);

/** Which judge reviews which entry in a round. A recusal keeps the row (with its reason) and reassigns. */
export const judgingAssignments = pgTable(
  "judging_assignments",
  {
    id: text("id").primaryKey(),
    roundId: text("round_id")
      .notNull()
      .references(() => judgingRounds.id, { onDelete: "cascade" }),
    subscriberId: text("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    judgeId: text("judge_id")
      .notNull()
      .references(() => judges.id, { onDelete: "cascade" }),
    /** The order the judge sees their entries in. */
    sortOrder: integer("sort_order").notNull().default(0),
    recusedAt: timestamp("recused_at", { withTimezone: true }),
    recusalReason: text("recusal_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("judging_assignments_pair_idx").on(t.roundId, t.subscriberId, t.judgeId),
    index("judging_assignments_judge_idx").on(t.roundId, t.judgeId, t.sortOrder),
  ],
);

/** A judge's score of an entry in a round; editable until the round closes. */
export const judgingScores = pgTable(
  "judging_scores",
  {
    id: text("id").primaryKey(),
    roundId: text("round_id")
      .notNull()
      .references(() => judgingRounds.id, { onDelete: "cascade" }),
    subscriberId: text("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    judgeId: text("judge_id")
      .notNull()
      .references(() => judges.id, { onDelete: "cascade" }),
    /** 1–10 per criterion key; a criterion not yet chosen is absent. */
    criteria: jsonb("criteria").$type<Record<string, number>>().notNull().default({}),
    /** true (pass) or false (fail) per checklist item key. */
    checklist: jsonb("checklist").$type<Record<string, boolean>>().notNull().default({}),
    /** Only the judge and the organiser read it. */
    note: text("note").notNull().default(""),
    /** The creator may read it after results, if the organiser releases scores. */
    feedback: text("feedback").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("judging_scores_pair_idx").on(t.roundId, t.subscriberId, t.judgeId), index("judging_scores_round_idx").on(t.roundId)],
);

/** Written when a round closes and never changed (the database refuses): method, inputs, ranking, hash. */
export const judgingSnapshots = pgTable(
  "judging_snapshots",
  {
    id: text("id").primaryKey(),
    roundId: text("round_id")
      .notNull()
      .unique()
      .references(() => judgingRounds.id, { onDelete: "cascade" }),
    contestId: text("contest_id").notNull(),
    method: text("method").notNull(),
    hash: text("hash").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("judging_snapshots_contest_idx").on(t.contestId)],
);
