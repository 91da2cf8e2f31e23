import { JudgeFrame } from "../../features/judging/judge-frame";
import { JudgeSignIn } from "../../features/judging/judge-sign-in";
import { metaMessages, useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { Route } from "./+types/home";
import { loadJudgeHome } from "./home.server";

// Judging pages bring their own frame, like the console's (root.tsx draws no public header for them).
export const handle = { consoleShell: true };

export function loader({ context, request }: Route.LoaderArgs) {
  return loadJudgeHome(context, request);
}

export function meta({ matches }: Route.MetaArgs) {
  const judging = metaMessages(matches, "judging");
  return [{ title: `${judging?.home.title ?? "Judging"} · CreatorCup` }, { name: "robots", content: "noindex" }];
}

/** /judge: the sign-in, or the contests the judge is on the panel of, with their progress. */
export default function JudgeHome({ loaderData }: Route.ComponentProps) {
  const { judge, contests } = loaderData;
  const { home: t, rounds } = useMessages("judging");
  const f = useFormat();
  if (!judge) {
    return (
      <JudgeFrame judgeName={null}>
        <JudgeSignIn />
      </JudgeFrame>
    );
  }
  return (
    <JudgeFrame judgeName={judge.name}>
      <div className="mx-auto max-w-3xl px-3 py-6 sm:px-6">
        <h1 className="text-2xl font-bold">{t.yourContests}</h1>
        {contests.length === 0 ? <p className="mt-4 text-gray-700">{t.noPanel}</p> : null}
        <ul className="mt-4 flex flex-col gap-3">
          {contests.map((contest) => (
            <li key={contest.contestId}>
              <a
                href={f.path(`/judge/contests/${contest.contestId}`)}
                className="block rounded-xl border border-gray-200 bg-white p-4 shadow-sm focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                <span className="block text-lg font-semibold">{contest.title}</span>
                <span className="block text-sm text-gray-700">
                  {contest.round
                    ? f.fill(t.roundOpen, {
                        round: contest.round === "final" ? rounds.final : rounds.screening,
                        scored: contest.scored,
                        assigned: contest.assigned,
                      })
                    : t.noRound}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </JudgeFrame>
  );
}
