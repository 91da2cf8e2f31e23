import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { contactMessages } from "#db/schema.ts";
import type { ContactMessage } from "#shared/contact.ts";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit.ts";

/** Five messages per sender address in ten minutes: enough for a person, too few for a spammer. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };

/** Stores a contact-form message (docs/decisions.md#contact-form: the first design only logged it; we keep it and confirm). */
export async function saveContactMessage(db: Db, options: { message: ContactMessage; clientIp: string }): Promise<{ id: string }> {
  await consumeRateLimit(db, `contact:${options.clientIp}`, CONTACT_RATE_LIMIT);
  const id = newId();
  await db.insert(contactMessages).values({
    id,
    fullName: options.message.fullName,
    email: options.message.email,
    message: options.message.message,
  });
  return { id };
}
