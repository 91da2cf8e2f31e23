import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests, subscribers, users } from "#db/schema.ts";
import type { Applicant } from "#shared/api-types.ts";
import type { Language } from "#shared/i18n/language.ts";
import { notFound } from "../../errors.ts";
import { publicCardOf, publicListingAllowed, publicListingJoins } from "../consent/public-listing.ts";
import { declaredWinner } from "../contests/declared-winner.ts";
import { CONTEST_NOT_FOUND } from "../contests/get-contest.ts";
import { catalogues } from "../i18n/catalogues.ts";
import { isErasedAccount } from "../my-data/erase-personal-data.ts";
import { contestOnSite } from "../publishing/on-site.ts";

/**
 * Completed registrations only, with name, photo, video link and date: nothing personal beyond that,
 * and no user id (an id is what registration calls act on; only its owner may know it). A creator
 * without consent to public listing shows as a first name and an initial, with no photo or video link
 * (docs/privacy.md#public-listing). A creator who erased their account shows as 'Name removed' in
 * `language`, never as the placeholder name left in `users` (docs/privacy.md#erasure).
 */
export async function listApplicants(
  db: Db,
  contestId: string,
  language: Language = "en",
): Promise<{ data: Applicant[]; winnersDeclared: boolean }> {
  const [contest] = await db
    .select({ winnersDeclared: contests.winnersDeclared })
    .from(contests)
    .where(and(eq(contests.id, contestId), contestOnSite()));
  if (!contest) throw notFound(CONTEST_NOT_FOUND);
  const rows = await db
    .select({ subscriber: subscribers, user: users, listed: publicListingAllowed, isWinner: declaredWinner() })
    .from(subscribers)
    .innerJoin(users, eq(subscribers.userId, users.id))
    .leftJoin(...publicListingJoins.subject)
    .leftJoin(...publicListingJoins.state)
    .where(and(eq(subscribers.contestId, contestId), eq(subscribers.status, "completed")))
    .orderBy(asc(subscribers.completedAt), asc(subscribers.id));
  return {
    winnersDeclared: contest.winnersDeclared,
    data: rows.map(({ subscriber, user, listed, isWinner }) => ({
      _id: subscriber.id,
      userId: isErasedAccount(user)
        ? { firstName: catalogues[language].contest.applicants.nameRemoved, lastName: "", profileImage: null }
        : publicCardOf(user, listed),
      isPaid: subscriber.isPaid,
      isWinner,
      // The video is part of public listing: without that consent it is for the judges only.
      link: listed ? subscriber.link : "",
      createdAt: (subscriber.completedAt ?? subscriber.createdAt).toISOString(),
    })),
  };
}
