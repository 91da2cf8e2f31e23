import { and, eq, ne } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { judgeAccounts } from "#db/schema/judging.ts";
import { guardianRequests } from "#db/schema/privacy.ts";
import { users } from "#db/schema.ts";
import { defaultLanguage, isLanguage, type Language } from "#shared/i18n/language.ts";
import { emailKeyOf } from "../identity/email-key.ts";

/**
 * The language kept for a creator, a guardian and a judge (DESIGN.md, Languages; docs/mail.md,
 * Languages): set from the API call's language when they sign up, sign in or register (a guardian:
 * asks and answers), and switched by a later call in the other language. Their e-mails and PDFs follow it.
 * Each write touches the row only when the language differs, so an unchanged call costs a read at most.
 */

/** The creator with this address (if they have an account yet) now uses `language`. */
export async function rememberCreatorLanguage(db: Db, email: string, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.emailKey, emailKeyOf(email)), ne(users.language, language)));
}

/** The same, by the creator's user id. */
export async function rememberUserLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), ne(users.language, language)));
}

/** The signed-in creator (whose session read their stored language) now uses `language`; no statement when it is already theirs. */
export async function keepCreatorLanguage(
  db: Db,
  session: { userId: string | null; language: string | null },
  language: Language,
): Promise<void> {
  if (session.userId && session.language !== language) await rememberUserLanguage(db, session.userId, language);
}

/** A judge signed in in `language`. */
export async function rememberJudgeLanguage(db: Db, judgeId: string, language: Language): Promise<void> {
  await db
    .update(judgeAccounts)
    .set({ language })
    .where(and(eq(judgeAccounts.judgeId, judgeId), ne(judgeAccounts.language, language)));
}

/** A guardian answered (or signed in on the consent page) in `language`. */
export async function rememberGuardianLanguage(db: Db, requestId: string, language: Language): Promise<void> {
  await db
    .update(guardianRequests)
    .set({ language })
    .where(and(eq(guardianRequests.id, requestId), ne(guardianRequests.language, language)));
}

/** The stored language of the creator with this address; `otherwise` (English) for an address with no account. */
export async function creatorLanguageOf(db: Db, email: string, otherwise: Language = defaultLanguage): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.emailKey, emailKeyOf(email)));
  return isLanguage(row?.language) ? row.language : otherwise;
}

/** The stored language of a judge; English before their first sign-in. */
export async function judgeLanguageOf(db: Db, judgeId: string): Promise<Language> {
  const [row] = await db.select({ language: judgeAccounts.language }).from(judgeAccounts).where(eq(judgeAccounts.judgeId, judgeId));
  return isLanguage(row?.language) ? row.language : defaultLanguage;
}
