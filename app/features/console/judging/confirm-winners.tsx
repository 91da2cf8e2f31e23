import { useId, useState } from "react";
import { ConfirmWinnersSchema, type RoundResultsView } from "#shared/judging/console-api.ts";
import { apiPost } from "../../../lib/api-client";
import { ActionMessage, type ActionResult } from "./action-message";

const input = "rounded-md border border-gray-300 px-2 py-1.5";
type Pick = { subscriberId: string; reason: string };
type Proposed = RoundResultsView["proposal"][number];

/** One prize's winner: the proposal, or another entry with a written reason. */
function PrizePick({
  proposed,
  pick,
  error,
  ranking,
  canConfirm,
  closed,
  onPick,
}: {
  proposed: Proposed;
  pick: Pick;
  /** The message for this prize's pick (an entry already given another prize, a missing reason…). */
  error?: string;
  ranking: RoundResultsView["ranking"];
  canConfirm: boolean;
  closed: boolean;
  onPick: (pick: Pick) => void;
}) {
  const p = proposed;
  const errorId = `${useId()}-error`;
  const departs = pick.subscriberId !== (p.entryId ?? "") || p.tiedEntryIds.length > 0;
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-md border border-gray-200 bg-white p-2 text-sm">
      <label className="flex flex-col">
        {p.title} (rank {p.rank}): proposed {p.name || "nobody"}
        <select
          className={input}
          value={pick.subscriberId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={!canConfirm || !closed}
          onChange={(e) => onPick({ ...pick, subscriberId: e.target.value })}
        >
          <option value="">No winner</option>
          {ranking.map((r) => (
            <option key={r.entryId} value={r.entryId}>
              {r.position}. {r.name}
            </option>
          ))}
        </select>
      </label>
      {departs && canConfirm ? (
        <label className="flex min-w-60 flex-1 flex-col">
          Why depart from the ranking? (kept in the audit log)
          <input className={input} value={pick.reason} onChange={(e) => onPick({ ...pick, reason: e.target.value })} />
        </label>
      ) : null}
      {error ? (
        <p id={errorId} className="basis-full font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The prizes given, each with its entry and the reason for departing from the proposal, if any. */
const chosenPicks = (results: RoundResultsView, picks: Record<string, Pick>) =>
  results.proposal
    .map((p) => ({ prizeId: p.prizeId, subscriberId: picks[p.prizeId]?.subscriberId ?? "", reason: picks[p.prizeId]?.reason || undefined }))
    .filter((p) => p.subscriberId);

/** Messages keyed "picks.<index>.<field>" (the schema's issues, the API's errors), by the prize of that pick. */
const errorsByPrize = (sent: { prizeId: string }[], errors: Record<string, string>) => {
  const byPrize: Record<string, string> = {};
  for (const [key, text] of Object.entries(errors)) {
    const prizeId = sent[Number(key.split(".")[1])]?.prizeId;
    if (prizeId) byPrize[prizeId] ??= text;
  }
  return byPrize;
};

/**
 * The proposed winner of each prize. An owner confirms the winners; choosing another entry than the
 * proposal needs a written reason, kept in the audit log.
 */
export function ConfirmWinners({
  contestId,
  results,
  canConfirm,
  onConfirmed,
}: {
  contestId: string;
  results: RoundResultsView;
  canConfirm: boolean;
  onConfirmed: () => void;
}) {
  const [picks, setPicks] = useState<Record<string, Pick>>(
    Object.fromEntries(results.proposal.map((p) => [p.prizeId, { subscriberId: p.entryId ?? "", reason: "" }])),
  );
  const [message, setMessage] = useState<ActionResult>(null);
  const [pickErrors, setPickErrors] = useState<Record<string, string>>({});
  const closed = results.round.status === "closed";
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { picks: chosenPicks(results, picks) };
    // Checked with the API's schema first, as the Winners page does: one entry wins one prize, a prize goes to one entry.
    const parsed = ConfirmWinnersSchema.safeParse(body);
    if (!parsed.success) {
      const issues = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
      setPickErrors(errorsByPrize(body.picks, issues));
      return setMessage({ error: true, text: parsed.error.issues[0]?.message ?? "" });
    }
    const result = await apiPost<{ message: string; errors?: Record<string, string> }>(
      `/api/admin/judging/contests/${contestId}/winners/confirm`,
      parsed.data,
    );
    setPickErrors(errorsByPrize(body.picks, result.ok ? {} : (result.body.errors ?? {})));
    setMessage({ error: !result.ok, text: result.body.message ?? "" });
    if (result.ok) onConfirmed();
  };
  return (
    <form onSubmit={(e) => void confirm(e)} className="flex flex-col gap-3" aria-label="Confirm winners">
      <h3 className="font-semibold">Proposed winners</h3>
      {results.proposal.map((p) => (
        <PrizePick
          key={p.prizeId}
          proposed={p}
          pick={picks[p.prizeId] ?? { subscriberId: "", reason: "" }}
          error={pickErrors[p.prizeId]}
          ranking={results.ranking}
          canConfirm={canConfirm}
          closed={closed}
          onPick={(pick) => setPicks((all) => ({ ...all, [p.prizeId]: pick }))}
        />
      ))}
      {canConfirm && closed ? (
        <button type="submit" className="self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          Confirm winners
        </button>
      ) : (
        <p className="text-sm text-gray-700">{closed ? "An owner confirms the winners." : "Close the round to confirm its winners."}</p>
      )}
      <ActionMessage message={message}>
        {" "}
        {message?.error ? null : (
          <a className="font-semibold text-brand-700 underline" href={`/admin/winners/${contestId}`}>
            Declare the results
          </a>
        )}
      </ActionMessage>
    </form>
  );
}
