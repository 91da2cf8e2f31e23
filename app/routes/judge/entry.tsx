import { JudgeFrame } from "../../features/judging/judge-frame";
import { RecuseForm } from "../../features/judging/recuse-form";
import { ScoringScreen } from "../../features/judging/scoring-screen";
import type { Route } from "./+types/entry";
import { loadJudgeEntry } from "./entry.server";

export const handle = { consoleShell: true };

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadJudgeEntry(context, request, params);
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [
    { title: data ? `Entry ${data.data.number} of ${data.data.total} · ${data.data.contestTitle}` : "Judging" },
    { name: "robots", content: "noindex" },
  ];
}

/** The scoring screen of one entry (docs/judging.md, scoring). */
export default function JudgeEntry({ loaderData }: Route.ComponentProps) {
  const { judge, data } = loaderData;
  return (
    <JudgeFrame judgeName={judge.name}>
      <h1 className="sr-only">
        {data.contestTitle}: entry {data.number} of {data.total}
      </h1>
      {/* A fresh screen per entry: the draft never carries over to the next one. */}
      <ScoringScreen key={data.entry.entryId} data={data} />
      <RecuseForm
        key={`recuse-${data.entry.entryId}`}
        contestId={data.contestId}
        entryId={data.entry.entryId}
        nextEntryId={data.nextEntryId}
      />
    </JudgeFrame>
  );
}
