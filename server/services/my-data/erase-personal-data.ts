import { eq, inArray, like, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { emailCodes, identitySessions } from "#db/schema/identity.ts";
import { mailOutbox, mailUnsubscribes } from "#db/schema/mail.ts";
import { guardianRequests, privacyRequests, privacySubjects } from "#db/schema/privacy.ts";
import { contactMessages, rateLimitHits, subscribers, users } from "#db/schema.ts";
import { emailKeyOf } from "../identity/email-key.ts";
import type { FileStorage } from "../storage/storage.ts";

/** What an erased account leaves behind in `users`: a row the registrations and payments still point at, naming nobody. */
export const ERASED_NAME = "Erased";
export const erasedEmailOf = (userId: string) => `erased-${userId}@erased.invalid`;
/**
 * Whether a `users` row is what an erasure left: its name is then a placeholder, not a person's, so
 * public pages show their own words for it and nothing is vouched for or sent in its name.
 */
export const isErasedAccount = (user: { id: string; emailKey: string }) => user.emailKey === erasedEmailOf(user.id);

export type ErasedFiles = { publicPaths: string[]; privateKeys: string[] };

/**
 * Deletes a person's personal data inside `tx` (docs/privacy.md#erasure): the `users` row is kept but
 * emptied (registrations and payment records point at it and are kept for the contests' and the
 * accountant's records), video links cleared, sessions, codes, mail, messages, guardian requests and the
 * consent subject deleted (the append-only consent records then name nobody). Answers the files to
 * delete once the transaction has committed.
 */
export async function erasePersonalData(tx: Db, input: { email: string }): Promise<{ userId: string | null; files: ErasedFiles }> {
  const emailKey = emailKeyOf(input.email);
  const [user] = await tx.select().from(users).where(eq(users.emailKey, emailKey));
  const files: ErasedFiles = { publicPaths: [], privateKeys: [] };
  if (user) {
    if (user.profileImage) files.publicPaths.push(user.profileImage);
    for (const key of [user.aadharCardKey, user.panCardKey, user.cancelledChequeKey]) if (key) files.privateKeys.push(key);
    const erasedEmail = erasedEmailOf(user.id);
    await tx
      .update(users)
      .set({
        firstName: ERASED_NAME,
        middleName: "",
        lastName: "",
        mobileNo: "",
        email: erasedEmail,
        emailKey: erasedEmail,
        address: "",
        pincode: "",
        dateOfBirth: null,
        gender: null,
        bio: "",
        link: "",
        bankDetailsEncrypted: null,
        bankAccountLast4: null,
        socialMedia: {},
        profileImage: null,
        aadharCardKey: null,
        panCardKey: null,
        cancelledChequeKey: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx.update(subscribers).set({ link: "" }).where(eq(subscribers.userId, user.id));
  }
  const guardianRows = await tx
    .select({ id: guardianRequests.id })
    .from(guardianRequests)
    .where(eq(guardianRequests.creatorEmailKey, emailKey));
  const guardianIds = guardianRows.map((row) => row.id);
  if (guardianIds.length > 0) {
    // The guardian's messages about this child (consent, reminders, results: their keys end with the
    // request's id) carry the child's first name and contest and the guardian's address.
    await tx.delete(mailOutbox).where(or(...guardianIds.flatMap((id) => [like(mailOutbox.dedupeKey, `guardian-%:${id}`)])));
    await tx.delete(guardianRequests).where(inArray(guardianRequests.id, guardianIds));
  }
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = ${emailKey}`);
  await tx.delete(mailUnsubscribes).where(eq(mailUnsubscribes.email, emailKey));
  // Every session proved with this address (creator, and guardian if the person also consented for a child) ends here.
  await tx
    .delete(identitySessions)
    .where(sql`lower(${identitySessions.email}) = ${emailKey} or ${identitySessions.principalId} = ${emailKey}`);
  await tx.delete(emailCodes).where(eq(emailCodes.emailKey, emailKey));
  await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${emailKey}`);
  await tx.delete(privacyRequests).where(sql`lower(${privacyRequests.email}) = ${emailKey}`);
  await tx.delete(privacySubjects).where(eq(privacySubjects.emailKey, emailKey));
  await tx.delete(rateLimitHits).where(eq(rateLimitHits.key, `guardian-request:${emailKey}`));
  return { userId: user?.id ?? null, files };
}

/** Deletes the files of an erased account; a file already gone is fine. Answers how many went. */
export async function removeErasedFiles(storage: FileStorage, files: ErasedFiles): Promise<number> {
  let removed = 0;
  for (const webPath of files.publicPaths) {
    await storage.removePublic(webPath);
    removed++;
  }
  for (const key of files.privateKeys) {
    await storage.removePrivate(key);
    removed++;
  }
  return removed;
}
