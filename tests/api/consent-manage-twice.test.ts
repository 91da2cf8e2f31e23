/**
 * 'Manage consent' (docs/privacy.md#withdrawing) answered twice: a parent's double tap, or the link open
 * in two tabs. Each change is recorded once, and the second answer is no error.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { consentRecords, guardianRequests } from "#db/schema/privacy.ts";
import { manageConsentToken } from "#server/services/consent/manage-consent-link.ts";
import { recordConsent } from "#server/services/consent/record-consent.ts";
import { subjectIdFor } from "#server/services/consent/subjects.ts";
import type { ManagedConsents } from "#shared/api/manage-consent.ts";
import type { ConsentPurpose } from "#shared/privacy/purposes.ts";
import { createContest, createUser, createWinningEntry, daysFromNow } from "../support/factories.ts";
import { getJson, postJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
const db = () => t.database.db;
let seq = 0;
const fresh = (tag: string) => `${tag}.${++seq}.${Date.now()}@example.in`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A child whose guardian consented (registration and reminders); a winner when `won`, with no account at all when `account` is false. */
async function childWithGuardian({ won = false, account = true } = {}) {
  const child = fresh("child");
  const guardian = fresh("guardian");
  if (account) {
    const user = await createUser(db(), { email: child, firstName: "Tara", lastName: "Menon", dateOfBirth: "2011-06-01" });
    if (won) {
      const contest = await createContest(db(), { winnersDeclared: true });
      await createWinningEntry(db(), { contestId: contest.id, userId: user.id });
    }
  }
  const subjectId = await subjectIdFor(db(), child);
  await db()
    .insert(guardianRequests)
    .values({
      id: newId(),
      subjectId,
      creatorEmail: child,
      creatorEmailKey: child,
      guardianEmail: guardian,
      guardianEmailKey: guardian,
      tokenHash: newId(),
      status: "consented",
      expiresAt: daysFromNow(7),
      decidedAt: new Date(),
    });
  await recordConsent(db(), {
    subjectId,
    decisions: [
      { purpose: "registration", action: "given" },
      { purpose: "guardian-reminders", action: "given" },
    ],
    givenBy: "guardian",
    verifiedBy: "email-code",
    language: "hi",
  });
  return { subjectId, token: manageConsentToken(t.app.ctx.config, guardian) };
}

const actionsOf = async (subjectId: string, purpose: ConsentPurpose) =>
  (
    await db()
      .select({ action: consentRecords.action })
      .from(consentRecords)
      .where(and(eq(consentRecords.subjectId, subjectId), eq(consentRecords.purpose, purpose)))
      .orderBy(consentRecords.seq)
  ).map((r) => r.action);

describe("[PRIVACY] 'Manage consent' tapped twice", () => {
  it("a withdrawal sent twice at once is recorded once, and both taps are answered OK", async () => {
    const { subjectId, token } = await childWithGuardian();
    const body = { token, subjectId, purpose: "guardian-reminders" };
    const answers = await Promise.all([
      postJson(t.app, "/api/privacy/consent/withdraw", body),
      postJson(t.app, "/api/privacy/consent/withdraw", body),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await actionsOf(subjectId, "guardian-reminders")).toEqual(["given", "withdrawn"]);
  });

  it("the prize documents agreed to twice are recorded once, and the second 'Agree' is no error", async () => {
    const { subjectId, token } = await childWithGuardian({ won: true });
    const body = { token, subjectId, purpose: "prize-documents" };
    const together = await Promise.all([
      postJson(t.app, "/api/privacy/consent/give", body),
      postJson(t.app, "/api/privacy/consent/give", body),
    ]);
    expect(together.map((a) => a.status)).toEqual([200, 200]);
    // Opened again later (a reload, a second tab that still shows 'Agree'): still OK, still one record.
    const again = await postJson(t.app, "/api/privacy/consent/give", body);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await actionsOf(subjectId, "prize-documents")).toEqual(["given"]);
  });

  it("a parent who changes their mind gives back a withdrawn or refused purpose from the same link, recorded once", async () => {
    const { subjectId, token } = await childWithGuardian();
    // Public listing refused on the guardian's form; the reminders given there, then withdrawn.
    await recordConsent(db(), {
      subjectId,
      decisions: [{ purpose: "public-listing", action: "refused" }],
      givenBy: "guardian",
      verifiedBy: "email-code",
      language: "hi",
    });
    const reminders = { token, subjectId, purpose: "guardian-reminders" };
    expect((await postJson(t.app, "/api/privacy/consent/withdraw", reminders)).status).toBe(200);

    const listed = async () =>
      (await getJson<{ data: ManagedConsents }>(t.app, `/api/privacy/consent?token=${encodeURIComponent(token)}`)).body.data.find(
        (s) => s.subjectId === subjectId,
      )?.purposes;
    expect(await listed()).toEqual(
      expect.arrayContaining([
        { purpose: "public-listing", granted: false, askAgain: false, withdrawn: false },
        { purpose: "guardian-reminders", granted: false, askAgain: false, withdrawn: true },
      ]),
    );
    for (const purpose of ["public-listing", "guardian-reminders"] as const) {
      const body = { token, subjectId, purpose };
      const answers = await Promise.all([
        postJson(t.app, "/api/privacy/consent/give", body),
        postJson(t.app, "/api/privacy/consent/give", body),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
    }
    expect(await actionsOf(subjectId, "public-listing")).toEqual(["refused", "given"]);
    expect(await actionsOf(subjectId, "guardian-reminders")).toEqual(["given", "withdrawn", "given"]);
    expect(await listed()).toEqual(
      expect.arrayContaining([
        { purpose: "public-listing", granted: true, askAgain: false, withdrawn: false },
        { purpose: "guardian-reminders", granted: true, askAgain: false, withdrawn: false },
      ]),
    );
    // A purpose never decided for this child cannot be started from the link.
    const undecided = await postJson(t.app, "/api/privacy/consent/give", { token, subjectId, purpose: "prize-documents" });
    expect(undecided.status).toBe(404);
    expect(await actionsOf(subjectId, "prize-documents")).toEqual([]);
  });

  it("a child who has not entered their details yet is named by the page, in its language, not by the server in English", async () => {
    const { subjectId, token } = await childWithGuardian({ account: false });
    const listed = await getJson<{ data: ManagedConsents }>(t.app, `/api/privacy/consent?token=${encodeURIComponent(token)}`);
    expect(listed.body.data.find((s) => s.subjectId === subjectId)?.whose).toBe("");
  });
});

describe("[PRIVACY] 'Manage consent' answers in the page's language", () => {
  it("a link that is not valid, nothing to withdraw or agree to, and registration that cannot be withdrawn: in Hindi from /hi/", async () => {
    const { subjectId, token } = await childWithGuardian();
    const hindi = { "accept-language": "hi" };
    const badLink = await postJson<{ message: string }>(
      t.app,
      "/api/privacy/consent/withdraw",
      { token: "not-a-token", subjectId, purpose: "guardian-reminders" },
      hindi,
    );
    expect(badLink.body.message).toBe("यह लिंक मान्य नहीं है। हमारे किसी ई-मेल के नीचे दिया 'अपनी सहमति बदलें' लिंक फिर से खोलें।");
    const registration = await postJson<{ message: string }>(
      t.app,
      "/api/privacy/consent/withdraw",
      { token, subjectId, purpose: "registration" },
      hindi,
    );
    expect(registration.body.message).toBe("रजिस्ट्रेशन और जजिंग की सहमति सिर्फ़ अकाउंट मिटाकर ख़त्म होती है, 'मेरे रजिस्ट्रेशन' में।");
    const nobody = await postJson<{ message: string }>(
      t.app,
      "/api/privacy/consent/give",
      { token, subjectId: "000000000000000000000000", purpose: "prize-documents" },
      hindi,
    );
    expect(nobody.body.message).toBe("इस ई-मेल पते के लिए सहमति देने को कुछ नहीं है।");
    // The English page keeps the English.
    const english = await postJson<{ message: string }>(t.app, "/api/privacy/consent/withdraw", {
      token,
      subjectId,
      purpose: "registration",
    });
    expect(english.body.message).toBe("Registration and judging ends only by erasing the account, in My registrations.");
  });
});
