import { useState } from "react";
import { RESULTS_CORRECTION_WINDOW_DAYS, winnersMessages } from "#shared/console/winners.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { apiPost } from "../../../lib/api-client";
import { ReasonDialog } from "../forms/reason-dialog";

/**
 * The owner's control to withdraw declared results for a correction (docs/console.md#correcting-results):
 * a written reason, then the public pages say the results are coming and the winners can be changed.
 */
export function WithdrawResults({ contestId, onWithdrawn }: { contestId: string; onWithdrawn: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const withdraw = async (reason: string) => {
    const result = await apiPost<{ message: string }>(`/api/admin/contests/${contestId}/winners/withdraw`, { reason });
    if (!result.ok) return result.body.message;
    setOpen(false);
    onWithdrawn(result.body.message);
    return null;
  };
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3">
      <p className="min-w-0 flex-1 text-sm text-amber-950">
        Found a mistake? Results can be withdrawn before certificates are issued, or within {RESULTS_CORRECTION_WINDOW_DAYS} days of
        declaring them.
      </p>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass({ variant: "secondary", size: "sm" })}>
        Withdraw results
      </button>
      {open ? (
        <ReasonDialog
          title="Withdraw the results?"
          description="The contest's pages will say the results are coming again, and the winners can be corrected. When you declare again, every registrant gets one e-mail with the corrected results. The audit log keeps your reason."
          label="Reason for withdrawing"
          confirmLabel="Withdraw results"
          minLength={10}
          tooShort={winnersMessages.withdrawReasonRequired}
          onConfirm={withdraw}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
