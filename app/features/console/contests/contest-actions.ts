import { notifyError, notifySuccess } from "#app/components/notify.ts";
import { apiPost } from "../../../lib/api-client";
import { failedCallMessage } from "../forms/form-errors";

/** Duplicate, archive and restore: one call each; answers the new contest's id for Duplicate. */
export async function runContestAction(contestId: string, action: "duplicate" | "archive" | "restore"): Promise<string | null> {
  const result = await apiPost<{ message: string; data?: { _id: string } }>(`/api/admin/contests/${contestId}/${action}`);
  if (!result.ok) {
    notifyError(failedCallMessage(result));
    return null;
  }
  notifySuccess(result.body.message);
  return result.body.data?._id ?? contestId;
}
