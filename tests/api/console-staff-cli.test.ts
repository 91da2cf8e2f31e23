/**
 * The console's staff commands of the organiser's CLI, run in this process against a temporary database
 * (tests/support/cli-process.ts; affiliates-cli.test.ts starts the command as its own process).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { auditLog, staff, staffRecoveryCodes } from "#db/schema/console.ts";
import { checkStaffPassword } from "#server/services/console/staff-access/sign-in.ts";
import { createStaffSession } from "#server/services/console/staff-access/staff-sessions.ts";
import { verifyPassword } from "#server/services/identity/passwords.ts";
import { cliProcess } from "../support/cli-process.ts";
import { liveSessionsOf } from "../support/sessions.ts";

const cliUnderTest = cliProcess("contests-staff-cli-");
const cli = cliUnderTest.run;
const withDb = cliUnderTest.withDb;

async function stored(email: string) {
  return withDb(async (db) => {
    const [row] = await db.select().from(staff).where(eq(staff.emailKey, email.toLowerCase()));
    return row ?? null;
  });
}

beforeAll(() => cliUnderTest.open(), 180_000);

afterAll(() => cliUnderTest.close());

describe("npm run cli -- staff", () => {
  it("--help lists the staff commands", async () => {
    const run = await cli(["--help"]);
    expect(run.code).toBe(0);
    for (const command of ["staff create", "staff list", "staff reset-password", "staff deactivate", "staff reset-2fa"]) {
      expect(run.stdout).toContain(command);
    }
  }, 180_000);

  it("refuses a missing or unknown role and an unknown command with exit code 2", async () => {
    const noRole = await cli(["staff", "create", "--email", "a@staff.example", "--name", "A"]);
    expect(noRole.code).toBe(2);
    expect(noRole.stderr).toContain("--role is required: owner, editor, viewer, accountant.");
    const badRole = await cli(["staff", "create", "--email", "a@staff.example", "--name", "A", "--role", "admin"]);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain("--role must be one of: owner, editor, viewer, accountant.");
    const unknown = await cli(["staff", "promote", "a@staff.example"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown staff command: promote");
    expect(await stored("a@staff.example")).toBeNull();
  }, 180_000);

  it("create makes the first owner with a generated password printed once, audited without a staff member", async () => {
    const run = await cli([
      "staff",
      "create",
      "--email",
      "Owner@Staff.example",
      "--name",
      "Asha Owner",
      "--role",
      "owner",
      "--generate-password",
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Created owner Asha Owner <Owner@Staff.example>. They sign in at /admin/sign-in.");
    const password = run.stdout.match(/Password \(shown only now; give it to them privately\): (\S+)/)?.[1] ?? "";
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const row = await stored("owner@staff.example");
    expect(row).toMatchObject({ role: "owner", name: "Asha Owner", active: true, totpSecretEncrypted: null });
    expect(await verifyPassword(row?.passwordHash, password)).toBe(true);
    const audit = await withDb((db) =>
      db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, row?.id ?? "")),
    );
    expect(audit.map((r) => [r.action, r.entity, r.staffId])).toEqual([["create", "staff", null]]);
  }, 180_000);

  it("create reads a typed password from standard input and refuses a short one or a taken e-mail", async () => {
    const run = await cli(["staff", "create", "--email", "editor@staff.example", "--name", "Ravi Editor", "--role", "editor"], {
      stdin: "piped password 1\n",
    });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain("piped password 1");
    expect(await verifyPassword((await stored("editor@staff.example"))?.passwordHash, "piped password 1")).toBe(true);
    const short = await cli(["staff", "create", "--email", "v@staff.example", "--name", "V", "--role", "viewer"], { stdin: "short\n" });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("The password must be at least 12 characters long.");
    // Long enough, but among the first a guesser tries (a repeat, the site's own name).
    for (const weak of ["aaaaaaaaaaaa", "creatorcup2026", "password1234"]) {
      const refused = await cli(["staff", "create", "--email", "v@staff.example", "--name", "V", "--role", "viewer"], {
        stdin: `${weak}\n`,
      });
      expect(refused.code, weak).toBe(1);
      expect(refused.stderr, weak).toContain("This password is too common or too easy to guess.");
    }
    const taken = await cli(["staff", "create", "--email", "EDITOR@staff.example", "--name", "Again", "--role", "viewer"], {
      stdin: "another password\n",
    });
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain("A staff account with the e-mail EDITOR@staff.example already exists.");
    expect(await stored("v@staff.example")).toBeNull();
  }, 180_000);

  it("list shows every account with role, status and two-factor", async () => {
    // This command opens the embedded database itself, as `npm run cli` does.
    const table = await cli(["staff", "list"], { opensDatabase: true });
    expect(table.code).toBe(0);
    const lines = table.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^E-MAIL\s+NAME\s+ROLE\s+STATUS\s+TWO-FACTOR\s+LAST SIGN-IN$/);
    expect(lines.find((l) => l.startsWith("Owner@Staff.example"))).toMatch(/Asha Owner\s+owner\s+active\s+off\s+never$/);
    const json = JSON.parse((await cli(["staff", "list", "--json"])).stdout) as { email: string; role: string }[];
    expect(json.map((a) => [a.email, a.role])).toEqual([
      ["Owner@Staff.example", "owner"],
      ["editor@staff.example", "editor"],
    ]);
    expect(JSON.stringify(json)).not.toContain("argon2");
  }, 180_000);

  it("reset-password sets a new password and ends the account's sessions", async () => {
    const before = await stored("editor@staff.example");
    await withDb((db) => createStaffSession(db, { staffId: before?.id ?? "", secondFactorPending: false }));
    const run = await cli(["staff", "reset-password", "editor@staff.example"], { stdin: "a brand new password\n" });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("New password set for editor@staff.example; their sessions have ended.");
    const after = await stored("editor@staff.example");
    expect(await verifyPassword(after?.passwordHash, "a brand new password")).toBe(true);
    expect(await withDb((db) => liveSessionsOf(db, "staff", after?.id ?? ""))).toEqual([]);
    const unknown = await cli(["staff", "reset-password", "nobody@staff.example"], { stdin: "whatever password\n" });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No staff account with the e-mail nobody@staff.example.");
  }, 180_000);

  it("reset-2fa turns two-factor off and drops the recovery codes; deactivate stops sign-in, activate undoes it", async () => {
    const editor = await stored("editor@staff.example");
    const id = editor?.id ?? "";
    await withDb(async (db) => {
      await db.update(staff).set({ totpSecretEncrypted: "sealed", totpLastStep: 5 }).where(eq(staff.id, id));
      await db.insert(staffRecoveryCodes).values({ id: newId(), staffId: id, codeHash: "hash" });
    });
    const reset = await cli(["staff", "reset-2fa", "editor@staff.example"]);
    expect(reset.code).toBe(0);
    expect(await stored("editor@staff.example")).toMatchObject({ totpSecretEncrypted: null, totpLastStep: null });
    expect(await withDb((db) => db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id)))).toEqual([]);

    const off = await cli(["staff", "deactivate", "editor@staff.example"]);
    expect(off.code).toBe(0);
    expect(off.stdout).toContain("Deactivated editor@staff.example: they cannot sign in.");
    await withDb((db) =>
      expect(checkStaffPassword(db, { email: "editor@staff.example", password: "a brand new password", ip: "192.0.2.9" })).rejects.toThrow(
        "Invalid email or password.",
      ),
    );
    expect((await cli(["staff", "list"])).stdout).toMatch(/editor@staff\.example\s+Ravi Editor\s+editor\s+deactivated/);
    await cli(["staff", "activate", "editor@staff.example"]);
    await withDb(async (db) =>
      expect(
        await checkStaffPassword(db, { email: "editor@staff.example", password: "a brand new password", ip: "192.0.2.9" }),
      ).toMatchObject({
        role: "editor",
      }),
    );
    const actions = await withDb((db) => db.select().from(auditLog).where(eq(auditLog.entityId, id)));
    expect(actions.map((r) => r.action)).toEqual(["create", "reset-password", "reset-two-factor", "deactivate", "activate"]);
  }, 180_000);
});
