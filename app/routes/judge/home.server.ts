import type { RouterContextProvider } from "react-router";
import { judgeContests } from "#server/services/judging/judge-home.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { currentJudge, judgingMessages, returnAfterSignIn } from "./judge.server.ts";

export async function loadJudgeHome(context: Readonly<RouterContextProvider>, request: Request) {
  const judge = await currentJudge(context, request);
  // Signed in after opening a judging page: that page, not the list (the sign-in revalidates this loader).
  const back = judge ? returnAfterSignIn(context, request) : null;
  if (back) throw back;
  return loadPage(async () => ({
    judge,
    contests: judge ? await judgeContests(appOf(context).db, judge.judgeId, languageOfPath(new URL(request.url).pathname)) : [],
    messages: judgingMessages(request),
  }));
}
