import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { judgingPanel, judgingRounds, judgingRubrics } from "#db/schema/judging.ts";
import { contests, judges } from "#db/schema.ts";
import type { JudgingOverviewView } from "#shared/judging/console-api.ts";
import { notFound } from "../../errors.ts";
import { conflictLabels, findConflicts } from "./conflicts.ts";
import { listEntries } from "./entries.ts";
import { listPanel } from "./panel.ts";
import { judgingProgress } from "./progress.ts";
import { listRounds } from "./rounds.ts";
import { CONTEST_NOT_FOUND, getRubric } from "./rubric.ts";

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** Active contests with their panel size, rubric and rounds: the console's judging list. */
export async function listJudgingContests(db: Db) {
  const rows = await db
    .select({
      id: contests.id,
      title: contests.title,
      judges: sql<number>`(select count(*) from ${judgingPanel} where ${judgingPanel.contestId} = ${contests.id})::int`,
      hasRubric: sql<boolean>`exists (select 1 from ${judgingRubrics} where ${judgingRubrics.contestId} = ${contests.id})`,
    })
    .from(contests)
    .where(sql`${contests.archivedAt} is null`)
    .orderBy(sql`${contests.contestEndDate} desc nulls last`, contests.id);
  const rounds = await db
    .select({ contestId: judgingRounds.contestId, kind: judgingRounds.kind, status: judgingRounds.status })
    .from(judgingRounds);
  return rows.map((row) => ({
    ...row,
    rounds: rounds.filter((r) => r.contestId === row.id).map(({ kind, status }) => ({ kind, status })),
  }));
}

/** Everything the contest's judging page shows: rubric, panel, rounds, progress, conflicts and entries. */
export async function judgingOverview(db: Db, contestId: string): Promise<JudgingOverviewView> {
  const [contest] = await db
    .select({
      id: contests.id,
      title: contests.title,
      registrationEndDate: contests.registrationEndDate,
      winnersDeclared: contests.winnersDeclared,
    })
    .from(contests)
    .where(eq(contests.id, contestId));
  if (!contest) throw notFound(CONTEST_NOT_FOUND);
  const [rubric, panel, rounds, progress, conflicts, entries, allJudges] = await Promise.all([
    getRubric(db, contestId),
    listPanel(db, contestId),
    listRounds(db, contestId),
    judgingProgress(db, contestId),
    findConflicts(db, contestId),
    listEntries(db, contestId),
    db.select({ id: judges.id, first: judges.firstName, last: judges.lastName }).from(judges).orderBy(asc(judges.firstName)),
  ]);
  return {
    contest: { ...contest, registrationEndDate: iso(contest.registrationEndDate) },
    rubric: rubric ? { ...rubric, lockedAt: iso(rubric.lockedAt) } : null,
    panel: panel.map((p) => ({ ...p, invitedAt: p.invitedAt.toISOString(), remindedAt: iso(p.remindedAt) })),
    judges: allJudges.map((j) => ({ id: j.id, name: `${j.first} ${j.last}`.trim() })),
    rounds: rounds.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      openedAt: r.openedAt.toISOString(),
      closedAt: iso(r.closedAt),
    })),
    progress,
    conflicts: conflicts.map((c) => ({ ...c, label: conflictLabels[c.reason] })),
    entries: entries.map((e) => ({ subscriberId: e.subscriberId, name: e.name, link: e.link, decision: e.decision, reason: e.reason })),
  };
}
