import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { privacyRequests } from "#db/schema/privacy.ts";
import { users } from "#db/schema.ts";
import type { MyDataCorrection } from "#shared/api/my-data.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { emailKeyOf } from "../identity/email-key.ts";

/** A creator corrects their own details (docs/privacy.md#my-data); the audit log names the fields, never the values. */
export async function correctMyData(ctx: AppContext, input: { email: string; correction: MyDataCorrection }): Promise<void> {
  const emailKey = emailKeyOf(input.email);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [user] = await db
      .update(users)
      .set({ ...input.correction, updatedAt: new Date() })
      .where(eq(users.emailKey, emailKey))
      .returning({ id: users.id });
    if (!user) throw new AppError("NOT_FOUND", "You have not entered any details yet.");
    const id = newId();
    await db.insert(privacyRequests).values({ id, kind: "correction", status: "done", email: null, answeredAt: new Date() });
    await recordAudit(db, {
      staffId: null,
      action: "correct-my-data",
      entity: "privacy-request",
      entityId: id,
      changedFields: Object.keys(input.correction),
    });
  });
  // A corrected name shows on the public lists at once.
  ctx.cache.invalidate("contest");
}
