import type { RouterContextProvider } from "react-router";
import { notFound } from "#server/errors.ts";
import { getWinnersBoard, listContestsForWinners } from "#server/services/console/winners/winners-board.ts";
import { may } from "#shared/permissions.ts";
import { isId } from "#shared/validation/id.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

export async function loadWinnersList(context: Readonly<RouterContextProvider>, request: Request) {
  await requireStaff(context, request, "winners.read");
  return loadPage(async () => ({ contests: await listContestsForWinners(appOf(context).db) }));
}

export async function loadWinnersBoard(context: Readonly<RouterContextProvider>, request: Request, contestId: string | undefined) {
  const staff = await requireStaff(context, request, "winners.read");
  return loadPage(async () => {
    if (!isId(contestId)) throw notFound("Contest not found.");
    return {
      board: await getWinnersBoard(appOf(context).db, contestId),
      canEdit: may(staff.role, "winners.edit"),
      canWithdraw: may(staff.role, "winners.withdraw"),
      canMarkPaid: may(staff.role, "prizes.mark-paid"),
    };
  });
}
