import { isRouteErrorResponse } from "react-router";
import type { LoadedMessages } from "#shared/i18n/namespaces.ts";

/**
 * The messages a failed page's loader put in its error data (withContestMessages in
 * app/routes/contest.server.ts): a page that failed has no loader data to send them in.
 */
export function errorMessages(error: unknown): LoadedMessages {
  if (!isRouteErrorResponse(error)) return {};
  return (error.data as { messages?: LoadedMessages } | null)?.messages ?? {};
}
