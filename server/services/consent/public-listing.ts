import { and, eq, sql } from "drizzle-orm";
import { users } from "#db/schema.ts";
import { consentState, privacySubjects } from "#db/schema/privacy.ts";
import { purposeVersions } from "#shared/privacy/notice.ts";

/**
 * Whether a creator may be shown in full on public pages: true unless public listing was refused or
 * withdrawn, or given under an earlier text of the purpose and not yet given again (docs/privacy.md#public-listing).
 * A select expression for queries that join `users`; pair it with `publicListingJoins` below.
 */
export const publicListingAllowed = sql<boolean>`coalesce(${consentState.granted} and ${consentState.purposeVersion} >= ${purposeVersions["public-listing"]}, true)`;

/** The joins `publicListingAllowed` reads: the creator's subject, then its public-listing state. */
export const publicListingJoins = {
  subject: [privacySubjects, eq(privacySubjects.emailKey, users.emailKey)] as const,
  state: [consentState, and(eq(consentState.subjectId, privacySubjects.id), eq(consentState.purpose, "public-listing"))] as const,
};

/** What a public card shows of a creator who did not consent to public listing: a first name and an initial, no photo. */
export function publicCardOf(user: { firstName: string; lastName: string; profileImage: string | null }, listed: boolean) {
  if (listed) return { firstName: user.firstName, lastName: user.lastName, profileImage: user.profileImage };
  const initial = [...user.lastName.trim()][0];
  return { firstName: user.firstName, lastName: initial ? `${initial.toUpperCase()}.` : "", profileImage: null };
}
