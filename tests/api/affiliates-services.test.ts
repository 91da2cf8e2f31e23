import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { users } from "#db/schema.ts";
import { AppError } from "#server/errors.ts";
import { createAffiliate } from "#server/services/affiliates/create-affiliate.ts";
import { findActiveAffiliateByCode } from "#server/services/affiliates/find-active-affiliate.ts";
import { listAffiliates } from "#server/services/affiliates/list-affiliates.ts";
import { resetAffiliatePassword } from "#server/services/affiliates/reset-affiliate-password.ts";
import { createAffiliateSession, findAffiliateSession } from "#server/services/affiliates/sessions.ts";
import { setAffiliateActive } from "#server/services/affiliates/set-affiliate-active.ts";
import { verifyPassword } from "#server/services/identity/passwords.ts";
import { liveSessionsOf } from "../support/sessions.ts";
import { createTestDatabase } from "../support/test-database.ts";

const PASSWORD = "a long enough password";

let database: Database;
let db: Db;

async function insertUser(values: Partial<typeof users.$inferInsert> & { email: string }): Promise<string> {
  const id = newId();
  await db
    .insert(users)
    .values({ id, firstName: "Creator", lastName: "Test", mobileNo: "9876543210", emailKey: values.email.toLowerCase(), ...values });
  return id;
}

async function expectAppError(promise: Promise<unknown>, code: string, message: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  expect((error as AppError).message).toMatch(message);
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.close();
});

describe("findActiveAffiliateByCode", () => {
  it("finds an active affiliate by code in any case, with the full name registration shows", async () => {
    const created = await createAffiliate(db, {
      email: "meera@example.in",
      firstName: "Meera",
      lastName: "Iyer",
      code: "Meera2026",
      password: PASSWORD,
    });
    await db.update(users).set({ middleName: "S" }).where(eq(users.id, created.id));
    for (const code of ["MEERA2026", "meera2026", "  Meera2026 "]) {
      expect(await findActiveAffiliateByCode(db, code)).toEqual({
        id: created.id,
        firstName: "Meera",
        middleName: "S",
        lastName: "Iyer",
        fullName: "Meera S Iyer",
        affiliateCode: "Meera2026",
      });
    }
  });

  it("answers null for an unknown, empty or deactivated code", async () => {
    await createAffiliate(db, { email: "kabir@example.in", firstName: "Kabir", code: "KABIR1", password: PASSWORD });
    expect(await findActiveAffiliateByCode(db, "NOSUCHCODE")).toBeNull();
    expect(await findActiveAffiliateByCode(db, "")).toBeNull();
    expect(await findActiveAffiliateByCode(db, "   ")).toBeNull();
    expect(await findActiveAffiliateByCode(db, null)).toBeNull();
    expect(await findActiveAffiliateByCode(db, "kabir1")).not.toBeNull();
    await setAffiliateActive(db, { emailOrCode: "KABIR1", active: false });
    expect(await findActiveAffiliateByCode(db, "kabir1")).toBeNull();
    await setAffiliateActive(db, { emailOrCode: "kabir@example.in", active: true });
    expect(await findActiveAffiliateByCode(db, "KABIR1")).not.toBeNull();
  });
});

describe("createAffiliate", () => {
  it("creates a user with an argon2id hash and a generated code when none is given", async () => {
    const created = await createAffiliate(db, { email: "Tara@Example.in", firstName: "Tara", lastName: "Das", password: PASSWORD });
    expect(created.createdUser).toBe(true);
    expect(created.affiliateCode).toMatch(/^TARA[2-9A-HJ-NP-Z]{4}$/);
    const [row] = await db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({
      email: "Tara@Example.in",
      emailKey: "tara@example.in",
      affiliateActive: true,
      firstName: "Tara",
      lastName: "Das",
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row?.passwordHash, PASSWORD)).toBe(true);
    expect(await verifyPassword(row?.passwordHash, "something else")).toBe(false);
  });

  it("makes an existing user an affiliate, keeping their profile; run again it only changes the password", async () => {
    const id = await insertUser({ email: "creator@example.in", firstName: "Sana", lastName: "Khan" });
    const first = await createAffiliate(db, { email: "CREATOR@example.in", firstName: "Ignored", code: "SANA01", password: PASSWORD });
    expect(first).toMatchObject({ id, firstName: "Sana", lastName: "Khan", affiliateCode: "SANA01", createdUser: false });
    const second = await createAffiliate(db, { email: "creator@example.in", password: "another long password" });
    expect(second).toMatchObject({ id, affiliateCode: "SANA01", createdUser: false });
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(await verifyPassword(row?.passwordHash, "another long password")).toBe(true);
    await expectAppError(
      createAffiliate(db, { email: "creator@example.in", code: "OTHER1", password: PASSWORD }),
      "CONFLICT",
      /already an affiliate with the code SANA01/,
    );
  });

  it("refuses a taken code (in any case, deactivated too), a bad code, a short password and a bad e-mail", async () => {
    await createAffiliate(db, { email: "owner@example.in", firstName: "Owner", code: "TAKEN1", password: PASSWORD });
    await setAffiliateActive(db, { emailOrCode: "TAKEN1", active: false });
    await expectAppError(
      createAffiliate(db, { email: "x1@example.in", firstName: "X", code: "taken1", password: PASSWORD }),
      "CONFLICT",
      /already taken/,
    );
    await expectAppError(
      createAffiliate(db, { email: "x2@example.in", firstName: "X", code: "no spaces", password: PASSWORD }),
      "BAD_REQUEST",
      /3 to 32 letters/,
    );
    await expectAppError(
      createAffiliate(db, { email: "x3@example.in", firstName: "X", password: "short" }),
      "BAD_REQUEST",
      /at least 10 characters/,
    );
    await expectAppError(createAffiliate(db, { email: "not-an-email", firstName: "X", password: PASSWORD }), "BAD_REQUEST", /valid e-mail/);
    await expectAppError(createAffiliate(db, { email: "x4@example.in", password: PASSWORD }), "BAD_REQUEST", /name is needed/);
    expect(await db.select().from(users).where(eq(users.emailKey, "x1@example.in"))).toHaveLength(0);
  });
});

describe("password reset, deactivation and the list", () => {
  it("reset changes the password and ends every session", async () => {
    const a = await createAffiliate(db, { email: "reset@example.in", firstName: "Reva", code: "REVA01", password: PASSWORD });
    const { token } = await createAffiliateSession(db, { userId: a.id });
    expect(await findAffiliateSession(db, token)).not.toBeNull();
    await resetAffiliatePassword(db, { emailOrCode: "reva01", password: "the new password" });
    expect(await findAffiliateSession(db, token)).toBeNull();
    const [row] = await db.select().from(users).where(eq(users.id, a.id));
    expect(await verifyPassword(row?.passwordHash, "the new password")).toBe(true);
    await expectAppError(
      resetAffiliatePassword(db, { emailOrCode: "nobody@example.in", password: "the new password" }),
      "NOT_FOUND",
      /No affiliate/,
    );
    await expectAppError(resetAffiliatePassword(db, { emailOrCode: "REVA01", password: "short" }), "BAD_REQUEST", /at least/);
  });

  it("a session ends when it expires and sweeps the user's expired sessions at the next sign-in", async () => {
    const a = await createAffiliate(db, { email: "expiry@example.in", firstName: "Esha", password: PASSWORD });
    const past = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const old = await createAffiliateSession(db, { userId: a.id, now: past });
    expect(await findAffiliateSession(db, old.token)).toBeNull();
    expect(await findAffiliateSession(db, old.token, new Date(past.getTime() + 1000))).not.toBeNull();
    await createAffiliateSession(db, { userId: a.id });
    expect(await liveSessionsOf(db, "affiliate", a.id)).toHaveLength(1);
  });

  it("lists affiliates with their referral counts, active or not", async () => {
    const lead = await createAffiliate(db, {
      email: "lead@example.in",
      firstName: "Lata",
      lastName: "Rao",
      code: "AAALEAD",
      password: PASSWORD,
    });
    await insertUser({ email: "r1@example.in", referredByUserId: lead.id });
    await insertUser({ email: "r2@example.in", referredByUserId: lead.id });
    await insertUser({ email: "r3@example.in", referredByUserId: lead.id });
    const list = await listAffiliates(db);
    expect(list.find((a) => a.affiliateCode === "AAALEAD")).toEqual({
      id: lead.id,
      email: "lead@example.in",
      name: "Lata Rao",
      affiliateCode: "AAALEAD",
      active: true,
      hasPassword: true,
      referralCount: 3,
    });
    expect(list.find((a) => a.affiliateCode === "TAKEN1")).toMatchObject({ active: false, referralCount: 0 });
    expect(list.some((a) => a.email === "r1@example.in")).toBe(false);
  });
});
