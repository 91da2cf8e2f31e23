import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { paymentOrders, subscribers } from "#db/schema.ts";
import { startPaymentReconciler } from "#server/jobs/reconciler.ts";
import { reconcilePendingPayments } from "#server/services/registration/reconcile-payments.ts";
import { cookieForUser } from "../support/creator-session.ts";
import { createCity, createContest, createSubscriber, createUser, daysFromNow, type UserRow } from "../support/factories.ts";
import { expectErrorShape, getJson, postJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type OrderAnswer = {
  isOk: true;
  data: {
    order: { id: string; amount: number; currency: string };
    subscriber: { _id: string };
    user: { name: string; email: string; contact: string };
  };
};
type Checkout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

let t: TestApp;
const link = "https://instagram.com/reel/my-entry";

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
/** Registration calls act for the signed-in creator: each is sent with that user's session. */
const as = async (userId: string) => ({ cookie: await cookieForUser(t.app, userId) });
const order = async (contestId: string, userId: string, videoLink: string | undefined = link) =>
  postJson<OrderAnswer>(t.app, "/api/subscriber/create-order", { contestId, userId, link: videoLink }, await as(userId));
const simulate = async (orderId: string, outcome: "success" | "failure", userId: string) =>
  postJson<Checkout & { error?: { description: string } }>(
    t.app,
    `/api/subscriber/simulated-checkout/${orderId}`,
    { outcome },
    await as(userId),
  );
const confirm = async (checkout: Checkout, contestId: string, userId: string) =>
  postJson<{ isOk: boolean; message: string }>(
    t.app,
    "/api/subscriber/confirm-order",
    { ...checkout, contestId, userId },
    await as(userId),
  );
const registrationsOf = (contestId: string, userId?: string) =>
  db()
    .select()
    .from(subscribers)
    .where(userId ? and(eq(subscribers.contestId, contestId), eq(subscribers.userId, userId)) : eq(subscribers.contestId, contestId));

describe("[REGISTRATION] payment mode without keys", () => {
  it("answers the simulated mode and a placeholder key", async () => {
    const res = await getJson<{ isOk: boolean; razorpayKeyId: string; mode: string }>(t.app, "/api/subscriber/get-razorpay-id");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isOk: true, mode: "simulated" });
    expect(res.body.razorpayKeyId).toMatch(/^rzp_test_/);
  });
});

describe("[REGISTRATION] create-order refusals (nothing the browser checks can be skipped)", () => {
  let user: UserRow;
  beforeAll(async () => {
    user = await createUser(db());
  });

  it("refuses before the window opens and after it closes (IST days)", async () => {
    const upcoming = await createContest(db(), { registrationStartDate: daysFromNow(3), registrationEndDate: daysFromNow(6) });
    const closed = await createContest(db(), { registrationStartDate: daysFromNow(-6), registrationEndDate: daysFromNow(-2) });
    const early = expectErrorShape(await order(upcoming.id, user.id), 409);
    expect(early.code).toBe("REGISTRATION_NOT_STARTED");
    const late = expectErrorShape(await order(closed.id, user.id), 409);
    expect(late).toMatchObject({ code: "REGISTRATION_CLOSED", message: "Registration for this contest is closed." });
    expect(await registrationsOf(closed.id)).toHaveLength(0);
  });

  it("refuses an ineligible place with the eligibility message of the first failing level", async () => {
    const city = await createCity(db());
    const elsewhere = await createCity(db());
    const placed = await createUser(db(), { cityId: elsewhere.id });
    const byCity = await createContest(db(), { eligibleCityIds: [city.id] });
    const res = expectErrorShape(await order(byCity.id, placed.id), 422);
    expect(res).toMatchObject({ code: "NOT_ELIGIBLE", message: "Your city is not eligible for this contest." });
    const byCountry = await createContest(db(), { eligibleCountryIds: ["0".repeat(24)] });
    expect(expectErrorShape(await order(byCountry.id, placed.id), 422).message).toBe("Your country is not eligible for this contest.");
  });

  it("refuses a user id that is not the signed-in creator's, and a missing or invalid video link", async () => {
    const contest = await createContest(db());
    const unknown = await postJson(
      t.app,
      "/api/subscriber/create-order",
      { contestId: contest.id, userId: "f".repeat(24), link },
      await as(user.id),
    );
    expect(expectErrorShape(unknown, 403).message).toBe("You can only register with the e-mail you confirmed.");
    expect(expectErrorShape(await order(contest.id, user.id, ""), 400).message).toBe("Video link is required");
    expect(expectErrorShape(await order(contest.id, user.id, "not a url"), 400).message).toBe("Please enter a valid URL");
  });

  it("refuses a full contest, counting unexpired holds", async () => {
    const contest = await createContest(db(), { maxParticipants: 2 });
    const first = await createUser(db());
    expect((await order(contest.id, first.id)).status).toBe(200);
    // A creator who paid meanwhile takes the other place: one hold and one payment fill the contest.
    await createSubscriber(db(), { contestId: contest.id, userId: (await createUser(db())).id });
    const full = expectErrorShape(await order(contest.id, user.id), 409);
    expect(full.code).toBe("REGISTRATION_FULL");
    // Once the hold has expired the place is free again.
    await db()
      .update(subscribers)
      .set({ holdExpiresAt: daysFromNow(-1) })
      .where(eq(subscribers.contestId, contest.id));
    expect((await order(contest.id, user.id)).status).toBe(200);
  });

  it("refuses a second registration once one is completed", async () => {
    const contest = await createContest(db());
    await createSubscriber(db(), { contestId: contest.id, userId: user.id });
    const res = expectErrorShape(await order(contest.id, user.id), 409);
    expect(res).toMatchObject({ code: "ALREADY_REGISTERED", message: "You have already registered for this contest with this email." });
  });
});

describe("[REGISTRATION] free contest", () => {
  it("completes at once and appears among applicants", async () => {
    const contest = await createContest(db(), { entryFeePaise: 0 });
    const user = await createUser(db());
    const res = await postJson<{ isOk: boolean; message: string; data: { free: boolean; subscriber: { _id: string } } }>(
      t.app,
      "/api/subscriber/create-order",
      { contestId: contest.id, userId: user.id, link },
      await as(user.id),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isOk: true, message: "Registration successful for free contest!", data: { free: true } });
    const [row] = await registrationsOf(contest.id, user.id);
    expect(row).toMatchObject({ status: "completed", link });
    const list = await getJson<{ data: { _id: string }[] }>(t.app, `/api/subscriber/list/${contest.id}`);
    expect(list.body.data.map((s) => s._id)).toEqual([row?.id]);
    expect(expectErrorShape(await order(contest.id, user.id), 409).code).toBe("ALREADY_REGISTERED");
  });
});

describe("[REGISTRATION] what a registration tells the caches", () => {
  /** The cache invalidations `work` asked for: "soon" ones and at-once ones. */
  async function invalidationsOf(work: () => Promise<void>): Promise<{ soon: unknown[][]; atOnce: unknown[][] }> {
    const soon = vi.spyOn(t.app.ctx.cache, "invalidateSoon");
    const atOnce = vi.spyOn(t.app.ctx.cache, "invalidate");
    try {
      await work();
      return { soon: [...soon.mock.calls], atOnce: [...atOnce.mock.calls] };
    } finally {
      soon.mockRestore();
      atOnce.mockRestore();
    }
  }

  it("a completed registration invalidates its contest 'soon' (pages may lag it by a second), never at once", async () => {
    const contest = await createContest(db(), { entryFeePaise: 0 });
    const user = await createUser(db());
    const asked = await invalidationsOf(async () => {
      expect((await order(contest.id, user.id)).status).toBe(200);
    });
    expect(asked.soon).toEqual([["contest"]]);
    expect(asked.atOnce).toEqual([]);
  });

  it("a paid one too: its held place and its completion, each 'soon'", async () => {
    const contest = await createContest(db(), { entryFeePaise: 49_900 });
    const user = await createUser(db());
    const asked = await invalidationsOf(async () => {
      const ordered = await order(contest.id, user.id);
      expect(ordered.status).toBe(200);
      const checkout = await simulate(ordered.body.data.order.id, "success", user.id);
      expect((await confirm(checkout.body, contest.id, user.id)).status).toBe(200);
    });
    expect(asked.soon).toEqual([[`contest:${contest.id}`], ["contest"]]);
    expect(asked.atOnce).toEqual([]);
  });
});

describe("[REGISTRATION] paid contest through the test-mode checkout", () => {
  it("holds a place, reuses it on a retry or a double click, and creates one order for the fee in paise", async () => {
    const contest = await createContest(db(), { entryFeePaise: 49_900 });
    const user = await createUser(db());
    const [a, b] = await Promise.all([order(contest.id, user.id), order(contest.id, user.id)]);
    const again = await order(contest.id, user.id);
    for (const res of [a, b, again]) expect(res.status).toBe(200);
    expect(a.body.data.order).toMatchObject({ amount: 49_900, currency: "INR" });
    expect(new Set([a, b, again].map((r) => r.body.data.order.id)).size).toBe(1);
    expect(a.body.data.user).toMatchObject({ email: user.email, name: "Asha Verma" });
    const rows = await registrationsOf(contest.id, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("pending");
    expect(rows[0]?.holdExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
  });

  it("confirms a signed success once, refuses a tampered signature, and a repeat is harmless", async () => {
    const contest = await createContest(db());
    const user = await createUser(db());
    const created = await order(contest.id, user.id);
    const checkout = (await simulate(created.body.data.order.id, "success", user.id)).body;
    const tampered = { ...checkout, razorpay_signature: checkout.razorpay_signature.replace(/^./, (c) => (c === "a" ? "b" : "a")) };
    expect(expectErrorShape(await confirm(tampered, contest.id, user.id), 400).message).toBe("Payment verification failed on server.");
    const other = await createUser(db());
    expect(expectErrorShape(await confirm(checkout, contest.id, other.id), 400).message).toBe("Payment verification failed on server.");
    expect((await registrationsOf(contest.id, user.id))[0]?.status).toBe("pending");

    const ok = await confirm(checkout, contest.id, user.id);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ isOk: true, message: "Payment successful and registration complete!" });
    const again = await confirm(checkout, contest.id, user.id);
    expect(again.status).toBe(200);
    const rows = await registrationsOf(contest.id, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "completed", isPaid: true, holdExpiresAt: null });
    const [paid] = await db()
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.subscriberId, rows[0]?.id ?? ""));
    expect(paid).toMatchObject({ status: "paid", amountPaise: 49_900, providerPaymentId: checkout.razorpay_payment_id });

    const lookup = await getJson<{ alreadyRegistered: boolean }>(
      t.app,
      `/api/user/getByEmail/${user.email.toUpperCase()}?contestId=${contest.id}`,
      await as(user.id),
    );
    expect(lookup.body.alreadyRegistered).toBe(true);
  });

  it("records a failed attempt, and the same order can still be paid afterwards", async () => {
    const contest = await createContest(db());
    const user = await createUser(db());
    const created = await order(contest.id, user.id);
    const failed = await simulate(created.body.data.order.id, "failure", user.id);
    expect(failed.status).toBe(200);
    expect(failed.body.error?.description).toBeTruthy();
    const [row] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, created.body.data.order.id));
    expect(row?.status).toBe("failed");
    const retry = await order(contest.id, user.id);
    expect(retry.body.data.order.id).toBe(created.body.data.order.id);
    const checkout = (await simulate(retry.body.data.order.id, "success", user.id)).body;
    expect((await confirm(checkout, contest.id, user.id)).status).toBe(200);
    expect(expectErrorShape(await simulate(retry.body.data.order.id, "failure", user.id), 409).code).toBe("CONFLICT");
  });

  it("completes a paid order whose browser never came back, through the reconciler", async () => {
    const contest = await createContest(db());
    const user = await createUser(db());
    const created = await order(contest.id, user.id);
    await simulate(created.body.data.order.id, "success", user.id);
    await db()
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(paymentOrders.providerOrderId, created.body.data.order.id));
    const report = await reconcilePendingPayments(t.app.ctx);
    expect(report.completed).toBeGreaterThanOrEqual(1);
    expect((await registrationsOf(contest.id, user.id))[0]?.status).toBe("completed");
  });

  it("the reconciler job runs on its interval and stops when asked", async () => {
    const contest = await createContest(db());
    const user = await createUser(db());
    const created = await order(contest.id, user.id);
    await simulate(created.body.data.order.id, "success", user.id);
    await db()
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(paymentOrders.providerOrderId, created.body.data.order.id));
    const stop = startPaymentReconciler(t.app, { intervalMs: 25 });
    try {
      for (let i = 0; i < 80 && (await registrationsOf(contest.id, user.id))[0]?.status !== "completed"; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await stop();
    }
    expect((await registrationsOf(contest.id, user.id))[0]?.status).toBe("completed");
  });
});
