import type { RouterContextProvider } from "react-router";
import { notFound } from "#server/errors.ts";
import { previewContest } from "#server/services/console/contests/contest-actions.ts";
import { messagesFor } from "#server/services/i18n/catalogues.ts";
import { isId } from "#shared/validation/id.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** The contest as its public page shows it, whether or not it is active yet (never cached). */
export async function loadContestPreview(context: Readonly<RouterContextProvider>, request: Request, contestId: string) {
  await requireStaff(context, request, "contests.read");
  return loadPage(async () => {
    if (!isId(contestId)) throw notFound("Contest not found.");
    // The public page's parts read their words from the contest messages; the console is English.
    return {
      ...(await previewContest(appOf(context).db, contestId)),
      now: new Date().toISOString(),
      messages: messagesFor("en", ["contest"]),
    };
  });
}
