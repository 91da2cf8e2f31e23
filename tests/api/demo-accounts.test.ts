/**
 * A site first started as a demo and restarted as a public site (issue: the demo owner on a public
 * site): it refuses to start while the demo's published sign-ins are active, says in one line how to
 * remove them, and the CLI command removes them, in the audit log.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema.ts";
import { auditLog, staff } from "#db/schema/console.ts";
import { judgeAccounts } from "#db/schema/judging.ts";
import { demoIds } from "#db/seed/index.ts";
import { AFFILIATE_EMAIL, AFFILIATE_PASSWORD } from "#db/seed/people.ts";
import { signIn as checkAffiliatePassword } from "#server/services/affiliates/sign-in.ts";
import { checkStaffPassword } from "#server/services/console/staff-access/sign-in.ts";
import { findActiveDemoAccounts } from "#server/services/demo-accounts/demo-accounts.ts";
import { cliProcess } from "../support/cli-process.ts";
import { seedDemoWithCachedPictures } from "../support/demo-seed.ts";

const root = path.resolve(import.meta.dirname, "../..");
const cliUnderTest = cliProcess("contests-demo-accounts-");

/** Starts the real server as a public site on the CLI's database: answers its exit code and output. */
async function startPublicSite(): Promise<{ code: number | null; stderr: string }> {
  // The server opens the embedded database itself: this process lets go of it first.
  await cliUnderTest.release();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        'import { startServer } from "#server/start-server.ts"; await startServer(async () => undefined);',
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          ...cliUnderTest.databaseEnvironment(),
          NODE_ENV: "production",
          PUBLIC_URL: "https://creatorcup.example",
          PORT: "0",
          RAZORPAY_KEY_ID: "rzp_live_demoaccounts",
          RAZORPAY_KEY_SECRET: "live-secret-for-test",
          SMTP_URL: "smtp://127.0.0.1:2525",
          SEED_DEMO: "false",
          LOG_LEVEL: "silent",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stderr }));
    // A start that got past the check would listen: stop it, the test then fails on the exit code.
    setTimeout(() => child.kill("SIGKILL"), 150_000).unref();
  });
}

beforeAll(async () => {
  await cliUnderTest.open();
  // The demo as a local trial seeds it: the owner, the judges and the affiliate's published password.
  await cliUnderTest.withDb((db) => seedDemoWithCachedPictures(db, { dataDir: cliUnderTest.dataDir }));
}, 180_000);
afterAll(() => cliUnderTest.close());

describe("the demo's accounts on a public site", () => {
  it("a public site refuses to start while they are active, with one line naming the command that removes them", async () => {
    const started = await startPublicSite();
    expect(started.code).toBe(1);
    const lines = started.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("owner@demo.example");
    expect(lines[0]).toContain(AFFILIATE_EMAIL);
    expect(lines[0]).toContain("judge@demo.example");
    expect(lines[0]).toContain("`npm run cli -- demo-accounts remove`");
  }, 180_000);

  it("demo-accounts remove deactivates them, ends their sign-ins and writes the audit log; the site then passes the check", async () => {
    const listed = await cliUnderTest.run(["demo-accounts", "list"]);
    expect(listed.stdout).toContain("staff\towner@demo.example");
    const removed = await cliUnderTest.run(["demo-accounts", "remove"]);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain("Removed the demo staff owner@demo.example.");
    expect(removed.stdout).toContain(`Removed the demo affiliate ${AFFILIATE_EMAIL}.`);
    expect(removed.stdout).toContain("Removed the demo judge judge@demo.example.");
    // The demo owner was the only owner: the command says how to make one.
    expect(removed.stdout).toContain("npm run cli -- staff create");

    await cliUnderTest.withDb(async (db) => {
      expect(await findActiveDemoAccounts(db)).toEqual([]);
      await expect(
        checkStaffPassword(db, { email: demoIds.demoOwnerEmail, password: demoIds.demoOwnerPassword, ip: "192.0.2.40" }),
      ).rejects.toThrow("Invalid email or password.");
      await expect(checkAffiliatePassword(db, { email: AFFILIATE_EMAIL, password: AFFILIATE_PASSWORD, ip: "192.0.2.41" })).rejects.toThrow(
        "Invalid email or password.",
      );
      const [owner] = await db.select({ active: staff.active }).from(staff).where(eq(staff.emailKey, demoIds.demoOwnerEmail));
      expect(owner?.active).toBe(false);
      const [affiliate] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, AFFILIATE_EMAIL));
      expect(affiliate?.passwordHash).toBeNull();
      expect(await db.select().from(judgeAccounts).where(eq(judgeAccounts.emailKey, "judge@demo.example"))).toEqual([]);
      const audit = await db.select().from(auditLog).where(eq(auditLog.action, "remove-demo-account"));
      expect(audit.map((row) => row.entity).sort()).toEqual(["affiliate", "judge", "judge", "staff"]);
      expect(audit.every((row) => row.staffId === null)).toBe(true);
    });
    const again = await cliUnderTest.run(["demo-accounts", "remove"]);
    expect(again.stdout).toContain("No demo account was active; nothing changed.");
  }, 180_000);

  it("a public site's own seeding gives the demo no sign-in to remove", async () => {
    const fresh = cliProcess("contests-demo-public-seed-");
    await fresh.open();
    try {
      await fresh.withDb(async (db) => {
        await seedDemoWithCachedPictures(db, { dataDir: fresh.dataDir, demoStaff: false });
        expect(await findActiveDemoAccounts(db)).toEqual([]);
      });
    } finally {
      await fresh.close();
    }
  }, 180_000);
});
