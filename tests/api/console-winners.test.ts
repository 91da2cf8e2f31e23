import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/console.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { contests, winners } from "#db/schema.ts";
import { saveWinners } from "#server/services/console/winners/save-winners.ts";
import { winnersMessages } from "#shared/console/winners.ts";
import {
  type ContestRow,
  createContest,
  createPrize,
  createSubscriber,
  createUser,
  daysFromNow,
  type PrizeRow,
  type SubscriberRow,
} from "../support/factories.ts";
import { createStaffMember, signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let editor: string;
let viewer: string;

type Answer = { status: number; body: Record<string, unknown> };

async function call(method: "GET" | "PUT" | "POST", url: string, cookie?: string, payload?: unknown): Promise<Answer> {
  const raw = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: raw.statusCode, body: raw.json() };
}

/** A contest that ended yesterday, with three prizes, four completed registrations and one pending. */
async function finishedContest(overrides: Partial<ContestRow> = {}) {
  const db = t.database.db;
  const contest = await createContest(db, {
    registrationStartDate: daysFromNow(-30),
    registrationEndDate: daysFromNow(-20),
    contestStartDate: daysFromNow(-15),
    contestEndDate: daysFromNow(-1),
    ...overrides,
  });
  const prizes: PrizeRow[] = [];
  for (const [rank, title, amountPaise] of [
    [1, "Winner", 1_000_000],
    [2, "Runner-up", 500_000],
    [3, "Special mention", 0],
  ] as const) {
    prizes.push(await createPrize(db, { contestId: contest.id, rank, title, amountPaise }));
  }
  const completed: SubscriberRow[] = [];
  for (let i = 0; i < 4; i++) {
    const user = await createUser(db, { firstName: `Creator${i}` });
    completed.push(await createSubscriber(db, { contestId: contest.id, userId: user.id }));
  }
  const pending = await createSubscriber(db, { contestId: contest.id, userId: (await createUser(db)).id, status: "pending" });
  return { contest, prizes, completed, pending };
}

beforeAll(async () => {
  t = await createTestApp();
  editor = await signInStaff(t.app, "editor");
  viewer = await signInStaff(t.app, "viewer");
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/admin/winners and /api/admin/contests/:id/winners", () => {
  it("answers 401 signed out", async () => {
    const { contest } = await finishedContest();
    expect((await call("GET", "/api/admin/winners")).status).toBe(401);
    expect((await call("GET", `/api/admin/contests/${contest.id}/winners`)).status).toBe(401);
  });

  it("lists contests with their counts, finished ones awaiting results first, to any role", async () => {
    const { contest } = await finishedContest({ title: "Awaiting results contest" });
    await createContest(t.database.db, { title: "Open contest" });
    const answer = await call("GET", "/api/admin/winners", viewer);
    expect(answer.status).toBe(200);
    const list = answer.body.data as {
      id: string;
      ended: boolean;
      winnersDeclared: boolean;
      completedRegistrations: number;
      winnersChosen: number;
    }[];
    const mine = list.find((c) => c.id === contest.id);
    expect(mine).toMatchObject({ ended: true, winnersDeclared: false, completedRegistrations: 4, winnersChosen: 0 });
    const firstNotAwaiting = list.findIndex((c) => !(c.ended && !c.winnersDeclared));
    expect(list.findIndex((c) => c.id === contest.id)).toBeLessThan(firstNotAwaiting);
  });

  it("shows a contest's prizes and completed registrations with public details only", async () => {
    const { contest, completed, pending } = await finishedContest();
    const answer = await call("GET", `/api/admin/contests/${contest.id}/winners`, viewer);
    expect(answer.status).toBe(200);
    const board = answer.body.data as { prizes: unknown[]; registrations: { subscriberId: string }[]; winners: unknown[] };
    expect(board.prizes).toHaveLength(3);
    expect(board.registrations.map((r) => r.subscriberId).sort()).toEqual(completed.map((s) => s.id).sort());
    expect(board.registrations.map((r) => r.subscriberId)).not.toContain(pending.id);
    expect(JSON.stringify(board)).not.toMatch(/@example\.in|9876543210|MG Road/);
    expect(board.winners).toEqual([]);
  });

  it("answers 404 for an unknown contest and 400 for a malformed id", async () => {
    expect((await call("GET", "/api/admin/contests/aaaaaaaaaaaaaaaaaaaaaaaa/winners", viewer)).status).toBe(404);
    const bad = await call("GET", "/api/admin/contests/not-an-id/winners", viewer);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: "Contest not found." });
  });
});

describe("PUT /api/admin/contests/:id/winners", () => {
  it("answers 401 signed out and 403 to a viewer, changing nothing", async () => {
    const { contest, completed, prizes } = await finishedContest();
    const payload = { winners: [{ subscriberId: completed[0]?.id, rank: 1, prizeId: prizes[0]?.id }] };
    expect((await call("PUT", `/api/admin/contests/${contest.id}/winners`, undefined, payload)).status).toBe(401);
    const refused = await call("PUT", `/api/admin/contests/${contest.id}/winners`, viewer, payload);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: "Your role does not allow this.", requiredRole: "editor" });
    expect(await t.database.db.select().from(winners).where(eq(winners.contestId, contest.id))).toEqual([]);
  });

  it("answers bad input with the field's message", async () => {
    const { contest, completed, prizes, pending } = await finishedContest();
    const put = (payload: unknown) => call("PUT", `/api/admin/contests/${contest.id}/winners`, editor, payload);
    const [first, second] = completed;
    const [prize] = prizes;
    expect((await put({ winners: [{ subscriberId: first?.id, rank: 0, prizeId: prize?.id }] })).body).toMatchObject({
      message: "The rank must be a whole number from 1 to 100.",
      errors: { "winners.0.rank": "The rank must be a whole number from 1 to 100." },
    });
    expect((await put({ winners: [{ subscriberId: first?.id, prizeId: prize?.id }] })).body).toMatchObject({
      errors: { "winners.0.rank": "Enter a rank." },
    });
    expect((await put({ winners: [{ subscriberId: first?.id, rank: 1, prizeId: "" }] })).body).toMatchObject({
      errors: { "winners.0.prizeId": "Choose a prize." },
    });
    const twice = await put({
      winners: [
        { subscriberId: first?.id, rank: 1, prizeId: prize?.id },
        { subscriberId: second?.id, rank: 1, prizeId: prize?.id },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ errors: { "winners.1.rank": "Each rank can be given once." } });
    const notCompleted = await put({ winners: [{ subscriberId: pending.id, rank: 1, prizeId: prize?.id }] });
    expect(notCompleted.status).toBe(400);
    expect(notCompleted.body).toMatchObject({
      message: "Only completed registrations of this contest can win.",
      errors: { "winners.0.subscriberId": "Only completed registrations of this contest can win." },
    });
    const other = await finishedContest();
    const foreignPrize = await put({ winners: [{ subscriberId: first?.id, rank: 1, prizeId: other.prizes[0]?.id }] });
    expect(foreignPrize.body).toMatchObject({ errors: { "winners.0.prizeId": "Choose one of this contest's prizes." } });
    expect(await t.database.db.select().from(winners).where(eq(winners.contestId, contest.id))).toEqual([]);
  });

  it("refuses one registration for two prizes with the field's message, whoever calls it (never a 500)", async () => {
    const { contest, completed, prizes } = await finishedContest();
    const [a, b] = completed;
    const [winner, runnerUp] = prizes;
    // The confirming of judged winners calls the service without the PUT's schema (judging/results.ts).
    const input = {
      winners: [
        { subscriberId: b!.id, rank: 1, prizeId: winner!.id },
        { subscriberId: a!.id, rank: 2, prizeId: runnerUp!.id },
        { subscriberId: b!.id, rank: 3, prizeId: prizes[2]!.id },
      ],
    };
    const staff = await createStaffMember(t.app, { role: "editor" });
    await expect(saveWinners(t.database.db, { staffId: staff.id, contestId: contest.id, input })).rejects.toMatchObject({
      status: 400,
      message: winnersMessages.registrationTwice,
      details: { errors: { "winners.2.subscriberId": winnersMessages.registrationTwice } },
    });
    expect(await t.database.db.select().from(winners).where(eq(winners.contestId, contest.id))).toEqual([]);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, contest.id))).toEqual([]);
  });

  it("refuses one rank for two registrations whoever calls it, with the field's message", async () => {
    const { contest, completed, prizes } = await finishedContest();
    const [a, b] = completed;
    // The confirming of judged winners derives each rank from its prize and calls the service without the PUT's schema.
    const input = {
      winners: [
        { subscriberId: a!.id, rank: 1, prizeId: prizes[0]!.id },
        { subscriberId: b!.id, rank: 1, prizeId: prizes[0]!.id },
      ],
    };
    const staff = await createStaffMember(t.app, { role: "editor" });
    await expect(saveWinners(t.database.db, { staffId: staff.id, contestId: contest.id, input })).rejects.toMatchObject({
      status: 400,
      message: winnersMessages.rankTaken,
      details: { errors: { "winners.1.rank": winnersMessages.rankTaken } },
    });
    expect(await t.database.db.select().from(winners).where(eq(winners.contestId, contest.id))).toEqual([]);
  });

  it("answers the unique index's refusal with the same message as a 409, not a 500", async () => {
    const db = t.database.db;
    const { contest, completed, prizes } = await finishedContest();
    const staff = await createStaffMember(t.app, { role: "editor" });
    const input = { winners: [{ subscriberId: completed[0]!.id, rank: 1, prizeId: prizes[0]!.id }] };
    await saveWinners(db, { staffId: staff.id, contestId: contest.id, input });
    // The saved row outlives the replacing (its delete skipped), so saving it again meets
    // winners_contest_subscriber_idx itself: what any path the check before the insert missed would meet.
    const keep = `keep_winners_${contest.id}`;
    await db.execute(sql.raw(`create function ${keep}() returns trigger language plpgsql as $$ begin return null; end $$`));
    await db.execute(
      sql.raw(
        `create trigger ${keep} before delete on winners for each row when (old.contest_id = '${contest.id}') execute function ${keep}()`,
      ),
    );
    await expect(saveWinners(db, { staffId: staff.id, contestId: contest.id, input })).rejects.toMatchObject({
      status: 409,
      message: winnersMessages.registrationTwice,
    });
    expect(await db.select().from(winners).where(eq(winners.contestId, contest.id))).toHaveLength(1);
  });

  it("saves a draft that replaces the last one, audited, with nothing public until declared", async () => {
    const { contest, completed, prizes } = await finishedContest();
    const [a, b, c] = completed;
    const [winner, runnerUp, mention] = prizes;
    const put = (payload: unknown) => call("PUT", `/api/admin/contests/${contest.id}/winners`, editor, payload);
    expect(
      (
        await put({
          winners: [
            { subscriberId: a?.id, rank: 1, prizeId: winner?.id },
            { subscriberId: b?.id, rank: 2, prizeId: runnerUp?.id },
          ],
        })
      ).status,
    ).toBe(200);
    const saved = await put({
      winners: [
        { subscriberId: c?.id, rank: 1, prizeId: winner?.id },
        { subscriberId: b?.id, rank: 3, prizeId: mention?.id },
      ],
    });
    expect(saved).toEqual({ status: 200, body: { isOk: true, message: "Winners saved." } });
    const rows = await t.database.db.select().from(winners).where(eq(winners.contestId, contest.id));
    expect(rows.map((r) => [r.subscriberId, r.prizeRank, r.prizeTitle, r.prizeAmountPaise]).sort()).toEqual(
      [
        [c?.id, 1, "Winner", 1_000_000],
        [b?.id, 3, "Special mention", 0],
      ].sort(),
    );
    // Still a draft: no registration is a winner yet and the public list says nothing.
    const applicants = (await t.app.inject({ method: "GET", url: `/api/subscriber/list/${contest.id}` })).json() as {
      winnersDeclared: boolean;
      data: { isWinner: boolean }[];
    };
    expect(applicants).toMatchObject({ winnersDeclared: false });
    expect(applicants.data.filter((a) => a.isWinner)).toEqual([]);
    const board = (await call("GET", `/api/admin/contests/${contest.id}/winners`, viewer)).body.data as { winners: unknown[] };
    // No prize is paid before the results are declared.
    const unpaid = { id: expect.any(String), prizePaidAt: null, prizePaidReference: null };
    expect(board.winners).toEqual([
      { ...unpaid, subscriberId: c?.id, rank: 1, prizeId: winner?.id, prizeTitle: "Winner", prizeAmountPaise: 1_000_000 },
      { ...unpaid, subscriberId: b?.id, rank: 3, prizeId: mention?.id, prizeTitle: "Special mention", prizeAmountPaise: 0 },
    ]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, contest.id));
    expect(audit.map((r) => [r.action, r.entity])).toEqual([
      ["update", "contest-winners"],
      ["update", "contest-winners"],
    ]);
    expect(audit[1]?.changedFields).toEqual({ winners: 2, ranks: [1, 3], prizes: ["Winner", "Special mention"] });
  });
});

describe("POST /api/admin/contests/:id/winners/declare", () => {
  it("answers 401 signed out, 403 to a viewer and 400 without the confirmation", async () => {
    const { contest } = await finishedContest();
    const url = `/api/admin/contests/${contest.id}/winners/declare`;
    expect((await call("POST", url, undefined, { confirm: true })).status).toBe(401);
    expect((await call("POST", url, viewer, { confirm: true })).status).toBe(403);
    const unconfirmed = await call("POST", url, editor, {});
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toMatchObject({ errors: { confirm: "Confirm that the results should be published." } });
  });

  it("refuses without saved winners and before the contest has ended", async () => {
    const { contest } = await finishedContest();
    const none = await call("POST", `/api/admin/contests/${contest.id}/winners/declare`, editor, { confirm: true });
    expect(none).toMatchObject({ status: 409, body: { message: "Choose and save at least one winner before declaring the results." } });
    const running = await finishedContest({ contestEndDate: daysFromNow(3) });
    await call("PUT", `/api/admin/contests/${running.contest.id}/winners`, editor, {
      winners: [{ subscriberId: running.completed[0]?.id, rank: 1, prizeId: running.prizes[0]?.id }],
    });
    const early = await call("POST", `/api/admin/contests/${running.contest.id}/winners/declare`, editor, { confirm: true });
    expect(early).toMatchObject({ status: 409, body: { message: "The contest has not ended yet. Results can be declared once it has." } });
    const [row] = await t.database.db.select().from(contests).where(eq(contests.id, running.contest.id));
    expect(row?.winnersDeclared).toBe(false);
  });

  it("publishes the winners at once, e-mails every registrant once, and then refuses changes", async () => {
    const { contest, completed, prizes } = await finishedContest();
    const [a, b] = completed;
    // The public applicants list is cached before the results are declared.
    const before = (await t.app.inject({ method: "GET", url: `/api/subscriber/list/${contest.id}` })).json();
    expect(before).toMatchObject({ winnersDeclared: false });
    await call("PUT", `/api/admin/contests/${contest.id}/winners`, editor, {
      winners: [
        { subscriberId: b?.id, rank: 1, prizeId: prizes[0]?.id },
        { subscriberId: a?.id, rank: 2, prizeId: prizes[1]?.id },
      ],
    });
    const declared = await call("POST", `/api/admin/contests/${contest.id}/winners/declare`, editor, { confirm: true });
    expect(declared).toEqual({ status: 200, body: { isOk: true, message: "Results declared with 2 winners." } });

    const [row] = await t.database.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row).toMatchObject({ winnersDeclared: true, isCompleted: true });
    const after = (await t.app.inject({ method: "GET", url: `/api/subscriber/list/${contest.id}` })).json() as {
      winnersDeclared: boolean;
      data: { _id: string; isWinner: boolean }[];
    };
    expect(after.winnersDeclared).toBe(true);
    expect(
      after.data
        .filter((x) => x.isWinner)
        .map((x) => x._id)
        .sort(),
    ).toEqual([a?.id, b?.id].sort());
    const detail = (await t.app.inject({ method: "GET", url: `/api/contest/get/${contest.id}` })).json() as {
      data: { winnersDetails: { subscriberId: string; prizeRank: number }[] };
    };
    expect(detail.data.winnersDetails.map((w) => [w.subscriberId, w.prizeRank])).toEqual([
      [b?.id, 1],
      [a?.id, 2],
    ]);

    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, "results-declared"));
    const mine = mails.filter((m) => (m.payload as { contestId?: string }).contestId === contest.id);
    expect(mine).toHaveLength(4);
    expect(mine.filter((m) => (m.payload as { winner?: boolean }).winner)).toHaveLength(2);

    const again = await call("POST", `/api/admin/contests/${contest.id}/winners/declare`, editor, { confirm: true });
    expect(again).toMatchObject({ status: 409, body: { message: "The results are already declared: the winners can no longer change." } });
    const change = await call("PUT", `/api/admin/contests/${contest.id}/winners`, editor, { winners: [] });
    expect(change.status).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contest.id), eq(auditLog.action, "declare-results")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.changedFields).toEqual({ winnersDeclared: true, isCompleted: true, winners: 2, registrantsMailed: 4 });
  });
});
