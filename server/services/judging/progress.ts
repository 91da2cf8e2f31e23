import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { judgeAccounts, judgingAssignments, judgingPanel, judgingRounds, judgingRubrics, judgingScores } from "#db/schema/judging.ts";
import { contests, judges } from "#db/schema.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { enqueueMailReportingNew } from "../mail/outbox.ts";
import { scoreOfAssignment } from "./assignment-score.ts";

/** A score is complete when every criterion of the rubric has a value (needs judging_rubrics and judging_scores joined). */
export const completeScore = sql<boolean>`(select count(*) from jsonb_array_elements(${judgingRubrics.criteria}) c where ${judgingScores.criteria} ? (c->>'key')) = jsonb_array_length(${judgingRubrics.criteria})`;

/** Per round and judge: entries assigned, fully scored, and recused. */
export async function judgingProgress(db: Db, contestId: string) {
  const rows = await db
    .select({
      roundId: judgingRounds.id,
      kind: judgingRounds.kind,
      status: judgingRounds.status,
      judgeId: judgingAssignments.judgeId,
      name: sql<string>`trim(${judges.firstName} || ' ' || ${judges.lastName})`,
      assigned: sql<number>`count(*) filter (where ${judgingAssignments.recusedAt} is null)::int`,
      scored: sql<number>`count(*) filter (where ${judgingAssignments.recusedAt} is null and ${judgingScores.id} is not null and ${completeScore})::int`,
      recused: sql<number>`count(*) filter (where ${judgingAssignments.recusedAt} is not null)::int`,
    })
    .from(judgingAssignments)
    .innerJoin(judgingRounds, eq(judgingRounds.id, judgingAssignments.roundId))
    .innerJoin(judges, eq(judges.id, judgingAssignments.judgeId))
    .innerJoin(judgingRubrics, eq(judgingRubrics.contestId, judgingRounds.contestId))
    .leftJoin(judgingScores, scoreOfAssignment)
    .where(eq(judgingRounds.contestId, contestId))
    .groupBy(judgingRounds.id, judgingRounds.kind, judgingRounds.status, judgingAssignments.judgeId, judges.firstName, judges.lastName)
    .orderBy(judgingRounds.openedAt, judges.firstName);
  return rows;
}

/**
 * E-mails each judge who is behind in the open round one reminder (at most one a day per judge: a
 * second tap the same day sends nothing). Answers how many were reminded by this call.
 */
export async function remindJudgesBehind(
  db: Db,
  options: { staffId: string; contestId: string; now?: Date },
): Promise<{ behind: number; reminded: number }> {
  const now = options.now ?? new Date();
  const day = now.toISOString().slice(0, 10);
  const progress = (await judgingProgress(db, options.contestId)).filter((p) => p.status === "open" && p.scored < p.assigned);
  if (progress.length === 0) return { behind: 0, reminded: 0 };
  const [contest] = await db
    .select({ title: contests.title, titleHi: contests.titleHi })
    .from(contests)
    .where(eq(contests.id, options.contestId));
  if (!contest) throw new AppError("NOT_FOUND", "Contest not found.");
  let reminded = 0;
  await db.transaction(async (tx) => {
    for (const row of progress) {
      const [account] = await tx
        .select({ email: judgeAccounts.email, language: judgeAccounts.language })
        .from(judgeAccounts)
        .where(eq(judgeAccounts.judgeId, row.judgeId));
      if (!account) continue;
      const sent = await enqueueMailReportingNew(tx, {
        template: "judge-reminder",
        to: account.email,
        dedupeKey: `judge-reminder:${row.roundId}:${row.judgeId}:${day}`,
        judgeName: row.name.split(" ")[0] ?? "",
        contestTitle: contest.title,
        contestTitleHi: contest.titleHi,
        round: row.kind,
        scored: row.scored,
        assigned: row.assigned,
        language: account.language,
      });
      if (!sent) continue;
      await tx
        .update(judgingPanel)
        .set({ remindedAt: now })
        .where(and(eq(judgingPanel.contestId, options.contestId), eq(judgingPanel.judgeId, row.judgeId)));
      reminded++;
    }
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "remind-judges",
      entity: "judging-panel",
      entityId: options.contestId,
      changedFields: { reminded },
    });
  });
  return { behind: progress.length, reminded };
}
