import { loadHomeLists } from "#server/services/content/home-lists.ts";
import type { Route } from "./+types/home";
import { appOf, loadPage, siteOrigin } from "./page-loader.server.ts";

/** Every list of the home page; a list that fails is left empty and the page still renders. */
export async function loadHome({ context }: Route.LoaderArgs) {
  const lists = await loadPage(() => loadHomeLists(appOf(context)));
  return { ...lists, now: new Date().toISOString(), origin: siteOrigin(context) };
}
