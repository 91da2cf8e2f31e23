import { Link, useRevalidator } from "react-router";
import { JudgingResults } from "../../features/console/judging/judging-results";
import { EligibilityList, JudgingPanel, JudgingRounds } from "../../features/console/judging/panel-and-rounds";
import { RubricEditor } from "../../features/console/judging/rubric-editor";
import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import type { Route } from "./+types/judging-contest";
import { loadJudgingContest } from "./judging.server";

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadJudgingContest(context, request, params.contestId);
}

const section = "rounded-xl border border-gray-200 bg-gray-50 p-4";

/** One contest's judging (docs/judging.md): rubric, judges, eligibility, rounds and progress, results. */
export default function JudgingContest({ loaderData }: Route.ComponentProps) {
  const { overview, results, can } = loaderData;
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const props = { overview, canManage: can.manage, canRunRounds: can.rounds, onChanged: refresh };
  return (
    <>
      <title>{`Judging: ${overview.contest.title} · Console`}</title>
      <p className="mb-2 text-sm">
        <Link to="/admin/judging" className="font-medium text-brand-700 underline underline-offset-2">
          Judging
        </Link>
      </p>
      <ConsolePageHeader title={overview.contest.title} description="Rubric, judges, eligibility, rounds and results." />
      <div className="flex flex-col gap-6">
        <section className={section} aria-labelledby="rubric-heading">
          <h2 id="rubric-heading" className="mb-3 text-lg font-bold">
            Rubric
          </h2>
          <RubricEditor key={overview.rubric?.lockedAt ?? "open"} overview={overview} canEdit={can.manage} onSaved={refresh} />
        </section>
        <section className={section} aria-labelledby="judges-heading">
          <h2 id="judges-heading" className="mb-3 text-lg font-bold">
            Judges
          </h2>
          <JudgingPanel {...props} />
        </section>
        <section className={section} aria-labelledby="rounds-heading">
          <h2 id="rounds-heading" className="mb-3 text-lg font-bold">
            Rounds and progress
          </h2>
          <JudgingRounds {...props} />
        </section>
        <section className={section} aria-labelledby="results-heading">
          <h2 id="results-heading" className="mb-3 text-lg font-bold">
            Results
          </h2>
          {results ? (
            <JudgingResults
              // By round only: closing the round keeps a tie decision being typed (its form is keyed by the tied entries).
              key={results.round.id}
              contestId={overview.contest.id}
              results={results}
              canConfirm={can.confirm}
              canDecideTies={can.rounds && !overview.contest.winnersDeclared}
              onConfirmed={refresh}
            />
          ) : (
            <p className="text-sm text-gray-700">No round has been run yet.</p>
          )}
        </section>
        <section className={section} aria-labelledby="eligibility-heading">
          <h2 id="eligibility-heading" className="mb-3 text-lg font-bold">
            Eligibility
          </h2>
          <EligibilityList {...props} />
        </section>
      </div>
    </>
  );
}
