import type { RouterContextProvider } from "react-router";
import { breachNotifyList } from "#server/services/console/privacy/privacy-requests.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** The people to notify after a breach: owners only, and each opening is in the audit log (docs/privacy.md#breach-runbook). */
export async function loadBreachList(context: Readonly<RouterContextProvider>, request: Request) {
  const staff = await requireStaff(context, request, "breach.read");
  const { db } = appOf(context);
  return loadPage(async () => ({ people: await breachNotifyList(db, { staffId: staff.id }) }));
}
