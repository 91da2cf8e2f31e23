import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests, prizes, subscribers, users, winners } from "#db/schema.ts";
import { winnerPrize } from "../contests/winner-prize.ts";
import { enqueueMail } from "./outbox.ts";

/**
 * Tells every completed registrant of a contest that its results are out; winners get their rank and
 * prize. Call it inside the transaction that declares the results. One message per registration
 * (dedupe key); `correction` (how many times the results were withdrawn) > 0 makes it the corrected
 * results, one per registration and correction, so a retried declaration never sends it twice.
 * Answers how many registrants it looked at.
 */
export async function enqueueResultsDeclaredMail(tx: Db, contestId: string, correction = 0): Promise<number> {
  const [contest] = await tx
    .select({ id: contests.id, title: contests.title, titleHi: contests.titleHi })
    .from(contests)
    .where(eq(contests.id, contestId));
  if (!contest) return 0;
  const registrants = await tx
    .select({
      subscriberId: subscribers.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      rank: winners.prizeRank,
      prizeTitle: winners.prizeTitle,
      prizeTitleHi: prizes.titleHi,
      prizeAmountPaise: winners.prizeAmountPaise,
      isWinnerRow: winners.id,
      language: users.language,
    })
    .from(subscribers)
    .innerJoin(users, eq(subscribers.userId, users.id))
    .leftJoin(winners, and(eq(winners.subscriberId, subscribers.id), eq(winners.contestId, contestId)))
    .leftJoin(prizes, winnerPrize())
    .where(and(eq(subscribers.contestId, contestId), eq(subscribers.status, "completed")));
  for (const r of registrants) {
    const won = r.isWinnerRow !== null;
    await enqueueMail(tx, {
      template: "results-declared",
      to: r.email,
      dedupeKey:
        correction > 0
          ? `results-corrected:${contestId}:${correction}:${r.subscriberId}`
          : `results-declared:${contestId}:${r.subscriberId}`,
      corrected: correction > 0,
      creatorName: [r.firstName, r.lastName].filter(Boolean).join(" "),
      contestId,
      contestTitle: contest.title,
      contestTitleHi: contest.titleHi,
      winner: won,
      rank: won ? (r.rank ?? null) : null,
      prizeTitle: won ? r.prizeTitle : null,
      prizeTitleHi: won ? r.prizeTitleHi : null,
      prizeAmountPaise: won ? r.prizeAmountPaise : null,
      language: r.language,
    });
  }
  return registrants.length;
}
