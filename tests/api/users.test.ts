import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { states, users } from "#db/schema.ts";
import { uploadSizeMessage, uploadTypeMessage } from "#shared/registration/user-details-schema.ts";
import { isEmail } from "#shared/validation/email.ts";
import { cookieForEmail } from "../support/creator-session.ts";
import {
  type CategoryRow,
  type CityRow,
  createCategory,
  createCity,
  createContest,
  createCountry,
  createState,
  createSubscriber,
  createUser,
  type StateRow,
} from "../support/factories.ts";
import { allKeys, expectErrorShape, getJson, postJson } from "../support/inject.ts";
import { type FilePart, multipart } from "../support/multipart.ts";
import { clearOfWindowEnd } from "../support/rate-limit-window.ts";
import { statementsOf } from "../support/statement-count.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let city: CityRow;
let state: StateRow | undefined;
let category: CategoryRow;

beforeAll(async () => {
  t = await createTestApp();
  city = await createCity(t.database.db);
  [state] = await t.database.db.select().from(states).where(eq(states.id, city.stateId));
  category = await createCategory(t.database.db);
});
afterAll(async () => {
  await t?.close();
});
const db = () => t.database.db;

let emailSeq = 0;
const formFor = (overrides: Record<string, string> = {}) => ({
  firstName: "Riya",
  middleName: "",
  lastName: "Sharma",
  mobileNo: "9123456780",
  email: `riya.${++emailSeq}@example.in`,
  countryId: state?.countryId ?? "",
  stateId: city.stateId,
  cityId: city.id,
  address: "44 Lake View Road",
  pincode: "462001",
  dateOfBirth: "2005-02-11",
  gender: "Female",
  bio: "Dance reels.",
  bankDetails: JSON.stringify({
    accountNumber: "123456789012",
    bankName: "SBI",
    branchName: "Bhopal",
    ifscCode: "SBIN0001234",
    accountHolderName: "Riya Sharma",
  }),
  socialMedia: JSON.stringify({ instagram: "https://instagram.com/riya" }),
  categories: JSON.stringify([category.id]),
  link: "https://instagram.com/reel/riya",
  ...overrides,
});

/** The creator filling in the form has proven its e-mail (or, for a malformed one, some other address). */
const SOMEONE = "someone@example.in";
const as = async (email: string) => ({ cookie: await cookieForEmail(t.app, email) });
const formOwner = (fields: Record<string, string>) => (isEmail(fields.email?.trim() ?? "") ? (fields.email ?? "") : SOMEONE);
const create = async (fields: Record<string, string>, files: FilePart[] = []) => {
  const body = multipart(fields, files);
  return t.app.inject({ method: "POST", url: "/api/user/create", ...body, headers: { ...body.headers, ...(await as(formOwner(fields))) } });
};
/** From an address of its own, so the create rate limit of the other tests is not used up. */
let otherAddress = 0;
const createElsewhere = async (fields: Record<string, string>) => {
  const body = multipart(fields);
  return t.app.inject({
    method: "POST",
    url: "/api/user/create",
    remoteAddress: `198.51.100.${++otherAddress}`,
    ...body,
    headers: { ...body.headers, ...(await as(formOwner(fields))) },
  });
};

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

describe("[REGISTRATION] GET /api/user/getByEmail", () => {
  it("answers the masked confirm view, case-insensitively, with place ids and names", async () => {
    const user = await createUser(db(), {
      email: "Meera.K@Example.in",
      cityId: city.id,
      stateId: city.stateId,
      countryId: state?.countryId,
    });
    const res = await getJson<{ isOk: boolean; data: Record<string, unknown>; alreadyRegistered: boolean }>(
      t.app,
      "/api/user/getByEmail/meera.k@example.IN",
      await as("Meera.K@Example.in"),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: user.id,
      firstName: "Asha",
      email: "Meera.K@Example.in",
      mobileNo: "******3210",
      cityId: { _id: city.id, cityName: city.cityName },
      stateId: { _id: city.stateId },
      countryId: { _id: state?.countryId },
    });
    expect(res.body.data.address).not.toContain("MG Road");
    expect(res.body.alreadyRegistered).toBe(false);
    const keys = allKeys(res.body);
    for (const hidden of [
      "dateOfBirth",
      "bankDetails",
      "bankDetailsEncrypted",
      "bankAccountLast4",
      "aadharCardKey",
      "panCardKey",
      "passwordHash",
      "gender",
    ]) {
      expect(keys.has(hidden)).toBe(false);
    }
    expect(res.raw.body).not.toContain("9876543210");
  });

  it("names the country in Hindi for the Hindi confirm dialog", async () => {
    const india = await createCountry(db(), { countryName: "India" });
    const user = await createUser(db(), { countryId: india.id });
    const hindi = await getJson<{ data: { countryId: { countryName: string } } }>(t.app, `/api/user/getByEmail/${user.email}`, {
      ...(await as(user.email)),
      "accept-language": "hi",
    });
    expect(hindi.body.data.countryId).toEqual({ _id: india.id, countryName: "भारत" });
    const english = await getJson<{ data: { countryId: { countryName: string } } }>(
      t.app,
      `/api/user/getByEmail/${user.email}`,
      await as(user.email),
    );
    expect(english.body.data.countryId.countryName).toBe("India");
  });

  it("tells whether this e-mail already completed a registration for the contest", async () => {
    const user = await createUser(db());
    const contest = await createContest(db());
    const other = await createContest(db());
    await createSubscriber(db(), { contestId: contest.id, userId: user.id });
    await createSubscriber(db(), { contestId: other.id, userId: user.id, status: "pending" });
    const done = await getJson<{ alreadyRegistered: boolean }>(
      t.app,
      `/api/user/getByEmail/${user.email}?contestId=${contest.id}`,
      await as(user.email),
    );
    expect(done.body.alreadyRegistered).toBe(true);
    const pending = await getJson<{ alreadyRegistered: boolean }>(
      t.app,
      `/api/user/getByEmail/${user.email}?contestId=${other.id}`,
      await as(user.email),
    );
    expect(pending.body.alreadyRegistered).toBe(false);
  });

  it("is rate-limited per address with a 429 and a message", async () => {
    // The lookup rule (server/api/users.ts, limits.lookup: 30 a minute): all 31 hits in one window.
    await clearOfWindowEnd(60_000);
    const { cookie } = await as("probe@example.in");
    const lookup = () =>
      t.app.inject({ method: "GET", url: "/api/user/getByEmail/probe@example.in", headers: { "x-forwarded-for": "203.0.113.9", cookie } });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await lookup()).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    const limited = await lookup();
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { message: string }).message).toMatch(/Too many/);
  });

  it.each([
    ["a NUL byte", "meera%00@example.in"],
    ["a zero-width space", "meera%E2%80%8B@example.in"],
    ["a bidi override", "meera@example.in%E2%80%AE"],
    ["a mailto query", "meera@example.in%3Fcc%3Dx%40evil.in"],
    ["no domain dot", "meera@example"],
  ])("answers 400 'Enter a valid email' for an address with %s, without asking the database", async (_what, email) => {
    const res = await getJson<{ message: string }>(t.app, `/api/user/getByEmail/${email}`);
    expect(expectErrorShape(res, 400).message).toContain("Enter a valid email");
  });

  it("answers 404 'User not found' to a signed-in creator whose details are not saved yet", async () => {
    const res = await getJson(t.app, "/api/user/getByEmail/nobody@example.in", await as("nobody@example.in"));
    expect(expectErrorShape(res, 404).message).toBe("User not found");
  });
});

describe("[REGISTRATION] POST /api/user/getByAffiliateCode", () => {
  it("answers the affiliate's full name for an active code, in any case", async () => {
    await createUser(db(), { firstName: "Kabir", lastName: "Rao", affiliateCode: "KABIR25", affiliateActive: true });
    const res = await postJson<{ isOk: boolean; message: string; data: { fullName: string } }>(t.app, "/api/user/getByAffiliateCode", {
      affiliateCode: "kabir25",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isOk: true, message: "Affiliate code applied successfully!", data: { fullName: "Kabir Rao" } });
  });

  it("refuses a blank, unknown or inactive code with the spec's messages", async () => {
    await createUser(db(), { affiliateCode: "SLEEPY1", affiliateActive: false });
    expect(expectErrorShape(await postJson(t.app, "/api/user/getByAffiliateCode", { affiliateCode: "  " }), 400).message).toBe(
      "Affiliate code cannot be empty.",
    );
    expect(expectErrorShape(await postJson(t.app, "/api/user/getByAffiliateCode", {}), 400).message).toBe(
      "Affiliate code cannot be empty.",
    );
    expect(expectErrorShape(await postJson(t.app, "/api/user/getByAffiliateCode", { affiliateCode: "NOPE" }), 404).message).toBe(
      "Affiliate code not found or is inactive.",
    );
    expect(expectErrorShape(await postJson(t.app, "/api/user/getByAffiliateCode", { affiliateCode: "sleepy1" }), 404).message).toBe(
      "Affiliate code not found or is inactive.",
    );
  });
});

describe("[REGISTRATION] POST /api/user/create", () => {
  it("creates the user, stores the referral, re-encodes the photo and encrypts documents and bank details", async () => {
    const affiliate = await createUser(db(), { affiliateCode: "REF777", affiliateActive: true });
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#a249ed" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "GPS 23.2599N 77.4126E" } })
      .toBuffer();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const fields = formFor({ affiliateCode: "ref777" });
    const res = await create(fields, [
      { name: "profileImage", filename: "me.jpg", type: "image/jpeg", data: photo },
      { name: "aadharCard", filename: "aadhar.pdf", type: "application/pdf", data: PDF },
      { name: "panCard", filename: "pan.png", type: "image/png", data: png },
      { name: "cancelledCheck", filename: "cheque.jpg", type: "image/jpeg", data: photo },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { isOk: boolean; message: string; data: Record<string, string> };
    expect(body).toMatchObject({
      isOk: true,
      message: "User created successfully",
      data: { firstName: "Riya", lastName: "Sharma", email: fields.email, mobileNo: "9123456780", cityId: city.id, stateId: city.stateId },
    });
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.id, body.data._id ?? ""));
    if (!row) throw new Error("user not stored");
    expect(row.referredByUserId).toBe(affiliate.id);
    expect(row.affiliateCode).toBeNull();
    expect(row.categoryIds).toEqual([category.id]);
    expect(row.bankAccountLast4).toBe("9012");
    expect(row.bankDetailsEncrypted).not.toContain("123456789012");
    const { encryptor } = t.app.ctx;
    expect(JSON.parse(encryptor.decryptText(row.bankDetailsEncrypted ?? ""))).toMatchObject({
      accountNumber: "123456789012",
      ifscCode: "SBIN0001234",
    });

    // The photo: public, WebP, at most 800 px, without the EXIF the phone wrote.
    expect(row.profileImage).toMatch(/^\/uploads\/profiles\/[0-9a-f]{24}-[0-9a-f]{24}\.webp$/);
    const served = await t.app.inject({ method: "GET", url: row.profileImage ?? "" });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800 });
    expect(meta.exif).toBeUndefined();

    // Documents: private, encrypted, and no URL serves them.
    const { storage } = t.app.ctx;
    for (const [key, original] of [
      [row.aadharCardKey, PDF],
      [row.panCardKey, png],
      [row.cancelledChequeKey, photo],
    ] as const) {
      expect(key).toMatch(/^documents\//);
      const sealed = await storage.getPrivate(key ?? "");
      expect(sealed.includes(original.subarray(0, 4))).toBe(false);
      expect(encryptor.decrypt(sealed).equals(original)).toBe(true);
      const file = path.join(t.dataDir, "private", key ?? "");
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect((await t.app.inject({ method: "GET", url: `/uploads/../private/${key}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: `/private/${key}` })).statusCode).toBe(404);
    }
    expect(statSync(path.join(t.dataDir, "encryption.key")).mode & 0o777).toBe(0o600);
  });

  it("creates a user with no files and no bank details", async () => {
    const res = await create(formFor({ bankDetails: "", middleName: "Devi" }));
    expect(res.statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.id, (res.json() as { data: { _id: string } }).data._id));
    expect(row).toMatchObject({ middleName: "Devi", bankDetailsEncrypted: null, profileImage: null, aadharCardKey: null });
  });

  it("refuses invalid fields with the shared schema's messages, per field", async () => {
    const res = await create(
      formFor({
        firstName: "R1ya",
        mobileNo: "12345",
        gender: "",
        socialMedia: JSON.stringify({ instagram: "" }),
        categories: "[]",
        pincode: "1234567",
      }),
    );
    const body = expectErrorShape({ status: res.statusCode, body: res.json(), raw: res }, 400) as {
      message: string;
      errors?: Record<string, string>;
    };
    expect(body.errors).toMatchObject({
      firstName: "First Name should only contain alphabets.",
      mobileNo: "Mobile Number must be exactly 10 digits and contain only numbers.",
      gender: "gender is required",
      "socialMedia.instagram": "Instagram link is required.",
      categories: "At least one category is required",
      pincode: "Pincode must contain only numbers and not exceed 6 digits.",
    });
    expect(body.message).toBe("First Name should only contain alphabets.");
    const missing = await create({ email: "x@example.in" });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { errors: Record<string, string> }).errors).toMatchObject({
      firstName: "first name is required",
      address: "address is required",
    });
    const badJson = await create(formFor({ bankDetails: "{not json" }));
    expect((badJson.json() as { errors: Record<string, string> }).errors.bankDetails).toBeTruthy();
  });

  it.each([
    ["a zero-width space", "riya\u200b@example.in"],
    ["a Cyrillic look-alike in the domain", "riya@ex\u0430mple.in"],
    ["a mailto query", "riya@example.in?cc=x@evil.in"],
    ["a percent escape", "riya%0a@example.in"],
    ["a quote", '"riya"@example.in'],
    ["a newline", "riya@example.in\nBcc: x@evil.in"],
  ])("refuses an e-mail with %s: 'Enter a valid email', and stores nothing", async (_what, email) => {
    const res = await createElsewhere(formFor({ email }));
    const body = expectErrorShape({ status: res.statusCode, body: res.json(), raw: res }, 400) as { errors?: Record<string, string> };
    expect(body.errors?.email).toBe("Enter a valid email");
    expect(await db().select().from(users).where(eq(users.emailKey, email.toLowerCase()))).toHaveLength(0);
  });

  it("refuses control and bidi characters in free text with the field's name", async () => {
    const res = await createElsewhere(formFor({ address: "44 Lake\u202e Road", bio: "Dance\u0007 reels" }));
    const body = expectErrorShape({ status: res.statusCode, body: res.json(), raw: res }, 400) as { errors?: Record<string, string> };
    expect(body.errors).toMatchObject({
      address: "Address contains characters that are not allowed.",
      bio: "Bio contains characters that are not allowed.",
    });
    // Line breaks in the bio are kept: it is a multi-line field.
    expect((await createElsewhere(formFor({ bio: "Dance reels.\nAnd short films." }))).statusCode).toBe(200);
  });

  it("refuses an existing e-mail (any case) with 409, a place that does not fit, an unknown category or affiliate", async () => {
    const existing = await createUser(db());
    const dup = await create(formFor({ email: existing.email.toUpperCase() }));
    expect(dup.statusCode).toBe(409);
    expect((dup.json() as { errors: Record<string, string> }).errors).toEqual({
      email: "An account with this email already exists. Go back and continue with this email instead.",
    });
    const otherState = await createState(db());
    const misplaced = await create(formFor({ stateId: otherState.id }));
    expect(misplaced.statusCode).toBe(400);
    expect((misplaced.json() as { errors: Record<string, string> }).errors).toEqual({
      cityId: "Choose a country, a state in it and a city in that state.",
    });
    const categoryRefused = { categories: "Choose categories from the list." };
    const unknownCategory = await create(formFor({ categories: JSON.stringify(["a".repeat(24)]) }));
    expect(unknownCategory.statusCode).toBe(400);
    expect((unknownCategory.json() as { errors: Record<string, string> }).errors).toEqual(categoryRefused);
    // One known and one unknown, or a category switched off, is refused as a whole.
    const oneUnknown = await create(formFor({ categories: JSON.stringify([category.id, "b".repeat(24)]) }));
    expect((oneUnknown.json() as { errors: Record<string, string> }).errors).toEqual(categoryRefused);
    const inactive = await createCategory(db(), { isActive: false });
    const switchedOff = await create(formFor({ categories: JSON.stringify([inactive.id]) }));
    expect((switchedOff.json() as { errors: Record<string, string> }).errors).toEqual(categoryRefused);
    const affiliate = await create(formFor({ affiliateCode: "NOSUCH" }));
    expect(affiliate.statusCode).toBe(400);
    expect((affiliate.json() as { message: string }).message).toBe("Affiliate code not found or is inactive.");
  });

  it("stores a creator in 9 statements: the three reference checks in one, the consent records and states in one, the notice recorded once a process", async () => {
    expect((await createElsewhere(formFor())).statusCode).toBe(200);
    const fields = formFor();
    const body = multipart(fields);
    const headers = { ...body.headers, ...(await as(fields.email ?? "")) };
    const { result: res, statements } = await statementsOf(t.database, () =>
      t.app.inject({ method: "POST", url: "/api/user/create", remoteAddress: "198.51.100.250", ...body, headers }),
    );
    expect(res.statusCode).toBe(200);
    expect(statements, statements.join("\n")).toHaveLength(9);
  });

  it("refuses files by content and size with clear 4xx messages and leaves nothing behind", async () => {
    const before = (await db().select({ id: users.id }).from(users)).length;
    const filesBefore = [...filesUnder(path.join(t.dataDir, "private")), ...filesUnder(path.join(t.dataDir, "uploads"))].length;
    const fake = await create(formFor(), [
      { name: "panCard", filename: "pan.pdf", type: "application/pdf", data: Buffer.from("<html>not a pdf</html>") },
    ]);
    expect(fake.statusCode).toBe(400);
    expect((fake.json() as { message: string }).message).toBe(uploadTypeMessage("panCard"));
    const notImage = await create(formFor(), [
      { name: "aadharCard", filename: "a.pdf", type: "application/pdf", data: PDF },
      { name: "profileImage", filename: "me.png", type: "image/png", data: PDF },
    ]);
    expect(notImage.statusCode).toBe(400);
    expect((notImage.json() as { message: string }).message).toBe(uploadTypeMessage("profileImage"));
    const brokenPng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    expect((await create(formFor(), [{ name: "profileImage", filename: "x.png", type: "image/png", data: brokenPng }])).statusCode).toBe(
      400,
    );
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await create(formFor(), [{ name: "cancelledCheck", filename: "c.pdf", type: "application/pdf", data: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect((tooBig.json() as { message: string }).message).toBe(uploadSizeMessage("cancelledCheck"));
    const stray = await create(formFor(), [{ name: "resume", filename: "r.pdf", type: "application/pdf", data: PDF }]);
    expect(stray.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/user/create",
      payload: '--xyz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nRiya',
      headers: { "content-type": "multipart/form-data; boundary=xyz", ...(await as(SOMEONE)) },
    });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
    const json = await postJson(t.app, "/api/user/create", formFor(), await as(SOMEONE));
    expect(json.status).toBe(415);
    expect((await db().select({ id: users.id }).from(users)).length).toBe(before);
    expect([...filesUnder(path.join(t.dataDir, "private")), ...filesUnder(path.join(t.dataDir, "uploads"))].length).toBe(filesBefore);
  });
});
