import { metaMessages, useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { fill } from "#shared/i18n/catalogue.ts";
import { JudgeFrame } from "../../features/judging/judge-frame";
import { JudgeMissing, judgeMissingTitle } from "../../features/judging/judge-missing";
import { RecuseForm } from "../../features/judging/recuse-form";
import { ScoringScreen } from "../../features/judging/scoring-screen";
import type { Route } from "./+types/entry";
import { loadJudgeEntry } from "./entry.server";

export const handle = { consoleShell: true };

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadJudgeEntry(context, request, params);
}

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const judging = metaMessages(matches, "judging");
  if (data?.missing && judging) return [{ title: judgeMissingTitle(judging, data.missing) }, { name: "robots", content: "noindex" }];
  const title =
    data && !data.missing && judging
      ? fill(judging.entry.title, { number: data.data.number, total: data.data.total, contest: data.data.contestTitle })
      : (judging?.home.title ?? "Judging");
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** The scoring screen of one entry (docs/judging.md, scoring). */
export default function JudgeEntry({ loaderData }: Route.ComponentProps) {
  const { entry: t } = useMessages("judging");
  const f = useFormat();
  // The round closed, or not the judge's entry: said inside their frame, with the way back (410 / 404).
  if (loaderData.missing) return <JudgeMissing judgeName={loaderData.judge.name} missing={loaderData.missing} />;
  const { judge, data } = loaderData;
  return (
    <JudgeFrame judgeName={judge.name}>
      <h1 className="sr-only">{f.fill(t.heading, { contest: data.contestTitle, number: data.number, total: data.total })}</h1>
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
