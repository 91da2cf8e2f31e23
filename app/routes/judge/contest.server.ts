import type { RouterContextProvider } from "react-router";
import { AppError } from "#server/errors.ts";
import { judgeContests } from "#server/services/judging/judge-home.ts";
import { judgeEntries } from "#server/services/judging/scoring.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { judgeMissingPage } from "./entry.server.ts";
import { judgingMessages, requireJudge } from "./judge.server.ts";

export async function loadJudgeContest(context: Readonly<RouterContextProvider>, request: Request, contestId: string | undefined) {
  const judge = await requireJudge(context, request);
  return loadPage(async () => {
    const db = appOf(context).db;
    const contest = (await judgeContests(db, judge.judgeId, languageOfPath(new URL(request.url).pathname))).find(
      (c) => c.contestId === contestId,
    );
    // Not on this contest's panel, or no such contest: the same page either way.
    if (!contest || !contestId) return judgeMissingPage(judge, "notFound", request);
    return {
      judge,
      missing: null,
      contest,
      // On the panel before the organiser set the rubric (409): no round to show yet, as before one opens.
      ...(await judgeEntries(db, { judgeId: judge.judgeId, contestId }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "CONFLICT") return { round: null, entries: [] };
        throw error;
      })),
      messages: judgingMessages(request),
    };
  });
}
