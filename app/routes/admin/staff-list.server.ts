import type { RouterContextProvider } from "react-router";
import { listStaff } from "#server/services/console/staff-access/staff-accounts.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** Owners only: who can reach the console, with which role. */
export async function loadStaffList(context: Readonly<RouterContextProvider>, request: Request) {
  await requireStaff(context, request, "staff.manage");
  return loadPage(async () => ({
    staff: (await listStaff(appOf(context).db)).map((a) => ({
      ...a,
      lastSignInAt: a.lastSignInAt?.toISOString() ?? null,
      createdAt: a.createdAt.toISOString(),
    })),
  }));
}
