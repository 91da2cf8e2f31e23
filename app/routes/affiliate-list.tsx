import { data } from "react-router";
import { listReferredUsers } from "#server/services/affiliates/referred-users.ts";
import { findSessionUser, sessionTokenFromCookieHeader } from "#server/services/affiliates/sessions.ts";
import { pageTitle } from "#shared/site.ts";
import { PageHero } from "../components/page-hero";
import { AffiliateListView } from "../features/affiliates/affiliate-list-view";
import type { Route } from "./+types/affiliate-list";
import { appContext } from "#app/router-context.ts";

/** The signed-in state comes from the session cookie, so the first HTML already shows the right view. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const session = await findSessionUser(db, sessionTokenFromCookieHeader(request.headers.get("cookie")));
  const user = session
    ? { id: session.id, firstName: session.firstName, lastName: session.lastName, affiliateCode: session.affiliateCode }
    : null;
  const referredUsers = session ? await listReferredUsers(db, session.id) : [];
  // Personal data, different for every visitor: no shared cache may keep it.
  return data({ user, referredUsers }, { headers: { "Cache-Control": "private, no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta() {
  return [
    { title: pageTitle("Affiliate List") },
    { name: "description", content: "Affiliates: sign in to see the creators you referred." },
    { name: "robots", content: "noindex" },
  ];
}

export default function AffiliateList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Affiliate List" crumbs={[{ label: "Home", to: "/" }, { label: "Affiliate List" }]} />
      <AffiliateListView user={loaderData.user} referredUsers={loaderData.referredUsers} />
    </>
  );
}
