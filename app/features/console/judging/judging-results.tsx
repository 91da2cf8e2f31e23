import { useState } from "react";
import type { RoundResultsView } from "#shared/judging/console-api.ts";
import { apiPost } from "../../../lib/api-client";
import { TableScrollBox } from "../data-table/table-scroll-box";
import { TieDecision, unresolvedTies } from "./tie-decision";

const fixed = (value: number) => value.toFixed(2);
const input = "rounded-md border border-gray-300 px-2 py-1.5";
const rungLabels: Record<string, string> = { "top-criterion": "top criterion", "first-places": "first places", "head-judge": "head judge" };

/**
 * A round's ranking with raw and normalised means side by side, each judge's normalisation, the
 * excluded entries, and the proposed winner of each prize. An owner confirms the winners; choosing
 * another entry than the proposal needs a written reason, kept in the audit log.
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
  const [picks, setPicks] = useState<Record<string, { subscriberId: string; reason: string }>>(
    Object.fromEntries(results.proposal.map((p) => [p.prizeId, { subscriberId: p.entryId ?? "", reason: "" }])),
  );
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const closed = results.round.status === "closed";
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      picks: results.proposal
        .map((p) => ({
          prizeId: p.prizeId,
          subscriberId: picks[p.prizeId]?.subscriberId ?? "",
          reason: picks[p.prizeId]?.reason || undefined,
        }))
        .filter((p) => p.subscriberId),
    };
    const result = await apiPost<{ message: string }>(`/api/admin/judging/contests/${contestId}/winners/confirm`, body);
    setMessage({ error: !result.ok, text: result.body.message ?? "" });
    if (result.ok) onConfirmed();
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">
        {results.round.kind === "final" ? "Final" : "Screening"} round, {closed ? "closed" : "open (as it stands now)"}. {results.method}.
        {results.snapshot ? (
          <>
            {" "}
            Snapshot <code className="break-all">{results.snapshot.hash}</code>.
          </>
        ) : null}
      </p>
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
      {results.excluded.length > 0 ? (
        <p className="text-sm text-gray-700">
          Excluded:{" "}
          {results.excluded
            .map((e) => `${e.name} (${e.reason === "failed-checklist" ? `failed a check by ${e.failedBy} of ${e.reviews}` : "not scored"})`)
            .join("; ")}
          .
        </p>
      ) : null}
      {results.judges.length > 0 ? (
        <p className="text-sm text-gray-700">
          Judges:{" "}
          {results.judges
            .map(
              (j) =>
                `${j.name} ${j.scores} scores, ${j.normalised ? `normalised (median ${fixed(j.median)}, spread ${fixed(j.spread)})` : "not normalised (fewer than 8)"}`,
            )
            .join("; ")}
          .
        </p>
      ) : null}
      {results.proposal.length > 0 ? (
        <form onSubmit={(e) => void confirm(e)} className="flex flex-col gap-3" aria-label="Confirm winners">
          <h3 className="font-semibold">Proposed winners</h3>
          {results.proposal.map((p) => {
            const pick = picks[p.prizeId] ?? { subscriberId: "", reason: "" };
            const departs = pick.subscriberId !== (p.entryId ?? "") || p.tiedEntryIds.length > 0;
            return (
              <div key={p.prizeId} className="flex flex-wrap items-end gap-2 rounded-md border border-gray-200 bg-white p-2 text-sm">
                <label className="flex flex-col">
                  {p.title} (rank {p.rank}): proposed {p.name || "nobody"}
                  <select
                    className={input}
                    value={pick.subscriberId}
                    disabled={!canConfirm || !closed}
                    onChange={(e) => setPicks((all) => ({ ...all, [p.prizeId]: { ...pick, subscriberId: e.target.value } }))}
                  >
                    <option value="">No winner</option>
                    {results.ranking.map((r) => (
                      <option key={r.entryId} value={r.entryId}>
                        {r.position}. {r.name}
                      </option>
                    ))}
                  </select>
                </label>
                {departs && canConfirm ? (
                  <label className="flex min-w-60 flex-1 flex-col">
                    Why depart from the ranking? (kept in the audit log)
                    <input
                      className={input}
                      value={pick.reason}
                      onChange={(e) => setPicks((all) => ({ ...all, [p.prizeId]: { ...pick, reason: e.target.value } }))}
                    />
                  </label>
                ) : null}
              </div>
            );
          })}
          {canConfirm && closed ? (
            <button type="submit" className="self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
              Confirm winners
            </button>
          ) : (
            <p className="text-sm text-gray-700">{closed ? "An owner confirms the winners." : "Close the round to confirm its winners."}</p>
          )}
          {message ? (
            <p role={message.error ? "alert" : "status"} className={`text-sm ${message.error ? "text-red-700" : "text-green-800"}`}>
              {message.text}{" "}
              {!message.error ? (
                <a className="font-semibold text-brand-700 underline" href={`/admin/winners/${contestId}`}>
                  Declare the results
                </a>
              ) : null}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
