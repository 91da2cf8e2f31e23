import { getPrivacyContact } from "#server/services/consent/privacy-contact.ts";
import { readCreatorSession } from "#server/services/creator-accounts/creator-session.ts";
import { exportMyData } from "#server/services/my-data/export-my-data.ts";
import { isFreshSession } from "#server/services/my-data/fresh-session.ts";
import { prizeDocumentsNeed } from "#server/services/my-data/prize-documents.ts";
import type { MyDataExport, PrizeDocumentsNeed } from "#shared/api/my-data.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import type { Route } from "./+types/me-data";
import { accountMessages, withMessages } from "./me.server.ts";
import { appOf, loadPage } from "./page-loader.server.ts";

export type MyDataPageData =
  | { state: "signed-out" }
  /** Signed in, but the code is older than 15 minutes: a new code first (docs/privacy.md#my-data). */
  | { state: "code-needed"; email: string }
  | { state: "open"; email: string; data: MyDataExport; prizeDocuments: PrizeDocumentsNeed | null; contactEmail: string };

/** My data: everything held about the signed-in creator, readable, after a fresh code. */
export function loadMyDataPage({ request, context }: Route.LoaderArgs) {
  return withMessages(accountMessages(request), () =>
    loadPage(async (): Promise<MyDataPageData> => {
      const app = appOf(context);
      const language = languageOfPath(new URL(request.url).pathname);
      const session = await readCreatorSession(app, request.headers.get("cookie"));
      if (!session) return { state: "signed-out" };
      if (!(await isFreshSession(app.db, session.sessionId))) return { state: "code-needed", email: session.email };
      const [data, prizeDocuments, contact] = await Promise.all([
        exportMyData(app, { email: session.email, language }),
        session.userId ? prizeDocumentsNeed(app.db, { userId: session.userId, email: session.email, language }) : null,
        app.cache.get("company:privacy-contact", () => getPrivacyContact(app.db)),
      ]);
      return { state: "open", email: session.email, data, prizeDocuments, contactEmail: contact.email };
    }),
  );
}
