import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, mailUnsubscribes } from "#db/schema/mail.ts";
import { contactMessages, paymentOrders, subscribers } from "#db/schema.ts";
import { enqueueMail } from "#server/services/mail/outbox.ts";
import { enqueueRegistrationReminders } from "#server/services/mail/registration-reminders.ts";
import { enqueueResultsDeclaredMail } from "#server/services/mail/results-declared.ts";
import { sendDueMail } from "#server/services/mail/send-outbox.ts";
import { smtpTransport } from "#server/services/mail/transport.ts";
import { confirmOrder } from "#server/services/registration/confirm-order.ts";
import { createOrder } from "#server/services/registration/create-order.ts";
import { reconcilePendingPayments } from "#server/services/registration/reconcile-payments.ts";
import { startOfIstDay } from "#shared/ist.ts";
import { type ContestRow, createContest, createSubscriber, createUser, createWinner, daysFromNow } from "../support/factories.ts";
import { type RazorpayStandIn, type StandInPayment, startRazorpayStandIn } from "../support/razorpay-stand-in.ts";
import { eventually, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/*
 * Every message is written in the transaction of the change that causes it, once per change: the
 * browser's return, the webhook and the reconciler all settle the same payment, and only one receipt
 * exists. The registration services are called directly (the routes add the creator's session on top).
 */
let rzp: RazorpayStandIn;
let sink: SmtpSink;
let t: TestApp;
const MINUTE = 60_000;
const link = "https://youtube.com/watch?v=mail";

beforeAll(async () => {
  rzp = await startRazorpayStandIn();
  sink = await startSmtpSink();
  t = await createTestApp({ ...rzp.env, SMTP_URL: sink.url, PUBLIC_URL: "http://contests.example.in" });
});
afterAll(async () => {
  await t?.close();
  await rzp?.close();
  await sink?.close();
});

const db = () => t.database.db;
const ctx = () => t.app.ctx;
const mailTo = (email: string, template?: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(template ? and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, template)) : eq(mailOutbox.recipient, email));
const webhook = (event: string, payment: StandInPayment) => {
  const signed = rzp.webhook(event, payment);
  return t.app.inject({ method: "POST", url: "/api/subscriber/razorpay-webhook", payload: signed.body, headers: signed.headers });
};
const ageOrder = (providerOrderId: string) =>
  db()
    .update(paymentOrders)
    .set({ createdAt: new Date(Date.now() - 5 * MINUTE), updatedAt: new Date(Date.now() - 5 * MINUTE) })
    .where(eq(paymentOrders.providerOrderId, providerOrderId));

async function startPaying(contest: ContestRow) {
  const user = await createUser(db(), { firstName: "Meera", lastName: "Iyer" });
  const answer = await createOrder(ctx(), { contestId: contest.id, userId: user.id, link });
  if (answer.free) throw new Error("expected a paid contest");
  return { user, orderId: answer.order.id };
}

describe("[MAIL] payment receipt", () => {
  it("browser return, webhook and reconciler settle one payment: one receipt, with the payment's facts, delivered", async () => {
    const contest = await createContest(db(), { title: "Monsoon Reels", entryFeePaise: 49_900 });
    const { user, orderId } = await startPaying(contest);
    // 10:35 UTC is 4:05 pm in India.
    const paid = rzp.pay(orderId, { paidAt: new Date("2026-11-21T10:35:00Z") });
    await expect(confirmOrder(ctx(), { ...paid.checkout, contestId: contest.id, userId: user.id })).resolves.toMatchObject({
      message: "Payment successful and registration complete!",
    });
    expect((await webhook("payment.captured", paid.payment)).json()).toMatchObject({ handled: "already" });
    await ageOrder(orderId);
    await reconcilePendingPayments(ctx());
    await confirmOrder(ctx(), { ...paid.checkout, contestId: contest.id, userId: user.id });

    const receipts = await mailTo(user.email, "payment-receipt");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.payload).toMatchObject({
      creatorName: "Meera Iyer",
      contestTitle: "Monsoon Reels",
      amountPaise: 49_900,
      paymentId: paid.payment.id,
      receiptNumber: expect.stringMatching(/^CC\/\d{4}-\d{2}\/\d{6}$/),
    });
    const receiptNumber = String(receipts[0]?.payload.receiptNumber);

    sink.received.length = 0;
    await sendDueMail(db(), ctx().config, smtpTransport(sink.url), { workerId: "receipt" });
    const [mail] = await sink.waitFor(1);
    expect(mail?.envelopeTo).toEqual([user.email]);
    for (const body of [mail?.text ?? "", mail?.html ?? ""]) {
      expect(body).toContain("Monsoon Reels");
      expect(body).toContain("₹499");
      expect(body).toContain(paid.payment.id);
      // The number an accountant finds in the console and on the receipt page.
      expect(body).toContain(receiptNumber);
      expect(body).toMatch(/21 Nov 2026, 4:05\s?pm IST/);
      expect(body).toContain("http://contests.example.in/me");
    }
  });

  it("the webhook first, then the browser: still one receipt", async () => {
    const contest = await createContest(db());
    const { user, orderId } = await startPaying(contest);
    const paid = rzp.pay(orderId);
    expect((await webhook("payment.captured", paid.payment)).json()).toMatchObject({ handled: "completed" });
    await confirmOrder(ctx(), { ...paid.checkout, contestId: contest.id, userId: user.id });
    expect(await mailTo(user.email, "payment-receipt")).toHaveLength(1);
  });

  it("the reconciler alone (no browser, no webhook) completes the registration and writes its receipt", async () => {
    const contest = await createContest(db());
    const { user, orderId } = await startPaying(contest);
    rzp.pay(orderId);
    expect(await mailTo(user.email)).toHaveLength(0);
    await ageOrder(orderId);
    await reconcilePendingPayments(ctx());
    await reconcilePendingPayments(ctx());
    expect(await mailTo(user.email, "payment-receipt")).toHaveLength(1);
  });
});

describe("[MAIL] refund notice", () => {
  it("a payment of another amount is refunded and told once, however often it is reported", async () => {
    const contest = await createContest(db(), { title: "Street Food Stories", entryFeePaise: 49_900 });
    const { user, orderId } = await startPaying(contest);
    const under = rzp.pay(orderId, { amount: 10_000 }).payment;
    expect((await webhook("payment.captured", under)).json()).toMatchObject({ handled: "mismatch" });
    await webhook("payment.captured", under);
    await ageOrder(orderId);
    await reconcilePendingPayments(ctx());

    expect(await mailTo(user.email, "payment-receipt")).toHaveLength(0);
    const notices = await mailTo(user.email, "refund-notice");
    expect(notices).toHaveLength(1);
    expect(notices[0]?.payload).toMatchObject({
      contestTitle: "Street Food Stories",
      amountPaise: 10_000,
      paymentId: under.id,
      refundId: rzp.refunds.find((r) => r.payment_id === under.id)?.id,
      reason: "The amount paid did not match the entry fee.",
    });
  });

  it("a second payment for a completed registration: one receipt for the first, one refund notice for the second", async () => {
    const contest = await createContest(db());
    const { user, orderId } = await startPaying(contest);
    const first = rzp.pay(orderId);
    await confirmOrder(ctx(), { ...first.checkout, contestId: contest.id, userId: user.id });
    const second = rzp.pay(orderId);
    await expect(confirmOrder(ctx(), { ...second.checkout, contestId: contest.id, userId: user.id })).rejects.toMatchObject({
      code: "ALREADY_REGISTERED",
    });
    await webhook("payment.captured", second.payment);
    expect(await mailTo(user.email, "payment-receipt")).toHaveLength(1);
    const notices = await mailTo(user.email, "refund-notice");
    expect(notices.map((n) => n.payload.paymentId)).toEqual([second.payment.id]);
  });
});

describe("[MAIL] free registration", () => {
  it("completing a free registration writes its confirmation once; a repeat is refused and writes nothing", async () => {
    const contest = await createContest(db(), { title: "Poetry Minute", entryFeePaise: 0 });
    const user = await createUser(db());
    await createOrder(ctx(), { contestId: contest.id, userId: user.id, link });
    await expect(createOrder(ctx(), { contestId: contest.id, userId: user.id, link })).rejects.toMatchObject({
      code: "ALREADY_REGISTERED",
    });
    const mails = await mailTo(user.email);
    expect(mails.map((m) => m.template)).toEqual(["registration-complete"]);
    expect(mails[0]?.payload).toMatchObject({ contestTitle: "Poetry Minute", videoLink: link });
  });
});

describe("[MAIL] results declared", () => {
  it("tells every completed registrant once, winners with rank and prize", async () => {
    const contest = await createContest(db(), { title: "Dance Off" });
    const [winner, runner, other, unpaid] = await Promise.all([1, 2, 3, 4].map(() => createUser(db())));
    if (!winner || !runner || !other || !unpaid) throw new Error("users");
    const winning = await createSubscriber(db(), { contestId: contest.id, userId: winner.id });
    const second = await createSubscriber(db(), { contestId: contest.id, userId: runner.id });
    await createSubscriber(db(), { contestId: contest.id, userId: other.id });
    await createSubscriber(db(), { contestId: contest.id, userId: unpaid.id, status: "pending" });
    await createWinner(db(), {
      contestId: contest.id,
      subscriberId: winning.id,
      prizeRank: 1,
      prizeTitle: "First prize",
      prizeAmountPaise: 500_000,
    });
    await createWinner(db(), {
      contestId: contest.id,
      subscriberId: second.id,
      prizeRank: 2,
      prizeTitle: "Second prize",
      prizeAmountPaise: 0,
    });

    expect(await db().transaction((tx) => enqueueResultsDeclaredMail(tx, contest.id))).toBe(3);
    await db().transaction((tx) => enqueueResultsDeclaredMail(tx, contest.id));

    const payload = async (email: string) => {
      const rows = await mailTo(email, "results-declared");
      expect(rows).toHaveLength(1);
      return rows[0]?.payload;
    };
    expect(await payload(winner.email)).toMatchObject({ winner: true, rank: 1, prizeTitle: "First prize", prizeAmountPaise: 500_000 });
    expect(await payload(runner.email)).toMatchObject({ winner: true, rank: 2 });
    expect(await payload(other.email)).toMatchObject({ winner: false, rank: null, contestTitle: "Dance Off" });
    expect(await mailTo(unpaid.email)).toHaveLength(0);
  });

  it("a declaration rolled back takes its messages with it", async () => {
    const contest = await createContest(db());
    const user = await createUser(db());
    await createSubscriber(db(), { contestId: contest.id, userId: user.id });
    await expect(
      db().transaction(async (tx) => {
        await enqueueResultsDeclaredMail(tx, contest.id);
        throw new Error("declaring failed");
      }),
    ).rejects.toThrow("declaring failed");
    expect(await mailTo(user.email)).toHaveLength(0);
  });
});

describe("[MAIL] registration reminder", () => {
  it("reminds each unpaid registration once in the last day before registration closes, and nobody else", async () => {
    // Noon IST today, whatever the clock says: at 23:40 IST "half an hour later" would be the next
    // IST day, after registration closed.
    const now = new Date(startOfIstDay(new Date()).getTime() + 12 * 60 * MINUTE);
    // Registration ends today (IST): it closes within 24 hours.
    const closing = await createContest(db(), { now, title: "Last Call", registrationEndDate: now });
    const later = await createContest(db(), { now, registrationEndDate: daysFromNow(3, now) });
    const free = await createContest(db(), { now, entryFeePaise: 0, registrationEndDate: now });
    const hourAgo = new Date(now.getTime() - 60 * MINUTE);
    const pending = async (contest: ContestRow, createdAt = hourAgo, email?: string) => {
      const user = await createUser(db(), email ? { email } : {});
      await createSubscriber(db(), { contestId: contest.id, userId: user.id, status: "pending", createdAt, holdExpiresAt: createdAt });
      return user;
    };
    const unpaid = await pending(closing);
    const justStarted = await pending(closing, new Date(now.getTime() - 5 * MINUTE));
    const unsubscribed = await pending(closing, hourAgo, `quiet.${Date.now()}@example.in`);
    await db().insert(mailUnsubscribes).values({ email: unsubscribed.email.toLowerCase() });
    const paidUser = await createUser(db());
    await createSubscriber(db(), { contestId: closing.id, userId: paidUser.id });
    const notYet = await pending(later);
    const freeUser = await pending(free);

    expect(await enqueueRegistrationReminders(db(), now)).toBe(1);
    expect(await enqueueRegistrationReminders(db(), new Date(now.getTime() + MINUTE))).toBe(0);

    const reminders = await mailTo(unpaid.email, "registration-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.unsubscribeToken).toMatch(/^[\w-]{32}$/);
    expect(reminders[0]?.payload).toMatchObject({ contestTitle: "Last Call", amountPaise: 49_900, contestId: closing.id });
    for (const user of [justStarted, unsubscribed, paidUser, notYet, freeUser]) expect(await mailTo(user.email)).toHaveLength(0);
    // Half an hour later the one who had just started is reminded too.
    expect(await enqueueRegistrationReminders(db(), new Date(now.getTime() + 30 * MINUTE))).toBe(1);
    expect(await mailTo(justStarted.email, "registration-reminder")).toHaveLength(1);
  });

  it("does not remind a registration that has been paid or whose window has closed", async () => {
    const now = new Date();
    const contest = await createContest(db(), { registrationEndDate: daysFromNow(-1) });
    const user = await createUser(db());
    await createSubscriber(db(), { contestId: contest.id, userId: user.id, status: "pending", createdAt: daysFromNow(-2) });
    expect(await enqueueRegistrationReminders(db(), now)).toBe(0);
    const [row] = await db().select().from(subscribers).where(eq(subscribers.userId, user.id));
    expect(row?.status).toBe("pending");
  });
});

describe("[MAIL] contact form acknowledgement", () => {
  it("acknowledges a message once an hour per address, without repeating what was typed", async () => {
    const email = `writer.${Date.now()}@example.in`;
    const send = (message: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { fullName: "Kabir Das", email, message },
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
    expect((await send("Is there an age limit?")).statusCode).toBe(201);
    expect((await send("And a second question: <a href='https://spam.example'>win</a>")).statusCode).toBe(201);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(2);
    const acks = await mailTo(email, "contact-acknowledgement");
    expect(acks).toHaveLength(1);
    expect(JSON.stringify(acks[0]?.payload)).not.toMatch(/age limit|spam|Kabir/);
  });
});

describe("[MAIL] sign-in codes", () => {
  it("a code leaves the outbox once it is sent, and a code older than its validity is never sent", async () => {
    await db().delete(mailOutbox);
    await enqueueMail(db(), {
      template: "sign-in-code",
      to: "fresh@example.in",
      dedupeKey: "code:fresh",
      code: "482913",
      expiresInMinutes: 10,
    });
    await enqueueMail(db(), {
      template: "sign-in-code",
      to: "stale@example.in",
      dedupeKey: "code:stale",
      code: "111222",
      expiresInMinutes: 10,
    });
    await db().update(mailOutbox).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(mailOutbox.dedupeKey, "code:stale"));
    sink.received.length = 0;
    const transport = smtpTransport(sink.url);
    await eventually(async () => (await sendDueMail(db(), ctx().config, transport, { workerId: "codes" })) === 0);
    const [mail] = await sink.waitFor(1);
    expect(sink.received.map((m) => m.envelopeTo)).toEqual([["fresh@example.in"]]);
    expect(mail?.subject).toBe("482913 is your CreatorCup code");
    expect(mail?.text).toContain("482913");

    const [fresh] = await mailTo("fresh@example.in");
    const [stale] = await mailTo("stale@example.in");
    expect(fresh).toMatchObject({ status: "sent", payload: { expiresInMinutes: 10 } });
    expect(fresh?.payload).not.toHaveProperty("code");
    expect(stale).toMatchObject({ status: "skipped", attempts: 0, lastError: "the code expired before it could be sent" });
    expect(stale?.payload).not.toHaveProperty("code");
    transport.close();
  });
});
