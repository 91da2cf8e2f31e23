import type { Db } from "#db/client.ts";
import { fill } from "#shared/i18n/catalogue.ts";
import { rateLimitAnswers } from "#shared/i18n/en/rate-limit-answers.ts";
import { AppError } from "../errors.ts";
import {
  type BackoffRule,
  clearRateLimitKey,
  LONG_LIVED_LABEL,
  RATE_LIMIT_RETENTION_MS,
  releaseBackoffAttempt,
  rememberedSince,
  rememberRateLimitKey,
  takeBackoffAttempt,
} from "./rate-limit.ts";

/**
 * Password guessing is slowed, never locked: a hard lock after N failures lets any stranger lock the
 * owner out, again and again. Three streaks of failures, each with growing delays (docs/security.md):
 * - pair: this account from this address (a person mistyping, or a guesser on one address);
 * - account: this account from addresses it has never signed in from (guessing spread over many);
 * - address: this address against any account, again from unknown pairs (spraying many accounts;
 *   loose, because many phones share a carrier's address).
 * An address the account signed in from within a month is "known" and only its own pair streak
 * applies, so the owner at their usual address gets in while strangers elsewhere are slowed.
 */
export const SIGN_IN_THROTTLE = {
  pair: { free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000 },
  account: { free: 10, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000 },
  address: { free: 30, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000 },
} satisfies Record<string, BackoffRule>;

/** One attempt: `scope` keeps affiliates' and staff's streaks apart ("affiliate", "staff"). */
export type SignInAttempt = { scope: string; account: string; address: string; now?: Date };

const keys = ({ scope, account, address }: SignInAttempt) => ({
  pair: `sign-in-pair:${scope}\n${account}\n${address}`,
  account: `sign-in-account:${scope}\n${account}`,
  address: `sign-in-address:${scope}\n${address}`,
  known: `${LONG_LIVED_LABEL}:sign-in:${scope}\n${account}\n${address}`,
});

/** The refusal for a wait of `seconds`, in whole minutes; answered in Hindi to a Hindi page (shared/i18n/hi/rate-limit-answers.ts). */
export const signInWaitMessage = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? rateLimitAnswers.signInMinute : fill(rateLimitAnswers.signInMinutes, { minutes });
};

export type SignInTicket = SignInAttempt & { known: boolean };

/**
 * Call before the password check. Throws RATE_LIMITED (429 with Retry-After) when this attempt must
 * wait; otherwise counts it as a failure until `signInSucceeded` says otherwise. A refused attempt
 * costs no password hashing.
 */
export async function startSignInAttempt(db: Db, attempt: SignInAttempt): Promise<SignInTicket> {
  const now = attempt.now ?? new Date();
  const k = keys(attempt);
  const known = await rememberedSince(db, k.known, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS[LONG_LIVED_LABEL]));
  const streaks = [{ key: k.pair, rule: SIGN_IN_THROTTLE.pair }];
  if (!known) streaks.push({ key: k.account, rule: SIGN_IN_THROTTLE.account }, { key: k.address, rule: SIGN_IN_THROTTLE.address });
  const waitMs = await takeBackoffAttempt(db, streaks, now);
  if (waitMs > 0) {
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    throw new AppError("RATE_LIMITED", signInWaitMessage(retryAfterSeconds), { retryAfterSeconds });
  }
  return { ...attempt, known };
}

/**
 * The password was right: this pair's streak ends and the address is known for a month. The account's
 * and the address's streaks only lose this attempt, so a guesser's own sign-in cannot wipe them.
 */
export async function signInSucceeded(db: Db, ticket: SignInTicket): Promise<void> {
  const k = keys(ticket);
  await clearRateLimitKey(db, k.pair);
  if (!ticket.known) {
    await releaseBackoffAttempt(db, k.account);
    await releaseBackoffAttempt(db, k.address);
  }
  await rememberRateLimitKey(db, k.known, ticket.now ?? new Date());
}
