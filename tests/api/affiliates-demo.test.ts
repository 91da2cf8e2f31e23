import { maskEmail } from "#server/services/users/mask.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema.ts";
import { demoIds } from "#db/seed/index.ts";
import { findActiveAffiliateByCode } from "#server/services/affiliates/find-active-affiliate.ts";
import { SESSION_KINDS } from "#server/services/identity/kinds.ts";
import { PASSWORD_HASH_OPTIONS } from "#server/services/identity/passwords.ts";
import { seedDemoWithCachedPictures } from "../support/demo-seed.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const SESSION_COOKIE = SESSION_KINDS.affiliate.cookie;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWithCachedPictures(t.database.db, { dataDir: t.dataDir });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("the demo affiliate (README, Affiliates)", () => {
  it("signs in with the README's password and sees the three users they referred", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: demoIds.affiliateEmail, password: demoIds.affiliatePassword },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data._id).toBe(demoIds.affiliateUserId);
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    const list = await t.app.inject({
      method: "POST",
      url: "/api/user/referredUsers",
      cookies: { [SESSION_COOKIE]: cookie ?? "" },
      payload: { userId: demoIds.affiliateUserId },
    });
    expect(list.statusCode).toBe(200);
    // A row per registration, e-mails masked (docs/affiliates.md): the three referred creators, each once or more.
    const emails = [...new Set((list.json().data as { email: string }[]).map((u) => u.email.toLowerCase()))].sort();
    expect(emails).toEqual([...demoIds.referredUserEmails].map(maskEmail).sort());
    expect(emails).toHaveLength(3);
  });

  it("has an active code that registration accepts in any case", async () => {
    expect(await findActiveAffiliateByCode(t.database.db, demoIds.affiliateCode.toLowerCase())).toMatchObject({
      id: demoIds.affiliateUserId,
      fullName: "Asha Verma",
    });
  });

  it("keeps a password hash made with the server's argon2id options (the seed stores it ready-made)", async () => {
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, demoIds.affiliateUserId));
    const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS;
    expect(row?.hash?.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`)).toBe(true);
  });
});
