import type { RouterContextProvider } from "react-router";
import { getPrivacyContact } from "#server/services/consent/privacy-contact.ts";
import { listPrivacyRequests } from "#server/services/console/privacy/privacy-requests.ts";
import { may } from "#shared/permissions.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** Privacy requests, newest first, and the privacy contact; editors and owners (docs/privacy.md#my-data). */
export async function loadPrivacyPage(context: Readonly<RouterContextProvider>, request: Request) {
  const staff = await requireStaff(context, request, "privacy-requests.read");
  const asked = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const { db } = appOf(context);
  return loadPage(async () => {
    const [list, contact] = await Promise.all([listPrivacyRequests(db, { page }), getPrivacyContact(db)]);
    return {
      ...list,
      contact,
      canManage: may(staff.role, "privacy-requests.manage"),
      canReadBreachList: may(staff.role, "breach.read"),
    };
  });
}
