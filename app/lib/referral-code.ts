/**
 * A referral link's code (?ref=CODE on the home page or a contest page), kept for the visit in this
 * tab's session storage so the registration form can fill it in (docs/affiliates.md). Nothing is sent
 * until the creator registers; the code is checked then, like one typed by hand.
 */
import { useEffect } from "react";

const KEY = "referralCode";
const CODE = /^[A-Za-z0-9_-]{3,32}$/; // the affiliate code pattern (server/services/affiliates/affiliate-codes.ts)

/** Keeps the ?ref code of `search` (a later link's code replaces an earlier one); anything else is ignored. */
export function keepReferralCode(search: string): void {
  const code = new URLSearchParams(search).get("ref")?.trim();
  if (!code || !CODE.test(code)) return;
  try {
    window.sessionStorage.setItem(KEY, code);
  } catch {
    // storage disabled: the creator can still type the code
  }
}

export function readReferralCode(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetReferralCode(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

/** The home and contest pages, where referral links lead, keep the link's code on arrival. */
export function useReferralLinkCode(): void {
  useEffect(() => keepReferralCode(window.location.search), []);
}
