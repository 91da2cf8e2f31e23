import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { contactMessages, paymentRefunds } from "#db/schema.ts";
import { loadDashboard } from "#server/services/console/dashboard/dashboard.ts";
import { paymentTotalsByPeriod } from "#server/services/console/payments/payment-totals.ts";
import { createContest, createPaymentOrder, createSubscriber, createUser, DAY_MS } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

/** Noon IST on 20 November 2026: far from midnight, so "today" is unambiguous. */
const now = new Date("2026-11-20T06:30:00.000Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * An order of `subscriberId`: paid (its payment captured at `at`, the registration's completion), still
 * waiting since `at`, or refunded (paid at `at`, its refund asked for at `refundedAt`).
 */
async function paidOrder(
  subscriberId: string,
  amountPaise: number,
  status: "paid" | "created" | "refunded" = "paid",
  at = now,
  refundedAt = at,
) {
  const providerPaymentId = status === "created" ? null : `pay_${newId()}`;
  const order = await createPaymentOrder(t.database.db, {
    subscriberId,
    provider: "razorpay",
    providerPaymentId,
    amountPaise,
    status,
    createdAt: at,
    updatedAt: at,
  });
  if (status === "refunded" && providerPaymentId) {
    await t.database.db.insert(paymentRefunds).values({
      id: newId(),
      paymentOrderId: order.id,
      providerPaymentId,
      amountPaise,
      reason: "Refunded by the organiser",
      idempotencyKey: `refund-${providerPaymentId}`,
      status: "refunded",
      createdAt: refundedAt,
      updatedAt: refundedAt,
    });
  }
}

let openContest: { id: string; title: string };
let closingToday: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Registration open from two days ago to five days ahead (IST days), 10 places.
  openContest = await createContest(db, { now, maxParticipants: 10, title: "Dashboard City Reels" });
  // Open, unlimited, closing on today's IST day.
  closingToday = await createContest(db, { now, maxParticipants: 0, registrationEndDate: now, title: "Dashboard Last Day" });
  // Not open: registration ended a week ago, and an inactive one.
  await createContest(db, { now, registrationStartDate: daysAgo(20), registrationEndDate: daysAgo(7), title: "Dashboard Closed" });
  await createContest(db, { now, isActive: false, title: "Dashboard Hidden" });

  const register = async (contestId: string, completedAt: Date | null, status: "completed" | "pending" = "completed", hold?: Date) =>
    createSubscriber(db, {
      contestId,
      userId: (await createUser(db)).id,
      status,
      completedAt,
      holdExpiresAt: hold ?? null,
    });

  // Today (IST): three completed registrations, two of them paid ₹499 and ₹299.
  await paidOrder((await register(openContest.id, minutesAgo(30))).id, 49_900, "paid", minutesAgo(30));
  await paidOrder((await register(openContest.id, minutesAgo(200))).id, 29_900, "paid", minutesAgo(200));
  await register(closingToday.id, minutesAgo(60));
  // Three days ago: one paid ₹199. Eight days ago: one paid ₹1,000 (outside the 7 days, inside the 30).
  await paidOrder((await register(openContest.id, daysAgo(3))).id, 19_900, "paid", daysAgo(3));
  await paidOrder((await register(openContest.id, daysAgo(8))).id, 100_000, "paid", daysAgo(8));
  // Forty days ago: outside every figure.
  await paidOrder((await register(openContest.id, daysAgo(40))).id, 500_000, "paid", daysAgo(40));
  // A place held while its owner pays counts towards the fill (the server refuses with this count).
  const holding = await register(openContest.id, null, "pending", new Date(now.getTime() + 10 * 60_000));
  // Its order was made two hours ago and is still waiting: one stale payment. A fresh one is not stale.
  await paidOrder(holding.id, 49_900, "created", minutesAgo(120));
  const fresh = await register(closingToday.id, null, "pending", new Date(now.getTime() + 10 * 60_000));
  await paidOrder(fresh.id, 49_900, "created", minutesAgo(10));
  // Paid and refunded today: in and out on the same day, nothing left.
  await paidOrder((await register(closingToday.id, minutesAgo(90))).id, 77_700, "refunded", minutesAgo(90), minutesAgo(80));
  // Paid twelve days ago (in the 30 days), refunded five days ago (in the 7): the 7 days lose it, the 30 net nothing.
  const refundedLater = await createSubscriber(db, {
    contestId: closingToday.id,
    userId: (await createUser(db)).id,
    status: "cancelled",
    completedAt: daysAgo(12),
  });
  await paidOrder(refundedLater.id, 15_000, "refunded", daysAgo(12), daysAgo(5));

  // Messages: two new (one of them old), one read, one archived.
  for (const [status, createdAt] of [
    ["new", minutesAgo(5)],
    ["new", daysAgo(9)],
    ["read", daysAgo(1)],
    ["archived", daysAgo(2)],
  ] as const) {
    await db
      .insert(contactMessages)
      .values({ id: newId(), fullName: "A creator", email: "a@example.in", message: "Hello", status, createdAt });
  }
});
afterAll(async () => {
  await t?.close();
});

describe("console dashboard figures", () => {
  it("counts registrations and revenue (captured less refunded, each on its own IST day) for today, 7 and 30 IST days", async () => {
    const figures = await loadDashboard(t.database.db, now);
    // Today: the three completed plus the one whose order was refunded (paid and refunded today: no revenue).
    expect(figures.today).toEqual({ registrations: 4, revenuePaise: 49_900 + 29_900 });
    // The refund five days ago of a payment made twelve days ago is in the 7 days; its payment is not.
    expect(figures.last7Days).toEqual({ registrations: 5, revenuePaise: 49_900 + 29_900 + 19_900 - 15_000 });
    expect(figures.last30Days).toEqual({ registrations: 7, revenuePaise: 49_900 + 29_900 + 19_900 + 100_000 });
  });

  it("shows the payments page's net for the same IST days: the figures an accountant compares agree", async () => {
    const db = t.database.db;
    const figures = await loadDashboard(db, now);
    const net = async (from: string, to: string) =>
      (await paymentTotalsByPeriod(db, { from, to })).rows.reduce((sum, row) => sum + row.netPaise, 0);
    const day = (index: number) => figures.days.at(index)?.day ?? "";
    expect(figures.today.revenuePaise).toBe(await net(day(-1), day(-1)));
    expect(figures.last7Days.revenuePaise).toBe(await net(day(-7), day(-1)));
    expect(figures.last30Days.revenuePaise).toBe(await net(day(0), day(-1)));
    for (const d of figures.days) expect(d.revenuePaise, d.day).toBe(await net(d.day, d.day));
  });

  it("answers one entry per IST day for 30 days, zeros included, oldest first", async () => {
    const { days } = await loadDashboard(t.database.db, now);
    expect(days).toHaveLength(30);
    expect(days[0]?.day).toBe("2026-10-22");
    expect(days.at(-1)).toEqual({ day: "2026-11-20", registrations: 4, revenuePaise: 79_800 });
    expect(days.find((d) => d.day === "2026-11-17")).toEqual({ day: "2026-11-17", registrations: 1, revenuePaise: 19_900 });
    expect(days.find((d) => d.day === "2026-11-12")).toEqual({ day: "2026-11-12", registrations: 1, revenuePaise: 100_000 });
    expect(days.find((d) => d.day === "2026-11-15")).toEqual({ day: "2026-11-15", registrations: 0, revenuePaise: -15_000 });
    expect(days.find((d) => d.day === "2026-11-08")).toEqual({ day: "2026-11-08", registrations: 1, revenuePaise: 15_000 });
    expect(days.filter((d) => d.registrations === 0)).toHaveLength(26);
  });

  it("counts a registration on its IST day: 23:59 IST is still that day, 00:00 IST the next", async () => {
    const db = t.database.db;
    const contest = await createContest(db, { now, isActive: false });
    // 2026-11-18T18:29Z is 23:59 IST on the 18th; 18:30Z is 00:00 IST on the 19th.
    for (const at of ["2026-11-18T18:29:00Z", "2026-11-18T18:30:00Z"]) {
      await createSubscriber(db, { contestId: contest.id, userId: (await createUser(db)).id, completedAt: new Date(at) });
    }
    const { days } = await loadDashboard(db, now);
    expect(days.find((d) => d.day === "2026-11-18")?.registrations).toBe(1);
    expect(days.find((d) => d.day === "2026-11-19")?.registrations).toBe(1);
  });

  it("shows each open contest's fill (completed registrations and live holds) and the days left", async () => {
    const { openContests } = await loadDashboard(t.database.db, now);
    expect(openContests.map((c) => c.title)).toEqual(["Dashboard Last Day", "Dashboard City Reels"]);
    const city = openContests.find((c) => c.id === openContest.id);
    // Five completed (the one 40 days ago included: it still holds its place) and one hold.
    expect(city).toMatchObject({ placesTaken: 6, maxParticipants: 10, daysLeft: 5 });
    const lastDay = openContests.find((c) => c.id === closingToday.id);
    expect(lastDay).toMatchObject({ placesTaken: 3, maxParticipants: 0, daysLeft: 0 });
  });

  it("counts payments waiting over an hour, and the messages nobody has opened", async () => {
    const figures = await loadDashboard(t.database.db, now);
    expect(figures.stalePendingPayments).toBe(1);
    expect(figures.newMessages).toBe(2);
  });
});
