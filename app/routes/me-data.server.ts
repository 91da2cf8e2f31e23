import { getPrivacyContact } from "#server/services/consent/privacy-contact.ts";
import { readCreatorSession } from "#server/services/creator-accounts/creator-session.ts";
import { erasedNoticeRemoval, hasErasedNotice } from "#server/services/my-data/erased-notice.ts";
import { exportMyData } from "#server/services/my-data/export-my-data.ts";
import { isFreshSession } from "#server/services/my-data/fresh-session.ts";
import { prizeDocumentsNeed } from "#server/services/my-data/prize-documents.ts";
import { shownDetails } from "#server/services/my-data/shown-details.ts";
import type { MyDataExport, MyDataShown, PrizeDocumentsNeed } from "#shared/api/my-data.ts";
import { languageOfPath, localisedPath } from "#shared/i18n/language.ts";
import type { Route } from "./+types/me-data";
import { accountMessages, withMessages } from "./me.server.ts";
import { appOf, loadPage } from "./page-loader.server.ts";

/** A short note in place of the page, its texts in the page's language: `text` holds `{link}`. */
export type MyDataNote = { title: string | null; text: string; link: string; to: string };

export type MyDataPageData =
  | { state: "signed-out"; note: MyDataNote }
  /** The account was erased a moment ago in this browser (docs/privacy.md#erasure): said once. */
  | { state: "erased"; note: MyDataNote }
  /** Signed in, but the code is older than 15 minutes: a new code first (docs/privacy.md#my-data). */
  | { state: "code-needed"; email: string }
  | {
      state: "open";
      email: string;
      data: MyDataExport;
      /** The details as a person reads them, in the page's language. */
      shown: MyDataShown;
      prizeDocuments: PrizeDocumentsNeed | null;
      contactEmail: string;
    };

/** My data: everything held about the signed-in creator, readable, after a fresh code. */
export function loadMyDataPage({ request, context }: Route.LoaderArgs) {
  const messages = accountMessages(request);
  const t = messages.account.myData;
  return withMessages(messages, () =>
    loadPage(async (): Promise<MyDataPageData> => {
      const app = appOf(context);
      const language = languageOfPath(new URL(request.url).pathname);
      const session = await readCreatorSession(app, request.headers.get("cookie"));
      if (!session)
        return hasErasedNotice(request.headers.get("cookie"))
          ? { state: "erased", note: { title: t.erased.title, text: t.erased.text, link: t.erased.home, to: localisedPath("/", language) } }
          : { state: "signed-out", note: { title: null, text: t.signInText, link: t.signInLink, to: localisedPath("/me", language) } };
      if (!(await isFreshSession(app.db, session.sessionId))) return { state: "code-needed", email: session.email };
      const [data, prizeDocuments, contact] = await Promise.all([
        exportMyData(app, { email: session.email, language }),
        session.userId ? prizeDocumentsNeed(app.db, { userId: session.userId, email: session.email, language }) : null,
        app.cache.get("company:privacy-contact", () => getPrivacyContact(app.db)),
      ]);
      return {
        state: "open",
        email: session.email,
        data,
        shown: shownDetails(data.details, language),
        prizeDocuments,
        contactEmail: contact.email,
      };
    }),
  );
}

/**
 * The page's own headers: never kept by a shared cache (personal data), and the one-time note of an
 * erasure removed once the page has read it.
 */
export function myDataPageHeaders({ request, context }: Route.LoaderArgs): Headers {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (hasErasedNotice(request.headers.get("cookie")))
    headers.append("Set-Cookie", erasedNoticeRemoval(appOf(context).config.publicUrl, request));
  return headers;
}
