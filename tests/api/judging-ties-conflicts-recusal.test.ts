import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { auditLog } from "#db/schema/console.ts";
import { judgingAssignments, judgingRounds, judgingSnapshots } from "#db/schema/judging.ts";
import { guardianRequests } from "#db/schema/privacy.ts";
import { recuse, saveScore } from "#server/services/judging/scoring.ts";
import { daysFromNow } from "../support/factories.ts";
import { contestWithPanel as contestWithPanelOf, type JudgingCall, judgingCaller, rubricOf } from "../support/judging.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let owner: string;
let editor: string;
let viewer: string;

const call: JudgingCall = (...args) => judgingCaller(t)(...args);
const contestWithPanel = (entries: number, judgeCount: number) => contestWithPanelOf(t, editor, entries, judgeCount);

type Results = {
  round: { status: string };
  snapshot: { hash: string } | null;
  ranking: { entryId: string; position: number; unresolvedTie: boolean; tieBrokenBy: string | null; reviews: number }[];
  proposal: { prizeId: string; entryId: string; tiedEntryIds: string[] }[];
};
const resultsOf = async (contestId: string) =>
  (await call("GET", `/api/admin/judging/contests/${contestId}/results`, viewer)).body.data as unknown as Results;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInStaff(t.app, "owner");
  editor = await signInStaff(t.app, "editor");
  viewer = await signInStaff(t.app, "viewer");
});
afterAll(async () => t?.close());

/** A final round where two judges score entries 0 and 1 the same on every criterion: a tie no rung separates. */
async function finalWithTie() {
  const db = t.database.db;
  const panel = await contestWithPanel(3, 2);
  const { contest, subs, judges } = panel;
  await call("PUT", `/api/admin/judging/contests/${contest.id}/rubric`, editor, rubricOf([60, 40]));
  expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/open`, editor)).status).toBe(200);
  const scores = [
    [8, 7],
    [8, 7],
    [3, 3],
  ];
  for (const judge of judges)
    for (const [index, sub] of subs.entries()) {
      const [c1, c2] = scores[index] as [number, number];
      await saveScore(db, { judgeId: judge.id, contestId: contest.id, entryId: sub.id, input: { criteria: { c1, c2 } } });
    }
  return panel;
}

describe("[JUDGING] a tie the ladder leaves is decided by the head judge, with a reason", () => {
  it("while the round is open: refused to a viewer, without a reason or for entries not tied; then recorded, audited and frozen at close", async () => {
    const { contest, subs, prizes } = await finalWithTie();
    const url = `/api/admin/judging/contests/${contest.id}/rounds/final/tie-decision`;
    const before = await resultsOf(contest.id);
    expect(before.ranking.filter((r) => r.unresolvedTie).map((r) => r.position)).toEqual([1, 1]);
    expect(before.proposal[0]!.tiedEntryIds.sort()).toEqual([subs[0]!.id, subs[1]!.id].sort());

    const order = [subs[1]!.id, subs[0]!.id];
    const reason = "Stronger storytelling in the last ten seconds.";
    expect((await call("PUT", url, viewer, { order, reason })).status).toBe(403);
    const noReason = await call("PUT", url, editor, { order, reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe("Write the head judge's reason (the audit log keeps it).");
    const notTied = await call("PUT", url, editor, { order: [subs[1]!.id, subs[2]!.id], reason });
    expect(notTied.status).toBe(400);
    expect(notTied.body.message).toMatch(/share a place/);

    expect((await call("PUT", url, editor, { order, reason })).status).toBe(200);
    const decided = await resultsOf(contest.id);
    expect(decided.ranking.map((r) => [r.entryId, r.position, r.unresolvedTie])).toEqual([
      [subs[1]!.id, 1, false],
      [subs[0]!.id, 2, false],
      [subs[2]!.id, 3, false],
    ]);
    expect(decided.ranking[1]!.tieBrokenBy).toBe("head-judge");
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "head-judge-decision"));
    expect(audit?.changedFields).toMatchObject({ order, reason, place: 1, snapshotHash: null });

    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/close`, editor)).status).toBe(200);
    const [snapshot] = await t.database.db.select().from(judgingSnapshots).where(eq(judgingSnapshots.contestId, contest.id));
    expect((snapshot!.payload as { headJudgeOrder: string[] }).headJudgeOrder).toEqual(order);
    // The decision settled the tie: confirming the proposal needs no further reason.
    const picks = [
      { prizeId: prizes[0]!.id, subscriberId: subs[1]!.id },
      { prizeId: prizes[1]!.id, subscriberId: subs[0]!.id },
    ];
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/winners/confirm`, owner, { picks })).status).toBe(200);
  });

  it("after the round closed: the snapshot never changes, the decision is applied on top and audited with its hash", async () => {
    const { contest, subs, prizes } = await finalWithTie();
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/close`, editor)).status).toBe(200);
    const closed = await resultsOf(contest.id);
    const hash = closed.snapshot?.hash;
    expect(closed.proposal[0]!.tiedEntryIds).toHaveLength(2);
    // Undecided, the owner's confirmation of a tied place needs a reason.
    const undecided = await call("POST", `/api/admin/judging/contests/${contest.id}/winners/confirm`, owner, {
      picks: [{ prizeId: prizes[0]!.id, subscriberId: subs[0]!.id }],
    });
    expect(undecided.status).toBe(400);

    const order = [subs[0]!.id, subs[1]!.id];
    const decision = { order, reason: "Cleaner choreography throughout, the panel agreed." };
    expect((await call("PUT", `/api/admin/judging/contests/${contest.id}/rounds/final/tie-decision`, owner, decision)).status).toBe(200);
    const decided = await resultsOf(contest.id);
    expect(decided.snapshot?.hash).toBe(hash);
    expect(decided.ranking.map((r) => r.entryId)).toEqual([subs[0]!.id, subs[1]!.id, subs[2]!.id]);
    expect(decided.proposal.map((p) => [p.entryId, p.tiedEntryIds.length])).toEqual([
      [subs[0]!.id, 0],
      [subs[1]!.id, 0],
    ]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "head-judge-decision"));
    expect(audits.map((a) => a.changedFields)).toContainEqual(expect.objectContaining({ snapshotHash: hash, reason: decision.reason }));
    const picks = decided.proposal.map((p) => ({ prizeId: p.prizeId, subscriberId: p.entryId }));
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/winners/confirm`, owner, { picks })).status).toBe(200);
  });
});

describe("[JUDGING] conflicts and recusal", () => {
  it("flags a judge whose address is the creator's parent's or guardian's, and never assigns that pair", async () => {
    const db = t.database.db;
    const { contest, subs, creators, judges } = await contestWithPanel(4, 3);
    const creator = creators[1]!;
    await db.insert(guardianRequests).values({
      id: newId(),
      subjectId: newId(),
      creatorEmail: creator.email,
      creatorEmailKey: creator.email.toLowerCase(),
      guardianEmail: judges[2]!.email.toUpperCase(),
      guardianEmailKey: judges[2]!.email.toLowerCase(),
      tokenHash: newId(),
      status: "consented",
      expiresAt: daysFromNow(7),
    });
    await call("PUT", `/api/admin/judging/contests/${contest.id}/rubric`, editor, rubricOf([100]));
    const overview = (await call("GET", `/api/admin/judging/contests/${contest.id}`, viewer)).body.data as unknown as {
      conflicts: { judgeId: string; subscriberId: string; reason: string; label: string }[];
    };
    expect(overview.conflicts).toEqual([
      {
        judgeId: judges[2]!.id,
        subscriberId: subs[1]!.id,
        reason: "judge-is-guardian",
        label: "The judge's e-mail is the creator's parent's or guardian's",
      },
    ]);
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/screening/open`, editor)).status).toBe(200);
    const assigned = await db
      .select({ judgeId: judgingAssignments.judgeId })
      .from(judgingAssignments)
      .where(eq(judgingAssignments.subscriberId, subs[1]!.id));
    expect(assigned.map((a) => a.judgeId).sort()).toEqual([judges[0]!.id, judges[1]!.id].sort());
  });

  it("in screening a recused entry goes to another judge; in the final the entry is ranked on the judges who stay", async () => {
    const db = t.database.db;
    const { contest, subs, judges } = await contestWithPanel(3, 3);
    await call("PUT", `/api/admin/judging/contests/${contest.id}/rubric`, editor, { ...rubricOf([100]), shortlistTop: 3 });
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/screening/open`, editor)).status).toBe(200);
    const active = async (kind: "screening" | "final", entryId: string) =>
      (
        await db
          .select({ judgeId: judgingAssignments.judgeId, recusedAt: judgingAssignments.recusedAt })
          .from(judgingAssignments)
          .innerJoin(judgingRounds, eq(judgingRounds.id, judgingAssignments.roundId))
          .where(and(eq(judgingRounds.contestId, contest.id), eq(judgingRounds.kind, kind), eq(judgingAssignments.subscriberId, entryId)))
      )
        .filter((a) => !a.recusedAt)
        .map((a) => a.judgeId)
        .sort();
    const entry = subs[0]!.id;
    const [leaving, staying] = (await active("screening", entry)) as [string, string];
    const free = judges.map((j) => j.id).find((id) => id !== leaving && id !== staying);
    await recuse(db, { judgeId: leaving, contestId: contest.id, entryId: entry, reason: "A relative of mine." });
    expect(await active("screening", entry)).toEqual([staying, free].sort());
    const [recusal] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "recuse"), eq(auditLog.entity, "judging-score")));
    expect(recusal?.changedFields).toMatchObject({ entryId: entry, reassignedTo: free });

    for (const sub of subs)
      for (const judgeId of await active("screening", sub.id))
        await saveScore(db, { judgeId, contestId: contest.id, entryId: sub.id, input: { criteria: { c1: 7 } } });
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/screening/close`, editor)).status).toBe(200);
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/open`, editor)).status).toBe(200);
    // Every judge has every finalist; one recuses from an entry, which keeps the other two.
    for (const sub of subs) expect(await active("final", sub.id)).toHaveLength(3);
    await recuse(db, { judgeId: judges[0]!.id, contestId: contest.id, entryId: entry, reason: "I coached this creator." });
    expect(await active("final", entry)).toEqual([judges[1]!.id, judges[2]!.id].sort());
    const finalScores = new Map([
      [judges[0]!.id, 10],
      [judges[1]!.id, 6],
      [judges[2]!.id, 8],
    ]);
    for (const sub of subs)
      for (const judgeId of await active("final", sub.id))
        await saveScore(db, { judgeId, contestId: contest.id, entryId: sub.id, input: { criteria: { c1: finalScores.get(judgeId)! } } });
    const overview = (await call("GET", `/api/admin/judging/contests/${contest.id}`, viewer)).body.data as unknown as {
      progress: { kind: string; judgeId: string; assigned: number; scored: number; recused: number }[];
    };
    const recusedJudge = overview.progress.find((p) => p.kind === "final" && p.judgeId === judges[0]!.id);
    expect(recusedJudge).toMatchObject({ assigned: 2, scored: 2, recused: 1 });
    const results = await resultsOf(contest.id);
    const ranked = results.ranking.find((r) => r.entryId === entry);
    expect(ranked?.reviews).toBe(2);
    // The recused judge's generous 10 does not lift the entry: it is the mean of 6 and 8 only.
    expect(results.ranking.map((r) => r.entryId).at(-1)).toBe(entry);
  });
});
