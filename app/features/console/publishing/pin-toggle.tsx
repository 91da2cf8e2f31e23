import { useState } from "react";
import { notifyError, notifySuccess } from "#app/components/notify.ts";
import { apiPost } from "../../../lib/api-client";
import { failedCallMessage } from "../forms/form-errors";

/** Pins a contest first on the home page, whatever its state (docs/publishing.md). */
export function PinToggle({ contestId, pinned, canEdit }: { contestId: string; pinned: boolean; canEdit: boolean }) {
  const [value, setValue] = useState(pinned);
  const [busy, setBusy] = useState(false);
  const change = async (next: boolean) => {
    // Ticked at once; put back if the server refuses.
    setValue(next);
    setBusy(true);
    const result = await apiPost(`/api/admin/contests/${contestId}/pin`, { pinned: next });
    setBusy(false);
    if (!result.ok) {
      setValue(!next);
      return notifyError(failedCallMessage(result));
    }
    notifySuccess(next ? "Pinned first on the home page." : "Unpinned.");
  };
  return (
    <label className="mt-4 flex min-h-11 items-center gap-3 font-medium text-gray-900">
      <input
        type="checkbox"
        className="h-5 w-5 accent-brand-700"
        checked={value}
        disabled={!canEdit || busy}
        onChange={(event) => void change(event.target.checked)}
      />
      Pinned: shown first on the home page
    </label>
  );
}
