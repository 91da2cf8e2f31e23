import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests, winners } from "#db/schema.ts";
import { alreadyPaidMessage, winnersMessages } from "#shared/console/winners.ts";
import { formatIstDate } from "#shared/ist.ts";
import type { AppContext } from "../../../context.ts";
import { AppError, notFound } from "../../../errors.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";

/** Whether any prize of the contest has been marked paid (then its results can no longer be withdrawn). */
export async function anyPrizePaid(db: Db, contestId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: winners.id })
    .from(winners)
    .where(and(eq(winners.contestId, contestId), isNotNull(winners.prizePaidAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Records that a winner's prize was paid, with the transfer's reference (docs/console.md#prize-paid). The
 * first record stands: marking again answers 409 and changes nothing. The date starts the clock after
 * which the winner's identity documents and bank details are cleared (docs/privacy.md#retention).
 */
export async function markPrizePaid(
  ctx: AppContext,
  options: { staffId: string; contestId: string; winnerId: string; reference: string; now?: Date },
): Promise<{ paidAt: Date }> {
  const now = options.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ paidAt: winners.prizePaidAt, reference: winners.prizePaidReference, declared: contests.winnersDeclared })
      .from(winners)
      .innerJoin(contests, eq(contests.id, winners.contestId))
      .where(and(eq(winners.id, options.winnerId), eq(winners.contestId, options.contestId)))
      .for("update", { of: winners });
    if (!row) throw notFound(winnersMessages.winnerNotFound);
    if (row.paidAt) throw new AppError("CONFLICT", alreadyPaidMessage(formatIstDate(row.paidAt), row.reference ?? "-"));
    if (!row.declared) throw new AppError("CONFLICT", winnersMessages.paidNotDeclared);
    await tx.update(winners).set({ prizePaidAt: now, prizePaidReference: options.reference }).where(eq(winners.id, options.winnerId));
    // The reference is the bank's transaction number, not personal data.
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "mark-prize-paid",
      entity: "winner",
      entityId: options.winnerId,
      changedFields: { contestId: options.contestId, prizePaidAt: now.toISOString(), prizePaidReference: options.reference },
    });
    return { paidAt: now };
  });
}
