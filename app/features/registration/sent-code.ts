import type { EmailCode } from "./api.ts";
import { sameEmail } from "./flow-steps.ts";
import { tabStorage } from "./resume-marker.ts";

/**
 * The last code this tab asked for, kept past a closed dialog and a reload (sessionStorage): a creator
 * who comes back to the same address is taken to the code step again while that code still works,
 * instead of being told to wait, and a new code would make the one in their inbox useless. Holds the
 * address and when the code lapses, never the code itself (test-mail mode aside, where the server's
 * answer shows it on screen anyway). Send again counts down afresh: never sooner than the server allows.
 */
export type SentCode = { email: string; sent: EmailCode; until: number };
type TabStorage = Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;

const KEY = "creatorcup.code-sent";

export function keepSentCode(email: string, sent: EmailCode, now = Date.now(), store: TabStorage = tabStorage()): void {
  try {
    store?.setItem(KEY, JSON.stringify({ email, sent, until: now + sent.expiresInMinutes * 60_000 }));
  } catch {
    // Storage refused: a reload then asks for a new code, as before.
  }
}

/** The code sent to `email` (any address when not given) that still works, or null; a damaged entry is none. */
export function sentCodeFor(email?: string, now = Date.now(), store: TabStorage = tabStorage()): SentCode | null {
  try {
    const kept = JSON.parse(store?.getItem(KEY) ?? "null") as SentCode | null;
    return kept?.sent && now < kept.until && (email === undefined || sameEmail(kept.email, email)) ? kept : null;
  } catch {
    return null;
  }
}

export function forgetSentCode(store: TabStorage = tabStorage()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
