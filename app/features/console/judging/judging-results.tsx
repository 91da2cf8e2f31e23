import type { RoundResultsView } from "#shared/judging/console-api.ts";
import { countOf, methodSentence } from "#shared/judging/round-actions.ts";
import { TableScrollBox } from "../data-table/table-scroll-box";
import { ConfirmWinners } from "./confirm-winners";
import { TieDecision, unresolvedTies } from "./tie-decision";

const fixed = (value: number) => value.toFixed(2);
const rungLabels: Record<string, string> = { "top-criterion": "top criterion", "first-places": "first places", "head-judge": "head judge" };

function RankingTable({ results }: { results: RoundResultsView }) {
  return (
    <TableScrollBox label="Ranking">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead>
          <tr className="border-b border-gray-200">
            <th className="py-1 pr-2">#</th>
            <th className="py-1 pr-2">Entry</th>
            <th className="py-1 pr-2">Raw mean</th>
            <th className="py-1 pr-2">Normalised</th>
            <th className="py-1 pr-2">Reviews</th>
            <th className="py-1">Tie</th>
          </tr>
        </thead>
        <tbody>
          {results.ranking.map((r) => (
            <tr key={r.entryId} className={`border-b border-gray-100 ${results.shortlist?.includes(r.entryId) ? "bg-brand-50" : ""}`}>
              <td className="py-1 pr-2">{r.position}</td>
              <td className="py-1 pr-2">
                <a className="text-brand-700 underline" href={r.link} target="_blank" rel="noopener noreferrer">
                  {r.name}
                </a>
              </td>
              <td className="py-1 pr-2">{fixed(r.rawMean)}</td>
              <td className="py-1 pr-2">{fixed(r.normalisedMean)}</td>
              <td className="py-1 pr-2">{r.reviews}</td>
              <td className="py-1">
                {r.unresolvedTie ? "tied: head judge to decide" : r.tieBrokenBy ? `by ${rungLabels[r.tieBrokenBy]}` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollBox>
  );
}

/** Who was left out of the ranking and why, and how each judge's scores were normalised. */
function ResultNotes({ results }: { results: RoundResultsView }) {
  // While the round is open, an entry nobody has scored yet is waiting, not excluded: a count, not fifty names.
  const waiting = results.round.status === "open" ? results.excluded.filter((e) => e.reason !== "failed-checklist") : [];
  const excluded = results.excluded
    .filter((e) => !waiting.includes(e))
    .map((e) => `${e.name} (${e.reason === "failed-checklist" ? `failed a check by ${e.failedBy} of ${e.reviews}` : "not scored"})`);
  const judges = results.judges.map(
    (j) =>
      `${j.name} ${countOf(j.scores, "score")}, ${j.normalised ? `normalised (median ${fixed(j.median)}, spread ${fixed(j.spread)})` : "not normalised (fewer than 8)"}`,
  );
  return (
    <>
      {waiting.length > 0 ? <p className="text-sm text-gray-700">Not scored yet: {countOf(waiting.length, "entry", "entries")}.</p> : null}
      {excluded.length > 0 ? <p className="text-sm text-gray-700">Excluded: {excluded.join("; ")}.</p> : null}
      {judges.length > 0 ? <p className="text-sm text-gray-700">Judges: {judges.join("; ")}.</p> : null}
    </>
  );
}

/**
 * A round's ranking with raw and normalised means side by side, each judge's normalisation, the
 * excluded entries, and the proposed winner of each prize for an owner to confirm.
 */
export function JudgingResults({
  contestId,
  results,
  canConfirm,
  canDecideTies,
  onConfirmed,
}: {
  contestId: string;
  results: RoundResultsView;
  canConfirm: boolean;
  /** Staff who run rounds record the head judge's decision on a tie the ladder leaves, until results are declared. */
  canDecideTies: boolean;
  onConfirmed: () => void;
}) {
  const closed = results.round.status === "closed";
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">
        {results.round.kind === "final" ? "Final" : "Screening"} round, {closed ? "closed" : "open (as it stands now)"}.{" "}
        {methodSentence(results.method)}
        {results.snapshot ? (
          <>
            {" "}
            Snapshot <code className="break-all">{results.snapshot.hash}</code>.
          </>
        ) : null}
      </p>
      <RankingTable results={results} />
      {canDecideTies
        ? unresolvedTies(results.ranking).map((tied) => (
            <TieDecision
              key={tied.map((t) => t.entryId).join()}
              contestId={contestId}
              kind={results.round.kind}
              tied={tied}
              onDecided={onConfirmed}
            />
          ))
        : null}
      <ResultNotes results={results} />
      {results.proposal.length > 0 ? (
        <ConfirmWinners
          // A recorded tie decision changes the proposal: the picks start again from it, not from the order before.
          key={results.proposal.map((p) => `${p.prizeId}:${p.entryId ?? ""}:${p.tiedEntryIds.join("+")}`).join()}
          contestId={contestId}
          results={results}
          canConfirm={canConfirm}
          onConfirmed={onConfirmed}
        />
      ) : null}
    </div>
  );
}
