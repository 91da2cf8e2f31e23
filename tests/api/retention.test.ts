import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { users } from "#db/schema.ts";
import { personalDataAccessLog } from "#db/schema/privacy.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createJobLock, type JobLock } from "#server/jobs/job-lock.ts";
import { runRetentionOnce } from "#server/jobs/retention.ts";
import { savePrivacyContact } from "#server/services/consent/privacy-contact.ts";
import { runRetention } from "#server/services/retention/run-retention.ts";
import { createContest, createSubscriber, createUser, createWinner, DAY_MS } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The retention job (docs/privacy.md#retention) on the database the suite runs on: PGlite by default,
 * PostgreSQL with TEST_DATABASE_URL, where two app processes race for one run.
 */
let t: TestApp;
let other: { app: FastifyInstance; database: Database; dataDir: string } | null = null;
const locks: JobLock[] = [];
const silent = { warn: () => {} };
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  if (t.database.kind === "postgres" && t.database.url) {
    const database = await openDatabase({ databaseUrl: t.database.url, poolSize: 4 });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "contests-test-"));
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
      database,
      logger: false,
    });
    await app.ready();
    other = { app, database, dataDir };
  }
});
afterAll(async () => {
  for (const lock of locks) await lock.release();
  await other?.app.close();
  await other?.database.close();
  if (other) rmSync(other.dataDir, { recursive: true, force: true });
  await t?.close();
});

const newLock = () => {
  const lock = createJobLock({
    name: "privacy-retention",
    databaseUrl: t.database.kind === "postgres" ? t.database.url : undefined,
    log: silent,
  });
  locks.push(lock);
  return lock;
};
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

describe("[PRIVACY] retention", () => {
  it("erases unfinished registrations after 30 days, clears documents 90 days after results, drops year-old access logs, once across processes, logging counts only", async () => {
    const unfinished = await createUser(db(), {
      firstName: "Oldpending",
      createdAt: ago(40),
      aadharCardKey: "documents/x/aadharCard-1.pdf.enc",
    });
    const contest = await createContest(db(), { entryFeePaise: 0 });
    await createSubscriber(db(), { contestId: contest.id, userId: unfinished.id, status: "pending", createdAt: ago(40) });
    const recent = await createUser(db(), { firstName: "Newpending", createdAt: ago(3) });

    const finished = await createContest(db(), {
      winnersDeclared: true,
      isCompleted: true,
      resultAnnouncementDate: ago(100),
      contestEndDate: ago(110),
    });
    const entrant = await createUser(db(), {
      firstName: "Entrant",
      createdAt: ago(200),
      panCardKey: "documents/y/panCard-2.pdf.enc",
      bankDetailsEncrypted: "sealed",
      bankAccountLast4: "1234",
    });
    await createSubscriber(db(), { contestId: finished.id, userId: entrant.id, status: "completed" });
    const winner = await createUser(db(), { firstName: "Winner", createdAt: ago(200), panCardKey: "documents/z/panCard-3.pdf.enc" });
    const won = await createSubscriber(db(), { contestId: finished.id, userId: winner.id, status: "completed" });
    await createWinner(db(), { contestId: finished.id, subscriberId: won.id });

    await db()
      .insert(personalDataAccessLog)
      .values([
        { id: newId(), actor: "staff:a", action: "view-document", userId: entrant.id, createdAt: ago(400) },
        { id: newId(), actor: "staff:a", action: "view-document", userId: entrant.id, createdAt: ago(10) },
      ]);

    const info = vi.spyOn(t.app.log, "info");
    const runs = other
      ? await Promise.all([runRetentionOnce(t.app, newLock()), runRetentionOnce(other.app, newLock())])
      : [await runRetentionOnce(t.app, newLock()), await runRetentionOnce(t.app, newLock())];
    const ran = runs.filter((run) => run.ran);
    if (other) expect(ran).toHaveLength(1);
    const first = ran[0];
    expect(first?.ran && first.report).toMatchObject({ unfinishedErased: 1, documentsCleared: 1, accessLogsDeleted: 1 });
    // A second run (PGlite: the same process again) finds nothing left to do.
    if (!other) expect(runs[1]?.ran && runs[1].report).toMatchObject({ unfinishedErased: 0, documentsCleared: 0, accessLogsDeleted: 0 });

    const [erased] = await db().select().from(users).where(eq(users.id, unfinished.id));
    expect(erased).toMatchObject({ firstName: "Erased", aadharCardKey: null, mobileNo: "" });
    expect((await db().select().from(users).where(eq(users.id, recent.id)))[0]?.firstName).toBe("Newpending");
    expect((await db().select().from(users).where(eq(users.id, entrant.id)))[0]).toMatchObject({
      firstName: "Entrant",
      panCardKey: null,
      bankDetailsEncrypted: null,
    });
    expect((await db().select().from(users).where(eq(users.id, winner.id)))[0]?.panCardKey).toBe("documents/z/panCard-3.pdf.enc");
    expect(await db().select().from(personalDataAccessLog)).toHaveLength(1);

    // Logged as counts, never names.
    const logged = JSON.stringify(info.mock.calls);
    for (const name of ["Oldpending", "Entrant", unfinished.email, entrant.email]) expect(logged).not.toContain(name);
  });

  it("clears a winner's documents and bank details 90 days after their last prize is paid, never while one is unpaid", async () => {
    const declared = () =>
      createContest(db(), { winnersDeclared: true, isCompleted: true, resultAnnouncementDate: ago(200), contestEndDate: ago(210) });
    const [first, second] = [await declared(), await declared()];
    const documents = (name: string) => ({
      firstName: name,
      createdAt: ago(300),
      panCardKey: `documents/${name}/panCard-1.pdf.enc`,
      bankDetailsEncrypted: "sealed",
      bankAccountLast4: "4321",
    });
    const win = async (userId: string, contestId: string, prizePaidAt: Date | null) => {
      const entry = await createSubscriber(db(), { contestId, userId, status: "completed" });
      await createWinner(db(), { contestId, subscriberId: entry.id, prizePaidAt, prizePaidReference: prizePaidAt ? "UTR-1" : null });
    };
    const paid = await createUser(db(), documents("Paidwinner"));
    await win(paid.id, first.id, ago(10));
    const unpaid = await createUser(db(), documents("Unpaidwinner"));
    await win(unpaid.id, first.id, null);
    // Won twice: one prize paid long ago, the other not yet.
    const twice = await createUser(db(), documents("Twicewinner"));
    await win(twice.id, first.id, ago(200));
    await win(twice.id, second.id, null);

    const panOf = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]?.panCardKey ?? null;
    const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);
    // Paid 89 days before the run: kept.
    await runRetention(t.app.ctx, inDays(79));
    expect(await panOf(paid.id)).toBe("documents/Paidwinner/panCard-1.pdf.enc");
    // Paid 91 days before the run: cleared, bank details too; the unpaid winners keep theirs.
    await runRetention(t.app.ctx, inDays(81));
    expect((await db().select().from(users).where(eq(users.id, paid.id)))[0]).toMatchObject({
      firstName: "Paidwinner",
      panCardKey: null,
      bankDetailsEncrypted: null,
      bankAccountLast4: null,
    });
    await runRetention(t.app.ctx, inDays(400));
    expect(await panOf(unpaid.id)).toBe("documents/Unpaidwinner/panCard-1.pdf.enc");
    expect(await panOf(twice.id)).toBe("documents/Twicewinner/panCard-1.pdf.enc");

    // The organiser's setting: 30 days after payment.
    await savePrivacyContact(db(), { name: "Grievance officer", email: "privacy@example.com", phone: "", documentRetentionDays: 30 });
    const soon = await createUser(db(), documents("Soonwinner"));
    await win(soon.id, second.id, ago(29));
    await runRetention(t.app.ctx);
    expect(await panOf(soon.id)).toBe("documents/Soonwinner/panCard-1.pdf.enc");
    await runRetention(t.app.ctx, inDays(2));
    expect(await panOf(soon.id)).toBeNull();
  });
});
