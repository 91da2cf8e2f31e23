import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { MessagesProvider } from "#app/i18n/i18n.tsx";
import type { LoadedMessages } from "#shared/i18n/namespaces.ts";

/** A page's error view with the messages its loader sent along with the error (see withMessages). */
export function ErrorMessages({ error, children }: { error: unknown; children: ReactNode }) {
  const messages = isRouteErrorResponse(error) ? (error.data as { messages?: LoadedMessages } | null)?.messages : undefined;
  return <MessagesProvider messages={messages ?? {}}>{children}</MessagesProvider>;
}
