import type { RouterContextProvider } from "react-router";
import { notFound } from "#server/errors.ts";
import { judgeContests } from "#server/services/judging/judge-home.ts";
import { judgeEntries } from "#server/services/judging/scoring.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { judgingMessages, requireJudge } from "./judge.server.ts";

export async function loadJudgeContest(context: Readonly<RouterContextProvider>, request: Request, contestId: string | undefined) {
  const judge = await requireJudge(context, request);
  return loadPage(async () => {
    const db = appOf(context).db;
    const contest = (await judgeContests(db, judge.judgeId, languageOfPath(new URL(request.url).pathname))).find(
      (c) => c.contestId === contestId,
    );
    if (!contest || !contestId) throw notFound("Contest not found.");
    return { judge, contest, ...(await judgeEntries(db, { judgeId: judge.judgeId, contestId })), messages: judgingMessages(request) };
  });
}
