import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type SocialLinks, users } from "#db/schema.ts";

/** Exactly what the affiliate list shows (docs/product-rules.md); no address, documents or bank details. */
export type ReferredUser = {
  firstName: string;
  lastName: string;
  mobileNo: string;
  email: string;
  /** A relative media path, or null. */
  profileImage: string | null;
  socialMedia: SocialLinks;
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

/** The users who registered with this affiliate's code, newest first. */
export async function listReferredUsers(db: Db, affiliateUserId: string): Promise<ReferredUser[]> {
  const rows = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      mobileNo: users.mobileNo,
      email: users.email,
      profileImage: users.profileImage,
      socialMedia: users.socialMedia,
    })
    .from(users)
    .where(eq(users.referredByUserId, affiliateUserId))
    .orderBy(desc(users.createdAt), asc(users.id));
  return rows.map((row) => ({ ...row, socialMedia: safeSocialLinks(row.socialMedia) }));
}
