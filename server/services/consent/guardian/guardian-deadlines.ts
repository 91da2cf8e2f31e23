import { and, eq, isNull, lte } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { guardianRequests } from "#db/schema/privacy.ts";
import { GUARDIAN_REMINDER_HOURS } from "#shared/privacy/notice.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { recordConsent } from "../record-consent.ts";
import { endGuardianRequest } from "./decide-guardian-consent.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * One reminder 48 hours after the request, and at 7 days the request lapses: deleted with what it
 * held, the creator told. Each row moves in its own transaction with its mail, so a crash halfway
 * neither loses nor doubles a message. Answers counts only.
 */
export async function runGuardianDeadlines(db: Db, now = new Date()): Promise<{ reminded: number; expired: number }> {
  let reminded = 0;
  let expired = 0;
  const due = await db
    .select({ id: guardianRequests.id })
    .from(guardianRequests)
    .where(
      and(
        eq(guardianRequests.status, "waiting"),
        isNull(guardianRequests.reminderSentAt),
        lte(guardianRequests.createdAt, new Date(now.getTime() - GUARDIAN_REMINDER_HOURS * HOUR_MS)),
      ),
    );
  for (const { id } of due) if (await remind(db, id, now)) reminded++;

  const lapsed = await db
    .select({
      id: guardianRequests.id,
      creatorEmail: guardianRequests.creatorEmail,
      subjectId: guardianRequests.subjectId,
      language: guardianRequests.language,
      creatorLanguage: guardianRequests.creatorLanguage,
    })
    .from(guardianRequests)
    .where(and(eq(guardianRequests.status, "waiting"), lte(guardianRequests.expiresAt, now)));
  for (const row of lapsed) {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const moved = await t
        .update(guardianRequests)
        .set({ status: "expired", decidedAt: now })
        .where(and(eq(guardianRequests.id, row.id), eq(guardianRequests.status, "waiting")))
        .returning({ id: guardianRequests.id });
      if (moved.length === 0) return;
      await recordConsent(t, {
        subjectId: row.subjectId,
        decisions: [{ purpose: "registration", action: "refused" }],
        givenBy: "guardian",
        verifiedBy: "none (link expired)",
        guardianRequestId: row.id,
        language: row.language,
        now,
      });
      await endGuardianRequest(t, {
        requestId: row.id,
        creatorEmail: row.creatorEmail,
        creatorLanguage: row.creatorLanguage,
        reason: "expired",
      });
      expired++;
    });
  }
  return { reminded, expired };
}

async function remind(db: Db, requestId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .update(guardianRequests)
      .set({ reminderSentAt: now })
      .where(and(eq(guardianRequests.id, requestId), eq(guardianRequests.status, "waiting"), isNull(guardianRequests.reminderSentAt)))
      .returning();
    if (!row) return false;
    // The link lives only in the first message (the table keeps its hash): the reminder repeats it.
    const [first] = await t
      .select({ payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `guardian-consent-request:${row.id}`));
    const payload = first?.payload as { consentUrl?: string; contestTitle?: string | null; contestTitleHi?: string | null } | undefined;
    if (!payload?.consentUrl) return false;
    await enqueueMail(t, {
      template: "guardian-consent-request",
      to: row.guardianEmail,
      dedupeKey: `guardian-consent-reminder:${row.id}`,
      consentUrl: payload.consentUrl,
      contestTitle: payload.contestTitle ?? null,
      contestTitleHi: payload.contestTitleHi ?? null,
      expiresAt: row.expiresAt.toISOString(),
      reminder: true,
      language: row.language,
    });
    return true;
  });
}
