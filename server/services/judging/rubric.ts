import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type ChecklistItem, judgingRubrics, type RubricCriterion } from "#db/schema/judging.ts";
import { contests } from "#db/schema.ts";
import type { Language } from "#shared/i18n/language.ts";
import { hasHindi, localiseFields } from "#shared/i18n/localise-fields.ts";
import { publishedJudgingRules, type Rubric, rubricMessages } from "#shared/judging/rubric.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit-log/record-audit.ts";

export const CONTEST_NOT_FOUND = "Contest not found.";

export type StoredRubric = typeof judgingRubrics.$inferSelect;

export async function getRubric(db: Db, contestId: string): Promise<StoredRubric | null> {
  const [rubric] = await db.select().from(judgingRubrics).where(eq(judgingRubrics.contestId, contestId));
  return rubric ?? null;
}

export async function requireRubric(db: Db, contestId: string): Promise<StoredRubric> {
  const rubric = await getRubric(db, contestId);
  if (!rubric) throw new AppError("CONFLICT", "Set the contest's rubric first.");
  return rubric;
}

/** Criterion keys are stable slugs of their names (c1…c6 by position), so scores keep their meaning. */
const criterionKey = (index: number) => `c${index + 1}`;
const checklistKey = (index: number) => `k${index + 1}`;

/**
 * Saves a contest's rubric. Refused once it is locked (the first score locks it): changing the rules
 * after judging began would judge entries by different rules.
 */
export async function saveRubric(db: Db, options: { staffId: string | null; contestId: string; input: Rubric }): Promise<void> {
  const { input } = options;
  await db.transaction(async (tx) => {
    const [contest] = await tx.select({ id: contests.id }).from(contests).where(eq(contests.id, options.contestId)).for("update");
    if (!contest) throw notFound(CONTEST_NOT_FOUND);
    const [existing] = await tx
      .select({ lockedAt: judgingRubrics.lockedAt })
      .from(judgingRubrics)
      .where(eq(judgingRubrics.contestId, options.contestId));
    if (existing?.lockedAt) throw new AppError("CONFLICT", rubricMessages.locked);
    const criteria: RubricCriterion[] = input.criteria.map((c, index) => ({ key: criterionKey(index), ...c }));
    const checklist: ChecklistItem[] = input.checklist.map((label, index) => ({ key: checklistKey(index), label }));
    const values = {
      criteria,
      checklist,
      blind: input.blind,
      reviewsPerEntry: input.reviewsPerEntry,
      shortlistTop: input.shortlistTop,
      shortlistPercent: input.shortlistTop ? null : input.shortlistPercent,
      headJudgeId: input.headJudgeId,
      scoresReleased: input.scoresReleased,
      updatedAt: new Date(),
    };
    await tx
      .insert(judgingRubrics)
      .values({ contestId: options.contestId, ...values })
      .onConflictDoUpdate({ target: judgingRubrics.contestId, set: values });
    await recordAudit(tx, {
      staffId: options.staffId,
      action: existing ? "update" : "create",
      entity: "judging-rubric",
      entityId: options.contestId,
      changedFields: { criteria: criteria.map((c) => `${c.name} ${c.weight}%`), checks: checklist.length, blind: input.blind },
    });
  });
}

/** The release of scores to creators can change after the lock: it is not a rule of judging. */
export async function setScoresReleased(db: Db, options: { staffId: string; contestId: string; released: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(judgingRubrics)
      .set({ scoresReleased: options.released, updatedAt: new Date() })
      .where(eq(judgingRubrics.contestId, options.contestId))
      .returning({ contestId: judgingRubrics.contestId });
    if (rows.length === 0) throw new AppError("CONFLICT", "Set the contest's rubric first.");
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "update",
      entity: "judging-rubric",
      entityId: options.contestId,
      changedFields: { scoresReleased: options.released },
    });
  });
}

/**
 * The criteria in a language, in their stored shape without the Hindi fields: each name, description
 * and anchor in Hindi where the organiser wrote one, in English otherwise (DESIGN.md, Languages).
 */
export function localiseCriteria(criteria: readonly RubricCriterion[], language: Language): RubricCriterion[] {
  return criteria.map((stored) => {
    const c = localiseFields(stored, language, ["name", "description"]);
    const anchors = { ...c.anchors };
    if (language === "hi") {
      for (const point of ["1", "4", "7", "10"] as const) {
        const hindi = c.anchorsHi?.[point];
        if (hasHindi(hindi)) anchors[point] = hindi as string;
      }
    }
    return { key: c.key, name: c.name, description: c.description, weight: c.weight, anchors };
  });
}

/** The contest page's lines about judging, or none (no rubric). Plain text: the page adds them to its Rules. */
export async function judgingRulesOf(db: Db, contestId: string, language: Language = "en"): Promise<string[]> {
  const rubric = await getRubric(db, contestId);
  return rubric ? publishedJudgingRules(localiseCriteria(rubric.criteria, language)) : [];
}

/** The first score locks the rubric; called in the score's transaction. */
export async function lockRubric(tx: Db, contestId: string, now: Date): Promise<void> {
  const [rubric] = await tx
    .select({ lockedAt: judgingRubrics.lockedAt })
    .from(judgingRubrics)
    .where(eq(judgingRubrics.contestId, contestId));
  if (rubric && !rubric.lockedAt) await tx.update(judgingRubrics).set({ lockedAt: now }).where(eq(judgingRubrics.contestId, contestId));
}
