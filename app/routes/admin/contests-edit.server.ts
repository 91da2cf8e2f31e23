import type { RouterContextProvider } from "react-router";
import { notFound } from "#server/errors.ts";
import { getContestForm, getContestFormOptions } from "#server/services/console/contests/get-contest-form.ts";
import { emptyContestForm } from "#shared/console/contest-form.ts";
import { may } from "#shared/permissions.ts";
import { isId } from "#shared/validation/id.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** A contest's form (or a new one's, without an id); viewers see it read-only. */
export async function loadContestEditor(context: Readonly<RouterContextProvider>, request: Request, contestId: string | undefined) {
  const isNew = contestId === undefined;
  // Creating is editing; looking is reading.
  const staff = await requireStaff(context, request, isNew ? "contests.edit" : "contests.read");
  const { db } = appOf(context);
  return loadPage(async () => {
    const options = await getContestFormOptions(db);
    if (isNew) return { contestId: null, values: emptyContestForm(), facts: null, options, canEdit: true };
    if (!isId(contestId)) throw notFound("Contest not found.");
    const contest = await getContestForm(db, contestId);
    return { contestId: contest._id, values: contest.values, facts: contest.facts, options, canEdit: may(staff.role, "contests.edit") };
  });
}
