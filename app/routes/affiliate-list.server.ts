import { listReferredUsers } from "#server/services/affiliates/referred-users.ts";
import { findAffiliateSession } from "#server/services/affiliates/sessions.ts";
import { sessionTokenFromHeader } from "#server/services/identity/cookies.ts";
import type { Route } from "./+types/affiliate-list";
import { appOf, siteOrigin } from "./page-loader.server.ts";

/** The signed-in affiliate (from the session cookie) and the creators they referred; nobody: null and []. */
export async function loadAffiliateList({ request, context }: Route.LoaderArgs) {
  const { db } = appOf(context);
  const session = await findAffiliateSession(db, sessionTokenFromHeader("affiliate", request.headers.get("cookie")));
  const user = session
    ? { id: session.id, firstName: session.firstName, lastName: session.lastName, affiliateCode: session.affiliateCode }
    : null;
  const referredUsers = session ? await listReferredUsers(db, session.id) : [];
  return { user, referredUsers, origin: siteOrigin(context) };
}
