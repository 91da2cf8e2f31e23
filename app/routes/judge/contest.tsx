import { metaMessages, useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { fill } from "#shared/i18n/catalogue.ts";
import { JudgeFrame } from "../../features/judging/judge-frame";
import { JudgeMissing, judgeMissingTitle } from "../../features/judging/judge-missing";
import type { Route } from "./+types/contest";
import { loadJudgeContest } from "./contest.server";

export const handle = { consoleShell: true };

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadJudgeContest(context, request, params.contestId);
}

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const judging = metaMessages(matches, "judging");
  if (data?.missing && judging) return [{ title: judgeMissingTitle(judging, data.missing) }, { name: "robots", content: "noindex" }];
  const found = data && !data.missing ? data.contest.title : undefined;
  const title = judging
    ? fill(judging.contest.title, { contest: found ?? judging.contest.fallbackTitle })
    : `${found ?? "Contest"} · Judging`;
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** A contest's entries for this judge in the open round: numbered, scored or not, the next one first. */
export default function JudgeContest({ loaderData }: Route.ComponentProps) {
  const { contest: t, home, rounds } = useMessages("judging");
  const f = useFormat();
  // Not on this contest's panel, or no such contest: said inside the judge's frame (404).
  if (loaderData.missing) return <JudgeMissing judgeName={loaderData.judge.name} missing={loaderData.missing} />;
  const { judge, contest, round, entries } = loaderData;
  const scored = entries.filter((e) => e.scored).length;
  const next = entries.find((e) => !e.scored) ?? entries[0];
  return (
    <JudgeFrame judgeName={judge.name}>
      <div className="mx-auto max-w-3xl px-3 py-6 sm:px-6">
        <p className="text-sm">
          <a href={f.path("/judge")} className="text-brand-700 underline underline-offset-2">
            {home.yourContests}
          </a>
        </p>
        <h1 className="mt-1 text-2xl font-bold">{contest.title}</h1>
        {round ? (
          <>
            <p className="mt-2 text-gray-700">
              {f.fill(t.progress, { round: round.kind === "final" ? rounds.final : rounds.screening, scored, total: entries.length })}
            </p>
            {next ? (
              <a
                href={f.path(`/judge/contests/${contest.contestId}/entries/${next.entryId}`)}
                className="mt-4 inline-flex h-12 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white"
              >
                {scored === 0 ? t.start : scored === entries.length ? t.review : t.continue}
              </a>
            ) : null}
            <ol className="mt-6 grid grid-cols-4 gap-2 sm:grid-cols-8">
              {entries.map((entry) => (
                <li key={entry.entryId}>
                  <a
                    href={f.path(`/judge/contests/${contest.contestId}/entries/${entry.entryId}`)}
                    aria-label={f.fill(entry.scored ? t.entryScored : entry.started ? t.entryStarted : t.entryNotScored, {
                      number: entry.number,
                    })}
                    className={`flex h-12 items-center justify-center rounded-lg border-2 font-semibold ${entry.scored ? "border-brand-700 bg-brand-50" : entry.started ? "border-dashed border-amber-600 bg-amber-50" : "border-gray-300 bg-white"}`}
                  >
                    {entry.number}
                    {entry.scored ? <span aria-hidden="true"> ✓</span> : entry.started ? <span aria-hidden="true"> …</span> : null}
                  </a>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className="mt-2 text-gray-700">{t.noRound}</p>
        )}
      </div>
    </JudgeFrame>
  );
}
