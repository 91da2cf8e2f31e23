import type { RouterContextProvider } from "react-router";
import { listConsoleContests } from "#server/services/console/contests/list-contests.ts";
import { ContestListQuery } from "#shared/console/contest-api.ts";
import { may } from "#shared/permissions.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** The contest list: the query from the address (a bad value falls back to the default). */
export async function loadContestList(context: Readonly<RouterContextProvider>, request: Request) {
  const staff = await requireStaff(context, request, "contests.read");
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = ContestListQuery.safeParse(params);
  const query = parsed.success ? parsed.data : ContestListQuery.parse({});
  return loadPage(async () => ({
    list: await listConsoleContests(appOf(context).db, query),
    query: { q: query.q, status: query.status ?? "", archived: query.archived, page: query.page },
    canEdit: may(staff.role, "contests.edit"),
    now: new Date().toISOString(),
  }));
}
