import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { paymentReceipts, receiptCounters } from "#db/schema/receipts.ts";
import { enqueueMail } from "#server/services/mail/outbox.ts";
import { newWorkerId, sendDueMail, type WireMessage } from "#server/services/mail/send-outbox.ts";
import { issueReceiptNumber } from "#server/services/receipts/receipt-numbers.ts";
import { financialYearOf, formatReceiptNumber } from "#shared/receipts.ts";
import { signInCreator } from "../support/creator-session.ts";
import { createCompanyDetails, createContest, createPaymentOrder, createSubscriber, createUser } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
const db = () => t.database.db;

/** A completed registration with a paid order (not yet numbered). */
async function paidOrder(userId?: string) {
  const contest = await createContest(db(), { title: "Reels of Raipur", entryFeePaise: 49_900 });
  const user = userId ? { id: userId } : await createUser(db());
  const registration = await createSubscriber(db(), { contestId: contest.id, userId: user.id });
  const order = await createPaymentOrder(db(), { subscriberId: registration.id });
  return { registrationId: registration.id, orderId: order.id };
}

beforeAll(async () => {
  t = await createTestApp();
  await createCompanyDetails(db(), { name: "CreatorCup", legalName: "Creator Cup Media Private Limited", gstin: "27AAPFU0939F1ZV" });
});
afterAll(async () => {
  await t?.close();
});

describe("receipt numbers", () => {
  it("follow the Indian financial year in IST: 31 March 23:59 IST is the old year, 1 April 00:00 IST the new", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(financialYearOf(new Date("2099-12-31T00:00:00Z"))).toBe("2099-00");
  });

  it("are sequential without gaps or repeats when payments settle at once; a rolled-back payment keeps no number", async () => {
    const paidAt = new Date("2031-06-15T06:00:00Z");
    const orders = await Promise.all(Array.from({ length: 12 }, () => paidOrder()));
    const rolledBack = await paidOrder();
    const settle = (orderId: string, fail = false) =>
      db().transaction(async (tx) => {
        const number = await issueReceiptNumber(tx, { paymentOrderId: orderId, paidAt });
        // Something else in the payment's transaction takes a moment (on PostgreSQL the others wait for the counter row).
        await tx.execute(sql`select pg_sleep(0.01)`).catch(() => undefined);
        if (fail) throw new Error("the payment's transaction failed");
        return number;
      });
    const results = await Promise.allSettled([...orders.map((o) => settle(o.orderId)), settle(rolledBack.orderId, true)]);
    const numbers = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(numbers).toHaveLength(12);
    expect(numbers.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `CC/2031-32/${String(i + 1).padStart(6, "0")}`));
    const [kept] = await db().select().from(paymentReceipts).where(eq(paymentReceipts.paymentOrderId, rolledBack.orderId));
    expect(kept).toBeUndefined();
    // The next payment continues the sequence: 13, never a number already given.
    expect(await settle(rolledBack.orderId)).toBe("CC/2031-32/000013");
  });

  it("are written as formatReceiptNumber writes them, the receipt row agreeing, past six digits too", async () => {
    const paidAt = new Date("2040-07-01T06:00:00Z");
    const year = financialYearOf(paidAt);
    const issue = async () => {
      const { orderId } = await paidOrder();
      const number = await db().transaction((tx) => issueReceiptNumber(tx, { paymentOrderId: orderId, paidAt }));
      const [receipt] = await db().select().from(paymentReceipts).where(eq(paymentReceipts.paymentOrderId, orderId));
      return { number, receipt };
    };
    const first = await issue();
    expect(first.number).toBe(formatReceiptNumber(year, 1));
    expect(first.receipt).toMatchObject({ receiptNumber: first.number, financialYear: year, sequence: 1, issuedAt: paidAt });
    await db().update(receiptCounters).set({ lastNumber: 999_998 }).where(eq(receiptCounters.financialYear, year));
    expect((await issue()).number).toBe(formatReceiptNumber(year, 999_999));
    const seventh = await issue();
    expect(seventh.number).toBe(formatReceiptNumber(year, 1_000_000));
    expect(seventh.number).toBe("CC/2040-41/1000000");
    expect(seventh.receipt).toMatchObject({ receiptNumber: seventh.number, sequence: 1_000_000 });
  });
});

describe("GET /api/me/registrations/:id/receipt.pdf", () => {
  it("gives the creator a PDF with the number, their name and the company's legal name and GSTIN; nobody else", async () => {
    const creator = await createUser(db(), {
      firstName: "प्रिया",
      lastName: "Sharma",
      email: "priya.receipt@example.in",
      emailKey: "priya.receipt@example.in",
    });
    const { registrationId, orderId } = await paidOrder(creator.id);
    await db().transaction((tx) => issueReceiptNumber(tx, { paymentOrderId: orderId, paidAt: new Date("2032-05-01T06:00:00Z") }));
    const url = `/api/me/registrations/${registrationId}/receipt.pdf`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const stranger = await signInCreator(t.app, "someone.else@example.in");
    expect((await t.app.inject({ method: "GET", url, headers: { cookie: stranger } })).statusCode).toBe(403);

    const cookie = await signInCreator(t.app, "priya.receipt@example.in");
    const answer = await t.app.inject({ method: "GET", url, headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toBe('attachment; filename="receipt-CC-2032-33-000001.pdf"');
    const pdf = await getDocumentProxy(new Uint8Array(answer.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of [
      "CC/2032-33/000001",
      "Sharma",
      "Creator Cup Media Private Limited",
      "GSTIN 27AAPFU0939F1ZV",
      "Reels of Raipur",
      "₹499",
    ])
      expect(text).toContain(expected);
  });
});

describe("Reply-To", () => {
  it("goes to the support address on e-mails that invite a reply, and on no others", async () => {
    await db().delete(mailOutbox);
    await enqueueMail(db(), {
      template: "refund-notice",
      to: "riya@example.in",
      dedupeKey: `refund-notice:${newId()}`,
      creatorName: "Riya",
      contestId: newId(),
      contestTitle: "Reels of Raipur",
      amountPaise: 49_900,
      paymentId: "pay_1",
      refundedAt: new Date().toISOString(),
      organiserNote: "The contest was cancelled by the venue.",
    });
    await enqueueMail(db(), {
      template: "sign-in-code",
      to: "riya@example.in",
      dedupeKey: `code:${newId()}`,
      code: "123456",
      expiresInMinutes: 10,
    });
    const sent: WireMessage[] = [];
    const transport = { via: "smtp" as const, send: async (m: WireMessage) => void sent.push(m), close: () => undefined };
    await sendDueMail(db(), t.app.ctx.config, transport, { workerId: newWorkerId() });
    const refund = sent.find((m) => m.subject.startsWith("Refund"));
    expect(refund?.replyTo).toBe("support@example.in");
    // The refund e-mail quotes the organiser's reason.
    expect(refund?.text).toContain("The organiser's reason: “The contest was cancelled by the venue.”");
    expect(sent.find((m) => m.subject.includes("code"))?.replyTo).toBeUndefined();
  });
});
