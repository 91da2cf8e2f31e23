import type { RouterContextProvider } from "react-router";
import { listConsoleAffiliates } from "#server/services/console/affiliates/list-console-affiliates.ts";
import { AffiliateListQuery } from "#shared/console/affiliates.ts";
import { may } from "#shared/permissions.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** The affiliates list: the search and page from the address (a bad value falls back to the default). */
export async function loadAffiliates(context: Readonly<RouterContextProvider>, request: Request) {
  const staff = await requireStaff(context, request, "affiliates.read");
  const parsed = AffiliateListQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : AffiliateListQuery.parse({});
  return loadPage(async () => ({
    list: await listConsoleAffiliates(appOf(context).db, query),
    query,
    canEdit: may(staff.role, "affiliates.manage"),
  }));
}
