import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests, type SocialLinks, type SubscriberStatus, subscribers, users } from "#db/schema.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import { publicCardOf, publicListingAllowed, publicListingJoins } from "../consent/public-listing.ts";
import { catalogues } from "../i18n/catalogues.ts";
import { isErasedAccount } from "../my-data/erase-personal-data.ts";
import { maskEmail, maskMobile } from "../users/mask.ts";

/**
 * Exactly what the affiliate list shows (docs/product-rules.md; docs/affiliates.md): one row per
 * registration of a creator they referred (or one row without a contest for a creator who has none yet).
 * Mobile number and e-mail are partly masked, since some referred creators are minors; no address,
 * documents or bank details. A creator whose public listing was refused (a parent may refuse it for a
 * minor) is shown as the public sees them: a first name and an initial, no photo, no social links.
 */
export type ReferredUser = {
  firstName: string;
  lastName: string;
  mobileNo: string;
  email: string;
  /** A relative media path, or null. */
  profileImage: string | null;
  socialMedia: SocialLinks;
  contestTitle: string | null;
  registrationState: SubscriberStatus | null;
  registeredAt: string | null;
  /**
   * Which creator the row is of: 1, 2, … in the list's order, the same on each registration of one
   * creator (an erased creator is still one creator). Not an id; the page counts creators by it.
   */
  creator: number;
};

const networks = ["instagram", "youtube", "facebook", "twitter", "linkedIn", "tiktok"] as const;

/** Only https links leave the server, so nothing like a javascript: URL can reach an href. */
function safeSocialLinks(links: SocialLinks | null): SocialLinks {
  const safe: SocialLinks = {};
  for (const network of networks) {
    const link = links?.[network]?.trim();
    if (link && /^https:\/\/[^\s]+$/i.test(link)) safe[network] = link;
  }
  return safe;
}

/**
 * The registrations of the creators who signed up with this affiliate's code, newest first; the
 * contests' titles in `language` (the page's or the call's), Hindi where the organiser gave one.
 */
export async function listReferredUsers(db: Db, affiliateUserId: string, language: Language = "en"): Promise<ReferredUser[]> {
  const rows = await db
    .select({
      userId: users.id,
      emailKey: users.emailKey,
      listed: publicListingAllowed,
      firstName: users.firstName,
      lastName: users.lastName,
      mobileNo: users.mobileNo,
      email: users.email,
      profileImage: users.profileImage,
      socialMedia: users.socialMedia,
      contestTitle: contests.title,
      contestTitleHi: contests.titleHi,
      registrationState: subscribers.status,
      registeredAt: subscribers.createdAt,
    })
    .from(users)
    .leftJoin(subscribers, eq(subscribers.userId, users.id))
    .leftJoin(contests, eq(contests.id, subscribers.contestId))
    .leftJoin(...publicListingJoins.subject)
    .leftJoin(...publicListingJoins.state)
    .where(eq(users.referredByUserId, affiliateUserId))
    .orderBy(sql`${subscribers.createdAt} desc nulls last`, desc(users.createdAt), asc(users.id));
  // Each creator's number, given at their first row: a creator's later rows (older registrations) repeat it.
  const creators = new Map<string, number>();
  const creatorOf = (userId: string) => {
    if (!creators.has(userId)) creators.set(userId, creators.size + 1);
    return creators.get(userId) ?? 0;
  };
  return rows.map(({ contestTitleHi, userId, emailKey, listed, ...row }) => ({
    ...row,
    ...(isErasedAccount({ id: userId, emailKey })
      ? { firstName: catalogues[language].contest.applicants.nameRemoved, lastName: "", profileImage: null }
      : publicCardOf(row, listed)),
    contestTitle: localiseFields({ contestTitle: row.contestTitle, contestTitleHi }, language, ["contestTitle"]).contestTitle,
    mobileNo: row.mobileNo ? maskMobile(row.mobileNo) : "",
    email: maskEmail(row.email),
    socialMedia: listed ? safeSocialLinks(row.socialMedia) : {},
    registeredAt: row.registeredAt?.toISOString() ?? null,
    creator: creatorOf(userId),
  }));
}
