import { AppError } from "#server/errors.ts";
import { readCreatorSession } from "#server/services/creator-accounts/creator-session.ts";
import { findOwnReceipt, refundLine } from "#server/services/receipts/receipt-details.ts";
import { myRegistrationMessages } from "#shared/api/my-registrations.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import { isId } from "#shared/validation/id.ts";
import type { Route } from "./+types/me-receipt";
import { accountMessages, withMessages } from "./me.server.ts";
import { appOf, loadPage } from "./page-loader.server.ts";

/** The receipt of one of the signed-in creator's paid registrations; without a session, a sign-in prompt. */
export function loadReceiptPage({ request, params, context }: Route.LoaderArgs) {
  const messages = accountMessages(request);
  return withMessages(messages, () =>
    loadPage(async () => {
      const app = appOf(context);
      const session = await readCreatorSession(app, request.headers.get("cookie"));
      if (!session) return { signedIn: false as const };
      if (!isId(params.registrationId)) throw new AppError("NOT_FOUND", myRegistrationMessages.notFound);
      const language = languageOfPath(new URL(request.url).pathname);
      const receipt = await findOwnReceipt(app.db, { userId: session.userId, registrationId: params.registrationId, language });
      // A refunded payment's receipt stays, its status row saying the refund (written here, not in the page's script).
      const refunded = refundLine(receipt.refund, messages.account.receipt.rows, language);
      return { signedIn: true as const, receipt: { ...receipt, refunded } };
    }),
  );
}
