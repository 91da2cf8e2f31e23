/** Where a referral link's code is kept for the visit (this tab's session storage). */
export const referralCodeStorageKey = "referralCode";

/**
 * Plain ES5 for the document's start-up script: on the home page and contest pages, where referral
 * links lead (?ref=CODE), keeps a well-formed code for the visit; a later link's code replaces an
 * earlier one. The pattern is the affiliate code's (server/services/affiliates/affiliate-codes.ts).
 */
export const keepReferralCodeScript = `try {
    var ref = /[?&]ref=([A-Za-z0-9_-]{3,32})(?:&|$)/.exec(location.search);
    if (ref && /^\\/(?:hi\\/?)?(contest\\/[^/]+\\/?)?$/.test(location.pathname)) sessionStorage.setItem("${referralCodeStorageKey}", ref[1]);
  } catch (e) {}`;
