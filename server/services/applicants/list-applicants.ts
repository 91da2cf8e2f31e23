import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests, subscribers, users } from "#db/schema.ts";
import type { Applicant } from "#shared/api-types.ts";
import { notFound } from "../../errors.ts";
import { CONTEST_NOT_FOUND } from "../contests/get-contest.ts";

/**
 * Completed registrations only, with name, photo, video link and date: nothing personal beyond that,
 * and no user id (an id is what registration calls act on; only its owner may know it).
 */
export async function listApplicants(db: Db, contestId: string): Promise<{ data: Applicant[]; winnersDeclared: boolean }> {
  const [contest] = await db
    .select({ winnersDeclared: contests.winnersDeclared })
    .from(contests)
    .where(and(eq(contests.id, contestId), eq(contests.isActive, true)));
  if (!contest) throw notFound(CONTEST_NOT_FOUND);
  const rows = await db
    .select({ subscriber: subscribers, user: users })
    .from(subscribers)
    .innerJoin(users, eq(subscribers.userId, users.id))
    .where(and(eq(subscribers.contestId, contestId), eq(subscribers.status, "completed")))
    .orderBy(asc(subscribers.completedAt), asc(subscribers.id));
  return {
    winnersDeclared: contest.winnersDeclared,
    data: rows.map(({ subscriber, user }) => ({
      _id: subscriber.id,
      userId: { firstName: user.firstName, lastName: user.lastName, profileImage: user.profileImage },
      isPaid: subscriber.isPaid,
      isWinner: subscriber.isWinner,
      link: subscriber.link,
      createdAt: (subscriber.completedAt ?? subscriber.createdAt).toISOString(),
    })),
  };
}
