import { JudgeFrame } from "../../features/judging/judge-frame";
import { JudgeSignIn } from "../../features/judging/judge-sign-in";
import type { Route } from "./+types/home";
import { loadJudgeHome } from "./home.server";

// Judging pages bring their own frame, like the console's (root.tsx draws no public header for them).
export const handle = { consoleShell: true };

export function loader({ context, request }: Route.LoaderArgs) {
  return loadJudgeHome(context, request);
}

export function meta() {
  return [{ title: "Judging · CreatorCup" }, { name: "robots", content: "noindex" }];
}

/** /judge: the sign-in, or the contests the judge is on the panel of, with their progress. */
export default function JudgeHome({ loaderData }: Route.ComponentProps) {
  const { judge, contests } = loaderData;
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
        <h1 className="text-2xl font-bold">Your contests</h1>
        {contests.length === 0 ? <p className="mt-4 text-gray-700">You are not on any contest's panel yet.</p> : null}
        <ul className="mt-4 flex flex-col gap-3">
          {contests.map((contest) => (
            <li key={contest.contestId}>
              <a
                href={`/judge/contests/${contest.contestId}`}
                className="block rounded-xl border border-gray-200 bg-white p-4 shadow-sm focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                <span className="block text-lg font-semibold">{contest.title}</span>
                <span className="block text-sm text-gray-700">
                  {contest.round
                    ? `${contest.round === "final" ? "Final" : "Screening"} round open: ${contest.scored} of ${contest.assigned} scored`
                    : "No round is open. You will get your entries when the organiser opens one."}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </JudgeFrame>
  );
}
