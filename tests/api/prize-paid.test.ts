import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/console.ts";
import { contests, winners } from "#db/schema.ts";
import { createContest, createPrize, createSubscriber, createUser, daysFromNow } from "../support/factories.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** Marking a winner's prize paid (docs/console.md#prize-paid), on PGlite or PostgreSQL (TEST_DATABASE_URL). */
let t: TestApp;
let owner: string;
let editor: string;
let viewer: string;

async function call(method: "GET" | "PUT" | "POST", url: string, cookie?: string, payload?: unknown) {
  const raw = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: raw.statusCode, body: raw.json() as Record<string, unknown> };
}

/** An ended contest with two winners saved through the console, declared unless asked not to. */
async function contestWithWinners({ declare = true } = {}) {
  const db = t.database.db;
  const contest = await createContest(db, {
    registrationStartDate: daysFromNow(-30),
    registrationEndDate: daysFromNow(-20),
    contestStartDate: daysFromNow(-15),
    contestEndDate: daysFromNow(-1),
  });
  const prize = await createPrize(db, { contestId: contest.id, rank: 1, title: "Winner", amountPaise: 1_000_000 });
  const runnerUp = await createPrize(db, { contestId: contest.id, rank: 2, title: "Runner-up", amountPaise: 500_000 });
  const a = await createSubscriber(db, { contestId: contest.id, userId: (await createUser(db)).id });
  const b = await createSubscriber(db, { contestId: contest.id, userId: (await createUser(db)).id });
  const saved = await call("PUT", `/api/admin/contests/${contest.id}/winners`, editor, {
    winners: [
      { subscriberId: a.id, prizeId: prize.id, rank: 1 },
      { subscriberId: b.id, prizeId: runnerUp.id, rank: 2 },
    ],
  });
  expect(saved.status).toBe(200);
  if (declare)
    expect((await call("POST", `/api/admin/contests/${contest.id}/winners/declare`, editor, { confirm: true })).status).toBe(200);
  const rows = await db.select().from(winners).where(eq(winners.contestId, contest.id)).orderBy(winners.prizeRank);
  const [first, second] = rows as [(typeof rows)[0], (typeof rows)[0]];
  return { contest, first, second };
}

const markPaid = (contestId: string, winnerId: string, cookie: string | undefined, payload: unknown) =>
  call("POST", `/api/admin/contests/${contestId}/winners/${winnerId}/paid`, cookie, payload);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInStaff(t.app, "owner");
  editor = await signInStaff(t.app, "editor");
  viewer = await signInStaff(t.app, "viewer");
});
afterAll(async () => {
  await t?.close();
});

describe("POST /api/admin/contests/:contestId/winners/:winnerId/paid", () => {
  it("is for owners only, and the payment reference is required at its field", async () => {
    const { contest, first } = await contestWithWinners();
    expect((await markPaid(contest.id, first.id, undefined, { reference: "UTR1" })).status).toBe(401);
    expect((await markPaid(contest.id, first.id, viewer, { reference: "UTR1" })).status).toBe(403);
    expect((await markPaid(contest.id, first.id, editor, { reference: "UTR1" })).status).toBe(403);
    for (const payload of [{}, { reference: "   " }]) {
      const answer = await markPaid(contest.id, first.id, owner, payload);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain("Enter the payment reference (for example the bank transfer's UTR).");
    }
    const tooLong = await markPaid(contest.id, first.id, owner, { reference: "U".repeat(101) });
    expect(tooLong.status).toBe(400);
    const [row] = await t.database.db.select().from(winners).where(eq(winners.id, first.id));
    expect(row).toMatchObject({ prizePaidAt: null, prizePaidReference: null });
  });

  it("records the payment once, audited; a second marking keeps the first and answers 409; the board shows it", async () => {
    const db = t.database.db;
    const { contest, first, second } = await contestWithWinners();
    const answer = await markPaid(contest.id, first.id, owner, { reference: "  HDFCN52026112512345  " });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Prize marked paid.");
    const [paid] = await db.select().from(winners).where(eq(winners.id, first.id));
    expect(paid?.prizePaidReference).toBe("HDFCN52026112512345");
    expect(paid?.prizePaidAt).toBeInstanceOf(Date);

    const again = await markPaid(contest.id, first.id, owner, { reference: "OTHER-REF" });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      /^This prize was already marked paid on .+ \(ref HDFCN52026112512345\)\. The first record is kept\.$/,
    );
    const [kept] = await db.select().from(winners).where(eq(winners.id, first.id));
    expect(kept).toMatchObject({ prizePaidReference: "HDFCN52026112512345", prizePaidAt: paid?.prizePaidAt });

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, first.id), eq(auditLog.action, "mark-prize-paid")));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entity: "winner",
      changedFields: { contestId: contest.id, prizePaidReference: "HDFCN52026112512345" },
    });

    const board = await call("GET", `/api/admin/contests/${contest.id}/winners`, viewer);
    const listed = (board.body.data as { winners: { id: string; prizePaidAt: string | null; prizePaidReference: string | null }[] })
      .winners;
    expect(listed.find((w) => w.id === first.id)).toMatchObject({
      prizePaidAt: paid?.prizePaidAt?.toISOString(),
      prizePaidReference: "HDFCN52026112512345",
    });
    expect(listed.find((w) => w.id === second.id)).toMatchObject({ prizePaidAt: null, prizePaidReference: null });
  });

  it("needs declared results and a winner of that contest", async () => {
    const draft = await contestWithWinners({ declare: false });
    const early = await markPaid(draft.contest.id, draft.first.id, owner, { reference: "UTR1" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("The results are not declared: a prize can be marked paid once they are.");
    const other = await contestWithWinners();
    const crossed = await markPaid(other.contest.id, draft.first.id, owner, { reference: "UTR1" });
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe("Winner not found.");
  });

  it("refuses to withdraw the results once any prize is marked paid", async () => {
    const { contest, second } = await contestWithWinners();
    const before = await call("GET", `/api/admin/contests/${contest.id}/winners`, owner);
    expect((before.body.data as { contest: { canWithdraw: boolean } }).contest.canWithdraw).toBe(true);
    expect((await markPaid(contest.id, second.id, owner, { reference: "UTR-77" })).status).toBe(200);
    const after = await call("GET", `/api/admin/contests/${contest.id}/winners`, owner);
    expect((after.body.data as { contest: { canWithdraw: boolean } }).contest.canWithdraw).toBe(false);
    const refused = await call("POST", `/api/admin/contests/${contest.id}/winners/withdraw`, owner, {
      reason: "A judge's score was entered twice.",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("A prize has been marked paid: the results can no longer be withdrawn.");
    const [row] = await t.database.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row?.winnersDeclared).toBe(true);
  });
});
