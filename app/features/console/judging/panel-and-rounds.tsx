import { useId, useState } from "react";
import type { JudgingOverviewView } from "#shared/judging/console-api.ts";
import { endOfIstDay, formatIstDate } from "#shared/ist.ts";
import { judgesBehind, openRoundBlocked, registrationStillOpen } from "#shared/judging/round-actions.ts";
import { apiPost } from "../../../lib/api-client";
import { TableScrollBox } from "../data-table/table-scroll-box";
import { sendJson } from "../forms/save-form";
import { ActionMessage, type ActionResult } from "./action-message";
import { CloseRoundDialog } from "./close-round-dialog";

const input = "rounded-md border border-gray-300 px-2 py-1.5";
type Props = { overview: JudgingOverviewView; canManage: boolean; canRunRounds: boolean; onChanged: () => void };

function useAction(onChanged: () => void) {
  const [message, setMessage] = useState<ActionResult>(null);
  const run = async (call: Promise<{ ok: boolean; body: { message?: string } }>) => {
    const result = await call;
    setMessage({ error: !result.ok, text: result.body.message ?? "" });
    if (result.ok) onChanged();
    return result.ok;
  };
  return { run, view: <ActionMessage message={message} /> };
}

type Run = ReturnType<typeof useAction>["run"];

function InviteForm({ overview, base, run }: { overview: JudgingOverviewView; base: string; run: Run }) {
  const [judgeId, setJudgeId] = useState("");
  const [email, setEmail] = useState("");
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        // A refused address stays typed, to be corrected rather than typed again.
        void run(apiPost(`${base}/judges`, { judgeId, email })).then((invited) => {
          if (!invited) return;
          setEmail("");
          setJudgeId("");
        });
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
  );
}

function Conflicts({ overview }: { overview: JudgingOverviewView }) {
  if (overview.conflicts.length === 0) return null;
  return (
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
  );
}

/** The panel: invite a judge profile with the address their codes go to; remove one while no round is open. */
export function JudgingPanel({ overview, canManage, onChanged }: Props) {
  const { run, view } = useAction(onChanged);
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
                onClick={() => void run(sendJson("DELETE", `${base}/judges/${p.judgeId}`))}
              >
                Remove {p.name}
              </button>
            ) : null}
          </li>
        ))}
        {overview.panel.length === 0 ? <li className="text-sm text-gray-700">No judge invited yet.</li> : null}
      </ul>
      {canManage && !canChange ? <p className="text-sm text-gray-700">Judges cannot be added or removed while a round is open.</p> : null}
      {canChange ? <InviteForm overview={overview} base={base} run={run} /> : null}
      <Conflicts overview={overview} />
      {view}
    </div>
  );
}

const roundButton = "rounded-md px-3 py-1.5 text-sm font-semibold";

/**
 * The server refuses a round while registration is open (an entry registered later would never be judged):
 * until the end of its last IST day, as registration counts it.
 */
const registrationBlocks = (registrationEndDate: string | null) =>
  registrationEndDate && endOfIstDay(new Date(registrationEndDate)) > new Date()
    ? registrationStillOpen(formatIstDate(registrationEndDate))
    : null;

/** Opening: unavailable while another round is open, with the reason beside the button (the server would answer 409). */
function OpenRoundButton({ kind, blocked, onOpen }: { kind: "screening" | "final"; blocked: string | null; onOpen: () => void }) {
  const reasonId = useId();
  return (
    <span className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={`${roundButton} border border-brand-700 text-brand-700 disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-500`}
        disabled={blocked !== null}
        aria-describedby={blocked ? reasonId : undefined}
        onClick={onOpen}
      >
        Open the {kind} round
      </button>
      {blocked ? (
        <span id={reasonId} className="text-sm text-gray-700">
          {blocked}
        </span>
      ) : null}
    </span>
  );
}

function RoundItem({
  kind,
  overview,
  base,
  canRunRounds,
  run,
}: {
  kind: "screening" | "final";
  overview: JudgingOverviewView;
  base: string;
  canRunRounds: boolean;
  run: Run;
}) {
  const [confirming, setConfirming] = useState(false);
  const round = overview.rounds.find((r) => r.kind === kind);
  const skipped = kind === "screening" && !round && overview.rounds.some((r) => r.kind === "final");
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 bg-white px-3 py-2">
      <span>
        <span className="font-medium capitalize">{kind}</span>{" "}
        <span className="text-sm text-gray-700">
          {round ? (round.status === "open" ? "open" : "closed") : skipped ? "skipped: the final was run without it" : "not run"}
        </span>
      </span>
      {canRunRounds && !round && !skipped ? (
        <OpenRoundButton
          kind={kind}
          blocked={openRoundBlocked(overview.rounds, kind) ?? registrationBlocks(overview.contest.registrationEndDate)}
          onOpen={() => void run(apiPost(`${base}/rounds/${kind}/open`))}
        />
      ) : null}
      {canRunRounds && round?.status === "open" ? (
        <button type="button" className={`${roundButton} bg-brand-700 text-white`} onClick={() => setConfirming(true)}>
          Close the {kind} round
        </button>
      ) : null}
      {confirming && round ? (
        <CloseRoundDialog
          kind={kind}
          behind={judgesBehind(overview.progress, round.id)}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await run(apiPost(`${base}/rounds/${kind}/close`));
            setConfirming(false);
          }}
        />
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
}

function ProgressTable({ progress }: { progress: JudgingOverviewView["progress"] }) {
  return (
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
          {progress.map((p) => (
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
  );
}

/** Rounds: open and close each; progress per judge and round; one reminder to the judges who are behind. */
export function JudgingRounds({ overview, canManage, canRunRounds, onChanged }: Props) {
  const { run, view } = useAction(onChanged);
  const base = `/api/admin/judging/contests/${overview.contest.id}`;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        {(["screening", "final"] as const).map((kind) => (
          <RoundItem key={kind} kind={kind} overview={overview} base={base} canRunRounds={canRunRounds} run={run} />
        ))}
      </ul>
      <p className="text-sm text-gray-700">Skip screening for a small contest: open the final, and every judge scores every entry.</p>
      {overview.progress.length > 0 ? <ProgressTable progress={overview.progress} /> : null}
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
                  sendJson("PUT", `${base}/entries/${entry.subscriberId}/eligibility`, {
                    decision: e.target.value,
                    reason: reasons[entry.subscriberId] ?? "",
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
