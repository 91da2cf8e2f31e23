import type { RouterContextProvider } from "react-router";
import { loadDashboardOverview } from "#server/services/console/dashboard/overview.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

export async function loadDashboard(context: Readonly<RouterContextProvider>, request: Request) {
  await requireStaff(context, request, "viewer");
  return loadPage(() => loadDashboardOverview(appOf(context).db));
}
