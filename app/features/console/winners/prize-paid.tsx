import { useState } from "react";
import { type WinnersBoard, winnersMessages } from "#shared/console/winners.ts";
import { formatIstDate } from "#shared/ist.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { apiPost } from "../../../lib/api-client";
import { ReasonDialog } from "../forms/reason-dialog";

type Winner = WinnersBoard["winners"][number];

/**
 * A declared winner's payment: "Paid on … · ref …" once recorded, else the owner's "Mark prize paid"
 * with the transfer's reference (docs/console.md#prize-paid). The date starts the documents' retention clock.
 */
export function PrizePaid({
  contestId,
  winner,
  winnerName,
  canMarkPaid,
  onMarked,
}: {
  contestId: string;
  winner: Winner;
  winnerName: string;
  canMarkPaid: boolean;
  onMarked: () => void;
}) {
  const [open, setOpen] = useState(false);
  if (winner.prizePaidAt) {
    return (
      <p className="text-sm font-medium text-green-800">
        Paid on {formatIstDate(winner.prizePaidAt)} · ref <span className="break-all">{winner.prizePaidReference}</span>
      </p>
    );
  }
  if (!canMarkPaid) return <p className="text-sm text-gray-700">Prize not paid yet</p>;
  const mark = async (reference: string) => {
    const result = await apiPost<{ message: string }>(`/api/admin/contests/${contestId}/winners/${winner.id}/paid`, { reference });
    if (!result.ok) return result.body.message;
    setOpen(false);
    onMarked();
    return null;
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass({ variant: "secondary", size: "sm" })}>
        Mark prize paid<span className="sr-only"> to {winnerName}</span>
      </button>
      {open ? (
        <ReasonDialog
          title="Mark the prize paid?"
          description={`Record that ${winnerName}'s prize has been paid. This is kept as it is: it cannot be changed, and the results can no longer be withdrawn. The winner's identity documents and bank details are deleted after the retention period set in the privacy settings.`}
          label="Payment reference (e.g. the bank transfer's UTR)"
          confirmLabel="Mark prize paid"
          singleLine
          maxLength={100}
          minLength={1}
          tooShort={winnersMessages.paymentReferenceRequired}
          onConfirm={mark}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
