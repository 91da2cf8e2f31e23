import type { RouterContextProvider } from "react-router";
import { notFound } from "#server/errors.ts";
import { getRegistration } from "#server/services/console/registrations/get-registration.ts";
import { roleAtLeast } from "#shared/console/staff-access.ts";
import { isId } from "#shared/validation/id.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/**
 * One registration (viewer and up). Owners also get the buttons that fetch a document or the bank
 * details, one item at a time; the page itself never holds their contents.
 */
export async function loadRegistrationDetail(context: Readonly<RouterContextProvider>, request: Request, registrationId: string) {
  const staff = await requireStaff(context, request, "viewer");
  const { db } = appOf(context);
  return loadPage(async () => {
    if (!isId(registrationId)) throw notFound("Registration not found.");
    const registration = await getRegistration(db, registrationId);
    if (!registration) throw notFound("Registration not found.");
    return { registration, isOwner: roleAtLeast(staff.role, "owner") };
  });
}
