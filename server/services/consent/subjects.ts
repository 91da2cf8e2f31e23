import { eq, sql } from "drizzle-orm";
import { builtOnce } from "#db/built-once.ts";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { privacySubjects } from "#db/schema/privacy.ts";
import { emailKeyOf } from "../identity/email-key.ts";

/**
 * subjectIdFor's statement, built once (db/built-once.ts): every adult's registration sends it. One
 * statement either way: an existing subject's row is "updated" to itself so that it is returned (DO
 * NOTHING returns nothing, and a second read could miss a row another request just committed).
 */
const subjectUpsertOf = builtOnce((db) =>
  db
    .insert(privacySubjects)
    .values({ id: sql.placeholder("id"), emailKey: sql.placeholder("emailKey") })
    .onConflictDoUpdate({ target: privacySubjects.emailKey, set: { emailKey: sql`excluded.email_key` } })
    .returning({ id: privacySubjects.id })
    .prepare("privacy_subject_upsert"),
);

/** The opaque id consent records use for the person with this e-mail, created on first need. */
export async function subjectIdFor(db: Db, email: string): Promise<string> {
  const emailKey = emailKeyOf(email);
  const [row] = await subjectUpsertOf(db).execute({ id: newId(), emailKey });
  if (!row) throw new Error("privacy subject missing after insert");
  return row.id;
}

/** The subject id of an e-mail, or null when no consent was ever recorded for it. */
export async function findSubjectId(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: privacySubjects.id })
    .from(privacySubjects)
    .where(eq(privacySubjects.emailKey, emailKeyOf(email)));
  return row?.id ?? null;
}
