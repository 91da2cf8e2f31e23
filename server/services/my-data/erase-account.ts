import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { privacyRequests } from "#db/schema/privacy.ts";
import type { Language } from "#shared/i18n/language.ts";
import type { AppContext } from "../../context.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { erasePersonalData, removeErasedFiles } from "./erase-personal-data.ts";

/**
 * A creator erases their account from My data (docs/privacy.md#erasure): personal data and files
 * deleted, registrations kept anonymised, payment records kept as the law requires, every session
 * ended, a confirmation e-mail sent (its outbox row forgets the address once sent). The request is
 * listed in the console and written to the audit log, without the address.
 */
export async function eraseAccount(ctx: AppContext, input: { email: string; language?: Language; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const requestId = newId();
  const erased = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const result = await erasePersonalData(db, { email: input.email });
    await db
      .insert(privacyRequests)
      .values({ id: requestId, kind: "erasure", status: "done", email: null, createdAt: now, answeredAt: now });
    await recordAudit(db, {
      staffId: null,
      action: "erase-account",
      entity: "privacy-request",
      entityId: requestId,
      changedFields: { userId: result.userId },
    });
    await enqueueMail(db, {
      template: "account-erased",
      to: input.email,
      dedupeKey: `account-erased:${requestId}`,
      erasedAt: now.toISOString(),
      // The language of the page the creator erased their account from (their stored one goes with the account).
      language: input.language,
    });
    return result;
  });
  // The public lists showed the name and photo: drop them now, as a correction does.
  ctx.cache.invalidate("contest");
  await removeErasedFiles(ctx.storage, erased.files);
}
