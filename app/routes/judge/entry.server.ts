import type { RouterContextProvider } from "react-router";
import { notFound } from "#server/errors.ts";
import { judgeEntry } from "#server/services/judging/scoring.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import { isId } from "#shared/validation/id.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { judgingMessages, requireJudge } from "./judge.server.ts";

export async function loadJudgeEntry(
  context: Readonly<RouterContextProvider>,
  request: Request,
  params: { contestId?: string; entryId?: string },
) {
  const judge = await requireJudge(context, request);
  return loadPage(async () => {
    const { contestId, entryId } = params;
    if (!isId(contestId) || !isId(entryId)) throw notFound("Entry not found.");
    const data = await judgeEntry(appOf(context).db, {
      judgeId: judge.judgeId,
      contestId,
      entryId,
      language: languageOfPath(new URL(request.url).pathname),
    });
    return { judge, data: { ...data, contestId }, messages: judgingMessages(request) };
  });
}
