import type { RouterContextProvider } from "react-router";
import { listConsolePlaces, listStatesForConsole } from "#server/services/console/places/list-places.ts";
import { PlaceListQuery } from "#shared/console/places.ts";
import { may } from "#shared/permissions.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** The places page: a tab, the search, state and page from the address (a bad value falls back to the default). */
export async function loadPlaces(context: Readonly<RouterContextProvider>, request: Request) {
  const staff = await requireStaff(context, request, "places.read");
  const parsed = PlaceListQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : PlaceListQuery.parse({});
  const { db } = appOf(context);
  return loadPage(async () => {
    const [list, states] = await Promise.all([listConsolePlaces(db, query), listStatesForConsole(db)]);
    return { list, query, states, canEdit: may(staff.role, "places.manage") };
  });
}
