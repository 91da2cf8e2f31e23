import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/console.ts";
import { judgingAssignments, judgingRounds, judgingRubrics, judgingSnapshots } from "#db/schema/judging.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { winners } from "#db/schema.ts";
import { confirmWinners } from "#server/services/judging/results.ts";
import { judgingRulesOf } from "#server/services/judging/rubric.ts";
import { recuse, saveScore } from "#server/services/judging/scoring.ts";
import { winnersMessages } from "#shared/console/winners.ts";
import { ConfirmWinnersSchema, type JudgingOverviewView } from "#shared/judging/console-api.ts";
import { ANOTHER_ROUND_OPEN, openRoundBlocked } from "#shared/judging/round-actions.ts";
import { createJudge, createUser } from "../support/factories.ts";
import { contestWithPanel as contestWithPanelOf, type JudgingCall, judgingCaller, rubricOf } from "../support/judging.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let owner: string;
let editor: string;
let viewer: string;

const call: JudgingCall = (...args) => judgingCaller(t)(...args);
const rubric = rubricOf;
const contestWithPanel = (entries: number, judgeCount: number) => contestWithPanelOf(t, editor, entries, judgeCount);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInStaff(t.app, "owner");
  editor = await signInStaff(t.app, "editor");
  viewer = await signInStaff(t.app, "viewer");
});
afterAll(async () => t?.close());

describe("[JUDGING] the rubric", () => {
  it.each([
    [[50, 40], "The weights must add up to 100%."],
    [[], "A rubric has 1 to 6 criteria."],
    [[20, 20, 20, 10, 10, 10, 10], "A rubric has 1 to 6 criteria."],
  ])("refuses weights %j: %s", async (weights, message) => {
    const { contest } = await contestWithPanel(0, 0);
    const answer = await call("PUT", `/api/admin/judging/contests/${contest.id}/rubric`, editor, rubric(weights));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it("is shown on the contest's page in its Rules, and locks at the first score", async () => {
    const { contest, subs, judges } = await contestWithPanel(2, 1);
    expect((await call("PUT", `/api/admin/judging/contests/${contest.id}/rubric`, editor, rubric([60, 40]))).status).toBe(200);
    // The contest page's loader adds these lines to its Rules (the page itself is checked end to end).
    const rules = (await judgingRulesOf(t.database.db, contest.id)).join("\n");
    expect(rules).toContain("Criterion 1 (60%), Criterion 2 (40%)");
    expect(rules).toContain("never by chance");
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/open`, editor)).status).toBe(200);
    await saveScore(t.database.db, { judgeId: judges[0]!.id, contestId: contest.id, entryId: subs[0]!.id, input: { criteria: { c1: 5 } } });
    const locked = await call("PUT", `/api/admin/judging/contests/${contest.id}/rubric`, editor, rubric([50, 50]));
    expect(locked.status).toBe(409);
    expect(locked.body.message).toMatch(/locked/);
  });
});

describe("[JUDGING] rounds", () => {
  it("a viewer cannot open or close a round; an editor can", async () => {
    const { contest } = await contestWithPanel(3, 2);
    await call("PUT", `/api/admin/judging/contests/${contest.id}/rubric`, editor, rubric([100]));
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/screening/open`, viewer)).status).toBe(403);
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/screening/open`, editor)).status).toBe(200);
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/screening/close`, viewer)).status).toBe(403);
  });

  it("screening gives every entry 2 judges, balanced, never a conflicted pair; the panel is frozen while it is open", async () => {
    const { contest, subs, judges } = await contestWithPanel(9, 3);
    // Judge 0 is the affiliate who referred creator 0: that pair is flagged and never assigned.
    const db = t.database.db;
    const referrer = await createUser(db, { email: judges[0]!.email, affiliateCode: `J${Date.now().toString(36)}` });
    await db.execute(
      sql`update users set referred_by_user_id = ${referrer.id} where id = (select user_id from subscribers where id = ${subs[0]!.id})`,
    );
    await call("PUT", `/api/admin/judging/contests/${contest.id}/rubric`, editor, rubric([100]));
    const overview = await call("GET", `/api/admin/judging/contests/${contest.id}`, viewer);
    expect((overview.body.data as unknown as { conflicts: unknown[] }).conflicts).toEqual([
      expect.objectContaining({ judgeId: judges[0]!.id, subscriberId: subs[0]!.id, reason: "judge-referred-creator" }),
    ]);
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/screening/open`, editor)).status).toBe(200);
    const assignments = await db
      .select({ subscriberId: judgingAssignments.subscriberId, judgeId: judgingAssignments.judgeId })
      .from(judgingAssignments)
      .innerJoin(judgingRounds, eq(judgingRounds.id, judgingAssignments.roundId))
      .where(eq(judgingRounds.contestId, contest.id));
    for (const sub of subs) expect(assignments.filter((a) => a.subscriberId === sub.id)).toHaveLength(2);
    expect(assignments.some((a) => a.subscriberId === subs[0]!.id && a.judgeId === judges[0]!.id)).toBe(false);
    const loads = judges.map((j) => assignments.filter((a) => a.judgeId === j.id).length);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    const removal = await call("DELETE", `/api/admin/judging/contests/${contest.id}/judges/${judges[1]!.id}`, editor);
    expect(removal.status).toBe(409);
  });

  it("while one round is open the console disables opening another, with the reason the server would answer", async () => {
    const { contest } = await contestWithPanel(3, 2);
    await call("PUT", `/api/admin/judging/contests/${contest.id}/rubric`, editor, rubric([100]));
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/screening/open`, editor)).status).toBe(200);
    const rounds = async () =>
      ((await call("GET", `/api/admin/judging/contests/${contest.id}`, viewer)).body.data as unknown as JudgingOverviewView).rounds;
    const blocked = openRoundBlocked(await rounds(), "final");
    expect(blocked).toBe(ANOTHER_ROUND_OPEN);
    const refused = await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/open`, editor);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(blocked);
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/screening/close`, editor)).status).toBe(200);
    expect(openRoundBlocked(await rounds(), "final")).toBeNull();
  });
});

describe("[JUDGING] scoring, closing and confirming", () => {
  it("refuses unassigned and recused judges and scores after close; audits every change; writes an immutable snapshot", async () => {
    const db = t.database.db;
    const { contest, prizes, subs, judges } = await contestWithPanel(3, 2);
    await call("PUT", `/api/admin/judging/contests/${contest.id}/rubric`, editor, rubric([60, 40]));
    const outsider = await createJudge(db, { firstName: "Outsider" });
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/open`, editor)).status).toBe(200);
    const [a, b] = judges as [(typeof judges)[0], (typeof judges)[0]];
    await expect(
      saveScore(db, { judgeId: outsider.id, contestId: contest.id, entryId: subs[0]!.id, input: { criteria: { c1: 5 } } }),
    ).rejects.toMatchObject({ status: 403 });

    const scores = [
      [9, 9],
      [6, 7],
      [3, 4],
    ];
    for (const [index, sub] of subs.entries()) {
      const [c1, c2] = scores[index]!;
      await saveScore(db, { judgeId: a.id, contestId: contest.id, entryId: sub.id, input: { criteria: { c1: c1!, c2: c2! } } });
      await saveScore(db, {
        judgeId: b.id,
        contestId: contest.id,
        entryId: sub.id,
        input: { criteria: { c1: c1!, c2: c2! }, feedback: "Lovely light." },
      });
    }
    await saveScore(db, { judgeId: a.id, contestId: contest.id, entryId: subs[2]!.id, input: { criteria: { c1: 4, c2: 4 } } });
    const scoreAudits = await db.select().from(auditLog).where(eq(auditLog.entity, "judging-score"));
    const mine = scoreAudits.filter((row) => (row.changedFields as { judgeId?: string }).judgeId === a.id);
    expect(mine.map((row) => row.action)).toEqual(["create", "create", "create", "update"]);
    expect(mine[3]!.changedFields).toMatchObject({ changed: ["c1=4"] });

    await recuse(db, { judgeId: b.id, contestId: contest.id, entryId: subs[2]!.id, reason: "I know this creator." });
    await expect(
      saveScore(db, { judgeId: b.id, contestId: contest.id, entryId: subs[2]!.id, input: { criteria: { c1: 1 } } }),
    ).rejects.toMatchObject({ status: 403 });
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "judging-score"), eq(auditLog.action, "recuse"))),
    ).toHaveLength(1);

    const closed = await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/close`, editor);
    expect(closed.status).toBe(200);
    await expect(
      saveScore(db, { judgeId: a.id, contestId: contest.id, entryId: subs[0]!.id, input: { criteria: { c1: 1 } } }),
    ).rejects.toMatchObject({ status: 409 });
    const [snapshot] = await db.select().from(judgingSnapshots).where(eq(judgingSnapshots.contestId, contest.id));
    expect(snapshot?.hash).toMatch(/^[0-9a-f]{64}$/);
    const [closeAudit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "close-round"), sql`${auditLog.changedFields}->>'snapshotId' = ${snapshot!.id}`));
    expect(closeAudit?.changedFields).toMatchObject({ snapshotHash: snapshot!.hash });
    await expect(db.update(judgingSnapshots).set({ hash: "x" }).where(eq(judgingSnapshots.id, snapshot!.id))).rejects.toThrow();

    const results = await call("GET", `/api/admin/judging/contests/${contest.id}/results`, viewer);
    const data = results.body.data as unknown as {
      ranking: { entryId: string; rawMean: number }[];
      proposal: { prizeId: string; entryId: string }[];
    };
    expect(data.ranking.map((r) => r.entryId)).toEqual([subs[0]!.id, subs[1]!.id, subs[2]!.id]);
    expect(data.proposal.map((p) => p.entryId)).toEqual([subs[0]!.id, subs[1]!.id]);

    const confirmUrl = `/api/admin/judging/contests/${contest.id}/winners/confirm`;
    const swapped = {
      picks: [
        { prizeId: prizes[0]!.id, subscriberId: subs[1]!.id },
        { prizeId: prizes[1]!.id, subscriberId: subs[0]!.id },
      ],
    };
    expect((await call("POST", confirmUrl, editor, swapped)).status).toBe(403);
    const noReason = await call("POST", confirmUrl, owner, swapped);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/Write why/);
    const proposed = { picks: data.proposal.map((p) => ({ prizeId: p.prizeId, subscriberId: p.entryId })) };
    expect((await call("POST", confirmUrl, owner, proposed)).status).toBe(200);
    expect((await db.select().from(winners).where(eq(winners.contestId, contest.id))).map((w) => w.subscriberId).sort()).toEqual(
      [subs[0]!.id, subs[1]!.id].sort(),
    );
    const [confirmAudit] = await db.select().from(auditLog).where(eq(auditLog.action, "confirm-winners"));
    expect(confirmAudit?.changedFields).toMatchObject({ snapshotHash: snapshot!.hash, departures: [] });
  });

  /** Two entries scored by one judge in a closed final round: the first proposed as Winner, the second as Runner-up. */
  async function closedRoundOfTwo() {
    const panel = await contestWithPanel(2, 1);
    const { contest, subs, judges } = panel;
    await call("PUT", `/api/admin/judging/contests/${contest.id}/rubric`, editor, rubric([100]));
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/open`, editor)).status).toBe(200);
    for (const [index, sub] of subs.entries())
      await saveScore(t.database.db, {
        judgeId: judges[0]!.id,
        contestId: contest.id,
        entryId: sub.id,
        input: { criteria: { c1: 9 - index } },
      });
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/close`, editor)).status).toBe(200);
    return panel;
  }

  /** Refused by the API (400, the message at its pick) and by the service whoever calls it; no winner saved, nothing audited. */
  async function expectRefusedAndNothingSaved(
    contestId: string,
    picks: { prizeId: string; subscriberId: string; reason?: string }[],
    message: string,
    errors: Record<string, string>,
  ) {
    const db = t.database.db;
    const answer = await call("POST", `/api/admin/judging/contests/${contestId}/winners/confirm`, owner, { picks });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, errors });
    await expect(confirmWinners(db, { staffId: "cli", contestId, picks })).rejects.toMatchObject({
      status: 400,
      message,
      details: { errors },
    });
    expect(await db.select().from(winners).where(eq(winners.contestId, contestId))).toEqual([]);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, contestId), eq(auditLog.entity, "contest-winners"))),
    ).toEqual([]);
  }

  it("refuses the same entry for two prizes with a 400 next to the pick, and writes nothing", async () => {
    const { contest, prizes, subs } = await closedRoundOfTwo();
    // The Winner is changed to the entry already proposed as Runner-up, with a reason.
    const picks = [
      { prizeId: prizes[0]!.id, subscriberId: subs[1]!.id, reason: "The stronger entry on a second viewing." },
      { prizeId: prizes[1]!.id, subscriberId: subs[1]!.id },
    ];
    const twice = { "picks.1.subscriberId": winnersMessages.registrationTwice };
    // The console's form checks with the API's schema before sending.
    const parsed = ConfirmWinnersSchema.safeParse({ picks });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["picks.1.subscriberId", winnersMessages.registrationTwice],
    ]);
    await expectRefusedAndNothingSaved(contest.id, picks, winnersMessages.registrationTwice, twice);
  });

  it("refuses two entries for one prize with the Winners page's wording, a 400 next to the later pick, and writes nothing", async () => {
    const { contest, prizes, subs } = await closedRoundOfTwo();
    // The Winner prize for the proposed entry, and again for the runner-up (with a reason).
    const picks = [
      { prizeId: prizes[0]!.id, subscriberId: subs[0]!.id },
      { prizeId: prizes[0]!.id, subscriberId: subs[1]!.id, reason: "Both were equally strong on a second viewing." },
    ];
    const twice = { "picks.1.prizeId": winnersMessages.rankTaken };
    const parsed = ConfirmWinnersSchema.safeParse({ picks });
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["picks.1.prizeId", winnersMessages.rankTaken]]);
    await expectRefusedAndNothingSaved(contest.id, picks, winnersMessages.rankTaken, twice);
  });

  it("reminds only the judges who are behind, once a day, and exports CSV by judge and by entry", async () => {
    const db = t.database.db;
    const { contest, subs, judges } = await contestWithPanel(2, 2);
    await call("PUT", `/api/admin/judging/contests/${contest.id}/rubric`, editor, rubric([100]));
    await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/open`, editor);
    for (const sub of subs)
      await saveScore(db, {
        judgeId: judges[0]!.id,
        contestId: contest.id,
        entryId: sub.id,
        input: { criteria: { c1: 8 }, note: "=cmd()" },
        now: new Date("2026-11-23T10:35:00.000Z"),
      });
    const remind = await call("POST", `/api/admin/judging/contests/${contest.id}/remind`, editor);
    expect(remind.body.message).toBe("Reminded 1 judge.");
    const again = await call("POST", `/api/admin/judging/contests/${contest.id}/remind`, editor);
    expect(again.body.message).toBe("Each judge who is behind was already reminded today.");
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.template, "judge-reminder"));
    expect(mails.filter((m) => m.recipient === judges[1]!.email)).toHaveLength(1);
    expect(mails.filter((m) => m.recipient === judges[0]!.email)).toHaveLength(0);
    const byJudge = await t.app.inject({
      method: "GET",
      url: `/api/admin/judging/contests/${contest.id}/rounds/final/scores.csv?by=judge`,
      headers: { cookie: viewer },
    });
    expect(byJudge.headers["content-type"]).toContain("text/csv");
    expect(byJudge.body.split("\n")[0]).toContain("Criterion 1 (100%)");
    expect(byJudge.body).toContain("'=cmd()");
    // Opens right in a spreadsheet: a byte-order mark for UTF-8 (Hindi names and notes), times in IST as the console shows them.
    expect(byJudge.body.startsWith("\uFEFF")).toBe(true);
    expect(byJudge.body.split("\n")[0]).toContain("updated_at_ist");
    expect(byJudge.body).toContain(",2026-11-23 16:05:00");
    const byEntry = await t.app.inject({
      method: "GET",
      url: `/api/admin/judging/contests/${contest.id}/rounds/final/scores.csv?by=entry`,
      headers: { cookie: viewer },
    });
    expect(byEntry.body.split("\n").filter(Boolean)).toHaveLength(3);
    const [stored] = await db.select().from(judgingRubrics).where(eq(judgingRubrics.contestId, contest.id));
    expect(stored?.lockedAt).not.toBeNull();
  });
});
