import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.ts";
import { mailOutbox, mailUnsubscribes } from "#db/schema/mail.ts";
import { type MailWorker, startMailWorker } from "#server/jobs/mail-worker.ts";
import { enqueueMail, type OutgoingMail } from "#server/services/mail/outbox.ts";
import { type SendResult, sendDueMail } from "#server/services/mail/send-outbox.ts";
import { smtpTransport } from "#server/services/mail/transport.ts";
import { eventually, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/*
 * The outbox against a real SMTP server on 127.0.0.1: delivery with both bodies and the headers,
 * refusals and outages retried with back-off, a crash between commit and send, and (on PostgreSQL)
 * several workers draining one outbox at once. docs/mail.md explains the guarantees tested here.
 */
let sink: SmtpSink;
let t: TestApp;
const workers: MailWorker[] = [];
const results: SendResult[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: sink.url,
    MAIL_FROM: "CreatorCup <no-reply@contests.example.in>",
    PUBLIC_URL: "http://contests.example.in",
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
beforeEach(async () => {
  await db().delete(mailOutbox);
  sink.received.length = 0;
  sink.refused = 0;
  sink.delayMs = 0;
});
afterEach(async (context) => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  // What the workers did, to read when a test failed.
  if (context.task.result?.state === "fail") console.info("mail worker results", JSON.stringify(results));
  results.length = 0;
});

const db = () => t.database.db;
const config = () => t.app.ctx.config;
const quick = { retryDelayMs: 30, maxRetryDelayMs: 200, pollMs: 100 };
const start = (options: Parameters<typeof startMailWorker>[2] = {}, database = db()) => {
  // A worker error fails the test (console.error does).
  const worker = startMailWorker(database, config(), {
    ...quick,
    onError: (error) => console.error(error),
    onResult: (result) => results.push(result),
    ...options,
  });
  workers.push(worker);
  return worker;
};
const rowByKey = async (dedupeKey: string) => (await db().select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey)))[0];
/** Written in a committed transaction, as every trigger does. */
const enqueueCommitted = (mail: OutgoingMail) => db().transaction((tx) => enqueueMail(tx, mail));

const receipt = (n = 1): OutgoingMail => ({
  template: "payment-receipt",
  to: `asha.${n}@example.in`,
  dedupeKey: `test-receipt:${n}`,
  creatorName: "Asha Verma",
  contestId: "0123456789abcdef01234567",
  contestTitle: "City in 60 Seconds",
  amountPaise: 49_900,
  paymentId: `pay_TEST${n}`,
  paidAt: "2026-11-21T10:35:00.000Z",
});

describe("[MAIL] delivery over SMTP", () => {
  it("sends a message with its plain-text and HTML bodies, a fixed Message-ID and our sender", async () => {
    await enqueueCommitted(receipt());
    start();
    const [mail] = await sink.waitFor(1);
    const row = await eventually(async () => {
      const r = await rowByKey("test-receipt:1");
      return r?.status === "sent" ? r : null;
    });

    expect(mail?.envelopeTo).toEqual(["asha.1@example.in"]);
    expect(mail?.from).toBe('"CreatorCup" <no-reply@contests.example.in>');
    expect(mail?.subject).toBe("Payment receipt: City in 60 Seconds");
    for (const body of [mail?.text ?? "", mail?.html ?? ""]) {
      expect(body).toContain("₹499");
      expect(body).toContain("pay_TEST1");
      // 10:35 UTC is 4:05 pm in India.
      expect(body).toMatch(/21 Nov 2026, 4:05\s?pm IST/);
      expect(body).toContain("http://contests.example.in/me");
    }
    expect(mail?.messageId).toBe(`<${row.id}.outbox@contests.example.in>`);
    expect(row).toMatchObject({ status: "sent", attempts: 1, deliveredVia: "smtp", messageId: mail?.messageId, lockedBy: null });
    expect(mail?.headers.get("auto-submitted")).toBe("auto-generated");
    // Only the test mailbox keeps the rendered message.
    expect(row.textBody).toBeNull();
  });

  it("puts a working one-click unsubscribe on reminders, and sends no more reminders to that address", async () => {
    const reminder = (n: number): OutgoingMail => ({
      template: "registration-reminder",
      to: "Ravi.Kumar@example.in",
      dedupeKey: `test-reminder:${n}`,
      creatorName: "Ravi Kumar",
      contestId: "0123456789abcdef01234567",
      contestTitle: "City in 60 Seconds",
      closesAt: "2026-11-25T18:29:59.999Z",
      amountPaise: 49_900,
    });
    await enqueueCommitted(reminder(1));
    start();
    const [mail] = await sink.waitFor(1);
    const row = await rowByKey("test-reminder:1");
    const link = `http://contests.example.in/api/mail/unsubscribe?token=${row?.unsubscribeToken}`;
    // Long headers are folded over lines; unfold before reading one.
    const head = (mail?.raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
    const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1]?.trim();
    expect(header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(header("List-Unsubscribe")).toBe(`<${link}>`);
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain("http://contests.example.in/contest/0123456789abcdef01234567?register=1");

    // Opening the link only asks; the mail app's one-click POST unsubscribes.
    const path = link.replace("http://contests.example.in", "");
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Stop reminders");
    expect(await db().select().from(mailUnsubscribes)).toEqual([]);
    const posted = await t.app.inject({
      method: "POST",
      url: path,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain("Reminders stopped");
    expect((await db().select().from(mailUnsubscribes)).map((r) => r.email)).toEqual(["ravi.kumar@example.in"]);
    const unknown = await t.app.inject({ method: "POST", url: "/api/mail/unsubscribe?token=not-a-real-token-at-all" });
    expect(unknown.statusCode).toBe(404);

    await enqueueCommitted(reminder(2));
    await eventually(async () => (await rowByKey("test-reminder:2"))?.status === "skipped");
    expect(sink.received).toHaveLength(1);
  });

  it("has no test mailbox when mail goes over SMTP", async () => {
    expect((await t.app.inject({ method: "GET", url: "/dev/mailbox.json" })).statusCode).toBe(404);
  });
});

describe("[MAIL] refusals and outages", () => {
  it("retries a temporary (4xx) and a permanent-looking (5xx) refusal with back-off, then delivers once", async () => {
    sink.answerNext({ code: 451, message: "Try again later" }, { code: 554, message: "Transaction failed" });
    await enqueueCommitted(receipt(2));
    start();
    await sink.waitFor(1);
    const row = await eventually(async () => {
      const r = await rowByKey("test-receipt:2");
      return r?.status === "sent" ? r : null;
    });
    expect(sink.refused).toBe(2);
    expect(row.attempts).toBe(3);
    // Another poll finds nothing to send: delivered exactly once.
    await eventually(async () => (await sendDueMail(db(), config(), smtpTransport(sink.url), { workerId: "check" })) === 0);
    expect(sink.received).toHaveLength(1);
  });

  it("keeps a message while the SMTP server is down and sends it once the server is back", async () => {
    const down = await startSmtpSink({ listening: false });
    const transport = smtpTransport(down.url);
    try {
      await enqueueCommitted(receipt(3));
      start({ transport });
      const failed = await eventually(async () => {
        const r = await rowByKey("test-receipt:3");
        return r && r.attempts >= 2 ? r : null;
      });
      expect(failed.status).toBe("pending");
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
      await down.start();
      const [mail] = await down.waitFor(1);
      const sent = await eventually(async () => {
        const r = await rowByKey("test-receipt:3");
        return r?.status === "sent" ? r : null;
      });
      expect(mail?.messageId).toBe(sent.messageId);
      expect(down.received).toHaveLength(1);
    } finally {
      // The worker closes its pooled connection, as a process does when it stops.
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      await down.close();
    }
  });

  it("gives a message up as failed after its last attempt, keeping why", async () => {
    sink.answerNext(...Array.from({ length: 3 }, () => ({ code: 550, message: "Mailbox unavailable" })));
    await enqueueCommitted(receipt(4));
    start({ maxAttempts: 3 });
    const row = await eventually(async () => {
      const r = await rowByKey("test-receipt:4");
      return r?.status === "failed" ? r : null;
    });
    expect(row).toMatchObject({ attempts: 3, lockedBy: null });
    expect(row.lastError).toContain("550");
    expect(sink.received).toHaveLength(0);
  });
});

describe("[MAIL] crashes", () => {
  it("a message committed before the process died is sent exactly once by the next process's worker", async () => {
    // The change and its message committed; the process died before its worker ran.
    await enqueueCommitted(receipt(5));
    expect((await rowByKey("test-receipt:5"))?.status).toBe("pending");
    // A new process: a worker with a new id, nothing in memory from before.
    const next = start();
    await sink.waitFor(1);
    await eventually(async () => (await rowByKey("test-receipt:5"))?.status === "sent");
    await next.stop();
    start();
    await eventually(async () => (await sendDueMail(db(), config(), smtpTransport(sink.url), { workerId: "late" })) === 0);
    expect(sink.received).toHaveLength(1);
  });

  it("one claim sends the rows it claimed, the longest due first, and counts one attempt each", async () => {
    for (const n of [21, 22, 23]) await enqueueCommitted(receipt(n));
    // Due in the order 22, 23, 21; a fourth row is not due yet and stays out of the claim.
    const dueAgo = { 21: 1, 22: 3, 23: 2 } as const;
    for (const [n, minutes] of Object.entries(dueAgo))
      await db()
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(mailOutbox.dedupeKey, `test-receipt:${n}`));
    await enqueueCommitted(receipt(24));
    await db().update(mailOutbox).set({ nextAttemptAt: sql`now() + interval '1 hour'` }).where(eq(mailOutbox.dedupeKey, "test-receipt:24"));
    const sent: SendResult[] = [];
    const claimed = await sendDueMail(db(), config(), smtpTransport(sink.url), { workerId: "ordered", onResult: (r) => sent.push(r) });
    expect(claimed).toBe(3);
    expect(sink.received.map((m) => m.envelopeTo[0])).toEqual(["asha.22@example.in", "asha.23@example.in", "asha.21@example.in"]);
    expect(sent.map((r) => [r.outcome, r.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
      ["sent", 1],
    ]);
    expect((await rowByKey("test-receipt:24"))?.status).toBe("pending");
  });

  it("sends a burst of messages over one reused SMTP connection, not one connection each", async () => {
    for (const n of [31, 32, 33, 34]) await enqueueCommitted(receipt(n));
    const transport = smtpTransport(sink.url);
    try {
      await sendDueMail(db(), config(), transport, { workerId: "burst" });
      await sendDueMail(db(), config(), transport, { workerId: "burst" });
    } finally {
      transport.close();
    }
    expect(sink.received).toHaveLength(4);
    expect(new Set(sink.received.map((m) => m.connectionId)).size).toBe(1);
  });

  it("a worker that died holding a claim blocks the message only until its lease lapses", async () => {
    await enqueueCommitted(receipt(6));
    // What a worker leaves behind when its process dies mid-send.
    await db()
      .update(mailOutbox)
      .set({ lockedBy: "dead-worker", lockedUntil: sql`now() + interval '700 milliseconds'`, attempts: 1 })
      .where(eq(mailOutbox.dedupeKey, "test-receipt:6"));
    const claimedTooEarly = await sendDueMail(db(), config(), smtpTransport(sink.url), { workerId: "eager" });
    expect(claimedTooEarly).toBe(0);
    start();
    await sink.waitFor(1);
    const row = await eventually(async () => {
      const r = await rowByKey("test-receipt:6");
      return r?.status === "sent" ? r : null;
    });
    expect(row.attempts).toBe(2);
    expect(sink.received).toHaveLength(1);
  });

  it("a message sent again after an acceptance that was never recorded carries the same Message-ID", async () => {
    await enqueueCommitted(receipt(7));
    const real = smtpTransport(sink.url);
    let calls = 0;
    // The SMTP server accepts, then the process "dies" before recording it: the row stays pending.
    const dying = {
      ...real,
      send: async (message: Parameters<typeof real.send>[0]) => {
        await real.send(message);
        if (++calls === 1) throw new Error("process died after the SMTP server accepted");
      },
    };
    await sendDueMail(db(), config(), dying, { workerId: "dying", retryDelayMs: 1 });
    expect((await rowByKey("test-receipt:7"))?.status).toBe("pending");
    // The next worker finds it still pending and sends it again.
    start();
    const [first, second] = await sink.waitFor(2);
    expect(first?.messageId).toBeTruthy();
    expect(second?.messageId).toBe(first?.messageId);
    await eventually(async () => (await rowByKey("test-receipt:7"))?.status === "sent");
    real.close();
  });

  it("stopping the worker lets the message being sent finish and be recorded, and hands the rest back", async () => {
    sink.delayMs = 400;
    await db().transaction(async (tx) => {
      for (const n of [8, 81, 82]) await enqueueMail(tx, receipt(n));
    });
    const worker = start();
    // All three claimed in one batch; the first is at the (slow) SMTP server.
    await eventually(async () => {
      const rows = await db().select().from(mailOutbox);
      return rows.length === 3 && rows.every((r) => r.lockedBy?.startsWith(worker.workerId));
    });
    await worker.stop();
    const rows = await db().select().from(mailOutbox);
    const sent = rows.filter((r) => r.status === "sent");
    expect(sent).toHaveLength(1);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.messageId).toBe(sent[0]?.messageId);
    // The others are free for the next worker at once, their attempt not counted.
    for (const row of rows.filter((r) => r.status !== "sent"))
      expect(row).toMatchObject({ status: "pending", lockedBy: null, attempts: 0 });
    sink.delayMs = 0;
    start();
    await sink.waitFor(3);
    await eventually(async () => (await db().select().from(mailOutbox)).every((r) => r.status === "sent"));
    expect(sink.received).toHaveLength(3);
  });
});

describe("[MAIL] waking", () => {
  it("an enqueue in this process wakes the worker: no waiting for the next poll", async () => {
    let idle = 0;
    start({ pollMs: 60_000, onIdle: () => idle++ });
    // The worker's first look found an empty outbox; it now sleeps for a minute unless woken.
    await eventually(async () => idle > 0);
    await enqueueCommitted(receipt(9));
    await sink.waitFor(1, 10_000);
    expect(sink.received[0]?.envelopeTo).toEqual(["asha.9@example.in"]);
  });
});

describe("[MAIL] several workers on PostgreSQL", () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "three workers, each on its own connections, drain one outbox without sending anything twice",
    async () => {
      const url = t.database.url;
      if (!url) throw new Error("PostgreSQL expected");
      const count = 60;
      await db().transaction(async (tx) => {
        for (let n = 100; n < 100 + count; n++) await enqueueMail(tx, receipt(n));
      });
      const pools: Database[] = [];
      try {
        for (let i = 0; i < 3; i++) pools.push(await openDatabase({ databaseUrl: url, poolSize: 3 }));
        for (const pool of pools) start({ batchSize: 4 }, pool.db);
        await sink.waitFor(count, 30_000);
        await eventually(async () => {
          const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.status, "sent"));
          return row?.n === count;
        });
        await Promise.all(workers.splice(0).map((w) => w.stop()));
      } finally {
        for (const pool of pools) await pool.close();
      }
      const ids = sink.received.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(count);
      expect(sink.received).toHaveLength(count);
      // No row was ever claimed twice.
      const senders = await db().select({ attempts: mailOutbox.attempts }).from(mailOutbox);
      expect(senders.every((r) => r.attempts === 1)).toBe(true);
    },
  );
});
