import { notifyError, notifySuccess } from "#app/components/notify.ts";
import type { ConsoleMessageView } from "#shared/console/messages.ts";
import { apiPost } from "../../../lib/api-client";
import { failedCallMessage } from "../forms/form-errors";

export type MessageAction = "read" | "archive" | "unarchive";

/** One status change; answers the message as it now is, or null after telling what went wrong. */
export async function runMessageAction(
  id: string,
  action: MessageAction,
  options: { quiet?: boolean } = {},
): Promise<ConsoleMessageView | null> {
  const result = await apiPost<{ message: string; data: ConsoleMessageView }>(`/api/admin/messages/${id}/${action}`);
  if (!result.ok) {
    notifyError(failedCallMessage(result));
    return null;
  }
  if (!options.quiet) notifySuccess(result.body.message);
  return result.body.data;
}
