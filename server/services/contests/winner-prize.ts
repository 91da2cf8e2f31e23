import { and, eq } from "drizzle-orm";
import { prizes, winners } from "#db/schema.ts";

/**
 * Joins a winner to the prize it was declared with, to read that prize's Hindi title: a winner keeps
 * the prize's English title and rank as they were at declaration, so the prize must still have both
 * (a prize renamed since shows its kept English title, with no Hindi that may say something else).
 */
export function winnerPrize() {
  return and(eq(prizes.contestId, winners.contestId), eq(prizes.rank, winners.prizeRank), eq(prizes.title, winners.prizeTitle));
}
