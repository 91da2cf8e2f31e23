import type { WinnersBoard } from "#shared/console/winners.ts";
import { formatIstDate } from "#shared/ist.ts";
import { inputClass } from "../../../components/ui/field";
import { PrizePaid } from "./prize-paid";
import type { Pick } from "./winner-picks";

type Registration = WinnersBoard["registrations"][number];

function Who({ rowId, registration }: { rowId: string; registration: Registration }) {
  return (
    <div className="min-w-[12rem] flex-1">
      <p id={`${rowId}-name`} className="font-semibold text-ink">
        {registration.name}
      </p>
      <p className="mt-1 text-sm text-gray-700">
        Registered {formatIstDate(registration.completedAt)}
        {registration.link ? (
          <>
            {" · "}
            <a
              href={registration.link}
              target="_blank"
              rel="noreferrer noopener"
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              Watch the video<span className="sr-only"> of {registration.name} (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** A labelled control of a row, described by the registrant's name (and its error). */
function PickCell({
  id,
  rowId,
  label,
  error,
  className,
  children,
}: {
  id: string;
  rowId: string;
  label: string;
  error?: string;
  className: string;
  children: (described: { id: string; "aria-describedby": string; "aria-invalid": true | undefined; className: string }) => React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-800">
        {label}
      </label>
      {children({
        id,
        "aria-describedby": `${rowId}-name${error ? ` ${id}-error` : ""}`,
        "aria-invalid": error ? true : undefined,
        className: inputClass,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PickFields({
  board,
  rowId,
  pick,
  prizeError,
  rankError,
  money,
  onPick,
}: {
  board: WinnersBoard;
  rowId: string;
  pick: Pick;
  prizeError?: string;
  rankError?: string;
  money: (paise: number) => string;
  onPick: (change: Partial<Pick>) => void;
}) {
  return (
    <div className="flex w-full flex-wrap items-start gap-4 sm:w-auto">
      <PickCell id={`${rowId}-prize`} rowId={rowId} label="Prize" error={prizeError} className="w-full sm:w-64">
        {(wired) => (
          <select {...wired} value={pick.prizeId} onChange={(event) => onPick({ prizeId: event.target.value })}>
            <option value="">Not a winner</option>
            {board.prizes.map((prize) => (
              <option key={prize.id} value={prize.id}>
                {prize.title} ({money(prize.amountPaise)})
              </option>
            ))}
          </select>
        )}
      </PickCell>
      <PickCell id={`${rowId}-rank`} rowId={rowId} label="Rank" error={rankError} className="w-28">
        {(wired) => (
          <input
            {...wired}
            type="number"
            min={1}
            max={100}
            inputMode="numeric"
            disabled={!pick.prizeId}
            value={pick.rank}
            onChange={(event) => onPick({ rank: event.target.value })}
          />
        )}
      </PickCell>
    </div>
  );
}

/** A registration as the declared results show it: its prize, and its payment once declared. */
function Declared({
  board,
  registration,
  money,
  canMarkPaid,
  onSaved,
}: {
  board: WinnersBoard;
  registration: Registration;
  money: (paise: number) => string;
  canMarkPaid: boolean;
  onSaved: () => void;
}) {
  const winner = board.winners.find((w) => w.subscriberId === registration.subscriberId);
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <p className="text-sm font-semibold text-gray-800">
        {winner
          ? `#${winner.rank ?? "-"} · ${winner.prizeTitle ?? "-"}${winner.prizeAmountPaise ? ` (${money(winner.prizeAmountPaise)})` : ""}`
          : "Not a winner"}
      </p>
      {winner && board.contest.winnersDeclared ? (
        <PrizePaid
          contestId={board.contest.id}
          winner={winner}
          winnerName={registration.name}
          canMarkPaid={canMarkPaid}
          onMarked={onSaved}
        />
      ) : null}
    </div>
  );
}

/** One completed registration: who, and its prize and rank (chosen, or as saved when the form is locked). */
export function WinnerRow({
  board,
  registration,
  rowId,
  pick,
  fieldErrors,
  locked,
  money,
  canMarkPaid,
  onPick,
  onSaved,
}: {
  board: WinnersBoard;
  registration: Registration;
  rowId: string;
  pick: Pick;
  fieldErrors: Record<string, string>;
  locked: boolean;
  money: (paise: number) => string;
  canMarkPaid: boolean;
  onPick: (change: Partial<Pick>) => void;
  onSaved: () => void;
}) {
  const id = registration.subscriberId;
  return (
    <li
      className={`flex flex-wrap items-center gap-4 rounded-2xl border bg-white p-4 ${pick.prizeId ? "border-brand-300" : "border-gray-200"}`}
    >
      <Who rowId={rowId} registration={registration} />
      {locked ? (
        <Declared board={board} registration={registration} money={money} canMarkPaid={canMarkPaid} onSaved={onSaved} />
      ) : (
        <PickFields
          board={board}
          rowId={rowId}
          pick={pick}
          prizeError={fieldErrors[`${id}.prizeId`] ?? fieldErrors[`${id}.subscriberId`]}
          rankError={fieldErrors[`${id}.rank`]}
          money={money}
          onPick={onPick}
        />
      )}
    </li>
  );
}
