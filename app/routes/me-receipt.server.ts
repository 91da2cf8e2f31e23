import { AppError } from "#server/errors.ts";
import { getCompanyDetails } from "#server/services/company/get-company-details.ts";
import { readCreatorSession } from "#server/services/creator-accounts/creator-session.ts";
import { findOwnRegistration } from "#server/services/my-registrations/find-own-registration.ts";
import { listMyRegistrations } from "#server/services/my-registrations/list-my-registrations.ts";
import { myRegistrationMessages } from "#shared/api/my-registrations.ts";
import { isId } from "#shared/validation/id.ts";
import type { Route } from "./+types/me-receipt";
import { appOf, loadPage } from "./page-loader.server.ts";

/** The receipt of one of the signed-in creator's paid registrations; without a session, a sign-in prompt. */
export function loadReceiptPage({ request, params, context }: Route.LoaderArgs) {
  return loadPage(async () => {
    const app = appOf(context);
    const session = await readCreatorSession(app, request.headers.get("cookie"));
    if (!session) return { signedIn: false as const };
    if (!isId(params.registrationId)) throw new AppError("NOT_FOUND", myRegistrationMessages.notFound);
    await findOwnRegistration(app.db, { userId: session.userId, registrationId: params.registrationId });
    const registrations = await listMyRegistrations(app.db, { userId: session.userId });
    const registration = registrations.find((r) => r._id === params.registrationId);
    if (!registration?.receipt) throw new AppError("NOT_FOUND", "This registration has no payment receipt.");
    const company = await app.cache.get("company", () => getCompanyDetails(app.db)).catch(() => null);
    return {
      signedIn: true as const,
      email: session.email,
      registrationId: registration._id,
      contest: { _id: registration.contest._id, title: registration.contest.title },
      receipt: registration.receipt,
      company: company ? { name: company.name, address: company.address, supportEmail: company.supportEmail } : null,
    };
  });
}
