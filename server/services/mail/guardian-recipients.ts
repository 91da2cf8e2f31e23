import { and, eq, gte, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.ts";
import { consentState, guardianRequests } from "#db/schema/privacy.ts";
import type { Language } from "#shared/i18n/language.ts";
import { purposeVersions } from "#shared/privacy/notice.ts";

/** The parent or guardian who consented for a child, and what they agreed to that the mails need. */
export type GuardianRecipient = {
  /** The consented request: the guardian's mails about the child end their dedupe keys with it (erasure finds them by it). */
  requestId: string;
  email: string;
  /** The guardian's own language (guardian_requests.language). */
  language: Language;
  /** `guardian-reminders` given under its current text and not withdrawn: reminders and results go to them too. */
  wantsReminders: boolean;
  /** `prize-documents` given under its current text: a winning child may send documents already. */
  prizeDocumentsAgreed: boolean;
};

const reminders = alias(consentState, "guardian_reminders_state");
const prizeDocuments = alias(consentState, "prize_documents_state");

/**
 * The guardians of the creators among these e-mail keys (users.email_key), by creator e-mail key: only
 * creators with a consented guardian request have one, so an adult's key answers nothing. Consent is
 * read from `consent_state`, the latest decision per purpose (consent records are append-only); a
 * purpose given under an earlier text counts as not given (docs/privacy.md#purposes).
 */
export async function guardiansOf(db: Db, creatorEmailKeys: string[]): Promise<Map<string, GuardianRecipient>> {
  const keys = [...new Set(creatorEmailKeys)];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      creatorEmailKey: guardianRequests.creatorEmailKey,
      requestId: guardianRequests.id,
      email: guardianRequests.guardianEmail,
      language: guardianRequests.language,
      wantsReminders: reminders.granted,
      prizeDocumentsAgreed: prizeDocuments.granted,
    })
    .from(guardianRequests)
    .leftJoin(
      reminders,
      and(
        eq(reminders.subjectId, guardianRequests.subjectId),
        eq(reminders.purpose, "guardian-reminders"),
        gte(reminders.purposeVersion, purposeVersions["guardian-reminders"]),
      ),
    )
    .leftJoin(
      prizeDocuments,
      and(
        eq(prizeDocuments.subjectId, guardianRequests.subjectId),
        eq(prizeDocuments.purpose, "prize-documents"),
        gte(prizeDocuments.purposeVersion, purposeVersions["prize-documents"]),
      ),
    )
    .where(and(inArray(guardianRequests.creatorEmailKey, keys), eq(guardianRequests.status, "consented")));
  return new Map(
    rows.map((row) => [
      row.creatorEmailKey,
      {
        requestId: row.requestId,
        email: row.email,
        language: row.language,
        wantsReminders: row.wantsReminders === true,
        prizeDocumentsAgreed: row.prizeDocumentsAgreed === true,
      },
    ]),
  );
}
