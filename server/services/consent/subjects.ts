import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { privacySubjects } from "#db/schema/privacy.ts";
import { emailKeyOf } from "../identity/email-key.ts";

/** The opaque id consent records use for the person with this e-mail, created on first need. */
export async function subjectIdFor(db: Db, email: string): Promise<string> {
  const emailKey = emailKeyOf(email);
  await db.insert(privacySubjects).values({ id: newId(), emailKey }).onConflictDoNothing({ target: privacySubjects.emailKey });
  const [row] = await db.select({ id: privacySubjects.id }).from(privacySubjects).where(eq(privacySubjects.emailKey, emailKey));
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
