import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { consentState, privacyNoticeVersions } from "#db/schema/privacy.ts";
import { noticeCanonicalText, PRIVACY_NOTICE_VERSION, purposeVersions } from "#shared/privacy/notice.ts";
import { type ConsentPurpose, isConsentPurpose } from "#shared/privacy/purposes.ts";

/** SHA-256 of the notice's canonical text: a consent record proves which words were read. */
export const noticeHash = createHash("sha256").update(noticeCanonicalText()).digest("hex");

export type NoticeVersion = { version: number; hash: string };

/** Databases this process has recorded the notice in: rows of the versions table are never removed. */
const recordedIn = new WeakSet<Db>();

/**
 * The notice in force, recorded in the versions table the first time a consent is given under it
 * (once per process and database, not once per consent: a registration's statements are its cost).
 */
export async function currentNoticeVersion(db: Db): Promise<NoticeVersion> {
  if (!recordedIn.has(db)) {
    await db.insert(privacyNoticeVersions).values({ version: PRIVACY_NOTICE_VERSION, textHash: noticeHash }).onConflictDoNothing();
    recordedIn.add(db);
  }
  return { version: PRIVACY_NOTICE_VERSION, hash: noticeHash };
}

/**
 * A new notice version asks again only where a purpose changed: the purposes this subject decided
 * under an older version of that purpose's text (docs/privacy.md#purposes). A notice edit that leaves a
 * purpose's version alone asks nothing; until the person answers again, an optional purpose whose
 * text changed counts as not given.
 */
export async function purposesToAskAgain(db: Db, subjectId: string): Promise<ConsentPurpose[]> {
  const rows = await db
    .select({ purpose: consentState.purpose, version: consentState.purposeVersion })
    .from(consentState)
    .where(eq(consentState.subjectId, subjectId));
  return rows
    .filter((row) => isConsentPurpose(row.purpose) && row.version < purposeVersions[row.purpose])
    .map((row) => row.purpose as ConsentPurpose);
}
