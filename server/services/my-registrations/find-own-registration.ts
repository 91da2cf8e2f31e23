import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { subscribers } from "#db/schema.ts";
import { myRegistrationMessages as m } from "#shared/api/my-registrations.ts";
import { AppError } from "../../errors.ts";
import type { Tx } from "../registration/capacity.ts";

/**
 * A registration of the signed-in creator: 404 when there is no such registration, 403 when it is
 * someone else's (or the creator has no account yet, so nothing is theirs).
 */
export async function findOwnRegistration(
  db: Db | Tx,
  options: { userId: string | null; registrationId: string },
): Promise<typeof subscribers.$inferSelect> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, options.registrationId));
  if (!row) throw new AppError("NOT_FOUND", m.notFound);
  if (!options.userId || row.userId !== options.userId) throw new AppError("FORBIDDEN", m.notYours);
  return row;
}
