import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { certificates } from "#db/schema/certificates.ts";
import { contests, subscribers } from "#db/schema.ts";
import { RESULTS_CORRECTION_WINDOW_DAYS, winnersMessages } from "#shared/console/winners.ts";
import type { AppContext } from "../../../context.ts";
import { AppError, badRequest, notFound } from "../../../errors.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { anyPrizePaid } from "./mark-prize-paid.ts";
import { CONTEST_NOT_FOUND_MESSAGE } from "./winners-board.ts";
import { DAY_MS } from "#shared/ist.ts";

/** Whether any certificate of the contest has been issued (made on a creator's first download). */
async function certificatesIssued(tx: Db, contestId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      inArray(certificates.subscriberId, tx.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.contestId, contestId))),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Declared results can be withdrawn while no certificate has been issued, or within
 * RESULTS_CORRECTION_WINDOW_DAYS of the declaration (docs/console.md#correcting-results), and never
 * once a prize is marked paid (checked separately).
 */
function withdrawalAllowed(certificatesWereIssued: boolean, declaredAt: Date | null, now: Date): boolean {
  if (!certificatesWereIssued) return true;
  return declaredAt !== null && now.getTime() - declaredAt.getTime() <= RESULTS_CORRECTION_WINDOW_DAYS * DAY_MS;
}

/** Whether the contest's declared results can be withdrawn now (the console shows the control only then). */
export async function canWithdrawResults(
  db: Db,
  contest: { id: string; winnersDeclared: boolean; resultsDeclaredAt: Date | null },
  now: Date,
) {
  if (!contest.winnersDeclared || (await anyPrizePaid(db, contest.id))) return false;
  return withdrawalAllowed(await certificatesIssued(db, contest.id), contest.resultsDeclaredAt, now);
}

/**
 * Withdraws a contest's declared results, with the owner's written reason: the winners go back to a
 * draft (kept, so they can be corrected), nobody is a winner on the public pages, which say the results
 * are coming again, and the audit log keeps the reason. The next declaration sends each registrant one
 * corrected e-mail (mail/results-declared.ts). Works the same after judging's confirmed winners.
 */
export async function withdrawResults(
  ctx: AppContext,
  options: { staffId: string; contestId: string; reason: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const reason = options.reason.trim();
  if (reason.length < 10)
    throw badRequest(winnersMessages.withdrawReasonRequired, { errors: { reason: winnersMessages.withdrawReasonRequired } });
  await ctx.db.transaction(async (tx) => {
    const [contest] = await tx
      .select({ winnersDeclared: contests.winnersDeclared, resultsDeclaredAt: contests.resultsDeclaredAt })
      .from(contests)
      .where(eq(contests.id, options.contestId))
      .for("update");
    if (!contest) throw notFound(CONTEST_NOT_FOUND_MESSAGE);
    if (!contest.winnersDeclared) throw new AppError("CONFLICT", winnersMessages.notDeclared);
    // Money has gone to a winner: the record of who won stays (docs/console.md#prize-paid).
    if (await anyPrizePaid(tx, options.contestId)) throw new AppError("CONFLICT", winnersMessages.prizePaidBlocksWithdrawal);
    const issued = await certificatesIssued(tx, options.contestId);
    if (!withdrawalAllowed(issued, contest.resultsDeclaredAt, now)) throw new AppError("CONFLICT", winnersMessages.withdrawTooLate);
    // Not declared: nobody is a winner (contests/declared-winner.ts), and the winners rows stay as the draft.
    await tx
      .update(contests)
      .set({ winnersDeclared: false, isCompleted: false, resultsWithdrawals: sql`${contests.resultsWithdrawals} + 1`, updatedAt: now })
      .where(eq(contests.id, options.contestId));
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "withdraw-results",
      entity: "contest",
      entityId: options.contestId,
      changedFields: { winnersDeclared: false, reason, certificatesIssued: issued },
    });
  });
  ctx.cache.invalidate("contest");
}
