import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { isUniqueViolation } from "#db/errors.ts";
import { newId } from "#db/ids.ts";
import { contests, prizes, winners } from "#db/schema.ts";
import { repeatedPositions, type SaveWinners, winnersMessages } from "#shared/console/winners.ts";
import type { AppContext } from "../../../context.ts";
import { AppError, badRequest, notFound } from "../../../errors.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { enqueueResultsDeclaredMail } from "../../mail/results-declared.ts";
import { CONTEST_NOT_FOUND_MESSAGE, completedRegistrationIds, contestHasEnded } from "./winners-board.ts";

/** The contest's row, locked until the transaction ends, so saving and declaring never interleave. */
async function lockContest(tx: Db, contestId: string) {
  const [contest] = await tx
    .select({
      id: contests.id,
      winnersDeclared: contests.winnersDeclared,
      resultsWithdrawals: contests.resultsWithdrawals,
      isCompleted: contests.isCompleted,
      contestEndDate: contests.contestEndDate,
    })
    .from(contests)
    .where(eq(contests.id, contestId))
    .for("update");
  if (!contest) throw notFound(CONTEST_NOT_FOUND_MESSAGE);
  return contest;
}

const fieldError = (message: string, field: string) => badRequest(message, { errors: { [field]: message } });

/**
 * Replaces the contest's chosen winners (a draft: nobody is a winner anywhere until the results are
 * declared, contests/declared-winner.ts). Each winner is a completed registration of the contest with a
 * rank and one of its prizes, whose title and amount the winner row keeps.
 */
export async function saveWinners(db: Db, options: { staffId: string; contestId: string; input: SaveWinners }): Promise<void> {
  const picks = options.input.winners;
  await db.transaction(async (tx) => {
    const contest = await lockContest(tx, options.contestId);
    if (contest.winnersDeclared) throw new AppError("CONFLICT", winnersMessages.alreadyDeclared);
    const completed = await completedRegistrationIds(
      tx,
      options.contestId,
      picks.map((p) => p.subscriberId),
    );
    const contestPrizes = new Map(
      (await tx.select().from(prizes).where(eq(prizes.contestId, options.contestId))).map((prize) => [prize.id, prize]),
    );
    // One registration wins one prize: refused here for every caller, never left to the unique index.
    const [repeated] = repeatedPositions(picks.map((p) => p.subscriberId));
    if (repeated !== undefined) throw fieldError(winnersMessages.registrationTwice, `winners.${repeated}.subscriberId`);
    // A rank is given once (the PUT's schema says so; confirming judged winners calls this without it).
    const [rankTwice] = repeatedPositions(picks.map((p) => p.rank));
    if (rankTwice !== undefined) throw fieldError(winnersMessages.rankTaken, `winners.${rankTwice}.rank`);
    const rows = picks.map((pick, index) => {
      if (!completed.has(pick.subscriberId)) throw fieldError(winnersMessages.notCompleted, `winners.${index}.subscriberId`);
      const prize = contestPrizes.get(pick.prizeId);
      if (!prize) throw fieldError(winnersMessages.unknownPrize, `winners.${index}.prizeId`);
      return {
        id: newId(),
        contestId: options.contestId,
        subscriberId: pick.subscriberId,
        prizeRank: pick.rank,
        prizeTitle: prize.title,
        prizeAmountPaise: prize.amountPaise,
      };
    });
    await tx.delete(winners).where(eq(winners.contestId, options.contestId));
    if (rows.length > 0)
      await tx
        .insert(winners)
        .values(rows)
        .catch((error: unknown) => {
          // winners_contest_subscriber_idx: the same plain answer as the check above, not a 500.
          if (isUniqueViolation(error)) throw new AppError("CONFLICT", winnersMessages.registrationTwice);
          throw error;
        });
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "update",
      entity: "contest-winners",
      entityId: options.contestId,
      // Ranks and prize titles only: who won is in the winners table, not copied into the log.
      changedFields: { winners: rows.length, ranks: rows.map((r) => r.prizeRank), prizes: rows.map((r) => r.prizeTitle) },
    });
  });
}

/**
 * Publishes the chosen winners: the contest is marked completed with its winners declared, which is
 * what makes its saved winners rows winners (contests/declared-winner.ts), and every registrant is
 * e-mailed, all in one transaction (the mail is written to the outbox with it, so it is sent exactly
 * when the results exist). The public contest and
 * applicants pages show the winners on their next load. An owner can withdraw them for a correction
 * (withdraw-results.ts) and declare again.
 */
export async function declareResults(
  ctx: AppContext,
  options: { staffId: string; contestId: string; now?: Date },
): Promise<{ winners: number }> {
  const now = options.now ?? new Date();
  const declared = await ctx.db.transaction(async (tx) => {
    const contest = await lockContest(tx, options.contestId);
    if (contest.winnersDeclared) throw new AppError("CONFLICT", winnersMessages.alreadyDeclared);
    if (!contestHasEnded(contest, now)) throw new AppError("CONFLICT", winnersMessages.notEnded);
    const chosen = await tx.select({ subscriberId: winners.subscriberId }).from(winners).where(eq(winners.contestId, options.contestId));
    if (chosen.length === 0) throw new AppError("CONFLICT", winnersMessages.noWinners);
    await tx
      .update(contests)
      .set({ winnersDeclared: true, isCompleted: true, resultsDeclaredAt: now, updatedAt: now })
      .where(eq(contests.id, options.contestId));
    // After a withdrawal, each registrant gets one corrected e-mail for this correction (its own dedupe key).
    const mailed = await enqueueResultsDeclaredMail(tx, options.contestId, contest.resultsWithdrawals);
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "declare-results",
      entity: "contest",
      entityId: options.contestId,
      changedFields: { winnersDeclared: true, isCompleted: true, winners: chosen.length, registrantsMailed: mailed },
    });
    return chosen.length;
  });
  // The contest, its card on the home page and its applicants list show the winners at once.
  ctx.cache.invalidate("contest");
  return { winners: declared };
}
