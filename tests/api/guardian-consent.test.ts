import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { states, users } from "#db/schema.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { consentRecords, guardianRequests } from "#db/schema/privacy.ts";
import { runGuardianDeadlines } from "#server/services/consent/guardian/guardian-deadlines.ts";
import { manageConsentToken } from "#server/services/consent/manage-consent-link.ts";
import { consentAnswers } from "#server/services/consent/messages.ts";
import { privacyMessages as pm } from "#shared/privacy/messages.ts";
import { requestSignInCode, signInCreator, testClientAddress, testDeviceCookie } from "../support/creator-session.ts";
import {
  type CategoryRow,
  type CityRow,
  createCategory,
  createCity,
  createContest,
  type ContestRow,
  DAY_MS,
} from "../support/factories.ts";
import { getJson, postJson } from "../support/inject.ts";
import { multipart } from "../support/multipart.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let city: CityRow;
let countryId: string;
let category: CategoryRow;
let contest: ContestRow;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  city = await createCity(db());
  const [state] = await db().select().from(states).where(eq(states.id, city.stateId));
  countryId = state?.countryId ?? "";
  category = await createCategory(db());
  contest = await createContest(db(), { entryFeePaise: 0, title: "Young Voices" });
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
const fresh = (tag: string) => `${tag}.${++seq}.${Date.now()}@example.in`;
/** A date of birth `years` old today, give or take a month. */
const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-15`;

async function createDetails(email: string, cookie: string, dateOfBirth: string, lastName = "Verma", extra: Record<string, string> = {}) {
  const body = multipart({
    firstName: "Anaya",
    middleName: "",
    lastName,
    mobileNo: "9123456780",
    email,
    countryId,
    stateId: city.stateId,
    cityId: city.id,
    address: "7 Station Road",
    pincode: "462001",
    dateOfBirth,
    gender: "Female",
    bio: "",
    bankDetails: "{}",
    socialMedia: JSON.stringify({ instagram: "https://instagram.com/anaya" }),
    categories: JSON.stringify([category.id]),
    link: "",
    ...extra,
  });
  return t.app.inject({
    method: "POST",
    url: "/api/user/create",
    ...body,
    remoteAddress: testClientAddress(),
    headers: { ...body.headers, cookie },
  });
}

/** The token of the consent link in the guardian's e-mail, read from the outbox as the guardian's inbox would show it. */
async function consentTokenFor(guardianEmail: string): Promise<string> {
  const rows = await db().select({ payload: mailOutbox.payload }).from(mailOutbox).where(eq(mailOutbox.recipient, guardianEmail));
  const url = rows.map((r) => r.payload.consentUrl).find((u): u is string => typeof u === "string");
  if (!url) throw new Error("no consent e-mail");
  return new URL(url).searchParams.get("t") ?? "";
}

async function guardianSignsIn(token: string): Promise<string> {
  const remoteAddress = testClientAddress();
  const headers = { cookie: testDeviceCookie(token) };
  const asked = await t.app.inject({ method: "POST", url: "/api/guardian/email-code", payload: { token }, remoteAddress, headers });
  expect(asked.statusCode, asked.body).toBe(200);
  const code = (asked.json() as { data: { testModeCode: string } }).data.testModeCode;
  const signedIn = await t.app.inject({ method: "POST", url: "/api/guardian/sign-in", payload: { token, code }, remoteAddress, headers });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const cookie = signedIn.cookies.find((c) => c.name === "guardian_session");
  if (!cookie?.value) throw new Error("no guardian_session cookie");
  return `guardian_session=${cookie.value}`;
}

async function minorAsksGuardian(): Promise<{ child: string; guardian: string; cookie: string; token: string }> {
  const child = fresh("child");
  const guardian = fresh("parent");
  const cookie = await signInCreator(t.app, child);
  const asked = await postJson(
    t.app,
    "/api/privacy/guardian-request",
    { guardianEmail: guardian, guardianMobile: "98765 43210", contestId: contest.id },
    { cookie },
  );
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return { child, guardian, cookie, token: await consentTokenFor(guardian) };
}

const consent = (
  token: string,
  cookie: string,
  choices: { publicListing: boolean; guardianReminders?: boolean },
  dateOfBirth = bornYearsAgo(40),
) =>
  postJson(
    t.app,
    "/api/guardian/decision",
    {
      decision: "consent",
      token,
      guardianName: "Sunita Verma",
      relationship: "Mother",
      dateOfBirth,
      registration: true,
      guardianReminders: false,
      ...choices,
    },
    { cookie },
  );

async function applicantCard(lastNameStart: string) {
  const list = await getJson<{
    data: Array<{ userId: { firstName: string; lastName: string; profileImage: string | null }; link: string }>;
  }>(t.app, `/api/subscriber/list/${contest.id}`);
  return list.body.data.find((a) => a.userId.firstName === "Anaya" && a.userId.lastName.startsWith(lastNameStart));
}

async function registerFree(cookie: string, userId: string) {
  const order = await postJson(
    t.app,
    "/api/subscriber/create-order",
    { contestId: contest.id, userId, link: "https://youtu.be/anaya" },
    { cookie },
  );
  expect(order.status, JSON.stringify(order.body)).toBe(200);
}

describe("[PRIVACY] a guardian's consent", () => {
  it("an under-18 cannot leave details before a guardian consents; nothing of the child is kept with the request", async () => {
    const { child, guardian, cookie } = await minorAsksGuardian();
    const refused = await createDetails(child, cookie, bornYearsAgo(16));
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as { message: string }).message).toBe(pm.guardianConsentNeeded);
    const [request] = await db().select().from(guardianRequests).where(eq(guardianRequests.guardianEmailKey, guardian));
    expect(request?.status).toBe("waiting");
    expect(request?.guardianMobile).toBe("9876543210");
    expect(request?.guardianName).toBeNull();
    const status = await getJson<{ data: { status: string } }>(t.app, "/api/privacy/guardian-status", { cookie });
    expect(status.body.data.status).toBe("waiting");
    // Said under 18, then an adult's date: the age step is not a question to retry.
    const retried = await createDetails(child, cookie, bornYearsAgo(25));
    expect(retried.statusCode, retried.body).toBe(403);
    expect(retried.json()).toMatchObject({
      message: consentAnswers.askedGuardianBefore,
      errors: { dateOfBirth: consentAnswers.askedGuardianBefore },
    });
    expect(await db().select().from(users).where(eq(users.email, child))).toEqual([]);
  });

  it("given without public listing: the child registers and the public card shows a first name and an initial, no photo or video", async () => {
    const { child, cookie, token } = await minorAsksGuardian();
    // The child's own session is not the guardian's: the decision needs the guardian's code.
    expect((await consent(token, cookie, { publicListing: false })).status).toBe(401);
    const guardianCookie = await guardianSignsIn(token);
    expect((await consent(token, guardianCookie, { publicListing: false }, bornYearsAgo(17))).status).toBe(400);
    const given = await consent(token, guardianCookie, { publicListing: false, guardianReminders: true });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect((await consent(token, guardianCookie, { publicListing: true })).status).toBe(409);

    const records = await db().select().from(consentRecords).orderBy(consentRecords.seq);
    const mine = records.filter((r) => r.guardianRequestId !== null && r.givenBy === "guardian" && r.verifiedBy === "email-code");
    expect(mine.map((r) => [r.purpose, r.action])).toEqual(
      expect.arrayContaining([
        ["registration", "given"],
        ["public-listing", "refused"],
        ["guardian-reminders", "given"],
      ]),
    );
    expect(mine.every((r) => r.noticeVersion === 1 && /^[0-9a-f]{64}$/.test(r.noticeHash) && r.language === "en")).toBe(true);
    const toChild = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, child));
    expect(toChild.map((m) => m.template)).toContain("guardian-consent-given");

    // Bank details and documents wait until the child wins, under the guardian's consent to that purpose.
    const withBank = await createDetails(child, cookie, bornYearsAgo(16), "Kulkarni", {
      bankDetails: JSON.stringify({ accountNumber: "123456789012", ifscCode: "SBIN0001234" }),
    });
    expect(withBank.statusCode, withBank.body).toBe(400);
    expect(withBank.json()).toMatchObject({
      message: consentAnswers.minorPrizeDetailsLater,
      errors: { bankDetails: consentAnswers.minorPrizeDetailsLater },
    });
    expect((await createDetails(child, cookie, bornYearsAgo(25), "Kulkarni")).statusCode).toBe(403);
    const created = await createDetails(child, cookie, bornYearsAgo(16), "Kulkarni");
    expect(created.statusCode, created.body).toBe(200);
    await registerFree(cookie, (created.json() as { data: { _id: string } }).data._id);
    const card = await applicantCard("K");
    expect(card?.userId).toEqual({ firstName: "Anaya", lastName: "K.", profileImage: null });
    expect(card?.link).toBe("");
  });

  it("given with public listing: the full card is public", async () => {
    const { child, cookie, token } = await minorAsksGuardian();
    const guardianCookie = await guardianSignsIn(token);
    expect((await consent(token, guardianCookie, { publicListing: true })).status).toBe(200);
    const created = await createDetails(child, cookie, bornYearsAgo(15), "Deshmukh");
    await registerFree(cookie, (created.json() as { data: { _id: string } }).data._id);
    const card = await applicantCard("Deshmukh");
    expect(card?.userId.lastName).toBe("Deshmukh");
    expect(card?.link).toBe("https://youtu.be/anaya");
  });

  it("declined: the request and what it held are deleted, the child is told and still cannot register", async () => {
    const { child, guardian, cookie, token } = await minorAsksGuardian();
    const guardianCookie = await guardianSignsIn(token);
    const declined = await postJson(t.app, "/api/guardian/decision", { decision: "decline", token }, { cookie: guardianCookie });
    expect(declined.status).toBe(200);
    expect(await db().select().from(guardianRequests).where(eq(guardianRequests.guardianEmailKey, guardian))).toEqual([]);
    const toChild = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, child));
    expect(toChild.find((m) => m.template === "guardian-consent-ended")?.payload).toEqual({ reason: "declined" });
    expect((await createDetails(child, cookie, bornYearsAgo(16))).statusCode).toBe(403);
    // My registrations can say why nothing is there.
    const status = await getJson<{ data: { status: string } }>(t.app, "/api/privacy/guardian-status", { cookie });
    expect(status.body.data).toEqual({ status: "declined" });
    const retried = await createDetails(child, cookie, bornYearsAgo(30));
    expect(retried.statusCode).toBe(403);
    expect((retried.json() as { message: string }).message).toBe(consentAnswers.askedGuardianBefore);
    expect((await getJson(t.app, `/api/guardian/request?token=${token}`)).status).toBe(404);
  });

  it("expired: one reminder at 48 hours, then at 7 days the request is deleted and the child told", async () => {
    const { child, guardian, cookie } = await minorAsksGuardian();
    const now = Date.now();
    const first = await runGuardianDeadlines(db(), new Date(now + 47 * 3600_000));
    expect(first.reminded).toBe(0);
    await runGuardianDeadlines(db(), new Date(now + 49 * 3600_000));
    await runGuardianDeadlines(db(), new Date(now + 50 * 3600_000));
    const toGuardian = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, guardian));
    expect(toGuardian.filter((m) => m.template === "guardian-consent-request").length).toBe(2);
    const reminder = toGuardian.find((m) => m.dedupeKey.startsWith("guardian-consent-reminder:"));
    expect(reminder?.payload.reminder).toBe(true);
    expect(reminder?.payload.consentUrl).toBe(
      toGuardian.find((m) => m.dedupeKey.startsWith("guardian-consent-request:"))?.payload.consentUrl,
    );

    const lapsed = await runGuardianDeadlines(db(), new Date(now + 7 * DAY_MS + 60_000));
    expect(lapsed.expired).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(guardianRequests).where(eq(guardianRequests.guardianEmailKey, guardian))).toEqual([]);
    const toChild = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, child));
    expect(toChild.find((m) => m.template === "guardian-consent-ended")?.payload).toEqual({ reason: "expired" });
    expect((await createDetails(child, cookie, bornYearsAgo(30))).statusCode).toBe(403);
    const status = await getJson<{ data: { status: string } }>(t.app, "/api/privacy/guardian-status", { cookie });
    expect(status.body.data).toEqual({ status: "expired" });
  });

  it("the guardian's e-mail must not be the child's own", async () => {
    const child = fresh("alone");
    const cookie = await signInCreator(t.app, child);
    const asked = await postJson<{ message: string }>(
      t.app,
      "/api/privacy/guardian-request",
      { guardianEmail: child.toUpperCase() },
      { cookie },
    );
    expect(asked.status).toBe(400);
    expect(asked.body.message).toBe(pm.guardianEmailSameAsYours);
  });
});

describe("[PRIVACY] withdrawing consent", () => {
  it("an adult withdraws public listing in one action from the e-mail's link: the card leaves the public list at once", async () => {
    const adult = fresh("adult");
    const cookie = await signInCreator(t.app, adult);
    const created = await createDetails(adult, cookie, bornYearsAgo(22), "Rathore");
    expect(created.statusCode, created.body).toBe(200);
    await registerFree(cookie, (created.json() as { data: { _id: string } }).data._id);
    expect((await applicantCard("Rathore"))?.userId.lastName).toBe("Rathore");

    const token = manageConsentToken(t.app.ctx.config, adult);
    const listed = await getJson<{
      data: Array<{ subjectId: string; role: string; purposes: Array<{ purpose: string; granted: boolean; askAgain: boolean }> }>;
    }>(t.app, `/api/privacy/consent?token=${encodeURIComponent(token)}`);
    const own = listed.body.data.find((s) => s.role === "self");
    expect(own?.purposes).toEqual(
      expect.arrayContaining([{ purpose: "public-listing", granted: true, askAgain: false, withdrawn: false }]),
    );
    const withdrawn = await postJson(t.app, "/api/privacy/consent/withdraw", {
      token,
      subjectId: own?.subjectId,
      purpose: "public-listing",
    });
    expect(withdrawn.status).toBe(200);
    // Straight away, although the list was cached a moment ago.
    expect((await applicantCard("R"))?.userId).toEqual({ firstName: "Anaya", lastName: "R.", profileImage: null });
    const forged = await getJson(t.app, `/api/privacy/consent?token=${encodeURIComponent(`${token.split(".")[0]}.AAAA`)}`);
    expect(forged.status).toBe(404);
  });

  it("a guardian withdraws the child's public listing from their own e-mail's link", async () => {
    const { child, guardian, cookie, token } = await minorAsksGuardian();
    await consent(token, await guardianSignsIn(token), { publicListing: true });
    const created = await createDetails(child, cookie, bornYearsAgo(16), "Iyer");
    await registerFree(cookie, (created.json() as { data: { _id: string } }).data._id);
    const manage = manageConsentToken(t.app.ctx.config, guardian);
    const listed = await getJson<{ data: Array<{ subjectId: string; whose: string; role: string }> }>(
      t.app,
      `/api/privacy/consent?token=${encodeURIComponent(manage)}`,
    );
    const childSubject = listed.body.data.find((s) => s.role === "guardian" && s.whose === "Anaya");
    expect(childSubject).toBeTruthy();
    await postJson(t.app, "/api/privacy/consent/withdraw", {
      token: manage,
      subjectId: childSubject?.subjectId,
      purpose: "public-listing",
    });
    expect((await applicantCard("I"))?.userId.lastName).toBe("I.");
  });

  it("consent records are append-only in the database itself", async () => {
    await expect(db().execute(sql`update consent_records set action = 'given'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from consent_records`)).rejects.toThrow();
  });

  it("every e-mail carries the privacy notice and a 'Manage consent' link for its recipient", async () => {
    const email = fresh("mail");
    await requestSignInCode(t.app, email);
    const { renderMail } = await import("#server/services/mail/templates.ts");
    const { manageConsentUrl } = await import("#server/services/consent/manage-consent-link.ts");
    const url = manageConsentUrl(t.app.ctx.config, email);
    const rendered = renderMail(
      "registration-complete",
      { creatorName: "A", contestId: contest.id, contestTitle: "X" },
      { publicUrl: "https://x.in", manageConsentUrl: url },
    );
    expect(rendered.text).toContain(`Manage consent: ${url}`);
    expect(rendered.text).toContain("Privacy notice: https://x.in/privacy");
  });
});
