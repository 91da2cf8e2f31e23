/**
 * Identity documents asked again from winners (docs/privacy.md#identity-documents), the guardian's
 * consent to them for a minor, withdrawing it, a purpose asked again after its text changed, and the
 * My data page's fresh-code rule.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appContext } from "#app/router-context.ts";
import { loadMyDataPage } from "#app/routes/me-data.server.ts";
import { newId } from "#db/ids.ts";
import { auditLog } from "#db/schema/console.ts";
import { identitySessions } from "#db/schema/identity.ts";
import { users } from "#db/schema.ts";
import { consentRecords, consentState, guardianRequests } from "#db/schema/privacy.ts";
import { manageConsentToken } from "#server/services/consent/manage-consent-link.ts";
import { recordConsent } from "#server/services/consent/record-consent.ts";
import { subjectIdFor } from "#server/services/consent/subjects.ts";
import { createEncryptor } from "#server/services/encryption/encryption.ts";
import { createLocalDiskStorage, type FileStorage } from "#server/services/storage/storage.ts";
import type { ManagedConsents } from "#shared/api/manage-consent.ts";
import { prizeDocumentMessages } from "#shared/privacy/prize-document-messages.ts";
import { signInCreator, testClientAddress } from "../support/creator-session.ts";
import { createContest, createSubscriber, createUser, createWinningEntry, daysFromNow } from "../support/factories.ts";
import { getJson, postJson } from "../support/inject.ts";
import { multipart } from "../support/multipart.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
const db = () => t.database.db;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const stamp = Date.now();

const storedFiles = (): string[] =>
  existsSync(t.dataDir)
    ? readdirSync(t.dataDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

async function sendDocuments(cookie: string, fields: Record<string, string>, withAadhaar = true, app = t.app) {
  const body = multipart(
    fields,
    withAadhaar ? [{ name: "aadharCard", filename: "masked-aadhaar.pdf", type: "application/pdf", data: PDF }] : [],
  );
  const answer = await app.inject({
    method: "POST",
    url: "/api/privacy/my-data/prize-documents",
    ...body,
    remoteAddress: testClientAddress(),
    headers: { ...body.headers, cookie },
  });
  return { status: answer.statusCode, body: answer.json() as { message: string; errors?: Record<string, string> } };
}

async function winner(email: string, overrides: { dateOfBirth?: string } = {}) {
  const user = await createUser(db(), { email, firstName: "Tara", lastName: "Menon", ...overrides });
  const contest = await createContest(db(), { winnersDeclared: true });
  await createWinningEntry(db(), { contestId: contest.id, userId: user.id });
  return user;
}

const bank = JSON.stringify({
  accountNumber: "123456789012",
  accountHolderName: "Tara Menon",
  bankName: "SBI",
  branchName: "Kochi",
  ifscCode: "SBIN0001234",
});

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("[PRIVACY] documents for a prize", () => {
  it("are refused to a creator who has won nothing", async () => {
    const email = `no.prize.${stamp}@example.in`;
    const user = await createUser(db(), { email });
    await createSubscriber(db(), { contestId: (await createContest(db(), { winnersDeclared: true })).id, userId: user.id });
    const answer = await sendDocuments(await signInCreator(t.app, email), { bankDetails: bank });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(prizeDocumentMessages.prizeDocumentsOnlyForWinners);
  });

  it("an adult winner sends the masked Aadhaar and bank details: stored encrypted, consent recorded, audited, a new file replaces the old", async () => {
    const email = `adult.winner.${stamp}@example.in`;
    const user = await winner(email);
    const cookie = await signInCreator(t.app, email);
    const badIfsc = await sendDocuments(cookie, { bankDetails: JSON.stringify({ accountNumber: "123456789012", ifscCode: "SBI" }) });
    expect(badIfsc.status).toBe(400);
    expect(badIfsc.body.errors?.["bankDetails.ifscCode"]).toBe("Enter a valid IFSC code (e.g. SBIN0001234).");

    expect((await sendDocuments(cookie, { bankDetails: bank })).status).toBe(200);
    const [first] = await db().select().from(users).where(eq(users.id, user.id));
    expect(first?.aadharCardKey).toMatch(/\.pdf\.enc$/);
    expect(first?.bankAccountLast4).toBe("9012");
    expect(first?.bankDetailsEncrypted).not.toContain("123456789012");
    const firstFile = path.basename(first?.aadharCardKey ?? "");
    expect(storedFiles()).toContain(firstFile);
    const subjectId = await subjectIdFor(db(), email);
    const records = await db().select().from(consentRecords).where(eq(consentRecords.subjectId, subjectId));
    expect(records.find((r) => r.purpose === "prize-documents")).toMatchObject({ action: "given", givenBy: "self" });
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, "send-prize-documents")));
    expect(audited[0]?.changedFields).toEqual({ aadharCard: true, bankDetails: true });

    expect((await sendDocuments(cookie, {})).status).toBe(200);
    const [second] = await db().select().from(users).where(eq(users.id, user.id));
    expect(second?.aadharCardKey).not.toBe(first?.aadharCardKey);
    expect(storedFiles()).not.toContain(firstFile);
    expect((await sendDocuments(cookie, {}, false)).body.message).toBe(prizeDocumentMessages.prizeDocumentsEmpty);
  });

  it("a minor's documents wait for the guardian's consent, given from 'Manage consent'; withdrawing it deletes them", async () => {
    const email = `minor.winner.${stamp}@example.in`;
    const guardianEmail = `minor.guardian.${stamp}@example.in`;
    const user = await winner(email, { dateOfBirth: "2010-06-01" });
    const subjectId = await subjectIdFor(db(), email);
    await db()
      .insert(guardianRequests)
      .values({
        id: newId(),
        subjectId,
        creatorEmail: email,
        creatorEmailKey: email,
        guardianEmail,
        guardianEmailKey: guardianEmail,
        tokenHash: newId(),
        status: "consented",
        expiresAt: daysFromNow(7),
        decidedAt: new Date(),
      });
    await recordConsent(db(), {
      subjectId,
      decisions: [{ purpose: "registration", action: "given" }],
      givenBy: "guardian",
      verifiedBy: "email-code",
      language: "en",
    });
    const cookie = await signInCreator(t.app, email);
    const refused = await sendDocuments(cookie, { bankDetails: bank });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(prizeDocumentMessages.prizeDocumentsNeedGuardian);

    const token = manageConsentToken(t.app.ctx.config, guardianEmail);
    const managed = await getJson<{ data: ManagedConsents }>(t.app, `/api/privacy/consent?token=${encodeURIComponent(token)}`);
    const child = managed.body.data.find((s) => s.subjectId === subjectId);
    expect(child?.purposes).toContainEqual({ purpose: "prize-documents", granted: false, askAgain: false, withdrawn: false });
    const given = await postJson(t.app, "/api/privacy/consent/give", { token, subjectId, purpose: "prize-documents" });
    expect(given.status).toBe(200);
    const [record] = await db()
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.subjectId, subjectId), eq(consentRecords.purpose, "prize-documents")));
    expect(record).toMatchObject({ action: "given", givenBy: "guardian", verifiedBy: "manage-consent-link" });

    expect((await sendDocuments(cookie, { bankDetails: bank })).status).toBe(200);
    const [withDocs] = await db().select().from(users).where(eq(users.id, user.id));
    const file = path.basename(withDocs?.aadharCardKey ?? "");
    expect(storedFiles()).toContain(file);

    expect((await postJson(t.app, "/api/privacy/consent/withdraw", { token, subjectId, purpose: "prize-documents" })).status).toBe(200);
    const [cleared] = await db().select().from(users).where(eq(users.id, user.id));
    expect(cleared).toMatchObject({ aadharCardKey: null, bankDetailsEncrypted: null, bankAccountLast4: null });
    expect(storedFiles()).not.toContain(file);
  });
});

describe("[PRIVACY] a new notice version", () => {
  it("asks again only for the purpose whose text changed; until then it counts as not given", async () => {
    const email = `notice.change.${stamp}@example.in`;
    const user = await createUser(db(), { email, firstName: "Nandini", lastName: "Kulkarni" });
    const contest = await createContest(db());
    await createSubscriber(db(), { contestId: contest.id, userId: user.id });
    const card = async () => {
      const list = await getJson<{ data: Array<{ userId: { firstName: string; lastName: string; profileImage: string | null } }> }>(
        t.app,
        `/api/subscriber/list/${contest.id}`,
      );
      return list.body.data.find((a) => a.userId.firstName === "Nandini")?.userId;
    };
    const subjectId = await subjectIdFor(db(), email);
    await recordConsent(db(), {
      subjectId,
      decisions: [
        { purpose: "registration", action: "given" },
        { purpose: "public-listing", action: "given" },
      ],
      givenBy: "self",
      verifiedBy: "email-code",
      language: "en",
    });
    // As if public listing had been agreed under an earlier text of that purpose.
    await db()
      .update(consentState)
      .set({ purposeVersion: 0 })
      .where(and(eq(consentState.subjectId, subjectId), eq(consentState.purpose, "public-listing")));
    const token = manageConsentToken(t.app.ctx.config, email);
    const read = async () =>
      (await getJson<{ data: ManagedConsents }>(t.app, `/api/privacy/consent?token=${encodeURIComponent(token)}`)).body.data[0]?.purposes;
    expect(await read()).toEqual([
      { purpose: "registration", granted: true, askAgain: false, withdrawn: false },
      { purpose: "public-listing", granted: false, askAgain: true, withdrawn: false },
    ]);
    expect(await card()).toMatchObject({ lastName: "K.", profileImage: null });
    // Already given: agreeing again (a second tap) is answered OK and records nothing.
    const recordsBefore = await db().select().from(consentRecords).where(eq(consentRecords.subjectId, subjectId));
    expect((await postJson(t.app, "/api/privacy/consent/give", { token, subjectId, purpose: "registration" })).status).toBe(200);
    expect(await db().select().from(consentRecords).where(eq(consentRecords.subjectId, subjectId))).toHaveLength(recordsBefore.length);
    expect((await postJson(t.app, "/api/privacy/consent/give", { token, subjectId, purpose: "prize-documents" })).status).toBe(404);
    expect((await postJson(t.app, "/api/privacy/consent/give", { token, subjectId, purpose: "public-listing" })).status).toBe(200);
    expect(await read()).toEqual([
      { purpose: "registration", granted: true, askAgain: false, withdrawn: false },
      { purpose: "public-listing", granted: true, askAgain: false, withdrawn: false },
    ]);
    expect(await card()).toMatchObject({ lastName: "Kulkarni" });
  });
});

describe("[UPLOADS] an app given its own storage and encryptor", () => {
  it("stores a winner's documents through them, not through DATA_DIR's", async () => {
    const standInDir = mkdtempSync(path.join(os.tmpdir(), "contests-stand-in-"));
    const disk = createLocalDiskStorage(standInDir);
    const committed: string[] = [];
    const commitPending: FileStorage["commitPending"] = (area, key) => {
      committed.push(key);
      return disk.commitPending(area, key);
    };
    const storage: FileStorage = { ...disk, commitPending };
    const encryptor = createEncryptor(randomBytes(32));
    const own = await createTestApp({}, { storage, encryptor });
    try {
      const email = `stand.in.winner.${stamp}@example.in`;
      const user = await createUser(own.database.db, { email });
      const contest = await createContest(own.database.db, { winnersDeclared: true });
      await createWinningEntry(own.database.db, { contestId: contest.id, userId: user.id });
      const cookie = await signInCreator(own.app, email);
      expect((await sendDocuments(cookie, { bankDetails: bank }, true, own.app)).status).toBe(200);
      const [row] = await own.database.db.select().from(users).where(eq(users.id, user.id));
      expect(committed).toEqual([row?.aadharCardKey]);
      expect(encryptor.decrypt(await disk.getPrivate(row?.aadharCardKey ?? "")).equals(PDF)).toBe(true);
      expect(JSON.parse(encryptor.decryptText(row?.bankDetailsEncrypted ?? ""))).toMatchObject({ accountNumber: "123456789012" });
      expect(existsSync(path.join(own.dataDir, "private"))).toBe(false);
    } finally {
      await own.close();
      rmSync(standInDir, { recursive: true, force: true });
    }
  });
});

describe("[PRIVACY] the My data page", () => {
  const load = async (cookie?: string, path = "/me/data") => {
    const context = new RouterContextProvider();
    context.set(appContext, t.app.ctx);
    const request = new Request(`http://127.0.0.1${path}`, { headers: cookie ? { cookie } : {} });
    return loadMyDataPage({ request, context, params: {} } as never);
  };

  it("opens only after a code entered in the last 15 minutes, and then shows everything held", async () => {
    const email = `page.reader.${stamp}@example.in`;
    await createUser(db(), { email, firstName: "Ishaan" });
    const signedOut = await load();
    expect(signedOut).toMatchObject({ state: "signed-out" });
    // The page's texts come with it, in its language only.
    expect(signedOut.messages.account.myData.title).toBe("My data");
    expect((await load(undefined, "/hi/me/data")).messages.account.myData.title).toBe("मेरा डेटा");
    const cookie = await signInCreator(t.app, email);
    const open = await load(cookie);
    expect(open.state).toBe("open");
    if (open.state === "open") expect(open.data.details?.firstName).toBe("Ishaan");
    await db()
      .update(identitySessions)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(identitySessions.email, email));
    expect(await load(cookie)).toMatchObject({ state: "code-needed", email });
  });
});
