import { eq, sql } from "drizzle-orm";
import { builtOncePerShape } from "#db/built-once.ts";
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
 * Appends one consent record per decision and moves each purpose's current state with it, in one
 * statement. Pass the transaction of the change the consent allows, so both commit or neither does.
 */
export async function recordConsent(db: Db, input: RecordConsentInput): Promise<void> {
  if (input.decisions.length === 0) return;
  const notice = await currentNoticeVersion(db);
  const now = input.now ?? new Date();
  // A purpose decided twice in one call ends as its last decision, as one row per purpose must.
  const latest = [...new Map(input.decisions.map((decision) => [decision.purpose, decision.action]))];
  const values: Record<string, unknown> = {
    subjectId: input.subjectId,
    givenBy: input.givenBy,
    verifiedBy: input.verifiedBy,
    guardianRequestId: input.guardianRequestId ?? null,
    noticeVersion: notice.version,
    noticeHash: notice.hash,
    language: input.language,
    now,
  };
  for (const [i, decision] of input.decisions.entries()) {
    values[`purpose${i}`] = decision.purpose;
    values[`action${i}`] = decision.action;
    values[`purposeVersion${i}`] = purposeVersions[decision.purpose];
  }
  for (const [i, [purpose, action]] of latest.entries()) {
    values[`statePurpose${i}`] = purpose;
    values[`granted${i}`] = action === "given";
    values[`stateVersion${i}`] = purposeVersions[purpose];
  }
  await consentWriteFor({ records: input.decisions.length, states: latest.length })(db).execute(values);
}

/**
 * recordConsent's statement for so many decisions and purposes, built once (db/built-once.ts): the
 * records (their seq follows the decisions' order) and the purposes' current states in one statement.
 * Every adult's registration sends it.
 */
const consentWriteFor = builtOncePerShape(
  ({ records, states }: { records: number; states: number }) => `consent_write_${records}_${states}`,
  (db, { records, states }, name) => {
    const p = (placeholder: string) => sql.placeholder(placeholder);
    const written = db.$with("written").as(
      db
        .insert(consentRecords)
        .values(
          Array.from({ length: records }, (_, i) => ({
            subjectId: p("subjectId"),
            purpose: p(`purpose${i}`),
            action: p(`action${i}`),
            givenBy: p("givenBy"),
            verifiedBy: p("verifiedBy"),
            guardianRequestId: p("guardianRequestId"),
            noticeVersion: p("noticeVersion"),
            noticeHash: p("noticeHash"),
            purposeVersion: p(`purposeVersion${i}`),
            language: p("language"),
            createdAt: p("now"),
          })),
        )
        .returning({ seq: consentRecords.seq }),
    );
    return db
      .with(written)
      .insert(consentState)
      .values(
        Array.from({ length: states }, (_, i) => ({
          subjectId: p("subjectId"),
          purpose: p(`statePurpose${i}`),
          granted: p(`granted${i}`),
          purposeVersion: p(`stateVersion${i}`),
          updatedAt: p("now"),
        })),
      )
      .onConflictDoUpdate({
        target: [consentState.subjectId, consentState.purpose],
        set: { granted: sql`excluded.granted`, purposeVersion: sql`excluded.purpose_version`, updatedAt: sql`excluded.updated_at` },
      })
      .prepare(name);
  },
);

/** A subject's current decision per purpose (a purpose never decided is absent). */
export async function currentConsents(db: Db, subjectId: string): Promise<Partial<Record<ConsentPurpose, boolean>>> {
  const rows = await db
    .select({ purpose: consentState.purpose, granted: consentState.granted })
    .from(consentState)
    .where(eq(consentState.subjectId, subjectId));
  return Object.fromEntries(rows.map((row) => [row.purpose, row.granted]));
}
