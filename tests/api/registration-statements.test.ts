import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeAccounts, judgingPanel } from "#db/schema/judging.ts";
import { contests, paymentOrders, subscribers } from "#db/schema.ts";
import { cookieForUser } from "../support/creator-session.ts";
import { createContest, createJudge, createSubscriber, createUser } from "../support/factories.ts";
import { expectErrorShape, postJson } from "../support/inject.ts";
import { statementsOf as statementsOfWork } from "../support/statement-count.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/*
 * The statements one payment request sends (docs/scale-out.md: under a spike on one contest the app's
 * CPU per registration is mostly its database statements). Pinned so that a change which adds a
 * statement to create-order, the test-mode checkout or confirm-order shows here; lower the pins when
 * a change saves one. Counted per request (an AsyncLocalStorage around the injected call), so a
 * background job's statements never count: every statement Drizzle sends, with a transaction counted
 * as its begin and commit on either driver (PGlite opens transactions outside Drizzle's statements).
 * pg_notify, which only PostgreSQL sends (cache invalidation across processes), is counted apart.
 */

let t: TestApp;
const link = "https://instagram.com/reel/my-entry";
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The statements `call` sent (pg_notify apart), and its answer. */
async function statementsOf<T>(call: () => Promise<T>): Promise<{ answer: T; statements: string[]; notifications: number }> {
  const { result: answer, statements: sent } = await statementsOfWork(t.database, call);
  const statements = sent.filter((s) => !/^select pg_notify\(/.test(s));
  return { answer, statements, notifications: sent.length - statements.length };
}

/** A statement list that reads well in a failure message. */
const shown = (statements: string[]) => statements.map((s) => s.slice(0, 120));

type OrderAnswer = { isOk: true; data: { order: { id: string; amount: number }; subscriber: { _id: string } } };
type Checkout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

describe("[REGISTRATION] statements per payment request", () => {
  it("create-order 5, the test-mode checkout 2, confirm-order 9 (pg_notify apart), for a creator's first paid registration", async () => {
    const contest = await createContest(db(), { entryFeePaise: 9_900, maxParticipants: 10 });
    const user = await createUser(db());
    const headers = { cookie: await cookieForUser(t.app, user.id) };

    const ordered = await statementsOf(() =>
      postJson<OrderAnswer>(t.app, "/api/subscriber/create-order", { contestId: contest.id, userId: user.id, link }, headers),
    );
    expect(ordered.answer.status).toBe(200);
    // The rate limit, the session, the entry checks, the place taken with the registration and its
    // order claim, and the provider's order recorded on the claim.
    expect(shown(ordered.statements)).toHaveLength(5);
    expect(ordered.notifications).toBeLessThanOrEqual(1);

    const orderId = ordered.answer.body.data.order.id;
    const checkout = await statementsOf(() =>
      postJson<Checkout>(t.app, `/api/subscriber/simulated-checkout/${orderId}`, { outcome: "success" }, headers),
    );
    expect(checkout.answer.status).toBe(200);
    // The session, and the payment recorded on the creator's open order.
    expect(shown(checkout.statements)).toHaveLength(2);
    expect(checkout.notifications).toBe(0);

    const confirmed = await statementsOf(() =>
      postJson(t.app, "/api/subscriber/confirm-order", { ...checkout.answer.body, contestId: contest.id, userId: user.id }, headers),
    );
    expect(confirmed.answer.status).toBe(200);
    // The session, the order before the provider is asked, the test-mode provider's own read of the
    // payment, then one transaction: the order and registration locked (with the contest and the
    // creator), both completed, the receipt numbered, the receipt mail.
    expect(shown(confirmed.statements)).toHaveLength(9);
    expect(confirmed.statements.filter((s) => s === "begin")).toHaveLength(1);
    expect(confirmed.notifications).toBeLessThanOrEqual(1);
  });
});

describe("[REGISTRATION] a new registration and its order claim are written together", () => {
  it("a taken place writes the registration with exactly one order, kept by a repeat; a full contest writes neither", async () => {
    const open = await createContest(db(), { entryFeePaise: 9_900, maxParticipants: 10 });
    const full = await createContest(db(), { entryFeePaise: 9_900, maxParticipants: 1 });
    const creator = await createUser(db());
    await createSubscriber(db(), { contestId: full.id, userId: (await createUser(db())).id });
    const order = async (contestId: string) =>
      postJson<OrderAnswer>(
        t.app,
        "/api/subscriber/create-order",
        { contestId, userId: creator.id, link },
        { cookie: await cookieForUser(t.app, creator.id) },
      );
    const ordersOf = (contestId: string) =>
      db()
        .select({ order: paymentOrders })
        .from(paymentOrders)
        .innerJoin(subscribers, eq(subscribers.id, paymentOrders.subscriberId))
        .where(eq(subscribers.contestId, contestId));

    const taken = await order(open.id);
    expect(taken.status).toBe(200);
    expect(await db().select().from(subscribers).where(eq(subscribers.contestId, open.id))).toMatchObject([
      { id: taken.body.data.subscriber._id, status: "pending" },
    ]);
    expect((await ordersOf(open.id)).map((row) => row.order)).toMatchObject([
      { status: "created", amountPaise: 9_900, provider: "simulated", providerOrderId: taken.body.data.order.id },
    ]);
    // A repeat keeps the one order.
    expect((await order(open.id)).body.data.order.id).toBe(taken.body.data.order.id);
    expect(await ordersOf(open.id)).toHaveLength(1);

    expect(expectErrorShape(await order(full.id), 409).code).toBe("REGISTRATION_FULL");
    expect(await db().select().from(subscribers).where(eq(subscribers.userId, creator.id))).toHaveLength(1);
    expect(await ordersOf(full.id)).toHaveLength(0);
  });
});

describe("[REGISTRATION] the test-mode checkout's refusals", () => {
  it("an unknown order 404, another creator's 403, a paid one 409, and none of them writes", async () => {
    const contest = await createContest(db(), { entryFeePaise: 9_900 });
    const [owner, stranger] = [await createUser(db()), await createUser(db())];
    const as = async (userId: string) => ({ cookie: await cookieForUser(t.app, userId) });
    const ordered = await postJson<OrderAnswer>(
      t.app,
      "/api/subscriber/create-order",
      { contestId: contest.id, userId: owner.id, link },
      await as(owner.id),
    );
    const orderId = ordered.body.data.order.id;
    const checkout = (id: string, outcome: "success" | "failure", headers: Record<string, string>) =>
      postJson<Checkout>(t.app, `/api/subscriber/simulated-checkout/${id}`, { outcome }, headers);
    const orderRow = async () => (await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId)))[0];

    expect(expectErrorShape(await checkout("order_sim_unknown00", "success", await as(owner.id)), 404).message).toBe(
      "Payment order not found.",
    );
    for (const outcome of ["success", "failure"] as const) {
      expect(expectErrorShape(await checkout(orderId, outcome, await as(stranger.id)), 403).code).toBe("FORBIDDEN");
    }
    expect(await orderRow()).toMatchObject({ status: "created", providerPaymentId: null, failureReason: null });

    const paid = await checkout(orderId, "success", await as(owner.id));
    const confirmed = await postJson(
      t.app,
      "/api/subscriber/confirm-order",
      { ...paid.body, contestId: contest.id, userId: owner.id },
      await as(owner.id),
    );
    expect(confirmed.status).toBe(200);
    const before = await orderRow();
    for (const outcome of ["success", "failure"] as const) {
      expect(expectErrorShape(await checkout(orderId, outcome, await as(owner.id)), 409).message).toBe("This order has already been paid.");
    }
    expect(await orderRow()).toEqual(before);
  });
});

describe("[REGISTRATION] create-order's entry checks, read together", () => {
  it("refuse a judge of the contest by their address however it is written, and keep their order of precedence", async () => {
    const contest = await createContest(db(), { entryFeePaise: 9_900, eligibleCountryIds: ["nowhere"] });
    const judge = await createJudge(db());
    await db().insert(judgeAccounts).values({ judgeId: judge.id, email: "Juror.Entry@Example.in", emailKey: "juror.entry@example.in" });
    await db().insert(judgingPanel).values({ contestId: contest.id, judgeId: judge.id });
    const creator = await createUser(db(), { email: "JUROR.entry@example.in" });
    const order = async (contestId: string) =>
      postJson(
        t.app,
        "/api/subscriber/create-order",
        { contestId, userId: creator.id, link },
        { cookie: await cookieForUser(t.app, creator.id) },
      );
    // Eligibility is checked before the judge's conflict of interest.
    expect(expectErrorShape(await order(contest.id), 422).message).toBe("Your country is not eligible for this contest.");
    await db().update(contests).set({ eligibleCountryIds: [] }).where(eq(contests.id, contest.id));
    expect(expectErrorShape(await order(contest.id), 422).message).toBe("You judge this contest, so you cannot enter it.");
    // The same person on another contest's panel only is not refused.
    const other = await createContest(db(), { entryFeePaise: 9_900 });
    expect((await order(other.id)).status).toBe(200);
    // An unknown contest is a 404 before anything else.
    expect(expectErrorShape(await order("0".repeat(24)), 404).message).toBe("Contest not found.");
    expect(await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id))).toHaveLength(0);
  });
});

describe("[REGISTRATION] statements of the confirm dialog's look-up", () => {
  it("the confirm dialog's look-up is 3: the rate limit, the session and one read of the creator with the duplicate check", async () => {
    const contest = await createContest(db(), { entryFeePaise: 9_900, maxParticipants: 10 });
    const user = await createUser(db());
    const headers = { cookie: await cookieForUser(t.app, user.id) };
    const lookUp = () => t.app.inject({ method: "GET", url: `/api/user/getByEmail/${user.email}?contestId=${contest.id}`, headers });

    const before = await statementsOf(lookUp);
    expect(before.answer.statusCode).toBe(200);
    expect(before.answer.json()).toMatchObject({ isOk: true, alreadyRegistered: false, data: { _id: user.id, email: user.email } });
    expect(shown(before.statements)).toHaveLength(3);
    // Never read for the dialog: bank details, documents, the password hash.
    expect(before.statements.join("\n")).not.toMatch(/bank_details_encrypted|aadhar_card_key|password_hash/);

    await createSubscriber(db(), { contestId: contest.id, userId: user.id });
    const after = await statementsOf(lookUp);
    expect(after.answer.json()).toMatchObject({ isOk: true, alreadyRegistered: true });
    expect(shown(after.statements)).toHaveLength(3);
  });
});
