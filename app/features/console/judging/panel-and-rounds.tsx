import { useState } from "react";
import type { JudgingOverviewView } from "#shared/judging/console-api.ts";
import { apiFetch, apiPost } from "../../../lib/api-client";
import { TableScrollBox } from "../data-table/table-scroll-box";

const input = "rounded-md border border-gray-300 px-2 py-1.5";
type Props = { overview: JudgingOverviewView; canManage: boolean; canRunRounds: boolean; onChanged: () => void };

function useAction(onChanged: () => void) {
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const run = async (call: Promise<{ ok: boolean; body: { message?: string } }>) => {
    const result = await call;
    setMessage({ error: !result.ok, text: result.body.message ?? "" });
    if (result.ok) onChanged();
  };
  const view = message ? (
    <p role={message.error ? "alert" : "status"} className={`text-sm ${message.error ? "text-red-700" : "text-green-800"}`}>
      {message.text}
    </p>
  ) : null;
  return { run, view };
}

/** The panel: invite a judge profile with the address their codes go to; remove one while no round is open. */
export function JudgingPanel({ overview, canManage, onChanged }: Props) {
  const { run, view } = useAction(onChanged);
  const [judgeId, setJudgeId] = useState("");
  const [email, setEmail] = useState("");
  const base = `/api/admin/judging/contests/${overview.contest.id}`;
  // The panel is frozen while a round is open (the server answers 409): offer no change then.
  const canChange = canManage && !overview.rounds.some((r) => r.status === "open");
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        {overview.panel.map((p) => (
          <li
            key={p.judgeId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 bg-white px-3 py-2"
          >
            <span>
              <span className="font-medium">{p.name}</span> <span className="text-sm break-all text-gray-600">{p.email}</span>
            </span>
            {canChange ? (
              <button
                type="button"
                className="text-sm text-red-700 underline"
                onClick={() => void run(apiFetch(`${base}/judges/${p.judgeId}`, { method: "DELETE" }))}
              >
                Remove {p.name}
              </button>
            ) : null}
          </li>
        ))}
        {overview.panel.length === 0 ? <li className="text-sm text-gray-700">No judge invited yet.</li> : null}
      </ul>
      {canManage && !canChange ? <p className="text-sm text-gray-700">Judges cannot be added or removed while a round is open.</p> : null}
      {canChange ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void run(apiPost(`${base}/judges`, { judgeId, email })).then(() => setEmail(""));
          }}
        >
          <label className="flex flex-col text-sm">
            Judge
            <select className={input} value={judgeId} onChange={(e) => setJudgeId(e.target.value)} required>
              <option value="">Choose a judge</option>
              {overview.judges.map((j) => (
                <option key={j.id} value={j.id}>
                  {j.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm">
            Their e-mail (private)
            <input className={input} type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </label>
          <button type="submit" className="rounded-md bg-brand-700 px-3 py-2 font-semibold text-white">
            Invite
          </button>
        </form>
      ) : null}
      {overview.conflicts.length > 0 ? (
        <div className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Likely conflicts (these pairs are never assigned):</p>
          <ul className="list-disc pl-5">
            {overview.conflicts.map((c) => (
              <li key={`${c.judgeId}-${c.subscriberId}`}>
                {overview.panel.find((p) => p.judgeId === c.judgeId)?.name}:{" "}
                {overview.entries.find((e) => e.subscriberId === c.subscriberId)?.name}. {c.label}.
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {view}
    </div>
  );
}

/** Rounds: open and close each; progress per judge and round; one reminder to the judges who are behind. */
export function JudgingRounds({ overview, canManage, canRunRounds, onChanged }: Props) {
  const { run, view } = useAction(onChanged);
  const base = `/api/admin/judging/contests/${overview.contest.id}`;
  const roundOf = (kind: string) => overview.rounds.find((r) => r.kind === kind);
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        {(["screening", "final"] as const).map((kind) => {
          const round = roundOf(kind);
          return (
            <li
              key={kind}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 bg-white px-3 py-2"
            >
              <span>
                <span className="font-medium capitalize">{kind}</span>{" "}
                <span className="text-sm text-gray-700">{round ? (round.status === "open" ? "open" : "closed") : "not run"}</span>
              </span>
              {canRunRounds && !round ? (
                <button
                  type="button"
                  className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700"
                  onClick={() => void run(apiPost(`${base}/rounds/${kind}/open`))}
                >
                  Open the {kind} round
                </button>
              ) : null}
              {canRunRounds && round?.status === "open" ? (
                <button
                  type="button"
                  className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white"
                  onClick={() => void run(apiPost(`${base}/rounds/${kind}/close`))}
                >
                  Close the {kind} round
                </button>
              ) : null}
              {round ? (
                <span className="flex gap-3 text-sm">
                  <a className="text-brand-700 underline" href={`${base}/rounds/${kind}/scores.csv?by=judge`}>
                    CSV by judge
                  </a>
                  <a className="text-brand-700 underline" href={`${base}/rounds/${kind}/scores.csv?by=entry`}>
                    CSV by entry
                  </a>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-gray-700">Skip screening for a small contest: open the final, and every judge scores every entry.</p>
      {overview.progress.length > 0 ? (
        <TableScrollBox label="Judging progress">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead>
              <tr className="border-b border-gray-200">
                <th className="py-1 pr-3">Round</th>
                <th className="py-1 pr-3">Judge</th>
                <th className="py-1 pr-3">Scored</th>
                <th className="py-1">Recused</th>
              </tr>
            </thead>
            <tbody>
              {overview.progress.map((p) => (
                <tr key={`${p.roundId}-${p.judgeId}`} className="border-b border-gray-100">
                  <td className="py-1 pr-3 capitalize">{p.kind}</td>
                  <td className="py-1 pr-3">{p.name}</td>
                  <td className={`py-1 pr-3 ${p.status === "open" && p.scored < p.assigned ? "font-semibold text-amber-800" : ""}`}>
                    {p.scored} of {p.assigned}
                  </td>
                  <td className="py-1">{p.recused}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollBox>
      ) : null}
      {canManage && overview.rounds.some((r) => r.status === "open") ? (
        <button
          type="button"
          className="self-start rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium"
          onClick={() => void run(apiPost(`${base}/remind`))}
        >
          Remind judges who are behind
        </button>
      ) : null}
      {view}
    </div>
  );
}

/** Eligibility: staff mark each entry judge / maybe / don't judge, with a reason for the last two. */
export function EligibilityList({ overview, canManage, onChanged }: Props) {
  const { run, view } = useAction(onChanged);
  const [reasons, setReasons] = useState<Record<string, string>>(
    Object.fromEntries(overview.entries.map((e) => [e.subscriberId, e.reason])),
  );
  const base = `/api/admin/judging/contests/${overview.contest.id}`;
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {overview.entries.map((entry) => (
          <li
            key={entry.subscriberId}
            className="flex flex-wrap items-center gap-2 rounded-md border border-gray-200 bg-white px-3 py-2 text-sm"
          >
            <span className="min-w-40 flex-1 font-medium">{entry.name}</span>
            <a className="text-brand-700 underline" href={entry.link} target="_blank" rel="noopener noreferrer">
              Video
            </a>
            <input
              aria-label={`Reason for ${entry.name}`}
              className={input}
              placeholder="Reason"
              value={reasons[entry.subscriberId] ?? ""}
              disabled={!canManage}
              onChange={(e) => setReasons((all) => ({ ...all, [entry.subscriberId]: e.target.value }))}
            />
            <select
              aria-label={`Eligibility of ${entry.name}`}
              className={input}
              value={entry.decision}
              disabled={!canManage}
              onChange={(e) =>
                void run(
                  apiFetch(`${base}/entries/${entry.subscriberId}/eligibility`, {
                    method: "PUT",
                    headers: { "content-type": "application/json" },
                    body: JSON.stringify({ decision: e.target.value, reason: reasons[entry.subscriberId] ?? "" }),
                  }),
                )
              }
            >
              <option value="judge">Judge</option>
              <option value="maybe">Maybe</option>
              <option value="dont">Don't judge</option>
            </select>
          </li>
        ))}
        {overview.entries.length === 0 ? <li className="text-sm text-gray-700">No completed registrations yet.</li> : null}
      </ul>
      {view}
    </div>
  );
}
