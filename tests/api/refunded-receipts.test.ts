import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appContext } from "#app/router-context.ts";
import { loadReceiptPage } from "#app/routes/me-receipt.server.ts";
import { paymentReceipts } from "#db/schema/receipts.ts";
import { paymentOrders, paymentRefunds, users } from "#db/schema.ts";
import { recordOrganiserRefund } from "#server/services/console/payments/refund-registration.ts";
import type { MyRegistration } from "#shared/api/my-registrations.ts";
import { cookieForUser } from "../support/creator-session.ts";
import { createContest, createPaymentOrder, createSubscriber, createUser } from "../support/factories.ts";
import { payThroughCheckout } from "../support/paid-registration.ts";
import { type RazorpayStandIn, startRazorpayStandIn } from "../support/razorpay-stand-in.ts";
import { createStaffMember, signInAs } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * A receipt once issued stays with its creator after the organiser refunds the payment
 * (docs/my-registrations-and-certificates.md): on /me, on its page and in its PDF, marked refunded; still only theirs.
 */
let rzp: RazorpayStandIn;
let t: TestApp;
let owner: string;
let ownerId: string;
const db = () => t.database.db;
const link = "https://youtube.com/watch?v=refunded-receipt";

beforeAll(async () => {
  rzp = await startRazorpayStandIn();
  t = await createTestApp(rzp.env);
  const member = await createStaffMember(t.app, { role: "owner" });
  ownerId = member.id;
  owner = await signInAs(t.app, member);
});
afterAll(async () => {
  await t?.close();
  await rzp?.close();
});

async function paidRegistration(language: "en" | "hi" = "en") {
  const contest = await createContest(db(), { title: "Reels of Raipur", entryFeePaise: 49_900 });
  const user = await createUser(db(), { firstName: "Meera", lastName: "Iyer" });
  const paid = await payThroughCheckout(t.app, rzp, { contestId: contest.id, userId: user.id, link });
  // The PDF's language is the creator's stored one (English registrations store English).
  await db().update(users).set({ language }).where(eq(users.id, user.id));
  const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.subscriberId, paid.registrationId));
  const [receipt] = await db()
    .select()
    .from(paymentReceipts)
    .where(eq(paymentReceipts.paymentOrderId, order?.id ?? ""));
  expect(receipt?.receiptNumber).toMatch(/^CC\/\d{4}-\d{2}\/\d{6}$/);
  return { ...paid, user, receiptNumber: receipt?.receiptNumber ?? "" };
}

const myEntry = async (cookie: string, registrationId: string) => {
  const answer = await t.app.inject({ method: "GET", url: "/api/me/registrations", headers: { cookie } });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { data: MyRegistration[] }).data.find((r) => r._id === registrationId);
};

const receiptPdf = (registrationId: string, cookie?: string) =>
  t.app.inject({ method: "GET", url: `/api/me/registrations/${registrationId}/receipt.pdf`, headers: cookie ? { cookie } : {} });

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

/** The receipt page's loader, as the site calls it, for a path under / or /hi/. */
function loadPage(path: string, registrationId: string, cookie: string) {
  const context = new RouterContextProvider();
  context.set(appContext, t.app.ctx);
  return loadReceiptPage({
    request: new Request(`http://127.0.0.1${path}`, { headers: { cookie } }),
    context,
    params: { registrationId },
  } as never);
}

describe("[REFUNDED RECEIPTS] a receipt the organiser's refund leaves in place", () => {
  it("stays on /me marked refunded, and its page and PDF say the refund, for the owner only", async () => {
    const paid = await paidRegistration();
    const before = await myEntry(paid.cookie, paid.registrationId);
    expect(before?.receipt).toMatchObject({ amount: 499, paymentId: paid.paymentId });

    const refunded = await t.app.inject({
      method: "POST",
      url: `/api/admin/registrations/${paid.registrationId}/refund`,
      headers: { cookie: owner },
      payload: { confirm: true, reason: "The creator asked to withdraw from the contest." },
    });
    expect(refunded.json()).toMatchObject({ isOk: true, refundState: "refunded" });

    // /me: the receipt is still there beside the refund, marked refunded.
    const after = await myEntry(paid.cookie, paid.registrationId);
    expect(after?.state).toBe("refunded");
    expect(after?.receipt).toEqual({ ...before?.receipt, refunded: true });
    expect(after?.refund).toMatchObject({ amount: 499, currency: "INR", refunded: true });
    expect(before?.receipt?.refunded).toBe(false);

    // The page, in English and Hindi: the receipt as issued, its status row saying the refund.
    const [refundRow] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.providerPaymentId, paid.paymentId));
    for (const [path, line] of [
      [`/me/receipts/${paid.registrationId}`, /^Refunded ₹499 on \d{1,2} \w{3} \d{4}$/],
      [`/hi/me/receipts/${paid.registrationId}`, /^₹499 का रिफ़ंड .+ को हो गया$/],
    ] as const) {
      const page = await loadPage(path, paid.registrationId, paid.cookie);
      if (!page.signedIn) throw new Error("the owner was not signed in");
      expect(page.receipt).toMatchObject({ receiptNumber: paid.receiptNumber, paymentId: paid.paymentId, amountPaise: 49_900 });
      expect(page.receipt.refund).toEqual({ amountPaise: 49_900, currency: "INR", refunded: true, at: refundRow?.updatedAt.toISOString() });
      expect(page.receipt.refunded).toMatch(line);
    }

    // The PDF: the owner's, with the number and the refund; 401 signed out, 403 for another creator.
    const pdf = await receiptPdf(paid.registrationId, paid.cookie);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(paid.receiptNumber);
    expect(text).toMatch(/Refunded ₹499 on \d{1,2} \w{3} \d{4}/);
    expect((await receiptPdf(paid.registrationId)).statusCode).toBe(401);
    const stranger = await cookieForUser(t.app, (await createUser(db())).id);
    expect((await receiptPdf(paid.registrationId, stranger)).statusCode).toBe(403);
    await expect(loadPage(`/me/receipts/${paid.registrationId}`, paid.registrationId, stranger)).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect(await myEntry(stranger, paid.registrationId)).toBeUndefined();
  });

  it("while the gateway has not confirmed the refund, says it was requested; the Hindi PDF in the owner's language", async () => {
    const paid = await paidRegistration("hi");
    // The first step of the organiser's refund only, as when the gateway does not answer.
    await recordOrganiserRefund(db(), { staffId: ownerId, registrationId: paid.registrationId, reason: "Duplicate entry." });
    const entry = await myEntry(paid.cookie, paid.registrationId);
    expect(entry?.receipt).toMatchObject({ paymentId: paid.paymentId, refunded: true });
    expect(entry?.refund).toMatchObject({ refunded: false });
    const page = await loadPage(`/me/receipts/${paid.registrationId}`, paid.registrationId, paid.cookie);
    expect(page.signedIn && page.receipt.refunded).toMatch(/^Refund of ₹499 requested on /);
    const text = await pdfText((await receiptPdf(paid.registrationId, paid.cookie)).rawPayload);
    expect(text).toContain(paid.receiptNumber);
    // Extracted text reorders shaped Devanagari (ि before its consonant): the parts that survive it.
    expect(text).toContain("₹499 के");
    expect(text).toContain("ड का अनुरोध");
  });

  it("a payment refunded before it completed the registration had no receipt, and still has none", async () => {
    const contest = await createContest(db(), { maxParticipants: 1 });
    const user = await createUser(db());
    const registration = await createSubscriber(db(), { contestId: contest.id, userId: user.id, status: "cancelled" });
    await createPaymentOrder(db(), { subscriberId: registration.id, status: "refunded", failureReason: "contest full" });
    const cookie = await cookieForUser(t.app, user.id);
    const entry = await myEntry(cookie, registration.id);
    expect(entry).toMatchObject({ state: "refunded", receipt: null, refund: { amount: 499, refunded: true } });
    expect((await receiptPdf(registration.id, cookie)).statusCode).toBe(404);
  });
});
