import { Link } from "react-router";
import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import type { Route } from "./+types/judging";
import { loadJudgingList } from "./judging.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadJudgingList(context, request);
}

/** Contests and the state of their judging: rubric, panel, rounds. */
export default function JudgingList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>Judging · Console</title>
      <ConsolePageHeader title="Judging" description="Set a contest's rubric, invite its judges, run its rounds and confirm its winners." />
      <ul className="flex flex-col gap-2">
        {loaderData.contests.map((contest) => (
          <li key={contest.id}>
            <Link
              to={`/admin/judging/${contest.id}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-200 bg-white px-4 py-3 hover:bg-brand-50"
            >
              <span className="font-semibold">{contest.title}</span>
              <span className="text-sm text-gray-700">
                {contest.hasRubric ? "Rubric set" : "No rubric"} · {contest.judges} judge{contest.judges === 1 ? "" : "s"}
                {contest.rounds.map((r) => ` · ${r.kind} ${r.status}`).join("")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
