import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.ts";
import { paymentOrders, paymentRefunds, subscribers } from "#db/schema.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createJobLock, JOB_LOCK_APPLICATION_NAME, type JobLock } from "#server/jobs/job-lock.ts";
import { runReconcilerOnce } from "#server/jobs/reconciler.ts";
import { createOrder } from "#server/services/registration/create-order.ts";
import { reconcilePendingPayments } from "#server/services/registration/reconcile-payments.ts";
import { createContest, createUser, daysFromNow } from "../support/factories.ts";
import { type RazorpayStandIn, startRazorpayStandIn } from "../support/razorpay-stand-in.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Background work runs once across app processes (docs/scale-out.md): two apps on one PostgreSQL
 * database, each with its own pool and its own lock connection, against the Razorpay stand-in.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn("tests/concurrency/run-once-jobs skipped: set TEST_DATABASE_URL=postgres://… to run it");

const MINUTE = 60_000;
const link = "https://instagram.com/reel/run-once";
const silent = { warn: () => {} };

describe.skipIf(!serverUrl)("[PAYMENTS] the reconciler in two processes on PostgreSQL", () => {
  let rzp: RazorpayStandIn;
  let t: TestApp;
  let other: { app: FastifyInstance; database: Database; dataDir: string };
  const locks: JobLock[] = [];
  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    t = await createTestApp(rzp.env);
    const database = await openDatabase({ databaseUrl: t.database.url, poolSize: 10 });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "contests-test-"));
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...rzp.env }),
      database,
      logger: false,
    });
    await app.ready();
    other = { app, database, dataDir };
  });
  afterAll(async () => {
    for (const lock of locks) await lock.release();
    await other?.app.close();
    await other?.database.close();
    if (other) rmSync(other.dataDir, { recursive: true, force: true });
    await t?.close();
    await rzp?.close();
  });
  const db = () => t.database.db;
  const newLock = () => {
    const lock = createJobLock({ name: "payment-reconciler", databaseUrl: t.database.url, log: silent });
    locks.push(lock);
    return lock;
  };

  /** Creators whose browsers closed after paying: captured at the provider, nothing told the site. */
  async function paidAndGone(contestId: string, count: number, options: { lapseHolds?: boolean } = {}) {
    const paid: { subscriberId: string; paymentId: string }[] = [];
    for (let i = 0; i < count; i++) {
      const user = await createUser(db());
      const created = await createOrder(t.app.ctx, { contestId, userId: user.id, link });
      if (created.free) throw new Error("expected a paid contest");
      if (options.lapseHolds) {
        await db()
          .update(subscribers)
          .set({ holdExpiresAt: daysFromNow(-1) })
          .where(eq(subscribers.contestId, contestId));
      }
      paid.push({ subscriberId: created.subscriber._id, paymentId: rzp.pay(created.order.id).payment.id });
    }
    const aged = new Date(Date.now() - 5 * MINUTE);
    await db().update(paymentOrders).set({ createdAt: aged, updatedAt: aged });
    return paid;
  }

  async function expectSettledOnce(contestId: string, completed: number, refundedPayments: string[]) {
    const rows = await db().select().from(subscribers).where(eq(subscribers.contestId, contestId));
    expect(rows.filter((row) => row.status === "completed")).toHaveLength(completed);
    for (const paymentId of refundedPayments) {
      expect(
        rzp.refunds.filter((refund) => refund.payment_id === paymentId),
        paymentId,
      ).toHaveLength(1);
    }
    // No payment anywhere was refunded twice, and the database agrees with the provider.
    const byPayment = new Map<string, number>();
    for (const refund of rzp.refunds) byPayment.set(refund.payment_id, (byPayment.get(refund.payment_id) ?? 0) + 1);
    expect([...byPayment.values()].every((count) => count === 1)).toBe(true);
    const recorded = await db()
      .select()
      .from(paymentRefunds)
      .where(inArray(paymentRefunds.providerPaymentId, refundedPayments.length ? refundedPayments : ["-"]));
    expect(recorded).toHaveLength(refundedPayments.length);
  }

  it("only the process holding the lock runs it; the other skips, and nothing is settled twice", async () => {
    const contest = await createContest(db(), { entryFeePaise: 19_900, maxParticipants: 3 });
    // Five paid for three places (each hold lapsed before the next creator started): two must be refunded.
    const paid = await paidAndGone(contest.id, 5, { lapseHolds: true });
    const [first, second] = [newLock(), newLock()];

    // Both try at once, so either may win the first round; whichever holds the lock keeps running it.
    const winners = new Set<number>();
    for (let round = 0; round < 3; round++) {
      const runs = await Promise.all([runReconcilerOnce(t.app, first), runReconcilerOnce(other.app, second)]);
      expect(
        runs.filter((run) => run.ran),
        `round ${round}`,
      ).toHaveLength(1);
      winners.add(runs.findIndex((run) => run.ran));
    }
    expect(winners.size).toBe(1);
    const winner = [...winners][0];
    expect([first.held, second.held]).toEqual([winner === 0, winner === 1]);
    const rows = await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id));
    const completed = new Set(rows.filter((row) => row.status === "completed").map((row) => row.id));
    expect(completed.size).toBe(3);
    const refunded = paid.filter((p) => !completed.has(p.subscriberId)).map((p) => p.paymentId);
    expect(refunded).toHaveLength(2);
    await expectSettledOnce(contest.id, 3, refunded);
  });

  it("when the holder's connection dies, the other process takes the job over at its next try", async () => {
    const [first, second] = [newLock(), newLock()];
    await first.acquire();
    expect(await second.acquire()).toBe(false);
    const admin = new pg.Client({ connectionString: t.database.url });
    await admin.connect();
    try {
      // The holder's session ends as if its process were killed: PostgreSQL frees the lock.
      await admin.query(
        `select pg_terminate_backend(l.pid) from pg_locks l join pg_stat_activity a on a.pid = l.pid
         where l.locktype = 'advisory' and l.granted and a.application_name = $1 and a.datname = current_database()`,
        [JOB_LOCK_APPLICATION_NAME],
      );
    } finally {
      await admin.end();
    }
    const deadline = Date.now() + 5_000;
    while (!(await second.acquire())) {
      if (Date.now() > deadline) throw new Error("the lock was not taken over");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(second.held).toBe(true);
    expect(await first.acquire()).toBe(false);
  });

  it("even without the lock, two reconcilers racing over the same orders complete and refund each payment once", async () => {
    const contest = await createContest(db(), { entryFeePaise: 29_900, maxParticipants: 2 });
    const paid = await paidAndGone(contest.id, 6, { lapseHolds: true });
    await Promise.all([
      reconcilePendingPayments(t.app.ctx),
      reconcilePendingPayments(other.app.ctx),
      reconcilePendingPayments(t.app.ctx),
      reconcilePendingPayments(other.app.ctx),
    ]);
    const rows = await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id));
    const completed = new Set(rows.filter((row) => row.status === "completed").map((row) => row.id));
    expect(completed.size).toBe(2);
    const refunded = paid.filter((p) => !completed.has(p.subscriberId)).map((p) => p.paymentId);
    expect(refunded).toHaveLength(4);
    await expectSettledOnce(contest.id, 2, refunded);
  });
});
