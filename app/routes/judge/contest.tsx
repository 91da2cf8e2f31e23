import { JudgeFrame } from "../../features/judging/judge-frame";
import type { Route } from "./+types/contest";
import { loadJudgeContest } from "./contest.server";

export const handle = { consoleShell: true };

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadJudgeContest(context, request, params.contestId);
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: `${data?.contest.title ?? "Contest"} · Judging` }, { name: "robots", content: "noindex" }];
}

/** A contest's entries for this judge in the open round: numbered, scored or not, the next one first. */
export default function JudgeContest({ loaderData }: Route.ComponentProps) {
  const { judge, contest, round, entries } = loaderData;
  const scored = entries.filter((e) => e.scored).length;
  const next = entries.find((e) => !e.scored) ?? entries[0];
  return (
    <JudgeFrame judgeName={judge.name}>
      <div className="mx-auto max-w-3xl px-3 py-6 sm:px-6">
        <p className="text-sm">
          <a href="/judge" className="text-brand-700 underline underline-offset-2">
            Your contests
          </a>
        </p>
        <h1 className="mt-1 text-2xl font-bold">{contest.title}</h1>
        {round ? (
          <>
            <p className="mt-2 text-gray-700">
              {round.kind === "final" ? "Final" : "Screening"} round: {scored} of {entries.length} scored. You can change a score until the
              round closes.
            </p>
            {next ? (
              <a
                href={`/judge/contests/${contest.contestId}/entries/${next.entryId}`}
                className="mt-4 inline-flex h-12 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white"
              >
                {scored === 0 ? "Start scoring" : scored === entries.length ? "Review your scores" : "Continue scoring"}
              </a>
            ) : null}
            <ol className="mt-6 grid grid-cols-4 gap-2 sm:grid-cols-8">
              {entries.map((entry) => (
                <li key={entry.entryId}>
                  <a
                    href={`/judge/contests/${contest.contestId}/entries/${entry.entryId}`}
                    aria-label={`Entry ${entry.number}${entry.scored ? ", scored" : ", not scored yet"}`}
                    className={`flex h-12 items-center justify-center rounded-lg border-2 font-semibold ${entry.scored ? "border-brand-700 bg-brand-50" : "border-gray-300 bg-white"}`}
                  >
                    {entry.number}
                    {entry.scored ? <span aria-hidden="true"> ✓</span> : null}
                  </a>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className="mt-2 text-gray-700">No round is open for this contest.</p>
        )}
      </div>
    </JudgeFrame>
  );
}
