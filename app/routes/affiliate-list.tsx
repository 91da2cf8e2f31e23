import { data } from "react-router";
import { metaMessages, useFormat, useMessages } from "#app/i18n/i18n.tsx";
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

export function meta({ matches }: Route.MetaArgs) {
  const m = metaMessages(matches, "contest")?.affiliates;
  return [
    { title: pageTitle(m?.title) },
    ...(m ? [{ name: "description", content: m.description }] : []),
    { name: "robots", content: "noindex" },
  ];
}

export default function AffiliateList({ loaderData }: Route.ComponentProps) {
  const { affiliates: m, crumbs } = useMessages("contest");
  const f = useFormat();
  return (
    <>
      <PageHero title={m.title} crumbs={[{ label: crumbs.home, to: f.path("/") }, { label: m.title }]} />
      <AffiliateListView user={loaderData.user} referredUsers={loaderData.referredUsers} origin={loaderData.origin} />
    </>
  );
}
