/**
 * The organiser's CLI against a temporary database (tests/support/cli-process.ts): each command runs in
 * this process; the first test starts `npm run cli` as its own process, the way an organiser does.
 */
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { users } from "#db/schema.ts";
import { findActiveAffiliateByCode } from "#server/services/affiliates/find-active-affiliate.ts";
import { signIn } from "#server/services/affiliates/sign-in.ts";
import { verifyPassword } from "#server/services/identity/passwords.ts";
import { cliProcess } from "../support/cli-process.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const cliUnderTest = cliProcess("contests-cli-");
const cli = cliUnderTest.run;
const withDb = cliUnderTest.withDb;

async function storedHash(email: string): Promise<string | null> {
  return withDb(async (db) => {
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.emailKey, email.toLowerCase()));
    return row?.hash ?? null;
  });
}

beforeAll(() => cliUnderTest.open(), 60_000);

afterAll(() => cliUnderTest.close());

describe("npm run cli", () => {
  // Three processes (npm, then node with tsx, twice) on a loaded 2-core machine: allow minutes.
  it("starts as its own process: --help lists the commands and exits 0, a wrong command exits 2", async () => {
    const run = await cliUnderTest.spawn(["--help"], { npm: true });
    expect(run.code).toBe(0);
    for (const command of ["affiliate create", "affiliate reset-password", "affiliate deactivate", "affiliate list", "staff create"]) {
      expect(run.stdout).toContain(command);
    }
    const unknown = await cliUnderTest.spawn(["affiliate", "promote", "x@example.in"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown affiliate command: promote");
  }, 180_000);

  it("refuses an unknown command or option with exit code 2", async () => {
    const unknown = await cli(["affiliate", "promote", "x@example.in"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown affiliate command: promote");
    const badOption = await cli(["affiliate", "create", "--email", "x@example.in", "--password", "secret"]);
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toMatch(/Unknown option '--password'/);
  }, 60_000);
});

describe("affiliate create", () => {
  it("creates an affiliate with a generated code and a generated password printed once", async () => {
    const run = await cli(["affiliate", "create", "--email", "Asha@Example.in", "--name", "Asha Verma", "--generate-password"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const code = run.stdout.match(/Created affiliate Asha Verma <Asha@Example\.in> with the code (ASHA[2-9A-HJ-NP-Z]{4})\./)?.[1];
    const password = run.stdout.match(/Password \(shown only now; give it to the affiliate privately\): (\S+)/)?.[1];
    expect(code).toBeTruthy();
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(await verifyPassword(await storedHash("asha@example.in"), password ?? "")).toBe(true);
  }, 60_000);

  it("takes a code and reads the password from standard input", async () => {
    const run = await cli(["affiliate", "create", "--email", "ravi@example.in", "--name", "Ravi Kumar Singh", "--code", "RAVI2026"], {
      stdin: "piped password 1\n",
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Created affiliate Ravi Kumar Singh <ravi@example.in> with the code RAVI2026.");
    expect(run.stdout).not.toContain("piped password 1");
    expect(await verifyPassword(await storedHash("ravi@example.in"), "piped password 1")).toBe(true);
    const ravi = await withDb((db) => findActiveAffiliateByCode(db, "ravi2026"));
    expect(ravi).toMatchObject({ firstName: "Ravi", lastName: "Kumar Singh", fullName: "Ravi Kumar Singh" });
  }, 60_000);

  it("refuses a taken code, a short password and a missing password, changing nothing", async () => {
    const taken = await cli(["affiliate", "create", "--email", "other@example.in", "--name", "Other", "--code", "ravi2026"], {
      stdin: "another password\n",
    });
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain("The affiliate code ravi2026 is already taken.");
    const short = await cli(["affiliate", "create", "--email", "other@example.in", "--name", "Other"], { stdin: "short\n" });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("at least 10 characters");
    const none = await cli(["affiliate", "create", "--email", "other@example.in", "--name", "Other"]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("No password on standard input");
    expect(await storedHash("other@example.in")).toBeNull();
  }, 60_000);
});

describe("affiliate list", () => {
  it("lists affiliates with their referral counts", async () => {
    await withDb(async (db) => {
      const [ravi] = await db.select({ id: users.id }).from(users).where(eq(users.emailKey, "ravi@example.in"));
      for (const name of ["one", "two"]) {
        await db.insert(users).values({
          id: newId(),
          firstName: name,
          lastName: "Referred",
          mobileNo: "9876543210",
          email: `${name}@example.in`,
          emailKey: `${name}@example.in`,
          referredByUserId: ravi?.id,
        });
      }
    });
    // This command opens the embedded database itself, as `npm run cli` does.
    const table = await cli(["affiliate", "list"], { opensDatabase: true });
    expect(table.code).toBe(0);
    const lines = table.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^CODE\s+NAME\s+E-MAIL\s+STATUS\s+REFERRALS\s+SIGN-IN$/);
    expect(lines.find((l) => l.startsWith("RAVI2026"))).toMatch(/^RAVI2026\s+Ravi Kumar Singh\s+ravi@example\.in\s+active\s+2\s+yes$/);
    expect(lines.find((l) => l.startsWith("ASHA"))).toMatch(/active\s+0\s+yes$/);

    const json = await cli(["affiliate", "list", "--json"]);
    const list = JSON.parse(json.stdout) as { affiliateCode: string; referralCount: number; active: boolean }[];
    expect(list.map((a) => [a.affiliateCode.slice(0, 4), a.referralCount, a.active])).toEqual([
      ["ASHA", 0, true],
      ["RAVI", 2, true],
    ]);
  }, 60_000);
});

describe("affiliate reset-password and deactivate", () => {
  it("reset-password sets a new password; the old one stops working", async () => {
    const run = await cli(["affiliate", "reset-password", "RAVI2026"], { stdin: "a brand new password\n" });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("New password set for ravi@example.in (RAVI2026)");
    const hash = await storedHash("ravi@example.in");
    expect(await verifyPassword(hash, "a brand new password")).toBe(true);
    expect(await verifyPassword(hash, "piped password 1")).toBe(false);

    const generated = await cli(["affiliate", "reset-password", "ravi@example.in", "--generate-password"]);
    const password = generated.stdout.match(/Password \(shown only now; give it to the affiliate privately\): (\S+)/)?.[1] ?? "";
    expect(await verifyPassword(await storedHash("ravi@example.in"), password)).toBe(true);

    const unknown = await cli(["affiliate", "reset-password", "nobody@example.in"], { stdin: "whatever password\n" });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No affiliate with the e-mail or code nobody@example.in.");
  }, 60_000);

  it("deactivate: the code is refused at registration and its owner cannot sign in; activate undoes it", async () => {
    const run = await cli(["affiliate", "deactivate", "ravi2026"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Deactivated ravi@example.in");
    await cli(["affiliate", "reset-password", "ravi2026"], { stdin: "known password 2\n" });
    await withDb(async (db) => {
      expect(await findActiveAffiliateByCode(db, "RAVI2026")).toBeNull();
      await expect(signIn(db, { email: "ravi@example.in", password: "known password 2", ip: "192.0.2.1" })).rejects.toThrow(
        "Invalid email or password.",
      );
    });
    const list = await cli(["affiliate", "list"]);
    expect(list.stdout.split("\n").find((l) => l.startsWith("RAVI2026"))).toMatch(/deactivated\s+2\s+yes$/);

    expect((await cli(["affiliate", "activate", "RAVI2026"])).code).toBe(0);
    await withDb(async (db) => {
      expect(await findActiveAffiliateByCode(db, "ravi2026")).not.toBeNull();
      expect((await signIn(db, { email: "ravi@example.in", password: "known password 2", ip: "192.0.2.2" })).email).toBe("ravi@example.in");
    });
  }, 90_000);

  it.skipIf(Boolean(serverUrl))(
    "refuses to open the embedded database while the server has it open",
    async () => {
      // This process lets go of the database first: closing it would remove the file written here.
      await cliUnderTest.release();
      const pidFile = path.join(cliUnderTest.dataDir, "pglite", "postmaster.pid");
      writeFileSync(pidFile, "-42\n");
      try {
        const run = await cli(["affiliate", "list"], { opensDatabase: true });
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(/is open in another process \(is the server running\?\)/);
      } finally {
        rmSync(pidFile, { force: true });
      }
    },
    60_000,
  );
});
