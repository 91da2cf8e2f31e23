import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type EligibilityDecision, judgingEligibility } from "#db/schema/judging.ts";
import { subscribers, users } from "#db/schema.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit-log/record-audit.ts";

export const eligibilityMessages = {
  reasonRequired: "Give a reason for 'maybe' and 'don't judge'.",
  notAnEntry: "Only completed registrations of this contest are judged.",
} as const;

/** The creator's public name, as the applicants list shows it. */
export const entryNameColumn = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** A contest's entries (completed registrations) with staff's eligibility call; for the console only. */
export async function listEntries(db: Db, contestId: string) {
  return db
    .select({
      subscriberId: subscribers.id,
      name: entryNameColumn,
      link: subscribers.link,
      completedAt: subscribers.completedAt,
      decision: sql<EligibilityDecision>`coalesce(${judgingEligibility.decision}, 'judge')`,
      reason: sql<string>`coalesce(${judgingEligibility.reason}, '')`,
    })
    .from(subscribers)
    .innerJoin(users, eq(users.id, subscribers.userId))
    .leftJoin(judgingEligibility, eq(judgingEligibility.subscriberId, subscribers.id))
    .where(and(eq(subscribers.contestId, contestId), eq(subscribers.status, "completed")))
    .orderBy(subscribers.completedAt, subscribers.id);
}

/** Ids of the entries a screening (or a final without screening) judges: every completed one but "don't judge". */
export async function judgedEntryIds(db: Db, contestId: string): Promise<string[]> {
  const rows = await listEntries(db, contestId);
  return rows.filter((row) => row.decision !== "dont").map((row) => row.subscriberId);
}

/** Staff mark an entry judge / maybe / don't judge; maybe and don't need a reason. */
export async function setEligibility(
  db: Db,
  options: { staffId: string; contestId: string; subscriberId: string; decision: EligibilityDecision; reason: string },
): Promise<void> {
  const reason = options.reason.trim();
  if (options.decision !== "judge" && reason.length === 0) {
    throw new AppError("BAD_REQUEST", eligibilityMessages.reasonRequired, { errors: { reason: eligibilityMessages.reasonRequired } });
  }
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(
        and(eq(subscribers.id, options.subscriberId), eq(subscribers.contestId, options.contestId), eq(subscribers.status, "completed")),
      );
    if (!entry) throw new AppError("NOT_FOUND", eligibilityMessages.notAnEntry);
    const values = { decision: options.decision, reason, decidedByStaffId: options.staffId, decidedAt: new Date() };
    await tx
      .insert(judgingEligibility)
      .values({ subscriberId: options.subscriberId, contestId: options.contestId, ...values })
      .onConflictDoUpdate({ target: judgingEligibility.subscriberId, set: values });
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "update",
      entity: "judging-eligibility",
      entityId: options.subscriberId,
      // The reason is the organiser's own words about the entry, kept with it, not copied into the log.
      changedFields: { decision: options.decision },
    });
  });
}
