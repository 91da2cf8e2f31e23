import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.ts";
import { judgeAccounts, judgingPanel } from "#db/schema/judging.ts";
import { guardianRequests } from "#db/schema/privacy.ts";
import { subscribers, users } from "#db/schema.ts";

export type ConflictReason = "judge-is-creator" | "judge-is-guardian" | "judge-referred-creator";
export type Conflict = { judgeId: string; subscriberId: string; reason: ConflictReason };

export const conflictLabels: Record<ConflictReason, string> = {
  "judge-is-creator": "The judge's e-mail is the creator's",
  "judge-is-guardian": "The judge's e-mail is the creator's parent's or guardian's",
  "judge-referred-creator": "The judge is the affiliate who referred the creator",
};

/**
 * Likely conflicts between a contest's judges and its entries, flagged before a round opens and kept
 * out of the assignments: the judge's address is the creator's, or their parent's or guardian's (an open or
 * consented guardian request), or the judge is the affiliate who referred the creator.
 */
export async function findConflicts(db: Db, contestId: string): Promise<Conflict[]> {
  const referrer = alias(users, "referrer");
  const guardianIsJudge = sql<boolean>`exists (select 1 from ${guardianRequests} where ${guardianRequests.creatorEmailKey} = ${users.emailKey}
    and ${guardianRequests.guardianEmailKey} = ${judgeAccounts.emailKey} and ${guardianRequests.status} in ('waiting', 'consented'))`;
  const rows = await db
    .select({
      judgeId: judgingPanel.judgeId,
      subscriberId: subscribers.id,
      sameEmail: sql<boolean>`${users.emailKey} = ${judgeAccounts.emailKey}`,
      guardian: guardianIsJudge,
      referred: sql<boolean>`coalesce(${referrer.emailKey} = ${judgeAccounts.emailKey}, false)`,
    })
    .from(judgingPanel)
    .innerJoin(judgeAccounts, eq(judgeAccounts.judgeId, judgingPanel.judgeId))
    .innerJoin(subscribers, and(eq(subscribers.contestId, judgingPanel.contestId), eq(subscribers.status, "completed")))
    .innerJoin(users, eq(users.id, subscribers.userId))
    .leftJoin(referrer, eq(referrer.id, users.referredByUserId))
    .where(
      and(
        eq(judgingPanel.contestId, contestId),
        sql`(${users.emailKey} = ${judgeAccounts.emailKey} or ${referrer.emailKey} = ${judgeAccounts.emailKey} or ${guardianIsJudge})`,
      ),
    );
  return rows.map((row) => ({
    judgeId: row.judgeId,
    subscriberId: row.subscriberId,
    reason: row.sameEmail ? "judge-is-creator" : row.guardian ? "judge-is-guardian" : "judge-referred-creator",
  }));
}
