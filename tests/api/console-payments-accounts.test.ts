import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/console.ts";
import { paymentReceipts } from "#db/schema/receipts.ts";
import { paymentOrders, paymentRefunds } from "#db/schema.ts";
import { toIstDay } from "#shared/console/ist-input.ts";
import type { ContestTotals, PaymentsList, PeriodTotals } from "#shared/console/payments.ts";
import { cookieForUser } from "../support/creator-session.ts";
import { type ContestRow, createContest, createUser } from "../support/factories.ts";
import { postJson } from "../support/inject.ts";
import { payThroughCheckout } from "../support/paid-registration.ts";
import { type RazorpayStandIn, startRazorpayStandIn } from "../support/razorpay-stand-in.ts";
import { createStaffMember, signInAs, signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The payments page as the company's accountant uses it, signed in with the accountant's role: finding a
 * payment by its Razorpay id or receipt number, the month's totals (per contest and per day), the orders
 * and refunds as CSV files, and the receipts; and nothing of the creators' registrations.
 */
let rzp: RazorpayStandIn;
let t: TestApp;
let owner: string;
let accountant: string;
let accountantId: string;
const link = "https://youtube.com/watch?v=console-accounts";
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  rzp = await startRazorpayStandIn();
  t = await createTestApp(rzp.env);
  owner = await signInStaff(t.app, "owner");
  const member = await createStaffMember(t.app, { role: "accountant" });
  accountantId = member.id;
  accountant = await signInAs(t.app, member);
});
afterAll(async () => {
  await t?.close();
  await rzp?.close();
});

const db = () => t.database.db;
async function get(url: string, cookie = accountant) {
  const raw = await t.app.inject({ method: "GET", url, headers: { cookie } });
  return raw;
}
async function data<T>(url: string): Promise<T> {
  const raw = await get(url);
  expect(raw.statusCode, raw.body).toBe(200);
  return (raw.json() as { data: T }).data;
}

async function paid(contest: ContestRow) {
  const user = await createUser(db());
  const { cookie, orderId, paymentId, registrationId } = await payThroughCheckout(t.app, rzp, {
    contestId: contest.id,
    userId: user.id,
    link,
  });
  const [order] = await db()
    .select({ id: paymentOrders.id, receiptNumber: paymentReceipts.receiptNumber })
    .from(paymentOrders)
    .leftJoin(paymentReceipts, eq(paymentReceipts.paymentOrderId, paymentOrders.id))
    .where(eq(paymentOrders.providerOrderId, orderId));
  return { user, cookie, orderId, paymentId, registrationId, order: order! };
}

/** Moves a paid order, its receipt and its refunds `days` back in time, as if paid then. */
async function movedBack(orderRowId: string, days: number) {
  const at = new Date(Date.now() - days * DAY);
  await db().update(paymentOrders).set({ createdAt: at, updatedAt: at }).where(eq(paymentOrders.id, orderRowId));
  await db().update(paymentReceipts).set({ issuedAt: at }).where(eq(paymentReceipts.paymentOrderId, orderRowId));
  await db().update(paymentRefunds).set({ createdAt: at, updatedAt: at }).where(eq(paymentRefunds.paymentOrderId, orderRowId));
}

describe("[CONSOLE ACCOUNTS] finding a payment", () => {
  it("finds an order by its Razorpay order, payment or refund id, a part of one in any case, or its receipt number; refunds likewise", async () => {
    const contest = await createContest(db());
    const one = await paid(contest);
    const other = await paid(contest);
    // A second capture on `one`'s order: refunded at once, found by its own payment id.
    const second = rzp.pay(one.orderId);
    await postJson(
      t.app,
      "/api/subscriber/confirm-order",
      { ...second.checkout, contestId: contest.id, userId: one.user.id },
      { cookie: one.cookie },
    );

    const found = async (q: string) => {
      const list = await data<PaymentsList>(`/api/admin/payments?q=${encodeURIComponent(q)}`);
      return {
        orders: list.orders.map((o) => o.providerOrderId),
        total: list.total,
        refunds: list.refunds.map((r) => r.providerPaymentId),
      };
    };
    expect(await found(one.paymentId)).toEqual({ orders: [one.orderId], total: 1, refunds: [] });
    expect(await found(other.orderId)).toEqual({ orders: [other.orderId], total: 1, refunds: [] });
    expect((await found(other.paymentId.slice(4).toUpperCase())).orders).toEqual([other.orderId]);
    expect(one.order.receiptNumber).toMatch(/^CC\/\d{4}-\d{2}\/\d{6}$/);
    expect((await found(one.order.receiptNumber ?? "")).orders).toEqual([one.orderId]);
    // The refunded second payment: its order among the orders, the refund among the refunds.
    expect(await found(second.payment.id)).toEqual({ orders: [one.orderId], total: 1, refunds: [second.payment.id] });
    // % and _ are taken literally: nothing has them.
    expect((await found("%")).total).toBe(0);
    expect((await found("pay_%")).total).toBe(0);
    // The search keeps the page's other filters.
    expect((await found(one.paymentId)).total).toBe(1);
    const list = await data<PaymentsList>(`/api/admin/payments?q=${one.paymentId}&state=created`);
    expect(list.total).toBe(0);
  });
});

describe("[CONSOLE ACCOUNTS] the month's totals", () => {
  it("per contest and per IST day follow the date and contest filters: a payment on the day it was captured, a refund on the day it was asked for", async () => {
    const contest = await createContest(db(), { title: "Accounts Cup" });
    const earlier = await paid(contest);
    const refunded = await paid(contest);
    const today = await paid(contest);
    await movedBack(earlier.order.id, 3);
    await movedBack(refunded.order.id, 2);
    // Refunded today, two days after it was paid.
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/registrations/${refunded.registrationId}/refund`,
      headers: { cookie: owner },
      payload: { confirm: true, reason: "Entered the wrong contest." },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const day = (days: number) => toIstDay(new Date(Date.now() - days * DAY));

    const totals = (query: string) => data<ContestTotals[]>(`/api/admin/payments/totals?contestId=${contest.id}&${query}`);
    // All time: three payments collected, one refunded.
    expect(await totals("")).toEqual([
      expect.objectContaining({ collectedPaise: 3 * 49_900, capturedPayments: 3, refundedPaise: 49_900, netPaise: 2 * 49_900 }),
    ]);
    // The day two days ago: one payment (the one refunded later), no refund yet.
    expect(await totals(`from=${day(2)}&to=${day(2)}`)).toEqual([
      expect.objectContaining({ collectedPaise: 49_900, capturedPayments: 1, refundedPaise: 0, refunds: 0, netPaise: 49_900 }),
    ]);
    // Today: one payment in, one refund out.
    expect(await totals(`from=${day(0)}&to=${day(0)}`)).toEqual([
      expect.objectContaining({ collectedPaise: 49_900, capturedPayments: 1, refundedPaise: 49_900, refunds: 1, netPaise: 0 }),
    ]);
    // A day with nothing: no row.
    expect(await totals(`from=${day(1)}&to=${day(1)}`)).toEqual([]);

    const byDay = await data<PeriodTotals>(`/api/admin/payments/totals/by-period?contestId=${contest.id}&from=${day(5)}&to=${day(0)}`);
    // Razorpay's fee on each ₹499 payment (the stand-in's 2 % + 18 % GST): ₹9.98 and ₹1.80 GST, kept on a refund too.
    const fees = { razorpayFeePaise: 998, gstOnFeePaise: 180, feeNotKnownPayments: 0 };
    expect(byDay).toEqual({
      unit: "day",
      rows: [
        {
          period: day(0),
          collectedPaise: 49_900,
          capturedPayments: 1,
          refundedPaise: 49_900,
          refunds: 1,
          netPaise: 0,
          ...fees,
          settledPaise: -1_178,
        },
        {
          period: day(2),
          collectedPaise: 49_900,
          capturedPayments: 1,
          refundedPaise: 0,
          refunds: 0,
          netPaise: 49_900,
          ...fees,
          settledPaise: 48_722,
        },
        {
          period: day(3),
          collectedPaise: 49_900,
          capturedPayments: 1,
          refundedPaise: 0,
          refunds: 0,
          netPaise: 49_900,
          ...fees,
          settledPaise: 48_722,
        },
      ],
    });
    // Without dates, per month: every row's sums add up to the contest's totals.
    const byMonth = await data<PeriodTotals>(`/api/admin/payments/totals/by-period?contestId=${contest.id}`);
    expect(byMonth.unit).toBe("month");
    expect(byMonth.rows.every((row) => /^\d{4}-\d{2}$/.test(row.period))).toBe(true);
    expect(byMonth.rows.reduce((sum, row) => sum + row.netPaise, 0)).toBe(2 * 49_900);
    expect(today.order.receiptNumber).toBeTruthy();
  });
});

describe("[CONSOLE ACCOUNTS] CSV exports", () => {
  it("orders and refunds download as UTF-8 CSV with a BOM, IST times, rupees, Razorpay ids and receipts, filtered as the page, audited", async () => {
    const contest = await createContest(db(), { title: "=Export Cup" });
    const one = await paid(contest);
    const two = await paid(contest);
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/registrations/${two.registrationId}/refund`,
      headers: { cookie: owner },
      payload: { confirm: true, reason: "Asked to withdraw." },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const orders = await get(`/api/admin/payments/export.csv?contestId=${contest.id}`);
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(orders.headers["content-disposition"]).toBe(`attachment; filename="payments-${toIstDay(new Date())}-export-cup.csv"`);
    expect(orders.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(orders.rawPayload.subarray(3).toString("utf8"), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      "Created (IST)",
      "Updated (IST)",
      "Contest",
      "State",
      "Amount (INR)",
      "Razorpay fee excl. GST (INR)",
      "GST on fee (INR)",
      "Currency",
      "Receipt number",
      "Razorpay order ID",
      "Razorpay payment ID",
      "Razorpay refund ID",
      "Note",
      "Registration ID",
    ]);
    expect(rows).toHaveLength(2);
    const first = rows.find((row) => row["Razorpay order ID"] === one.orderId);
    expect(first).toMatchObject({
      // A title starting with = cannot become a formula.
      Contest: "'=Export Cup",
      State: "Paid",
      "Amount (INR)": "499.00",
      Currency: "INR",
      "Receipt number": one.order.receiptNumber,
      "Razorpay payment ID": one.paymentId,
      "Registration ID": one.registrationId,
    });
    expect(first?.["Created (IST)"]).toMatch(new RegExp(`^${toIstDay(new Date())} \\d{2}:\\d{2}:\\d{2}$`));
    expect(rows.find((row) => row["Razorpay order ID"] === two.orderId)).toMatchObject({
      State: "Refunded",
      "Receipt number": two.order.receiptNumber,
      "Amount (INR)": "499.00",
    });

    // The search narrows the file as it narrows the page.
    const searched = await get(`/api/admin/payments/export.csv?q=${one.paymentId}`);
    expect(parse(searched.rawPayload.subarray(3).toString("utf8"), { columns: true })).toHaveLength(1);

    const refunds = await get(`/api/admin/payments/refunds.csv?contestId=${contest.id}`);
    expect(refunds.statusCode).toBe(200);
    expect(refunds.headers["content-disposition"]).toBe(`attachment; filename="refunds-${toIstDay(new Date())}-export-cup.csv"`);
    const refundRows = parse(refunds.rawPayload.subarray(3).toString("utf8"), { columns: true }) as Record<string, string>[];
    expect(refundRows).toEqual([
      expect.objectContaining({
        State: "Refunded",
        "Amount (INR)": "499.00",
        "Razorpay payment ID": two.paymentId,
        Reason: "Refunded by the organiser: “Asked to withdraw.”",
        "Registration ID": two.registrationId,
      }),
    ]);
    // A state no refund has: an empty file with its header.
    const none = await get(`/api/admin/payments/refunds.csv?contestId=${contest.id}&state=paid`);
    expect(none.rawPayload.subarray(3).toString("utf8").trim().split("\n")).toHaveLength(1);
    // A filter that does not hold is refused with its reason, as the list refuses it.
    const bad = await get(`/api/admin/payments/export.csv?from=2026-11-30&to=2026-11-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: "The From date is after the To date." });
    expect((await t.app.inject({ method: "GET", url: "/api/admin/payments/export.csv" })).statusCode).toBe(401);

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "payments"), eq(auditLog.entityId, contest.id)));
    expect(audits.map((row) => [row.action, row.staffId, row.changedFields])).toEqual([
      ["export", accountantId, { contestId: contest.id }],
      ["export-completed", accountantId, { contestId: contest.id, rows: 2 }],
    ]);
  });

  it("reads a long list in batches by keyset, every order once, oldest first", async () => {
    const { exportPaymentsCsv } = await import("#server/services/console/payments/export-payments.ts");
    const contest = await createContest(db());
    const made = [await paid(contest), await paid(contest), await paid(contest), await paid(contest), await paid(contest)];
    // Two share one created_at: the keyset orders ties by id.
    const same = new Date(Date.now() - DAY);
    await db().update(paymentOrders).set({ createdAt: same }).where(eq(paymentOrders.id, made[1]!.order.id));
    await db().update(paymentOrders).set({ createdAt: same }).where(eq(paymentOrders.id, made[2]!.order.id));
    const stream = exportPaymentsCsv(db(), "orders", { filters: { contestId: contest.id }, staffId: accountantId, batchSize: 2 });
    let text = "";
    for await (const chunk of stream) text += chunk.toString();
    const rows = parse(text.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row["Razorpay order ID"]).sort()).toEqual(made.map((m) => m.orderId).sort());
    expect(rows.map((row) => row["Created (IST)"])).toEqual([...rows.map((row) => row["Created (IST)"])].sort());
  });

  it("a registration's receipt opens from the console as the creator's PDF, also after a refund; none for an unpaid one", async () => {
    const contest = await createContest(db());
    const one = await paid(contest);
    const receipt = await get(`/api/admin/registrations/${one.registrationId}/receipt.pdf`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    const fileName = `receipt-${(one.order.receiptNumber ?? "").replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
    expect(receipt.headers["content-disposition"]).toBe(`attachment; filename="${fileName}"`);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/registrations/${one.registrationId}/refund`,
      headers: { cookie: owner },
      payload: { confirm: true, reason: "Asked to withdraw." },
    });
    expect(refund.statusCode).toBe(200);
    const afterRefund = await get(`/api/admin/registrations/${one.registrationId}/receipt.pdf`);
    expect(afterRefund.statusCode).toBe(200);
    // The accountant's copy says the refund, as the creator's does; the one before it did not.
    const textOf = async (pdf: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
    expect(await textOf(receipt.rawPayload)).not.toMatch(/Refund/);
    expect(await textOf(afterRefund.rawPayload)).toMatch(/Refund(ed|\s+of)\s+₹/);

    const user = await createUser(db());
    const cookie = await cookieForUser(t.app, user.id);
    const started = await postJson<{ data: { subscriber: { _id: string } } }>(
      t.app,
      "/api/subscriber/create-order",
      { contestId: contest.id, userId: user.id, link },
      { cookie },
    );
    const none = await get(`/api/admin/registrations/${started.body.data.subscriber._id}/receipt.pdf`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: "This registration has no payment receipt." });
    expect((await t.app.inject({ method: "GET", url: `/api/admin/registrations/${one.registrationId}/receipt.pdf` })).statusCode).toBe(401);
  });
});

describe("[CONSOLE ACCOUNTS] the accountant's role", () => {
  it("opens payments, totals, exports and receipts, and is refused every registration, its CSV and the pages with creators' details", async () => {
    const contest = await createContest(db());
    const one = await paid(contest);
    expect((await get(`/api/admin/payments?q=${one.orderId}`)).statusCode).toBe(200);
    expect((await get(`/api/admin/payments/totals`)).statusCode).toBe(200);
    expect((await get(`/api/admin/payments/export.csv?contestId=${contest.id}`)).statusCode).toBe(200);
    expect((await get(`/api/admin/registrations/${one.registrationId}/receipt.pdf`)).statusCode).toBe(200);
    for (const url of [
      `/api/admin/registrations/${one.registrationId}`,
      `/api/admin/registrations?contestId=${contest.id}`,
      `/api/admin/registrations/export.csv?contestId=${contest.id}`,
      `/api/admin/contests/${contest.id}/winners`,
      "/api/admin/audit-log",
      "/api/admin/affiliates",
      "/api/admin/messages",
      "/api/admin/privacy/requests",
    ]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ message: "Your role does not allow this." });
      // Nothing of the creator rides along with the refusal.
      expect(refused.body, url).not.toContain(one.user.email);
    }
  });

  it("the payments page leaves out the way to registrations for an accountant and keeps it for a viewer", async () => {
    const { loadPaymentsPage } = await import("#app/routes/admin/payments.server.ts");
    const { RouterContextProvider } = await import("react-router");
    const { appContext } = await import("#app/router-context.ts");
    const viewer = await signInStaff(t.app, "viewer");
    const pageFor = async (cookie: string) => {
      const context = new RouterContextProvider();
      context.set(appContext, t.app.ctx);
      const request = new Request("http://127.0.0.1/admin/payments", { headers: { cookie } });
      return (await loadPaymentsPage(context, request)) as { canOpenRegistrations: boolean };
    };
    expect((await pageFor(accountant)).canOpenRegistrations).toBe(false);
    expect((await pageFor(viewer)).canOpenRegistrations).toBe(true);
  });
});
