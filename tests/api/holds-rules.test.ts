import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentOrders, subscribers } from "#db/schema.ts";
import { getCachedContest } from "#server/services/contests/cached-contest.ts";
import { createOrder } from "#server/services/registration/create-order.ts";
import { registerButtonState } from "#shared/contest-status.ts";
import { cookieForUser } from "../support/creator-session.ts";
import { createContest, createSubscriber, createUser } from "../support/factories.ts";
import { expectErrorShape, getJson, postJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** Holds: one place per creator, never renewed, and counted in what the contest page shows. */
let t: TestApp;
const link = "https://instagram.com/reel/hold";
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
/** Registration calls act for the signed-in creator: each is sent with that user's session. */
const as = async (userId: string) => ({ cookie: await cookieForUser(t.app, userId) });
const order = async (contestId: string, userId: string) =>
  postJson(t.app, "/api/subscriber/create-order", { contestId, userId, link }, await as(userId));
const heldBy = (contestId: string, userId: string) =>
  db()
    .select()
    .from(subscribers)
    .where(
      and(eq(subscribers.contestId, contestId), eq(subscribers.userId, userId), inArray(subscribers.status, ["pending", "completed"])),
    );

describe("[REGISTRATION] holds cannot be kept by repeating create-order", () => {
  it("a creator calling every minute for an hour keeps one place for 15 minutes, then another creator gets it", async () => {
    // Two places: holds may take half of the places not yet paid, so one hold at a time.
    const contest = await createContest(db(), { maxParticipants: 2 });
    const stranger = await createUser(db());
    const start = new Date();
    const expiries = new Set<number>();
    let mostPlaces = 0;
    let otherGotItAt: number | null = null;
    for (let minute = 0; minute <= 60; minute++) {
      const now = new Date(start.getTime() + minute * MINUTE);
      await createOrder(t.app.ctx, { contestId: contest.id, userId: stranger.id, link }, now).catch(() => undefined);
      const rows = await heldBy(contest.id, stranger.id);
      mostPlaces = Math.max(mostPlaces, rows.length);
      for (const row of rows) if (row.holdExpiresAt) expiries.add(row.holdExpiresAt.getTime());
      if (otherGotItAt === null) {
        // A new creator each minute: until the stranger's hold is over, theirs is an order without a hold.
        const other = await createUser(db());
        await createOrder(t.app.ctx, { contestId: contest.id, userId: other.id, link }, now);
        const [mine] = await heldBy(contest.id, other.id);
        if (mine?.holdExpiresAt) otherGotItAt = minute;
      }
    }
    // The figure "holds a stranger can take" beyond their one: renewals plus extra places.
    const extraHolds = expiries.size - 1 + (mostPlaces - 1);
    console.info(`holds a stranger can take beyond one 15-minute hold: ${extraHolds}`);
    expect(extraHolds).toBe(0);
    expect([...expiries]).toEqual([start.getTime() + 15 * MINUTE]);
    // The place frees once the hold and its 5-minute settling grace are over, whatever the stranger does.
    expect(otherGotItAt).toBe(20);
  });

  it("one creator holds at most one place however many create-orders arrive together", async () => {
    const contest = await createContest(db(), { maxParticipants: 3 });
    const user = await createUser(db());
    const answers = await Promise.all(Array.from({ length: 6 }, () => order(contest.id, user.id)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const rows = await heldBy(contest.id, user.id);
    expect(rows).toHaveLength(1);
    const orders = await db()
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.subscriberId, rows[0]?.id ?? ""));
    expect(orders).toHaveLength(1);
    expect(orders[0]?.status).toBe("created");
  });
});

describe("[REGISTRATION] the contest page counts holds as the server does", () => {
  it("shows Registration Full while the last places are held or paid, and free places once a hold is over", async () => {
    const contest = await createContest(db(), { maxParticipants: 4 });
    const [a, b, c] = [await createUser(db()), await createUser(db()), await createUser(db())];
    const page = () => getCachedContest(t.app.ctx, contest.id);
    const api = async () => (await getJson<{ data: { isFull: boolean } }>(t.app, `/api/contest/get/${contest.id}`)).body.data;

    expect((await page()).isFull).toBe(false);
    expect((await order(contest.id, a.id)).status).toBe(200);
    expect((await page()).isFull).toBe(false);
    expect((await order(contest.id, b.id)).status).toBe(200);
    expect((await heldBy(contest.id, b.id))[0]?.holdExpiresAt).not.toBeNull();
    // Two creators paid after the holds were given: two holds and two payments fill the four places.
    for (let i = 0; i < 2; i++) await createSubscriber(db(), { contestId: contest.id, userId: (await createUser(db())).id });
    t.app.ctx.cache.invalidate(`contest:${contest.id}`);
    const full = await page();
    expect(full.isFull).toBe(true);
    expect(registerButtonState(full, new Date())).toEqual({ label: "Registration Full", disabled: true });
    expect((await api()).isFull).toBe(true);
    expect(expectErrorShape(await order(contest.id, c.id), 409).code).toBe("REGISTRATION_FULL");

    // b's hold lapsed more than the settling grace ago: the place is free for everyone again.
    await db()
      .update(subscribers)
      .set({ holdExpiresAt: new Date(Date.now() - 6 * MINUTE) })
      .where(and(eq(subscribers.contestId, contest.id), eq(subscribers.userId, b.id)));
    expect((await api()).isFull).toBe(false);
    expect((await order(contest.id, c.id)).status).toBe(200);
  });
});

describe("[REGISTRATION] a contest without registration dates", () => {
  it("is refused as not started, as its page's button says, instead of after the whole form", async () => {
    const contest = await createContest(db(), { registrationStartDate: null, registrationEndDate: null, status: "Coming Soon" });
    const user = await createUser(db());
    const shown = (await getJson<{ data: Parameters<typeof registerButtonState>[0] }>(t.app, `/api/contest/get/${contest.id}`)).body.data;
    expect(registerButtonState(shown, new Date())).toEqual({ label: "Registration Not Started", disabled: true });
    const refused = expectErrorShape(await order(contest.id, user.id), 409);
    expect(refused).toMatchObject({ code: "REGISTRATION_NOT_STARTED", message: "Registration for this contest has not started yet." });
    expect(await heldBy(contest.id, user.id)).toHaveLength(0);
  });
});
