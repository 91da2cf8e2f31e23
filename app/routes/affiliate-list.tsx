import { data } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { PageHero } from "../components/page-hero";
import { AffiliateListView } from "../features/affiliates/affiliate-list-view";
import type { Route } from "./+types/affiliate-list";
import { loadAffiliateList } from "./affiliate-list.server.ts";

/** The signed-in state comes from the session cookie, so the first HTML already shows the right view. */
export async function loader(args: Route.LoaderArgs) {
  const list = await loadAffiliateList(args);
  // Personal data, different for every visitor: no shared cache may keep it.
  return data(list, { headers: { "Cache-Control": "private, no-store" } });
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
      <AffiliateListView user={loaderData.user} referredUsers={loaderData.referredUsers} origin={loaderData.origin} />
    </>
  );
}
