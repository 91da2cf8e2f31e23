import { useState } from "react";
import { useMessages } from "#app/i18n/i18n.tsx";
import type { ApiResult } from "#app/lib/api-client.ts";

export type Said = { tone: "ok" | "error"; text: string } | null;

/** The answer under a My data form: a status when it worked, an alert when it did not. */
export function FormNote({ said }: { said: Said }) {
  if (!said) return null;
  return (
    <p
      role={said.tone === "error" ? "alert" : "status"}
      className={said.tone === "error" ? "text-sm font-medium text-red-700" : "text-sm font-medium text-green-800"}
    >
      {said.text}
    </p>
  );
}

/**
 * One request at a time from a form: busy while it runs, then the server's message (or the network's).
 * Answers the field errors the server gave, for the form to show at each field.
 */
export function useSend() {
  const NETWORK_TROUBLE = useMessages("account").myData.networkTrouble;
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  async function send(request: () => Promise<ApiResult<{ message: string }>>): Promise<{ ok: boolean; errors: Record<string, string> }> {
    setBusy(true);
    setSaid(null);
    const answer = await request();
    setBusy(false);
    if (answer.ok) {
      setSaid({ tone: "ok", text: answer.body.message });
      return { ok: true, errors: {} };
    }
    setSaid({ tone: "error", text: answer.network ? NETWORK_TROUBLE : answer.body.message });
    return { ok: false, errors: ((answer.body as { errors?: Record<string, string> }).errors ?? {}) as Record<string, string> };
  }
  return { said, setSaid, busy, send };
}
