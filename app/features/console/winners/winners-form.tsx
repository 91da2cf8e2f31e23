import { useId, useRef, useState } from "react";
import type { WinnersBoard } from "#shared/console/winners.ts";
import { formatMoney } from "#shared/text.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { Dialog } from "../../../components/ui/dialog";
import { apiPost } from "../../../lib/api-client";
import { type Outcome, OutcomeNote } from "../forms/form-alert";
import { UnsavedChangesDialog, useUnsavedChangesGuard } from "../forms/unsaved-changes-guard";
import { useStickyBarRoom } from "../forms/use-sticky-bar-room";
import { saveWinners, useWinnerPicks } from "./winner-picks";
import { WinnerRow } from "./winner-row";

/** Why Declare results waits, or how many winners it would declare. */
function declareNote(board: WinnersBoard, dirty: boolean) {
  if (!board.contest.ended) return "Results can be declared once the contest has ended.";
  if (dirty) return "Save your changes before declaring the results.";
  if (board.winners.length === 0) return "Choose winners and save them first.";
  return `${board.winners.length} winners saved.`;
}

function DeclareDialog({
  board,
  busy,
  onDeclare,
  onClose,
}: {
  board: WinnersBoard;
  busy: boolean;
  onDeclare: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title="Declare the results?"
      role="alertdialog"
      onClose={onClose}
      description={`${board.winners.length} winners of ${board.contest.title} will be shown on the contest's pages at once, and every registrant will be e-mailed. An owner can withdraw them for a correction before certificates are issued or within 7 days.`}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={buttonClass({ variant: "secondary" })}>
            Cancel
          </button>
          <button type="button" onClick={onDeclare} disabled={busy} aria-busy={busy || undefined} className={buttonClass()}>
            Declare results
          </button>
        </div>
      }
    />
  );
}

/** Save and declare, with the save's own messages per row. */
function useWinnersActions(board: WinnersBoard, onSaved: () => void) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const save = async (chosen: Parameters<typeof saveWinners>[1]) => {
    setMessage(null);
    setBusy(true);
    const outcome = await saveWinners(board.contest.id, chosen);
    setBusy(false);
    if (!outcome.ok) {
      setFieldErrors(outcome.fieldErrors);
      return setMessage({ kind: "error", text: outcome.text });
    }
    setFieldErrors({});
    setMessage({ kind: "done", text: "Winners saved. Nothing is public until you declare the results." });
    onSaved();
  };
  const declare = async () => {
    setBusy(true);
    const result = await apiPost<{ message: string }>(`/api/admin/contests/${board.contest.id}/winners/declare`, { confirm: true });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) return setMessage({ kind: "error", text: result.body.message });
    setMessage({ kind: "done", text: `${result.body.message} The applicants page shows them now.` });
    onSaved();
  };
  return { fieldErrors, message, busy, confirming, setConfirming, save, declare };
}

function ActionBar({
  board,
  dirty,
  busy,
  onSave,
  onDeclare,
}: {
  board: WinnersBoard;
  dirty: boolean;
  busy: boolean;
  onSave: () => void;
  onDeclare: () => void;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useStickyBarRoom(bar);
  return (
    <div ref={bar} className="flex flex-wrap items-center gap-3 border-t border-gray-200 bg-gray-50/95 py-4 sm:sticky sm:bottom-0">
      <button type="button" onClick={onSave} disabled={busy || !dirty} aria-busy={busy || undefined} className={buttonClass()}>
        Save winners
      </button>
      <button
        type="button"
        onClick={onDeclare}
        disabled={busy || dirty || board.winners.length === 0 || !board.contest.ended}
        className={buttonClass({ variant: "secondary" })}
      >
        Declare results
      </button>
      <p className="text-sm text-gray-700">{declareNote(board, dirty)}</p>
    </div>
  );
}

type Props = { board: WinnersBoard; canEdit: boolean; canMarkPaid: boolean; onSaved: () => void };

/**
 * A contest's completed registrations, each with a prize and a rank to make it a winner. Editors save
 * the choice (nothing public changes), then declare the results after a confirmation; viewers only see.
 */
export function WinnersForm({ board, canEdit, canMarkPaid, onSaved }: Props) {
  const id = useId();
  const { picks, setPick, chosen, dirty } = useWinnerPicks(board);
  const actions = useWinnersActions(board, onSaved);
  const locked = board.contest.winnersDeclared || !canEdit;
  const leaving = useUnsavedChangesGuard(!locked && dirty);
  const money = (paise: number) => formatMoney(paise / 100, board.contest.prizePoolCurrency);
  const rows = { board, fieldErrors: actions.fieldErrors, locked, money, canMarkPaid, onSaved };

  if (board.registrations.length === 0) {
    return <p className="rounded-2xl border border-gray-200 bg-white p-6 text-gray-700">This contest has no completed registrations.</p>;
  }
  return (
    <div className="space-y-6">
      {board.prizes.length === 0 && !locked ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          This contest has no prizes yet. Add them to the contest first: each winner gets one of its prizes.
        </p>
      ) : null}
      <ul aria-label="Completed registrations" className="grid gap-3">
        {board.registrations.map((registration) => (
          <WinnerRow
            key={registration.subscriberId}
            {...rows}
            registration={registration}
            rowId={`${id}-${registration.subscriberId}`}
            pick={picks[registration.subscriberId] ?? { prizeId: "", rank: "" }}
            onPick={(change) => setPick(registration.subscriberId, change)}
          />
        ))}
      </ul>
      <div aria-live="polite">
        <OutcomeNote outcome={actions.message} />
      </div>
      {locked ? null : (
        <ActionBar
          board={board}
          dirty={dirty}
          busy={actions.busy}
          onSave={() => void actions.save(chosen)}
          onDeclare={() => actions.setConfirming(true)}
        />
      )}
      {actions.confirming ? (
        <DeclareDialog
          board={board}
          busy={actions.busy}
          onDeclare={() => void actions.declare()}
          onClose={() => actions.setConfirming(false)}
        />
      ) : null}
      <UnsavedChangesDialog blocker={leaving} message="Your winner choices are not saved." />
    </div>
  );
}
