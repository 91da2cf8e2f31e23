import { eq, sql } from "drizzle-orm";
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
  // One statement for the records (their seq follows the decisions' order) and one for the states.
  await db.insert(consentRecords).values(
    input.decisions.map((decision) => ({
      subjectId: input.subjectId,
      purpose: decision.purpose,
      action: decision.action,
      givenBy: input.givenBy,
      verifiedBy: input.verifiedBy,
      guardianRequestId: input.guardianRequestId ?? null,
      noticeVersion: notice.version,
      noticeHash: notice.hash,
      purposeVersion: purposeVersions[decision.purpose],
      language: input.language,
      createdAt: now,
    })),
  );
  // A purpose decided twice in one call ends as its last decision, as one row per purpose must.
  const latest = new Map(input.decisions.map((decision) => [decision.purpose, decision.action]));
  await db
    .insert(consentState)
    .values(
      [...latest].map(([purpose, action]) => ({
        subjectId: input.subjectId,
        purpose,
        granted: action === "given",
        purposeVersion: purposeVersions[purpose],
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [consentState.subjectId, consentState.purpose],
      set: { granted: sql`excluded.granted`, purposeVersion: sql`excluded.purpose_version`, updatedAt: sql`excluded.updated_at` },
    });
}

/** A subject's current decision per purpose (a purpose never decided is absent). */
export async function currentConsents(db: Db, subjectId: string): Promise<Partial<Record<ConsentPurpose, boolean>>> {
  const rows = await db
    .select({ purpose: consentState.purpose, granted: consentState.granted })
    .from(consentState)
    .where(eq(consentState.subjectId, subjectId));
  return Object.fromEntries(rows.map((row) => [row.purpose, row.granted]));
}
