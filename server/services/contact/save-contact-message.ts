import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { contactMessages } from "#db/schema.ts";
import type { ContactMessage } from "#shared/contact.ts";
import { emailKeyOf } from "../identity/email-key.ts";
import type { Language } from "#shared/i18n/language.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit.ts";

/** Five messages per sender address in ten minutes: enough for a person, too few for a spammer. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };

/** Stores a contact-form message (docs/decisions.md#contact-form: the first design only logged it; we keep it and confirm). */
export async function saveContactMessage(
  db: Db,
  options: { message: ContactMessage; clientIp: string; language?: Language },
): Promise<{ id: string }> {
  await consumeRateLimit(db, `contact:${options.clientIp}`, CONTACT_RATE_LIMIT);
  const id = newId();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      id,
      fullName: options.message.fullName,
      email: options.message.email,
      message: options.message.message,
      createdAt: now,
    });
    // One acknowledgement per address per hour: the form takes any address, so it must not become a way to flood one.
    const hour = now.toISOString().slice(0, 13);
    await enqueueMail(tx, {
      template: "contact-acknowledgement",
      to: options.message.email,
      dedupeKey: `contact-acknowledgement:${emailKeyOf(options.message.email)}:${hour}`,
      receivedAt: now.toISOString(),
      // The writer's page's language: the form is open to anyone, with or without an account.
      language: options.language,
    });
  });
  return { id };
}
