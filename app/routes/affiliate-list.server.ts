import { listReferredUsers } from "#server/services/affiliates/referred-users.ts";
import { findAffiliateSession } from "#server/services/affiliates/sessions.ts";
import { messagesFor } from "#server/services/i18n/catalogues.ts";
import { sessionTokenFromHeader } from "#server/services/identity/cookies.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import type { Route } from "./+types/affiliate-list";
import { appOf, siteOrigin } from "./page-loader.server.ts";

/** The signed-in affiliate (from the session cookie) and the creators they referred; nobody: null and []. */
export async function loadAffiliateList({ request, context }: Route.LoaderArgs) {
  const { db } = appOf(context);
  const session = await findAffiliateSession(db, sessionTokenFromHeader("affiliate", request.headers.get("cookie")));
  const user = session
    ? { id: session.id, firstName: session.firstName, lastName: session.lastName, affiliateCode: session.affiliateCode }
    : null;
  const language = languageOfPath(new URL(request.url).pathname);
  const referredUsers = session ? await listReferredUsers(db, session.id, language) : [];
  return { user, referredUsers, origin: siteOrigin(context), messages: messagesFor(language, ["contest"]) };
}
