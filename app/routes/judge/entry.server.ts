import { data, type RouterContextProvider } from "react-router";
import { AppError } from "#server/errors.ts";
import { judgeContests } from "#server/services/judging/judge-home.ts";
import { judgedInClosedRound, judgeEntry } from "#server/services/judging/scoring.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import { isId } from "#shared/validation/id.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { judgingMessages, requireJudge } from "./judge.server.ts";

/** Why a judging page has nothing to show: its round has closed (410), or it is not the judge's (404, whether or not it exists). */
export type JudgeMissing = "closed" | "notFound";

/** The judges' own "not found" or "round closed" page, inside their frame, with its status. */
export function judgeMissingPage(judge: { name: string }, missing: JudgeMissing, request: Request) {
  return data({ judge: { name: judge.name }, missing, messages: judgingMessages(request) }, { status: missing === "closed" ? 410 : 404 });
}

export async function loadJudgeEntry(
  context: Readonly<RouterContextProvider>,
  request: Request,
  params: { contestId?: string; entryId?: string },
) {
  const judge = await requireJudge(context, request);
  return loadPage(async () => {
    const { contestId, entryId } = params;
    if (!isId(contestId) || !isId(entryId)) return judgeMissingPage(judge, "notFound", request);
    const db = appOf(context).db;
    const language = languageOfPath(new URL(request.url).pathname);
    // Only the contests whose panel the judge is on are looked into: any other reads as not found, existing or not.
    const panels = await judgeContests(db, judge.judgeId, language);
    if (!panels.some((c) => c.contestId === contestId)) return judgeMissingPage(judge, "notFound", request);
    try {
      const data = await judgeEntry(db, { judgeId: judge.judgeId, contestId, entryId, language });
      return { judge, missing: null, data: { ...data, contestId }, messages: judgingMessages(request) };
    } catch (error) {
      // Not in the open round (or no round or rubric at all): the round it was in has closed, or it is not the judge's.
      if (!(error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "CONFLICT"))) throw error;
      const closed = await judgedInClosedRound(db, { judgeId: judge.judgeId, contestId, entryId });
      return judgeMissingPage(judge, closed ? "closed" : "notFound", request);
    }
  });
}
