import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { privacyRequests } from "#db/schema/privacy.ts";
import { GRIEVANCE_ANSWER_DAYS } from "#shared/privacy/notice.ts";
import type { Language } from "#shared/i18n/language.ts";
import type { AppContext } from "../../context.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { enqueueMail } from "../mail/outbox.ts";

/** A question or complaint about personal data, answered within the published time (docs/privacy.md#grievances). */
export async function fileGrievance(
  ctx: AppContext,
  input: { email: string; message: string; language?: Language; now?: Date },
): Promise<{ answerDueAt: Date }> {
  const now = input.now ?? new Date();
  const answerDueAt = new Date(now.getTime() + GRIEVANCE_ANSWER_DAYS * 24 * 60 * 60 * 1000);
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db
      .insert(privacyRequests)
      .values({ id, kind: "grievance", status: "open", email: input.email.trim(), message: input.message, answerDueAt, createdAt: now });
    await recordAudit(db, { staffId: null, action: "file-grievance", entity: "privacy-request", entityId: id });
    await enqueueMail(db, {
      template: "grievance-received",
      to: input.email,
      dedupeKey: `grievance-received:${id}`,
      answerDays: GRIEVANCE_ANSWER_DAYS,
      language: input.language,
    });
  });
  return { answerDueAt };
}
