import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { mailOutbox, mailUnsubscribes } from "#db/schema/mail.ts";
import { emailKeyOf } from "../identity/email-key.ts";

/** The link in a reminder (and its List-Unsubscribe header) that stops further reminders to its address. */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * Marks the address a reminder went to as not wanting reminders. The token is the reminder's own
 * random one, so the link works only for the address it was sent to. Repeats are harmless.
 * Answers false for an unknown token.
 */
export async function unsubscribeFromReminders(db: Db, token: string): Promise<boolean> {
  if (!/^[\w-]{16,100}$/.test(token)) return false;
  const [row] = await db.select({ recipient: mailOutbox.recipient }).from(mailOutbox).where(eq(mailOutbox.unsubscribeToken, token));
  if (!row) return false;
  await db
    .insert(mailUnsubscribes)
    .values({ email: emailKeyOf(row.recipient) })
    .onConflictDoNothing();
  return true;
}

/** Whether the address asked for no reminders. */
export async function wantsNoReminders(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: mailUnsubscribes.email })
    .from(mailUnsubscribes)
    .where(eq(mailUnsubscribes.email, emailKeyOf(email)));
  return Boolean(row);
}
