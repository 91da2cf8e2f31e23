import type { RouterContextProvider } from "react-router";
import { notFound } from "#server/errors.ts";
import { judgingOverview, listJudgingContests } from "#server/services/judging/overview.ts";
import { roundResults } from "#server/services/judging/results.ts";
import { may } from "#shared/permissions.ts";
import { isId } from "#shared/validation/id.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

export async function loadJudgingList(context: Readonly<RouterContextProvider>, request: Request) {
  await requireStaff(context, request, "judging.read");
  return loadPage(async () => ({ contests: await listJudgingContests(appOf(context).db) }));
}

export async function loadJudgingContest(context: Readonly<RouterContextProvider>, request: Request, contestId: string | undefined) {
  const staff = await requireStaff(context, request, "judging.read");
  return loadPage(async () => {
    if (!isId(contestId)) throw notFound("Contest not found.");
    const { db } = appOf(context);
    const [overview, results] = await Promise.all([judgingOverview(db, contestId), roundResults(db, { contestId })]);
    return {
      overview,
      results,
      can: {
        manage: may(staff.role, "judging.manage"),
        rounds: may(staff.role, "judging.rounds"),
        confirm: may(staff.role, "judging.confirm"),
      },
    };
  });
}
