import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { consentRecords, guardianRequests, privacySubjects } from "#db/schema/privacy.ts";
import { contests } from "#db/schema.ts";
import { emailKeyOf } from "../../identity/email-key.ts";
import { guardianTokenHash, isGuardianToken } from "./guardian-token.ts";

export type CreatorGuardianStatus =
  | { status: "none" | "declined" | "expired" }
  | { status: "waiting" | "consented"; contestId: string | null; expiresAt: string };

/**
 * Where the creator's request for consent stands. A declined or lapsed request is deleted; its
 * outcome is read from the consent records (the latest registration decision, a guardian's refusal).
 */
export async function guardianStatusForCreator(db: Db, creatorEmail: string): Promise<CreatorGuardianStatus> {
  const emailKey = emailKeyOf(creatorEmail);
  const [row] = await db
    .select({ status: guardianRequests.status, contestId: guardianRequests.contestId, expiresAt: guardianRequests.expiresAt })
    .from(guardianRequests)
    .where(eq(guardianRequests.creatorEmailKey, emailKey))
    .orderBy(desc(guardianRequests.createdAt))
    .limit(1);
  if (row && (row.status === "waiting" || row.status === "consented"))
    return { status: row.status, contestId: row.contestId, expiresAt: row.expiresAt.toISOString() };
  const [latest] = await db
    .select({ action: consentRecords.action, givenBy: consentRecords.givenBy, verifiedBy: consentRecords.verifiedBy })
    .from(consentRecords)
    .innerJoin(privacySubjects, eq(privacySubjects.id, consentRecords.subjectId))
    .where(and(eq(privacySubjects.emailKey, emailKey), eq(consentRecords.purpose, "registration")))
    .orderBy(desc(consentRecords.seq))
    .limit(1);
  if (latest?.action !== "refused" || latest.givenBy !== "guardian") return { status: "none" };
  // A lapsed request is recorded as verified by nobody: the link expired unanswered.
  return { status: latest.verifiedBy.startsWith("none") ? "expired" : "declined" };
}

/** Whether the creator holds a guardian's consent (the server's check before a minor's details are kept). */
export async function hasGuardianConsent(db: Db, creatorEmail: string): Promise<boolean> {
  const [row] = await db
    .select({ id: guardianRequests.id })
    .from(guardianRequests)
    .where(and(eq(guardianRequests.creatorEmailKey, emailKeyOf(creatorEmail)), eq(guardianRequests.status, "consented")));
  return Boolean(row);
}

/** The live request a consent link points at, with the contest's title; null for an unknown or lapsed link. */
export async function findGuardianRequestByToken(db: Db, token: string, now = new Date()) {
  if (!isGuardianToken(token)) return null;
  const [row] = await db
    .select({ request: guardianRequests, contestTitle: contests.title, contestTitleHi: contests.titleHi })
    .from(guardianRequests)
    .leftJoin(contests, eq(contests.id, guardianRequests.contestId))
    .where(eq(guardianRequests.tokenHash, guardianTokenHash(token)));
  if (!row) return null;
  if (row.request.status === "waiting" && row.request.expiresAt <= now) return null;
  return row;
}
