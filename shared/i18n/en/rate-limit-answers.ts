/**
 * The server's general "too many attempts" refusal (server/services/rate-limit.ts), naming the wait as
 * its Retry-After does. Kept apart from ./api-messages.ts, like ./privacy-answers.ts: the registration
 * dialogs load that list's Hindi, and these would only add to a contest page's script, while the
 * server already answers them in the language the call asks for.
 */
export const rateLimitAnswers = {
  /** A minute or less: the sentence the API has always answered. */
  minute: "Too many attempts. Please wait a minute and try again.",
  minutes: "Too many attempts. Please wait {minutes} minutes and try again.",
  hour: "Too many attempts. Please wait an hour and try again.",
  hours: "Too many attempts. Please wait {hours} hours and try again.",
  /** Password sign-in slowed after failures (server/services/sign-in-throttle.ts): affiliates, and the console in English. */
  signInMinute: "Too many sign-in attempts. Please try again in 1 minute.",
  signInMinutes: "Too many sign-in attempts. Please try again in {minutes} minutes.",
} as const;

export type RateLimitAnswer = (typeof rateLimitAnswers)[keyof typeof rateLimitAnswers];
