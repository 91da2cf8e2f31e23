import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests, prizes, subscribers, users, winners } from "#db/schema.ts";
import type { PrizeDocumentsNeed } from "#shared/api/my-data.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import { isAdult } from "#shared/privacy/age.ts";
import { prizeDocumentMessages } from "#shared/privacy/prize-document-messages.ts";
import type { BankDetails } from "#shared/registration/user-details-schema.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { hasGuardianConsent } from "../consent/guardian/guardian-request-status.ts";
import { currentConsents, recordConsent } from "../consent/record-consent.ts";
import { subjectIdFor } from "../consent/subjects.ts";
import { declaredWinner } from "../contests/declared-winner.ts";
import { winnerPrize } from "../contests/winner-prize.ts";
import type { ReceivedUploads } from "../storage/receive-upload.ts";
import type { UploadBatch } from "../storage/upload-batch.ts";

/**
 * Identity documents and bank details are asked again from winners, when a prize is to be paid
 * (docs/privacy.md#identity-documents): what the winner's My registrations shows, or null for
 * everyone else. A creator under 18 needs the guardian's consent to this purpose first.
 */
export async function prizeDocumentsNeed(
  db: Db,
  input: { userId: string; email: string; language?: Language },
): Promise<PrizeDocumentsNeed | null> {
  const language = input.language ?? "en";
  const wins = await db
    .select({ contest: contests.title, contestHi: contests.titleHi, prize: winners.prizeTitle, prizeHi: prizes.titleHi })
    .from(subscribers)
    .innerJoin(contests, eq(contests.id, subscribers.contestId))
    .leftJoin(winners, eq(winners.subscriberId, subscribers.id))
    .leftJoin(prizes, winnerPrize())
    .where(and(eq(subscribers.userId, input.userId), eq(subscribers.status, "completed"), declaredWinner()));
  if (wins.length === 0) return null;
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) return null;
  const minor = (user.dateOfBirth !== null && !isAdult(user.dateOfBirth)) || (await hasGuardianConsent(db, input.email));
  const consents = minor ? await currentConsents(db, await subjectIdFor(db, input.email)) : {};
  return {
    // In the page's language: the contest's and prize's Hindi titles where given.
    wins: wins
      .map((stored) => localiseFields(stored, language, ["contest", "prize"]))
      .map((win) => ({ contest: win.contest, prize: win.prize })),
    minor,
    guardianAgreed: !minor || consents["prize-documents"] === true,
    have: {
      aadharCard: user.aadharCardKey !== null,
      panCard: user.panCardKey !== null,
      cancelledCheck: user.cancelledChequeKey !== null,
      bankDetails: user.bankDetailsEncrypted !== null,
    },
  };
}

const DOCUMENT_COLUMNS = { aadharCard: "aadharCardKey", panCard: "panCardKey", cancelledCheck: "cancelledChequeKey" } as const;

/**
 * A winner sends the documents and bank details for the prize. Each file replaces the one held (the
 * old file is deleted once the row points at the new one); an adult's sending is their consent to
 * the purpose, recorded; a minor's needs the guardian's consent on record. Audited without content.
 */
export async function savePrizeDocuments(
  ctx: AppContext,
  input: { email: string; userId: string; files: ReceivedUploads; bankDetails: BankDetails | null; batch: UploadBatch },
): Promise<void> {
  const need = await prizeDocumentsNeed(ctx.db, input);
  if (!need) throw new AppError("FORBIDDEN", prizeDocumentMessages.prizeDocumentsOnlyForWinners);
  if (!need.guardianAgreed) throw new AppError("FORBIDDEN", prizeDocumentMessages.prizeDocumentsNeedGuardian);
  const sent = (Object.keys(DOCUMENT_COLUMNS) as Array<keyof typeof DOCUMENT_COLUMNS>).filter((field) => input.files[field]?.key);
  const bank = input.bankDetails && input.bankDetails.accountNumber !== "" ? input.bankDetails : null;
  if (sent.length === 0 && !bank) throw new AppError("BAD_REQUEST", prizeDocumentMessages.prizeDocumentsEmpty);
  const [before] = await ctx.db.select().from(users).where(eq(users.id, input.userId));
  if (!before) throw new AppError("NOT_FOUND", prizeDocumentMessages.prizeDocumentsOnlyForWinners);
  const replaced: string[] = [];
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  for (const field of sent) {
    const column = DOCUMENT_COLUMNS[field];
    set[column] = input.files[field]?.key ?? null;
    if (before[column]) replaced.push(before[column]);
  }
  if (bank) {
    set.bankDetailsEncrypted = ctx.encryptor.encryptText(JSON.stringify(bank));
    set.bankAccountLast4 = bank.accountNumber.slice(-4);
  }
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.update(users).set(set).where(eq(users.id, input.userId));
    if (!need.minor)
      await recordConsent(db, {
        subjectId: await subjectIdFor(db, input.email),
        decisions: [{ purpose: "prize-documents", action: "given" }],
        givenBy: "self",
        verifiedBy: "email-code",
        language: "en",
      });
    await recordAudit(db, {
      staffId: null,
      action: "send-prize-documents",
      entity: "user",
      entityId: input.userId,
      changedFields: [...sent, ...(bank ? ["bankDetails"] : [])],
    });
  });
  await input.batch.commit();
  const { storage } = ctx;
  for (const key of replaced) await storage.removePrivate(key);
}

/** A user row's identity documents and bank details, emptied (the files are removed apart). */
export const prizeDocumentsEmptied = () => ({
  aadharCardKey: null,
  panCardKey: null,
  cancelledChequeKey: null,
  bankDetailsEncrypted: null,
  bankAccountLast4: null,
  updatedAt: new Date(),
});

/**
 * Withdrawing consent to 'prize-documents' stops that processing: the documents and bank details are
 * deleted (the row in `tx`; answers the stored files to remove once it has committed).
 */
export async function clearPrizeDocuments(tx: Db, emailKey: string): Promise<string[]> {
  const [user] = await tx.select().from(users).where(eq(users.emailKey, emailKey));
  if (!user) return [];
  await tx.update(users).set(prizeDocumentsEmptied()).where(eq(users.id, user.id));
  return [user.aadharCardKey, user.panCardKey, user.cancelledChequeKey].filter((key): key is string => key !== null);
}
