/**
 * Creator sign-in's numbers and words, without a schema library: the pages import these (a phone
 * downloads no validator for them); shared/api/creator-accounts.ts re-exports them beside the API's schemas.
 */

export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_TRIES = 5;
export const SIGN_IN_CODE_RESEND_SECONDS = 30;
export const SIGN_IN_CODES_PER_HOUR = 5;

/** What creators read; the server answers these and the dialog shows them as they are. */
export const creatorAccountMessages = {
  codeFormat: "Enter the 6-digit code from the e-mail.",
  codeWrong: "That code is not right. Check the e-mail and try again.",
  codeNoLongerValid: "That code is no longer valid. Enter the code from the latest e-mail.",
  codeExpired: "This code has expired or was replaced. Ask for a new one.",
  codeTooManyTries: "Too many wrong codes. Ask for a new one.",
  signInRequired: "Please confirm your e-mail to continue.",
  notYourAccount: "You can only register with the e-mail you confirmed.",
  sessionNotFound: "That sign-in was not found.",
  signedOut: "Signed out",
  signedOutEverywhere: "Signed out on every device",
} as const;

export const resendTooSoonMessage = (seconds: number) =>
  `Please wait ${seconds} second${seconds === 1 ? "" : "s"} before asking for another code.`;

export const tooManyCodesMessage = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many codes have been asked for. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
};
