/**
 * A referral link's code (?ref=CODE on the home page or a contest page), kept for the visit in this
 * tab's session storage so the registration form can fill it in (docs/affiliates.md). Nothing is sent
 * until the creator registers; the code is checked then, like one typed by hand. The code is kept on
 * arrival by the document's start-up script (app/document/keep-referral-code.ts), before the page's
 * modules load: no script of its own on the pages' first load.
 */
import { referralCodeStorageKey } from "#app/document/keep-referral-code.ts";
const KEY = referralCodeStorageKey;

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
