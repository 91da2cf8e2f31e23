import { type RouterContextProvider, redirect } from "react-router";
import { messagesFor } from "#server/services/i18n/catalogues.ts";
import { judgeOfSession } from "#server/services/judging/judge-session.ts";
import { languageOfPath, localisedPath } from "#shared/i18n/language.ts";
import { appOf } from "../page-loader.server.ts";

/** The signed-in judge of a page request, or null. */
export async function currentJudge(context: Readonly<RouterContextProvider>, request: Request) {
  return judgeOfSession(appOf(context).db, request.headers.get("cookie"));
}

const languageOf = (request: Request) => languageOfPath(new URL(request.url).pathname);

/** The judging screens' texts in the page's language (/hi/judge… in Hindi). */
export const judgingMessages = (request: Request) => messagesFor(languageOf(request), ["judging"]);

/** The signed-in judge, or a redirect to /judge (the sign-in), in the page's language. */
export async function requireJudge(context: Readonly<RouterContextProvider>, request: Request) {
  const judge = await currentJudge(context, request);
  if (!judge) throw redirect(localisedPath("/judge", languageOf(request)));
  return judge;
}
