import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { judgingAssignments, judgingPanel, judgingRounds, judgingRubrics, judgingScores } from "#db/schema/judging.ts";
import { contests } from "#db/schema.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import { completeScore } from "./progress.ts";

/** The contests a judge is on the panel of, with the open round and how many of their entries are fully scored. */
export async function judgeContests(db: Db, judgeId: string, language: Language = "en") {
  const rows = await db
    .select({ contestId: contests.id, title: contests.title, titleHi: contests.titleHi })
    .from(judgingPanel)
    .innerJoin(contests, eq(contests.id, judgingPanel.contestId))
    .where(eq(judgingPanel.judgeId, judgeId))
    .orderBy(contests.title);
  const panel = rows.map((row) => {
    const { titleHi: _hindi, ...contest } = localiseFields(row, language, ["title"]);
    return contest;
  });
  const open = await db
    .select({
      contestId: judgingRounds.contestId,
      kind: judgingRounds.kind,
      assigned: sql<number>`count(${judgingAssignments.id})::int`,
      scored: sql<number>`count(${judgingScores.id}) filter (where ${completeScore})::int`,
    })
    .from(judgingRounds)
    .innerJoin(judgingRubrics, eq(judgingRubrics.contestId, judgingRounds.contestId))
    .innerJoin(
      judgingAssignments,
      and(eq(judgingAssignments.roundId, judgingRounds.id), eq(judgingAssignments.judgeId, judgeId), isNull(judgingAssignments.recusedAt)),
    )
    .leftJoin(
      judgingScores,
      and(
        eq(judgingScores.roundId, judgingRounds.id),
        eq(judgingScores.subscriberId, judgingAssignments.subscriberId),
        eq(judgingScores.judgeId, judgeId),
      ),
    )
    .where(eq(judgingRounds.status, "open"))
    .groupBy(judgingRounds.contestId, judgingRounds.kind);
  return panel.map((contest) => {
    const round = open.find((r) => r.contestId === contest.contestId);
    return { ...contest, round: round?.kind ?? null, assigned: round?.assigned ?? 0, scored: round?.scored ?? 0 };
  });
}
