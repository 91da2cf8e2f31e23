import type { AppliedAffiliate } from "./details-form/affiliate-field";
import type { FormValues } from "./details-form/form-values";

/**
 * What a creator typed into 'Enter your details', kept on this device so a reload, a dropped
 * connection or a closed tab loses nothing (docs/decisions.md#registration-form-on-a-phone). Kept until the
 * details are saved on the server or the creator discards them. Files cannot be kept (the browser
 * gives no lasting access to them), and bank details are not: they are encrypted on the server and
 * must not sit in plain text on a phone others may use.
 */
export type RegistrationDraft = {
  email: string;
  values: Omit<FormValues, "bankDetails">;
  affiliate: AppliedAffiliate | null;
  savedAt: number;
};

const KEY = "creatorcup.registration-draft";
const VERSION = 1;
/** A draft older than this is someone's forgotten attempt: dropped rather than shown. */
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

type Stored = RegistrationDraft & { version: number };

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function storage(): DraftStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage refused (private mode, a blocked site): the form still works, without a draft.
    return null;
  }
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The saved draft, if there is a fresh one (for `email`, when given). */
export function readDraft(email?: string, store: DraftStorage | null = storage(), now = Date.now()): RegistrationDraft | null {
  try {
    const text = store?.getItem(KEY);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<Stored>;
    if (stored.version !== VERSION || typeof stored.email !== "string" || !stored.values || typeof stored.savedAt !== "number") {
      return null;
    }
    if (now - stored.savedAt > MAX_AGE_MS) {
      store?.removeItem(KEY);
      return null;
    }
    if (email !== undefined && !sameEmail(stored.email, email)) return null;
    return { email: stored.email, values: stored.values, affiliate: stored.affiliate ?? null, savedAt: stored.savedAt };
  } catch {
    return null;
  }
}

export function saveDraft(
  draft: { email: string; values: FormValues; affiliate: AppliedAffiliate | null },
  store: DraftStorage | null = storage(),
  now = Date.now(),
): void {
  const { bankDetails: _kept, ...values } = draft.values;
  const stored: Stored = { version: VERSION, email: draft.email, values, affiliate: draft.affiliate, savedAt: now };
  try {
    store?.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Full or refused storage: the draft is a convenience, the form goes on.
  }
}

export function clearDraft(store: DraftStorage | null = storage()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Whether two form values hold the same thing (text compared trimmed, key order ignored). */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === "string" && typeof b === "string") return a.trim() === b.trim();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same((a as Record<string, unknown>)[key] ?? "", (b as Record<string, unknown>)[key] ?? ""));
  }
  return a === b;
}

/** Whether a form holds anything the person typed or chose beyond what the form starts with. */
export function hasInput(values: FormValues, start: FormValues): boolean {
  return !same(values, start);
}
