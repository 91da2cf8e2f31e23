import { Link } from "react-router";
import type { ContestWinnersSummaryView } from "#shared/console/winners.ts";
import { formatIstDate } from "#shared/ist.ts";
import { plural } from "../plural";

function stateOf(contest: ContestWinnersSummaryView): { label: string; className: string } {
  if (contest.winnersDeclared) return { label: "Results declared", className: "bg-green-100 text-green-900" };
  if (contest.ended) return { label: "Awaiting results", className: "bg-amber-100 text-amber-950" };
  return { label: "Not ended yet", className: "bg-gray-100 text-gray-800" };
}

/** Contests to choose winners for; finished ones waiting for their results come first. */
export function WinnersContestList({ contests }: { contests: ContestWinnersSummaryView[] }) {
  if (contests.length === 0) return <p className="text-gray-700">No active contests yet.</p>;
  return (
    <ul className="grid gap-3">
      {contests.map((contest) => {
        const state = stateOf(contest);
        return (
          <li key={contest.id}>
            <Link
              to={`/admin/winners/${contest.id}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gray-200 bg-white p-4 hover:border-brand-300 hover:bg-brand-50/40"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{contest.title}</span>
                <span className="mt-1 block text-sm text-gray-700">
                  Ends {formatIstDate(contest.contestEndDate)} ·{" "}
                  {plural(contest.completedRegistrations, "completed registration", "completed registrations")} ·{" "}
                  {plural(contest.winnersChosen, "winner chosen", "winners chosen")}
                </span>
              </span>
              <span className={`rounded-full px-3 py-1 text-sm font-semibold ${state.className}`}>{state.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
