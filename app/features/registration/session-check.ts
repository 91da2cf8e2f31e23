import type { CreatorSessionView } from "#shared/api/creator-accounts.ts";

/** A check this recent is reused: Register Now pointed at, then pressed. */
const FRESH_MS = 10_000;
/** A slow answer does not hold the dialog: without it, Next checks again. */
const WAIT_MS = 4_000;

let latest: { at: number; promise: Promise<CreatorSessionView | null> } | null = null;

/**
 * Whether this browser is signed in as a creator (GET /api/creator/session), asked when Register Now
 * is pressed or pointed at, so the answer arrives beside the dialogs' code instead of after it. Kept
 * apart from the dialogs so the page carries only this much of them. Null when signed out, slow or
 * unreachable.
 */
export function checkCreatorSession(): Promise<CreatorSessionView | null> {
  if (latest && Date.now() - latest.at < FRESH_MS) return latest.promise;
  const asked = fetch("/api/creator/session", { credentials: "same-origin", headers: { accept: "application/json" } })
    .then(async (response) => (response.ok ? (((await response.json()) as { data?: CreatorSessionView }).data ?? null) : null))
    .catch(() => null);
  const promise = Promise.race([asked, new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS))]);
  latest = { at: Date.now(), promise };
  return promise;
}

/** After a sign-in or a refused check the next question must reach the server. */
export function forgetCreatorSessionCheck(): void {
  latest = null;
}
