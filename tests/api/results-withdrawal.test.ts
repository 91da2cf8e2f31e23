import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates } from "#db/schema/certificates.ts";
import { auditLog } from "#db/schema/console.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { contests } from "#db/schema.ts";
import { withdrawResults } from "#server/services/console/winners/withdraw-results.ts";
import { createContest, createPrize, createSubscriber, createUser, daysFromNow } from "../support/factories.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let owner: string;
let editor: string;

async function call(method: "GET" | "PUT" | "POST", url: string, cookie?: string, payload?: unknown) {
  const raw = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: raw.statusCode, body: raw.json() as Record<string, unknown> };
}

/** An ended contest with two prizes and three completed registrations, its winners saved and declared. */
async function declaredContest() {
  const db = t.database.db;
  const contest = await createContest(db, {
    registrationStartDate: daysFromNow(-30),
    registrationEndDate: daysFromNow(-20),
    contestStartDate: daysFromNow(-15),
    contestEndDate: daysFromNow(-1),
  });
  const first = await createPrize(db, { contestId: contest.id, rank: 1, title: "Winner", amountPaise: 1_000_000 });
  const second = await createPrize(db, { contestId: contest.id, rank: 2, title: "Runner-up", amountPaise: 500_000 });
  const entries = [];
  for (let i = 0; i < 3; i++) entries.push(await createSubscriber(db, { contestId: contest.id, userId: (await createUser(db)).id }));
  const [a, b, c] = entries.map((e) => e.id) as [string, string, string];
  const save = (picks: [string, string][]) =>
    call("PUT", `/api/admin/contests/${contest.id}/winners`, editor, {
      winners: picks.map(([subscriberId, prizeId], index) => ({ subscriberId, prizeId, rank: index + 1 })),
    });
  expect(
    (
      await save([
        [a, first.id],
        [b, second.id],
      ])
    ).status,
  ).toBe(200);
  expect((await call("POST", `/api/admin/contests/${contest.id}/winners/declare`, editor, { confirm: true })).status).toBe(200);
  return { contest, ids: { a, b, c }, prizes: { first, second }, save };
}

const withdraw = (contestId: string, cookie: string | undefined, reason: unknown) =>
  call("POST", `/api/admin/contests/${contestId}/winners/withdraw`, cookie, { reason });

const mailsOf = (contestId: string) =>
  t.database.db
    .select({ key: mailOutbox.dedupeKey, payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `results-%:${contestId}:%`));

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInStaff(t.app, "owner");
  editor = await signInStaff(t.app, "editor");
});
afterAll(async () => {
  await t?.close();
});

describe("POST /api/admin/contests/:id/winners/withdraw", () => {
  it("is for owners only and needs a written reason", async () => {
    const { contest } = await declaredContest();
    expect((await withdraw(contest.id, undefined, "A judge's score was entered twice.")).status).toBe(401);
    expect((await withdraw(contest.id, editor, "A judge's score was entered twice.")).status).toBe(403);
    const short = await withdraw(contest.id, owner, "oops");
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Write why the results are withdrawn (at least 10 characters): the audit log keeps it.");
    const [row] = await t.database.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row?.winnersDeclared).toBe(true);
  });

  it("withdraws: public pages say results are coming, audited with the reason; re-declaring sends one corrected e-mail each", async () => {
    const db = t.database.db;
    const { contest, ids, prizes, save } = await declaredContest();
    expect(await mailsOf(contest.id)).toHaveLength(3);

    const answer = await withdraw(contest.id, owner, "A judge's score was entered twice.");
    expect(answer.status).toBe(200);
    const [row] = await db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row).toMatchObject({ winnersDeclared: false, resultsWithdrawals: 1 });
    // The public contest (its page then says 'Results coming': tests/e2e/results-correction.spec.ts) and applicants.
    const publicContest = (await t.app.inject({ method: "GET", url: `/api/contest/get/${contest.id}` })).json() as {
      data: { winnersDeclared: boolean };
    };
    expect(publicContest.data.winnersDeclared).toBe(false);
    const applicants = (await t.app.inject({ method: "GET", url: `/api/subscriber/list/${contest.id}` })).json() as {
      winnersDeclared: boolean;
      data: { isWinner: boolean }[];
    };
    expect(applicants.winnersDeclared).toBe(false);
    expect(applicants.data.filter((a) => a.isWinner)).toEqual([]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contest.id), eq(auditLog.action, "withdraw-results")));
    expect(audit?.changedFields).toMatchObject({ reason: "A judge's score was entered twice." });
    // A second withdrawal has nothing to withdraw.
    expect((await withdraw(contest.id, owner, "A judge's score was entered twice.")).status).toBe(409);

    // Corrected: c wins instead of b, declared again (a retried declaration is refused, nothing doubled).
    expect(
      (
        await save([
          [ids.a, prizes.first.id],
          [ids.c, prizes.second.id],
        ])
      ).status,
    ).toBe(200);
    expect((await call("POST", `/api/admin/contests/${contest.id}/winners/declare`, editor, { confirm: true })).status).toBe(200);
    expect((await call("POST", `/api/admin/contests/${contest.id}/winners/declare`, editor, { confirm: true })).status).toBe(409);
    const mails = await mailsOf(contest.id);
    const corrected = mails.filter((m) => m.key.startsWith("results-corrected:"));
    expect(corrected).toHaveLength(3);
    expect(new Set(corrected.map((m) => m.key)).size).toBe(3);
    expect(corrected.every((m) => (m.payload as { corrected?: boolean }).corrected === true)).toBe(true);
    const toC = corrected.find((m) => m.key.endsWith(ids.c))?.payload as { winner: boolean; rank: number };
    expect(toC).toMatchObject({ winner: true, rank: 2 });
    const after = (await t.app.inject({ method: "GET", url: `/api/subscriber/list/${contest.id}` })).json() as {
      data: { _id: string; isWinner: boolean }[];
    };
    expect(
      after.data
        .filter((a) => a.isWinner)
        .map((a) => a._id)
        .sort(),
    ).toEqual([ids.a, ids.c].sort());
  });

  it("after certificates are issued, only within 7 days of declaring", async () => {
    const db = t.database.db;
    const { contest, ids } = await declaredContest();
    await db.insert(certificates).values({ id: `TESTCERT${contest.id.slice(-12)}`, subscriberId: ids.a, kind: "winner" });
    const staffId =
      (await db.select({ staffId: auditLog.staffId }).from(auditLog).where(eq(auditLog.entityId, contest.id)))[0]?.staffId ?? null;
    const eightDaysLater = daysFromNow(8);
    await expect(
      withdrawResults(t.app.ctx, {
        staffId: staffId ?? "",
        contestId: contest.id,
        reason: "A prize was given to the wrong entry.",
        now: eightDaysLater,
      }),
    ).rejects.toMatchObject({ status: 409 });
    const board = await call("GET", `/api/admin/contests/${contest.id}/winners`, owner);
    expect((board.body.data as { contest: { canWithdraw: boolean } }).contest.canWithdraw).toBe(true);
    expect((await withdraw(contest.id, owner, "A prize was given to the wrong entry.")).status).toBe(200);
  });
});
