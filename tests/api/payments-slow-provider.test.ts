import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { paymentOrders, subscribers } from "#db/schema.ts";
import { cookieForUser } from "../support/creator-session.ts";
import { createContest, createPaymentOrder, createUser } from "../support/factories.ts";
import { getJson, postJson } from "../support/inject.ts";
import { type RazorpayStandIn, startRazorpayStandIn } from "../support/razorpay-stand-in.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * A provider that takes 3 s to answer must not slow the rest of the site: no transaction is open
 * while it is asked (on the embedded database one open transaction blocks every other query).
 */
let rzp: RazorpayStandIn;
let t: TestApp;
const link = "https://youtube.com/watch?v=slow";
const PROVIDER_MS = 3_000;

beforeAll(async () => {
  rzp = await startRazorpayStandIn();
  t = await createTestApp(rzp.env);
});
afterAll(async () => {
  await t?.close();
  await rzp?.close();
});
beforeEach(() => {
  rzp.orderDelayMs = 0;
  rzp.refundDelayMs = 0;
});

const db = () => t.database.db;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Registration calls act for the signed-in creator: each is sent with that user's session. */
const as = async (userId: string) => ({ cookie: await cookieForUser(t.app, userId) });
const order = async (contestId: string, userId: string) =>
  postJson<{ data: { order: { id: string } } }>(t.app, "/api/subscriber/create-order", { contestId, userId, link }, await as(userId));

/** Time of an unrelated request made while `slow` is waiting on the provider. */
async function timeUnrelatedRequestDuring(slow: () => Promise<unknown>): Promise<number> {
  const other = await createContest(db(), { title: "Another contest" });
  const pending = slow();
  await sleep(300);
  const started = performance.now();
  const res = await getJson<{ data: { _id: string } }>(t.app, `/api/contest/get/${other.id}`);
  const took = performance.now() - started;
  expect(res.body.data._id).toBe(other.id);
  await pending;
  return took;
}

describe("[PAYMENTS] a slow provider", () => {
  it("create-order waiting 3 s on the provider does not slow an unrelated contest request", async () => {
    const contest = await createContest(db());
    const user = await createUser(db());
    await as(user.id); // signed in before the provider is slowed
    rzp.orderDelayMs = PROVIDER_MS;
    let created: Awaited<ReturnType<typeof order>> | undefined;
    const took = await timeUnrelatedRequestDuring(async () => {
      created = await order(contest.id, user.id);
    });
    console.info(`unrelated GET /api/contest/get/:id during a 3 s provider call: ${Math.round(took)} ms`);
    expect(took).toBeLessThan(1_000);
    expect(created?.status).toBe(200);
  });

  it("a double click while the provider is slow makes one provider order, and both answers carry it", async () => {
    const contest = await createContest(db());
    const user = await createUser(db());
    await as(user.id); // signed in before the provider is slowed
    rzp.orderDelayMs = 1_000;
    const before = rzp.requests.filter((r) => r.method === "POST" && r.path === "/v1/orders").length;
    const secondClick = async () => {
      await sleep(100);
      return order(contest.id, user.id);
    };
    const [a, b] = await Promise.all([order(contest.id, user.id), secondClick()]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.data.order.id).toBe(a.body.data.order.id);
    expect(rzp.requests.filter((r) => r.method === "POST" && r.path === "/v1/orders").length - before).toBe(1);
    const [registration] = await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id));
    const orders = await db()
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.subscriberId, registration?.id ?? ""));
    expect(orders.map((o) => o.status)).toEqual(["created"]);
  });

  it("a claim left by a process that died while asking the provider is taken over at once", async () => {
    const contest = await createContest(db());
    const user = await createUser(db());
    const first = await order(contest.id, user.id);
    expect(first.status).toBe(200);
    // As a process killed mid-call leaves it: its claim (status creating, no provider order yet).
    const [registration] = await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id));
    const subscriberId = registration?.id ?? "";
    const [row] = await db().delete(paymentOrders).where(eq(paymentOrders.subscriberId, subscriberId)).returning();
    if (!row) throw new Error("no order to replace");
    await createPaymentOrder(db(), {
      ...row,
      id: "deadbeef0000000000000001",
      providerOrderId: null,
      status: "creating",
      createdAt: new Date(),
    });
    const started = performance.now();
    const retry = await order(contest.id, user.id);
    const took = performance.now() - started;
    expect(retry.status).toBe(200);
    expect(took).toBeLessThan(5_000);
    const orders = await db().select().from(paymentOrders).where(eq(paymentOrders.subscriberId, subscriberId));
    expect(orders.map((o) => [o.status, o.providerOrderId])).toEqual([["created", retry.body.data.order.id]]);
  });

  it("a provider that fails leaves no half-made order, and the next click makes one", async () => {
    const contest = await createContest(db(), { entryFeePaise: 50 });
    const user = await createUser(db());
    // The stand-in refuses amounts under ₹1, as Razorpay does.
    const refused = await order(contest.id, user.id);
    expect(refused.status).toBe(502);
    expect((refused.body as unknown as { message: string }).message).toBe("Failed to create order on backend.");
    const [registration] = await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id));
    expect(
      await db()
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.subscriberId, registration?.id ?? "")),
    ).toHaveLength(0);
  });

  it("a slow refund does not slow an unrelated request either", async () => {
    const contest = await createContest(db());
    const user = await createUser(db());
    const created = await order(contest.id, user.id);
    const first = rzp.pay(created.body.data.order.id);
    expect(
      (
        await postJson(
          t.app,
          "/api/subscriber/confirm-order",
          { ...first.checkout, contestId: contest.id, userId: user.id },
          await as(user.id),
        )
      ).status,
    ).toBe(200);
    // A second capture on the paid order is refunded; the refund takes 3 s at the provider.
    const second = rzp.pay(created.body.data.order.id);
    rzp.refundDelayMs = PROVIDER_MS;
    const signedIn = await as(user.id);
    const took = await timeUnrelatedRequestDuring(() =>
      postJson(t.app, "/api/subscriber/confirm-order", { ...second.checkout, contestId: contest.id, userId: user.id }, signedIn),
    );
    expect(took).toBeLessThan(1_000);
    expect(rzp.refunds.filter((r) => r.payment_id === second.payment.id)).toHaveLength(1);
  });
});
