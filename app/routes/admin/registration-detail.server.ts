import type { RouterContextProvider } from "react-router";
import { notFound } from "#server/errors.ts";
import { getRegistration } from "#server/services/console/registrations/get-registration.ts";
import { may } from "#shared/permissions.ts";
import { isId } from "#shared/validation/id.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/**
 * One registration. Those who may read documents (owners) also get the buttons that fetch a document or the bank
 * details, one item at a time; the page itself never holds their contents.
 */
export async function loadRegistrationDetail(context: Readonly<RouterContextProvider>, request: Request, registrationId: string) {
  const staff = await requireStaff(context, request, "registrations.read");
  const { db } = appOf(context);
  return loadPage(async () => {
    if (!isId(registrationId)) throw notFound("Registration not found.");
    const registration = await getRegistration(db, registrationId);
    if (!registration) throw notFound("Registration not found.");
    return { registration, canRefund: may(staff.role, "payments.refund"), canReadDocuments: may(staff.role, "documents.read") };
  });
}
