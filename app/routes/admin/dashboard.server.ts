import type { RouterContextProvider } from "react-router";
import { loadDashboard as loadDashboardFigures } from "#server/services/console/dashboard/dashboard.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** Every member may see the dashboard; its figures are counts and sums, nothing personal. */
export async function loadDashboard(context: Readonly<RouterContextProvider>, request: Request) {
  const staff = await requireStaff(context, request, "console.open");
  return loadPage(async () => ({ role: staff.role, ...(await loadDashboardFigures(appOf(context).db)) }));
}
