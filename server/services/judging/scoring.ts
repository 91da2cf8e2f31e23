import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { judgingAssignments, judgingPanel, judgingRounds, judgingScores } from "#db/schema/judging.ts";
import { categories, cities, contests, subscribers, users } from "#db/schema.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import { DEFAULT_CHECKLIST_HI } from "#shared/judging/rubric.ts";
import { scoringMessages as m, type ScoreInput, ScoreSchema } from "#shared/judging/scoring.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { assignReviewers, pairKey } from "./aggregation/assign.ts";
import { findConflicts } from "./conflicts.ts";
import { entryNameColumn } from "./entries.ts";
import { insertAssignments } from "./rounds.ts";
import { localiseCriteria, lockRubric, requireRubric } from "./rubric.ts";

/** The open round of a contest and the judge's live assignments in it, in their own order. */
async function openAssignments(db: Db, judgeId: string, contestId: string) {
  const [round] = await db
    .select()
    .from(judgingRounds)
    .where(and(eq(judgingRounds.contestId, contestId), eq(judgingRounds.status, "open")));
  if (!round) return { round: null, assignments: [] };
  const assignments = await db
    .select({
      subscriberId: judgingAssignments.subscriberId,
      scored: sql<boolean>`${judgingScores.id} is not null`,
      criteria: judgingScores.criteria,
    })
    .from(judgingAssignments)
    .leftJoin(
      judgingScores,
      and(
        eq(judgingScores.roundId, round.id),
        eq(judgingScores.subscriberId, judgingAssignments.subscriberId),
        eq(judgingScores.judgeId, judgeId),
      ),
    )
    .where(and(eq(judgingAssignments.roundId, round.id), eq(judgingAssignments.judgeId, judgeId), isNull(judgingAssignments.recusedAt)))
    .orderBy(asc(judgingAssignments.sortOrder));
  return { round, assignments };
}

/** The judge's entries in the contest's open round: ids only, with whether each is fully scored or only started. */
export async function judgeEntries(db: Db, options: { judgeId: string; contestId: string }) {
  const rubric = await requireRubric(db, options.contestId);
  const keys = rubric.criteria.map((c) => c.key);
  const { round, assignments } = await openAssignments(db, options.judgeId, options.contestId);
  return {
    round: round ? { kind: round.kind } : null,
    entries: assignments.map((a, index) => {
      const scored = keys.every((k) => typeof a.criteria?.[k] === "number");
      // Saved with some criteria left: it must not look like an entry never opened.
      const started = !scored && keys.some((k) => typeof a.criteria?.[k] === "number");
      return { entryId: a.subscriberId, number: index + 1, scored, started };
    }),
  };
}

/**
 * One entry as the scoring screen shows it. In blind mode only the video and the category leave the
 * server; otherwise the creator's name and city too. Never an e-mail, mobile, age, school, affiliate
 * or payment, blind or not.
 */
export async function judgeEntry(db: Db, options: { judgeId: string; contestId: string; entryId: string; language?: Language }) {
  const language = options.language ?? "en";
  const rubric = await requireRubric(db, options.contestId);
  const { round, assignments } = await openAssignments(db, options.judgeId, options.contestId);
  const index = assignments.findIndex((a) => a.subscriberId === options.entryId);
  if (!round || index < 0) throw new AppError("NOT_FOUND", m.notAssigned);
  const [entry] = await db
    .select({
      link: subscribers.link,
      name: entryNameColumn,
      city: cities.cityName,
      categoryIds: users.categoryIds,
      contestTitle: contests.title,
      contestTitleHi: contests.titleHi,
    })
    .from(subscribers)
    .innerJoin(users, eq(users.id, subscribers.userId))
    .innerJoin(contests, eq(contests.id, subscribers.contestId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(eq(subscribers.id, options.entryId));
  if (!entry) throw new AppError("NOT_FOUND", m.notAssigned);
  const categoryNames = entry.categoryIds.length
    ? (
        await db
          .select({ name: categories.name, nameHi: categories.nameHi })
          .from(categories)
          .where(inArray(categories.id, entry.categoryIds))
      ).map((c) => localiseFields(c, language, ["name"]).name)
    : [];
  const [score] = await db
    .select()
    .from(judgingScores)
    .where(
      and(eq(judgingScores.roundId, round.id), eq(judgingScores.subscriberId, options.entryId), eq(judgingScores.judgeId, options.judgeId)),
    );
  return {
    contestTitle: localiseFields(entry, language, ["contestTitle"]).contestTitle,
    round: round.kind,
    blind: rubric.blind,
    entry: {
      entryId: options.entryId,
      videoLink: entry.link,
      category: categoryNames.join(", "),
      creator: rubric.blind ? null : { name: entry.name, city: entry.city ?? "" },
    },
    number: index + 1,
    total: assignments.length,
    previousEntryId: assignments[index - 1]?.subscriberId ?? null,
    nextEntryId: assignments[index + 1]?.subscriberId ?? null,
    criteria: localiseCriteria(rubric.criteria, language),
    checklist:
      language === "hi" ? rubric.checklist.map((k) => ({ ...k, label: DEFAULT_CHECKLIST_HI[k.label] ?? k.label })) : rubric.checklist,
    score: {
      criteria: score?.criteria ?? {},
      checklist: score?.checklist ?? {},
      note: score?.note ?? "",
      feedback: score?.feedback ?? "",
      updatedAt: score?.updatedAt.toISOString() ?? null,
    },
  };
}

/**
 * Whether the judge was given this entry in a round of the contest that has closed: the scoring screen then
 * says the round is closed (410) instead of "not found". Only ever true for the judge's own entries, so it
 * tells no one whether another contest or entry exists.
 */
export async function judgedInClosedRound(db: Db, options: { judgeId: string; contestId: string; entryId: string }) {
  const [row] = await db
    .select({ id: judgingAssignments.id })
    .from(judgingAssignments)
    .innerJoin(judgingRounds, eq(judgingRounds.id, judgingAssignments.roundId))
    .where(
      and(
        eq(judgingRounds.contestId, options.contestId),
        eq(judgingRounds.status, "closed"),
        eq(judgingAssignments.judgeId, options.judgeId),
        eq(judgingAssignments.subscriberId, options.entryId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The judge's assignment of an entry in the contest's open round, locked for this transaction. */
async function lockAssignment(tx: Db, options: { judgeId: string; contestId: string; entryId: string }) {
  const [row] = await tx
    .select({
      id: judgingAssignments.id,
      roundId: judgingRounds.id,
      kind: judgingRounds.kind,
      status: judgingRounds.status,
      recusedAt: judgingAssignments.recusedAt,
    })
    .from(judgingAssignments)
    .innerJoin(judgingRounds, eq(judgingRounds.id, judgingAssignments.roundId))
    .where(
      and(
        eq(judgingRounds.contestId, options.contestId),
        eq(judgingAssignments.judgeId, options.judgeId),
        eq(judgingAssignments.subscriberId, options.entryId),
      ),
    )
    .orderBy(sql`${judgingRounds.status} = 'open' desc`)
    .limit(1)
    .for("update", { of: judgingAssignments });
  if (!row) throw new AppError("FORBIDDEN", m.notAssigned);
  if (row.status !== "open") throw new AppError("CONFLICT", m.roundClosed);
  if (row.recusedAt) throw new AppError("FORBIDDEN", m.recused);
  return row;
}

/**
 * Saves a judge's score (autosave sends what changed; every call stores the whole form). Refused when the
 * entry is not theirs, they recused, or the round is closed. The first score locks the rubric. Every
 * creation and change is audited (criteria and checklist keys that changed; never the note's words).
 */
export async function saveScore(db: Db, options: { judgeId: string; contestId: string; entryId: string; input: ScoreInput; now?: Date }) {
  const now = options.now ?? new Date();
  const input = ScoreSchema.parse(options.input);
  return db.transaction(async (tx) => {
    const rubric = await requireRubric(tx, options.contestId);
    const assignment = await lockAssignment(tx, options);
    const criteria = Object.fromEntries(
      rubric.criteria.filter((c) => input.criteria[c.key] !== undefined).map((c) => [c.key, input.criteria[c.key] as number]),
    );
    const checklist = Object.fromEntries(
      rubric.checklist.filter((k) => input.checklist[k.key] !== undefined).map((k) => [k.key, input.checklist[k.key] as boolean]),
    );
    const where = and(
      eq(judgingScores.roundId, assignment.roundId),
      eq(judgingScores.subscriberId, options.entryId),
      eq(judgingScores.judgeId, options.judgeId),
    );
    const [before] = await tx.select().from(judgingScores).where(where);
    const values = { criteria, checklist, note: input.note, feedback: input.feedback, updatedAt: now };
    if (before) await tx.update(judgingScores).set(values).where(where);
    else
      await tx.insert(judgingScores).values({
        id: newId(),
        roundId: assignment.roundId,
        subscriberId: options.entryId,
        judgeId: options.judgeId,
        createdAt: now,
        ...values,
      });
    const changed = [
      ...rubric.criteria.filter((c) => before?.criteria[c.key] !== criteria[c.key]).map((c) => `${c.key}=${criteria[c.key] ?? "none"}`),
      ...rubric.checklist.filter((k) => before?.checklist[k.key] !== checklist[k.key]).map((k) => `${k.key}=${checklist[k.key] ?? "none"}`),
      ...(before?.note !== input.note && (before || input.note) ? ["note"] : []),
      ...(before?.feedback !== input.feedback && (before || input.feedback) ? ["feedback"] : []),
    ];
    if (before && changed.length === 0) return { saved: true };
    await lockRubric(tx, options.contestId, now);
    await recordAudit(tx, {
      // The judge made this change, not a staff member: changedFields.judgeId names them, and the audit
      // log credits the row to them (audit-log/list-audit-log.ts), not to the command line.
      staffId: null,
      action: before ? "update" : "create",
      entity: "judging-score",
      entityId: assignment.id,
      changedFields: { judgeId: options.judgeId, entryId: options.entryId, round: assignment.kind, changed },
    });
    return { saved: true };
  });
}

/**
 * A judge steps back from an entry, with a reason the organiser reads. In screening the entry goes to
 * the free judge with the fewest entries; in the final the other judges' scores stand. Audited.
 */
export async function recuse(db: Db, options: { judgeId: string; contestId: string; entryId: string; reason: string; now?: Date }) {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const assignment = await lockAssignment(tx, options);
    await tx
      .update(judgingAssignments)
      .set({ recusedAt: now, recusalReason: options.reason.trim() })
      .where(eq(judgingAssignments.id, assignment.id));
    let reassignedTo: string | null = null;
    if (assignment.kind === "screening") {
      const rubric = await requireRubric(tx, options.contestId);
      const all = await tx.select().from(judgingAssignments).where(eq(judgingAssignments.roundId, assignment.roundId));
      const panel = (
        await tx.select({ judgeId: judgingPanel.judgeId }).from(judgingPanel).where(eq(judgingPanel.contestId, options.contestId))
      ).map((r) => r.judgeId);
      const blocked = new Set([
        ...all.filter((a) => a.recusedAt || a.id === assignment.id).map((a) => pairKey(a.subscriberId, a.judgeId)),
        ...(await findConflicts(tx, options.contestId)).map((c) => pairKey(c.subscriberId, c.judgeId)),
      ]);
      const existing = all
        .filter((a) => !a.recusedAt && a.id !== assignment.id)
        .map((a) => ({ entryId: a.subscriberId, judgeId: a.judgeId }));
      const added = assignReviewers({ entryIds: [options.entryId], judgeIds: panel, perEntry: rubric.reviewsPerEntry, existing, blocked });
      const maxOrder = Math.max(0, ...all.map((a) => a.sortOrder));
      await insertAssignments(tx, assignment.roundId, added, maxOrder + 1);
      reassignedTo = added[0]?.judgeId ?? null;
    }
    await recordAudit(tx, {
      // The judge's own step back: credited to changedFields.judgeId, as a score is (above).
      staffId: null,
      action: "recuse",
      entity: "judging-score",
      entityId: assignment.id,
      changedFields: { judgeId: options.judgeId, entryId: options.entryId, round: assignment.kind, reassignedTo },
    });
  });
}
