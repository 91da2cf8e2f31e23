import { readdirSync, readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { identitySessions } from "#db/schema/identity.ts";
import { users } from "#db/schema.ts";
import { createAffiliate } from "#server/services/affiliates/create-affiliate.ts";
import { setAffiliateActive } from "#server/services/affiliates/set-affiliate-active.ts";
import { recordConsent } from "#server/services/consent/record-consent.ts";
import { subjectIdFor } from "#server/services/consent/subjects.ts";
import { SESSION_KINDS } from "#server/services/identity/kinds.ts";
import { erasePersonalData } from "#server/services/my-data/erase-personal-data.ts";
import { SIGN_IN_THROTTLE } from "#server/services/sign-in-throttle.ts";
import { createContest, createSubscriber } from "../support/factories.ts";
import { expireSessionToken, liveSessionRowsOfToken, sessionRowsOfToken } from "../support/sessions.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const SESSION_COOKIE = SESSION_KINDS.affiliate.cookie;

const PASSWORD = "correct horse battery";

/**
 * Nanoseconds the process's libuv thread pool (where argon2 hashes) has run on a processor, from Linux's
 * per-thread schedstat; elsewhere the wall clock.
 */
function hashingClock(): number {
  try {
    let ns = 0;
    for (const thread of readdirSync("/proc/self/task")) {
      if (readFileSync(`/proc/self/task/${thread}/comm`, "utf8").startsWith("libuv-worker"))
        ns += Number(readFileSync(`/proc/self/task/${thread}/schedstat`, "utf8").split(" ")[0]);
    }
    return ns;
  } catch {
    return performance.now() * 1e6;
  }
}

let t: TestApp;
let db: Db;
let asha: { id: string; email: string };
let ravi: { id: string; email: string };
/** Each test signs in from its own address, so the per-address limit of one test never trips another. */
let addressCounter = 0;
const nextAddress = () => `10.0.0.${++addressCounter}`;

async function insertUser(values: Partial<typeof users.$inferInsert> & { email: string }): Promise<string> {
  const id = newId();
  await db.insert(users).values({
    id,
    firstName: "Creator",
    lastName: "Test",
    mobileNo: "9876543210",
    emailKey: values.email.toLowerCase(),
    address: "12 MG Road",
    pincode: "452001",
    bankAccountLast4: "6789",
    aadharCardKey: "private/aadhar.pdf",
    ...values,
  });
  return id;
}

type Answer = { status: number; body: Record<string, unknown>; raw: LightMyRequestResponse };

async function post(
  url: string,
  payload: unknown,
  options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const raw = await t.app.inject({
    method: "POST",
    url,
    remoteAddress: options.ip ?? "127.0.0.1",
    headers: {
      "content-type": "application/json",
      ...(options.cookie ? { cookie: `${SESSION_COOKIE}=${options.cookie}` } : {}),
      ...options.headers,
    },
    payload: JSON.stringify(payload ?? {}),
  });
  return { status: raw.statusCode, body: raw.json(), raw };
}

function sessionCookie(raw: LightMyRequestResponse) {
  return raw.cookies.find((c) => c.name === SESSION_COOKIE);
}

async function signIn(email: string, password = PASSWORD, ip = nextAddress()): Promise<string> {
  const res = await post("/api/user/login", { email, password }, { ip });
  expect(res.status).toBe(200);
  const cookie = sessionCookie(res.raw);
  if (!cookie) throw new Error("no session cookie");
  return cookie.value;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  asha = await createAffiliate(db, {
    email: "Asha.Affiliate@example.in",
    firstName: "Asha",
    lastName: "Verma",
    code: "ASHA2026",
    password: PASSWORD,
  });
  ravi = await createAffiliate(db, { email: "ravi@example.in", firstName: "Ravi", lastName: "Kumar", password: PASSWORD });
  await insertUser({
    email: "priya@example.in",
    firstName: "Priya",
    lastName: "Nair",
    mobileNo: "9847022233",
    profileImage: "/uploads/users/priya.webp",
    socialMedia: { instagram: "https://www.instagram.com/priya", youtube: "javascript:alert(1)" },
    referredByUserId: asha.id,
  });
  await insertUser({ email: "rohit@example.in", firstName: "Rohit", lastName: "Yadav", referredByUserId: asha.id });
  await insertUser({ email: "someone.else@example.in", firstName: "Imran", referredByUserId: ravi.id });
  await insertUser({ email: "not.referred@example.in" });
});

afterAll(async () => {
  await t?.close();
});

describe("POST /api/user/login", () => {
  it("answers data._id and sets an httpOnly, SameSite=Lax session cookie that expires in 7 days", async () => {
    const res = await post("/api/user/login", { email: "asha.affiliate@EXAMPLE.in", password: PASSWORD }, { ip: nextAddress() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isOk: true, data: { _id: asha.id, firstName: "Asha", affiliateCode: "ASHA2026" } });
    expect(res.raw.headers["cache-control"]).toBe("no-store");
    const cookie = sessionCookie(res.raw);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    const days = (((cookie?.expires as Date | undefined)?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Only the digest is stored: the cookie value itself is nowhere in the database.
    const token = cookie?.value ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db.select().from(identitySessions).where(eq(identitySessions.tokenHash, token))).toHaveLength(0);
    const [row] = await sessionRowsOfToken(db, token);
    expect(row).toMatchObject({ kind: "affiliate", principalId: asha.id });
  });

  it("marks the cookie Secure behind an HTTPS proxy on this machine, and believes no other", async () => {
    const res = await post(
      "/api/user/login",
      { email: asha.email, password: PASSWORD },
      { ip: "127.0.0.1", headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" } },
    );
    expect(res.status).toBe(200);
    expect(sessionCookie(res.raw)?.secure).toBe(true);
    // Anyone on a private network could claim https (and any address) if private ranges were trusted.
    const claimed = await post(
      "/api/user/login",
      { email: asha.email, password: PASSWORD },
      { ip: nextAddress(), headers: { "x-forwarded-proto": "https" } },
    );
    expect(claimed.status).toBe(200);
    expect(sessionCookie(claimed.raw)?.secure).toBeUndefined();
  });

  it("rotates the session: signing in again ends the session the browser had", async () => {
    const first = await signIn(asha.email);
    const res = await post("/api/user/login", { email: asha.email, password: PASSWORD }, { cookie: first, ip: nextAddress() });
    expect(res.status).toBe(200);
    const second = sessionCookie(res.raw)?.value;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(await liveSessionRowsOfToken(db, first)).toHaveLength(0);
    expect((await post("/api/user/referredUsers", { userId: asha.id }, { cookie: first })).status).toBe(401);
  });

  it("gives an unknown e-mail and a wrong password the same answer", async () => {
    const wrong = await post("/api/user/login", { email: asha.email, password: "not the password" }, { ip: nextAddress() });
    const unknown = await post("/api/user/login", { email: "nobody@example.in", password: "not the password" }, { ip: nextAddress() });
    const noPassword = await post("/api/user/login", { email: "priya@example.in", password: "not the password" }, { ip: nextAddress() });
    for (const res of [wrong, unknown, noPassword]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ isOk: false, code: "UNAUTHORIZED", message: "Invalid email or password." });
      expect(sessionCookie(res.raw)).toBeUndefined();
    }
  });

  it("gives the /hi/affiliate-list page that answer in Hindi", async () => {
    const res = await post(
      "/api/user/login",
      { email: asha.email, password: "not the password" },
      { ip: nextAddress(), headers: { "accept-language": "hi-IN,hi;q=0.9,en-IN;q=0.8" } },
    );
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ isOk: false, code: "UNAUTHORIZED", message: "ई-मेल या पासवर्ड गलत है।" });
  });

  it("takes about as long for an unknown e-mail as for a wrong password (both verify an argon2id hash)", async () => {
    // Where it can, it measures the processor time of libuv's thread pool, where argon2 runs: the hash's
    // own work, which wall time under load (a busy machine, the other test worker) swings by more than.
    const cost = async (email: string) => {
      const before = hashingClock();
      await post("/api/user/login", { email, password: "not the password" }, { ip: nextAddress() });
      return hashingClock() - before;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      wrong.push(await cost(ravi.email));
      unknown.push(await cost(`ghost${i}@example.in`));
    }
    const ratio = median(unknown) / median(wrong);
    // A skipped hash would leave the unknown e-mail's thread pool idle (or its answer many times faster).
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it("asks for both fields", async () => {
    for (const body of [{}, { email: asha.email }, { password: PASSWORD }, { email: "  ", password: PASSWORD }]) {
      const res = await post("/api/user/login", body, { ip: nextAddress() });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Email and password are required.");
    }
  });

  it("refuses a request sent from another site's page", async () => {
    const res = await post(
      "/api/user/login",
      { email: asha.email, password: PASSWORD },
      { ip: nextAddress(), headers: { origin: "https://evil.example" } },
    );
    expect(res.status).toBe(403);
    expect(sessionCookie(res.raw)).toBeUndefined();
    const same = await post(
      "/api/user/login",
      { email: asha.email, password: PASSWORD },
      { ip: nextAddress(), headers: { origin: "http://localhost" } },
    );
    expect(same.status).toBe(200);
    for (const origin of ["null", "http://localhost.evil.example", "http://localhost:8080"]) {
      expect((await post("/api/user/logout", {}, { headers: { origin } })).status).toBe(403);
    }
  });
});

describe("sign-in throttling (details in abuse-sign-in.test.ts)", () => {
  it("slows guessing at one account from one address with 429, Retry-After and a clear message", async () => {
    const email = "limited@example.in";
    const ip = nextAddress();
    await createAffiliate(db, { email, firstName: "Lima", code: "LIMA01", password: PASSWORD });
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.free; i++) {
      expect((await post("/api/user/login", { email, password: `guess ${i}` }, { ip })).status).toBe(401);
    }
    const res = await post("/api/user/login", { email: email.toUpperCase(), password: PASSWORD }, { ip });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      isOk: false,
      code: "RATE_LIMITED",
      message: "Too many sign-in attempts. Please try again in 1 minute.",
    });
    expect(res.raw.headers["retry-after"]).toBe("30");
    // Not a lock: the same account from another address, and other accounts from this one, still get in.
    expect((await post("/api/user/login", { email, password: PASSWORD }, { ip: nextAddress() })).status).toBe(200);
    expect((await post("/api/user/login", { email: ravi.email, password: PASSWORD }, { ip })).status).toBe(200);
  });
});

describe("POST /api/user/referredUsers", () => {
  it("answers 401 without a session, with an unknown token and with a garbage cookie", async () => {
    for (const cookie of [undefined, "A".repeat(43), "not-a-token"]) {
      const res = await post("/api/user/referredUsers", { userId: asha.id }, { cookie });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ isOk: false, code: "UNAUTHORIZED" });
    }
  });

  it("answers 403 for another user's id", async () => {
    const cookie = await signIn(asha.email);
    for (const userId of [ravi.id, "64c000000000000000000099", "anything"]) {
      const res = await post("/api/user/referredUsers", { userId }, { cookie });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ isOk: false, code: "FORBIDDEN" });
    }
  });

  it("returns only the signed-in affiliate's referred users, with only the listed fields, contact details masked", async () => {
    const cookie = await signIn(asha.email);
    const res = await post("/api/user/referredUsers", { userId: asha.id }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.isOk).toBe(true);
    const data = res.body.data as Record<string, unknown>[];
    expect(data.map((u) => u.email).sort()).toEqual(["pr***@example.in", "ro***@example.in"]);
    for (const user of data) {
      expect(Object.keys(user).sort()).toEqual([
        "contestTitle",
        "creator",
        "email",
        "firstName",
        "lastName",
        "mobileNo",
        "profileImage",
        "registeredAt",
        "registrationState",
        "socialMedia",
      ]);
    }
    const priya = data.find((u) => u.firstName === "Priya");
    expect(priya).toEqual({
      firstName: "Priya",
      lastName: "Nair",
      // Some referred creators are minors: only the last four digits and the e-mail's first letters (docs/affiliates.md).
      mobileNo: "******2233",
      email: "pr***@example.in",
      profileImage: "/uploads/users/priya.webp",
      // A link that is not https never reaches the page.
      socialMedia: { instagram: "https://www.instagram.com/priya" },
      // No registration yet: one row without a contest.
      contestTitle: null,
      registrationState: null,
      registeredAt: null,
      creator: expect.any(Number),
    });
    expect(JSON.stringify(res.body)).not.toContain("9847022233");
    expect(JSON.stringify(res.body)).not.toContain("priya@example.in");
    // Without a userId the session decides.
    const implicit = await post("/api/user/referredUsers", {}, { cookie });
    expect((implicit.body.data as unknown[]).length).toBe(2);
  });

  it("shows a creator whose parent refused public listing as the public sees them: first name and initial, no photo, no links", async () => {
    const affiliate = await createAffiliate(db, { email: "tara.affiliate@example.in", firstName: "Tara", password: PASSWORD });
    const email = "kavya.minor@example.in";
    await insertUser({
      email,
      firstName: "Kavya",
      lastName: "Sharma",
      dateOfBirth: "2011-03-14",
      profileImage: "/uploads/users/kavya.webp",
      socialMedia: { instagram: "https://instagram.com/kavya_creates" },
      referredByUserId: affiliate.id,
    });
    const subjectId = await subjectIdFor(db, email);
    await recordConsent(db, {
      subjectId,
      givenBy: "guardian",
      verifiedBy: "email-code",
      language: "hi",
      decisions: [
        { purpose: "registration", action: "given" },
        { purpose: "public-listing", action: "refused" },
      ],
    });
    const res = await post("/api/user/referredUsers", {}, { cookie: await signIn(affiliate.email) });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ firstName: "Kavya", lastName: "S.", profileImage: null, socialMedia: {}, email: "ka***@example.in" }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain("Sharma");
    expect(JSON.stringify(res.body)).not.toContain("kavya_creates");
  });

  it("lists each registration of a referred creator with its contest, state and date, newest first", async () => {
    const affiliate = await createAffiliate(db, { email: "meera.affiliate@example.in", firstName: "Meera", password: PASSWORD });
    const creatorId = await insertUser({ email: "kiran.creator@example.in", firstName: "Kiran", referredByUserId: affiliate.id });
    const first = await createContest(db, { title: "City Hustle Reels" });
    const second = await createContest(db, { title: "State Flex Shorts" });
    await createSubscriber(db, {
      contestId: first.id,
      userId: creatorId,
      status: "completed",
      isPaid: true,
      createdAt: new Date("2026-05-01T06:00:00Z"),
    });
    await createSubscriber(db, { contestId: second.id, userId: creatorId, status: "pending", createdAt: new Date("2026-06-01T06:00:00Z") });
    const cookie = await signIn(affiliate.email);
    const res = await post("/api/user/referredUsers", {}, { cookie });
    expect(res.status).toBe(200);
    const rows = (res.body.data as Record<string, unknown>[]).map((row) => [row.contestTitle, row.registrationState, row.registeredAt]);
    expect(rows).toEqual([
      ["State Flex Shorts", "pending", "2026-06-01T06:00:00.000Z"],
      ["City Hustle Reels", "completed", "2026-05-01T06:00:00.000Z"],
    ]);
  });

  it("numbers the creators, a row per registration sharing its creator's number, so the page counts creators; an erased creator counts once", async () => {
    const affiliate = await createAffiliate(db, { email: "counting.affiliate@example.in", firstName: "Sunil", password: PASSWORD });
    const creator = (email: string, firstName: string) => insertUser({ email, firstName, referredByUserId: affiliate.id });
    const anil = await creator("anil.count@example.in", "Anil");
    const bela = await creator("bela.count@example.in", "Bela");
    const chetan = await creator("chetan.count@example.in", "Chetan");
    const dia = await creator("dia.count@example.in", "Dia");
    await creator("esha.count@example.in", "Esha");
    const day = (n: number) => new Date(`2026-07-${String(n).padStart(2, "0")}T06:00:00Z`);
    // Newest first, the creators' registrations interleave: Anil, Chetan, Bela, Anil, Chetan, Dia.
    for (const [userId, n] of [
      [anil, 6],
      [chetan, 5],
      [bela, 4],
      [anil, 3],
      [chetan, 2],
      [dia, 1],
    ] as const)
      await createSubscriber(db, {
        contestId: (await createContest(db, { title: `Counting Reels ${n}` })).id,
        userId,
        status: "completed",
        createdAt: day(n),
      });
    // Two of them erase their accounts: their rows stay, named as the public pages name them, still one creator each.
    await erasePersonalData(db, { email: "chetan.count@example.in" });
    await erasePersonalData(db, { email: "dia.count@example.in" });

    const cookie = await signIn(affiliate.email);
    const res = await post("/api/user/referredUsers", {}, { cookie });
    expect(res.status).toBe(200);
    const rows = (res.body.data as Array<{ firstName: string; creator: number }>).map((row) => [row.firstName, row.creator]);
    expect(rows).toEqual([
      ["Anil", 1],
      ["Name removed", 2],
      ["Bela", 3],
      ["Anil", 1],
      ["Name removed", 2],
      ["Name removed", 4],
      ["Esha", 5],
    ]);
    // Seven rows, five creators: what the heading counts.
    expect(new Set(rows.map(([, number]) => number)).size).toBe(5);
  });

  it("answers an empty list to an affiliate who has referred nobody yet", async () => {
    const fresh = await createAffiliate(db, { email: "new.affiliate@example.in", firstName: "Neha", password: PASSWORD });
    const cookie = await signIn(fresh.email);
    const res = await post("/api/user/referredUsers", { userId: fresh.id }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it("answers 401 once the session has expired", async () => {
    const cookie = await signIn(asha.email);
    expect((await post("/api/user/referredUsers", { userId: asha.id }, { cookie })).status).toBe(200);
    await expireSessionToken(db, cookie);
    const res = await post("/api/user/referredUsers", { userId: asha.id }, { cookie });
    expect(res.status).toBe(401);
    // The browser is told to drop the dead cookie.
    expect(sessionCookie(res.raw)?.value).toBe("");
  });
});

describe("POST /api/user/logout", () => {
  it("ends the session on the server and clears the cookie", async () => {
    const cookie = await signIn(asha.email);
    const res = await post("/api/user/logout", {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isOk: true });
    const cleared = sessionCookie(res.raw);
    expect(cleared?.value).toBe("");
    expect((cleared?.expires as Date | undefined)?.getTime()).toBeLessThan(Date.now());
    expect(await liveSessionRowsOfToken(db, cookie)).toHaveLength(0);
    expect((await post("/api/user/referredUsers", { userId: asha.id }, { cookie })).status).toBe(401);
    // Signing out twice is fine.
    expect((await post("/api/user/logout", {}, { cookie })).status).toBe(200);
  });
});

describe("deactivated affiliates", () => {
  it("cannot sign in, and their open sessions end", async () => {
    const email = "gone@example.in";
    await createAffiliate(db, { email, firstName: "Gita", code: "GITA01", password: PASSWORD });
    const cookie = await signIn(email);
    await setAffiliateActive(db, { emailOrCode: "gita01", active: false });
    expect((await post("/api/user/referredUsers", {}, { cookie })).status).toBe(401);
    const res = await post("/api/user/login", { email, password: PASSWORD }, { ip: nextAddress() });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Invalid email or password.");
    await setAffiliateActive(db, { emailOrCode: email, active: true });
    await signIn(email);
  });

  it("are refused at registration with the product's message, in any case of the code", async () => {
    await createAffiliate(db, { email: "paused@example.in", firstName: "Pia", lastName: "Sen", code: "PIA2026", password: PASSWORD });
    const check = (code: string) => post("/api/user/getByAffiliateCode", { affiliateCode: code }, { ip: nextAddress() });
    expect((await check("pia2026")).body).toMatchObject({ isOk: true, data: { fullName: "Pia Sen" } });
    await setAffiliateActive(db, { emailOrCode: "PIA2026", active: false });
    const refused = await check("PIA2026");
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("Affiliate code not found or is inactive.");
  });
});
