import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { consentRecords, consentState } from "#db/schema/privacy.ts";
import { purposeVersions } from "#shared/privacy/notice.ts";
import type { ConsentAction, ConsentGiver, ConsentPurpose } from "#shared/privacy/purposes.ts";
import { currentNoticeVersion } from "./notice-version.ts";

export type ConsentDecision = { purpose: ConsentPurpose; action: ConsentAction };

export type RecordConsentInput = {
  subjectId: string;
  decisions: ConsentDecision[];
  givenBy: ConsentGiver;
  /** How the giver proved who they are (docs/privacy.md#guardian-check). */
  verifiedBy: string;
  guardianRequestId?: string | null;
  language: string;
  now?: Date;
};

/**
 * Appends one consent record per decision and moves each purpose's current state with it. Pass the
 * transaction of the change the consent allows, so both commit or neither does.
 */
export async function recordConsent(db: Db, input: RecordConsentInput): Promise<void> {
  if (input.decisions.length === 0) return;
  const notice = await currentNoticeVersion(db);
  const now = input.now ?? new Date();
  for (const decision of input.decisions) {
    const purposeVersion = purposeVersions[decision.purpose];
    await db.insert(consentRecords).values({
      subjectId: input.subjectId,
      purpose: decision.purpose,
      action: decision.action,
      givenBy: input.givenBy,
      verifiedBy: input.verifiedBy,
      guardianRequestId: input.guardianRequestId ?? null,
      noticeVersion: notice.version,
      noticeHash: notice.hash,
      purposeVersion,
      language: input.language,
      createdAt: now,
    });
    const granted = decision.action === "given";
    await db
      .insert(consentState)
      .values({ subjectId: input.subjectId, purpose: decision.purpose, granted, purposeVersion, updatedAt: now })
      .onConflictDoUpdate({ target: [consentState.subjectId, consentState.purpose], set: { granted, purposeVersion, updatedAt: now } });
  }
}

/** A subject's current decision per purpose (a purpose never decided is absent). */
export async function currentConsents(db: Db, subjectId: string): Promise<Partial<Record<ConsentPurpose, boolean>>> {
  const rows = await db
    .select({ purpose: consentState.purpose, granted: consentState.granted })
    .from(consentState)
    .where(eq(consentState.subjectId, subjectId));
  return Object.fromEntries(rows.map((row) => [row.purpose, row.granted]));
}
