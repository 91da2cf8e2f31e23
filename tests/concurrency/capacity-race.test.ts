import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentOrders, paymentRefunds, subscribers } from "#db/schema.ts";
import { createOrder } from "#server/services/registration/create-order.ts";
import { cookieForUser } from "../support/creator-session.ts";
import { createContest, createUser, daysFromNow } from "../support/factories.ts";
import { postJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Races that only a real PostgreSQL server can show (PGlite runs one connection, so nothing overlaps
 * there). Run with TEST_DATABASE_URL=postgres://… npx vitest run --project concurrency.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn("tests/concurrency skipped: set TEST_DATABASE_URL=postgres://… to run the race tests on PostgreSQL");
}

type Checkout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
const link = "https://instagram.com/reel/race";

let client = 0;
/**
 * Each simulated creator calls from an address of their own, as on the real site (rate limits are per
 * address), signed in as themselves (the cookie comes from `signedIn`, fetched before a race starts).
 */
async function postAs<T>(t: TestApp, ip: string, url: string, payload: unknown, cookie: string): Promise<{ status: number; body: T }> {
  const raw = await t.app.inject({
    method: "POST",
    url,
    payload: JSON.stringify(payload),
    headers: { "content-type": "application/json", "x-forwarded-for": ip, cookie },
  });
  return { status: raw.statusCode, body: raw.json() as T };
}
const newIp = () => `10.0.${Math.floor(++client / 250)}.${client % 250}`;

describe.skipIf(!serverUrl)("[REGISTRATION] races on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.database.kind).toBe("postgres");
  });
  afterAll(async () => {
    await t?.close();
  });
  const db = () => t.database.db;
  /** The user's creator session, signed in once: `{ cookie }`. */
  const as = async (userId: string) => ({ cookie: await cookieForUser(t.app, userId) });
  const signedIn = async (userId: string) => (await as(userId)).cookie;

  it("many confirmations racing for the last places end with exactly maxParticipants completed", async () => {
    const k = 3;
    const payers = 12;
    const contest = await createContest(db(), { maxParticipants: k, entryFeePaise: 19_900 });
    const ready: { userId: string; checkout: Checkout }[] = [];
    for (let i = 0; i < payers; i++) {
      const user = await createUser(db());
      const created = await postAs<{ data: { order: { id: string } } }>(
        t,
        newIp(),
        "/api/subscriber/create-order",
        { contestId: contest.id, userId: user.id, link },
        await signedIn(user.id),
      );
      expect(created.status).toBe(200);
      // Let the hold lapse so the next creator can start paying too: everybody pays for the last places.
      await db()
        .update(subscribers)
        .set({ holdExpiresAt: daysFromNow(-1) })
        .where(eq(subscribers.contestId, contest.id));
      const checkout = await postJson<Checkout>(
        t.app,
        `/api/subscriber/simulated-checkout/${created.body.data.order.id}`,
        { outcome: "success" },
        await as(user.id),
      );
      ready.push({ userId: user.id, checkout: checkout.body });
    }

    const cookies = await Promise.all(ready.map(({ userId }) => as(userId)));
    const answers = await Promise.all(
      ready.map(({ userId, checkout }, i) =>
        postJson<{ code?: string }>(t.app, "/api/subscriber/confirm-order", { ...checkout, contestId: contest.id, userId }, cookies[i]),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(k);
    expect(statuses.filter((s) => s === 409)).toHaveLength(payers - k);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === "REGISTRATION_FULL")).toBe(true);

    const rows = await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id));
    expect(rows.filter((s) => s.status === "completed")).toHaveLength(k);
    expect(rows.filter((s) => s.status === "cancelled")).toHaveLength(payers - k);
    const orders = await db()
      .select({ status: paymentOrders.status })
      .from(paymentOrders)
      .innerJoin(subscribers, eq(paymentOrders.subscriberId, subscribers.id))
      .where(eq(subscribers.contestId, contest.id));
    expect(orders.filter((o) => o.status === "paid")).toHaveLength(k);
    expect(orders.filter((o) => o.status === "refunded")).toHaveLength(payers - k);

    // Confirming everything again, all at once, changes nothing.
    await Promise.all(
      ready.map(({ userId, checkout }, i) =>
        postJson(t.app, "/api/subscriber/confirm-order", { ...checkout, contestId: contest.id, userId }, cookies[i]),
      ),
    );
    const after = await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id));
    expect(after.filter((s) => s.status === "completed")).toHaveLength(k);
  });

  it("concurrent create-order calls for the same user and contest end with one pending registration and one order", async () => {
    const contest = await createContest(db(), { maxParticipants: 50 });
    for (let round = 0; round < 5; round++) {
      const user = await createUser(db());
      const cookie = await as(user.id);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          postJson<{ data: { order: { id: string } } }>(
            t.app,
            "/api/subscriber/create-order",
            { contestId: contest.id, userId: user.id, link },
            cookie,
          ),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.data.order.id)).size).toBe(1);
      const rows = await db().select().from(subscribers).where(eq(subscribers.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe("pending");
      expect(
        await db()
          .select()
          .from(paymentOrders)
          .where(eq(paymentOrders.subscriberId, rows[0]?.id ?? "")),
      ).toHaveLength(1);
    }
  });

  it("concurrent create-order calls by different users never hold more than half of the places not yet paid", async () => {
    const k = 4;
    const contest = await createContest(db(), { maxParticipants: k });
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(db())));
    const cookies = await Promise.all(users.map((u) => signedIn(u.id)));
    const answers = await Promise.all(
      users.map((u, i) =>
        postAs<{ code?: string }>(
          t,
          newIp(),
          "/api/subscriber/create-order",
          { contestId: contest.id, userId: u.id, link },
          cookies[i] ?? "",
        ),
      ),
    );
    // Nobody is refused while places are free; only half of them are held, the rest go to whoever pays.
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const rows = await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id));
    expect(rows.filter((r) => r.holdExpiresAt !== null)).toHaveLength(k / 2);
  });

  it("holds that lapse, payments that arrive late and new orders, all at once, never sell more than maxParticipants", async () => {
    const k = 5;
    const contest = await createContest(db(), { maxParticipants: k, entryFeePaise: 19_900 });
    const payers = await Promise.all(Array.from({ length: 10 }, () => createUser(db())));
    const cookies = await Promise.all(payers.map((u) => as(u.id)));
    const ordered = await Promise.all(
      payers.map(async (u, i) => {
        const created = await postAs<{ data: { order: { id: string } } }>(
          t,
          newIp(),
          "/api/subscriber/create-order",
          { contestId: contest.id, userId: u.id, link },
          cookies[i]?.cookie ?? "",
        );
        expect(created.status).toBe(200);
        const checkout = await postJson<Checkout>(
          t.app,
          `/api/subscriber/simulated-checkout/${created.body.data.order.id}`,
          { outcome: "success" },
          cookies[i],
        );
        return { userId: u.id, checkout: checkout.body };
      }),
    );
    const held = (await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id))).filter((r) => r.holdExpiresAt);
    expect(held.length).toBe(2);
    // One hold lapsed long ago (past its settling grace), the other is still valid: its payer must get in.
    const [lapsed, valid] = held;
    await db()
      .update(subscribers)
      .set({ holdExpiresAt: daysFromNow(-1) })
      .where(eq(subscribers.id, lapsed?.id ?? ""));
    const newcomers = await Promise.all(Array.from({ length: 6 }, () => createUser(db())));
    const newcomerCookies = await Promise.all(newcomers.map((u) => signedIn(u.id)));
    // Every payment confirmed twice (browser and a late report), and new orders, all at once.
    await Promise.all([
      ...[...ordered, ...ordered].map(({ userId, checkout }) =>
        postJson(
          t.app,
          "/api/subscriber/confirm-order",
          { ...checkout, contestId: contest.id, userId },
          cookies[payers.findIndex((p) => p.id === userId)],
        ),
      ),
      ...newcomers.map((u, i) =>
        postAs(t, newIp(), "/api/subscriber/create-order", { contestId: contest.id, userId: u.id, link }, newcomerCookies[i] ?? ""),
      ),
    ]);
    const rows = await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id));
    const completed = rows.filter((r) => r.status === "completed");
    expect(completed.map((r) => r.id)).toContain(valid?.id);
    // A newcomer may have got a hold while places were free: paid places plus holds are exactly k.
    const live = rows.filter((r) => r.status === "pending" && r.holdExpiresAt && r.holdExpiresAt > new Date());
    expect(completed.length + live.length).toBe(k);
    expect(completed.length).toBeGreaterThanOrEqual(k - 2);
    // Every payment either completed its registration or was refunded, once.
    const orders = await db()
      .select({ status: paymentOrders.status })
      .from(paymentOrders)
      .innerJoin(subscribers, eq(paymentOrders.subscriberId, subscribers.id))
      .where(and(eq(subscribers.contestId, contest.id), inArray(paymentOrders.status, ["paid", "refunded", "refund_pending"])));
    expect(orders.filter((o) => o.status === "paid")).toHaveLength(completed.length);
    expect(orders.filter((o) => o.status !== "paid")).toHaveLength(payers.length - completed.length);
    const refunds = await db()
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .innerJoin(paymentOrders, eq(paymentRefunds.paymentOrderId, paymentOrders.id))
      .innerJoin(subscribers, eq(paymentOrders.subscriberId, subscribers.id))
      .where(eq(subscribers.contestId, contest.id));
    expect(refunds).toHaveLength(payers.length - completed.length);
  });

  it("one creator firing create-orders from many addresses at once holds one place at most; the others stay free", async () => {
    const k = 2;
    const contest = await createContest(db(), { maxParticipants: k });
    const stranger = await createUser(db());
    const others = await Promise.all(Array.from({ length: 3 }, () => createUser(db())));
    const callers = [...Array.from({ length: 10 }, () => stranger.id), ...others.map((u) => u.id)];
    const cookies = await Promise.all(callers.map((userId) => signedIn(userId)));
    const calls = callers.map((userId, i) =>
      postAs<{ code?: string }>(t, newIp(), "/api/subscriber/create-order", { contestId: contest.id, userId, link }, cookies[i] ?? ""),
    );
    const answers = await Promise.all(calls);
    const rows = await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id));
    expect(rows.filter((r) => r.userId === stranger.id)).toHaveLength(1);
    // Two places: one may be held; the other stays for whoever pays first, so nobody is refused.
    expect(rows.filter((r) => r.holdExpiresAt !== null).length).toBeLessThanOrEqual(k / 2);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const orders = await db()
      .select()
      .from(paymentOrders)
      .innerJoin(subscribers, eq(paymentOrders.subscriberId, subscribers.id))
      .where(eq(subscribers.userId, stranger.id));
    expect(orders).toHaveLength(1);
  });

  it("concurrent repeats after the hold lapsed never renew it", async () => {
    const contest = await createContest(db(), { maxParticipants: 2 });
    const stranger = await createUser(db());
    const start = new Date();
    await createOrder(t.app.ctx, { contestId: contest.id, userId: stranger.id, link }, start);
    const [first] = await db().select().from(subscribers).where(eq(subscribers.userId, stranger.id));
    for (const minutes of [5, 14, 16, 30]) {
      const at = new Date(start.getTime() + minutes * 60_000);
      await Promise.all(
        Array.from({ length: 5 }, () => createOrder(t.app.ctx, { contestId: contest.id, userId: stranger.id, link }, at).catch(() => null)),
      );
    }
    const rows = await db().select().from(subscribers).where(eq(subscribers.userId, stranger.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.holdExpiresAt?.getTime()).toBe(first?.holdExpiresAt?.getTime());
    expect(rows[0]?.holdExpiresAt?.getTime()).toBe(start.getTime() + 15 * 60_000);
  });
});
