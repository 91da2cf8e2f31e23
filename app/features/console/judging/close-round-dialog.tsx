import { useRef, useState } from "react";
import { type JudgeBehind, judgeProgressLine } from "#shared/judging/round-actions.ts";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";

/**
 * Asked before a round closes, since closing cannot be undone (docs/judging.md): scoring ends and the
 * snapshot is written. Names the judges who have not finished. Cancel is focused first, so Enter or
 * Escape straight away changes nothing.
 */
export function CloseRoundDialog({
  kind,
  behind,
  onConfirm,
  onClose,
}: {
  kind: "screening" | "final";
  behind: JudgeBehind[];
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await onConfirm();
    setBusy(false);
  };
  return (
    <Dialog
      title={`Close the ${kind} round?`}
      role="alertdialog"
      onClose={busy ? () => {} : onClose}
      initialFocus={cancel}
      closeOnBackdrop={false}
      description="Closing is permanent: scoring ends, the ranking is kept as a snapshot that never changes, and the round cannot be opened again."
      footer={
        <>
          <Button ref={cancel} variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button busy={busy} onClick={() => void confirm()}>
            Close the {kind} round
          </Button>
        </>
      }
    >
      {behind.length > 0 ? (
        <div className="text-sm text-gray-800">
          <p className="font-semibold text-amber-900">
            {behind.length === 1 ? "1 judge has" : `${behind.length} judges have`} not finished; the scores they have not given will not
            count:
          </p>
          <ul className="mt-2 list-disc pl-5">
            {behind.map((judge) => (
              <li key={judge.judgeId}>{judgeProgressLine(judge)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-gray-800">Every judge has scored every entry given to them.</p>
      )}
    </Dialog>
  );
}
