import type { Db } from "#db/client.ts";
import { signInAnswers } from "#shared/i18n/en/sign-in-answers.ts";
import { AppError } from "../../errors.ts";
import { signInSucceeded, startSignInAttempt } from "../sign-in-throttle.ts";
import { emailKeyOf } from "./email-key.ts";
import { verifyPassword } from "./passwords.ts";

/** One answer for an unknown e-mail, a wrong password and an account that may not sign in (docs/security.md); in Hindi to a Hindi page. */
export const INVALID_CREDENTIALS_MESSAGE = signInAnswers.invalidCredentials;

/**
 * A password sign-in for any kind that has one (affiliates, staff). `findAccount` looks the account up
 * by its e-mail key and says whether it may sign in. Every attempt costs one argon2 verification,
 * whether or not the account exists, so timing does not tell which e-mails have accounts; failures are
 * slowed per account and address with growing delays, never locked (sign-in-throttle.ts), in streaks
 * of their own per `scope`. Answers the account, or throws 401 with the one message.
 */
export async function checkPasswordSignIn<A extends { passwordHash: string | null }>(
  db: Db,
  input: { scope: string; email: string; password: string; ip: string; now?: Date },
  findAccount: (emailKey: string) => Promise<{ account: A; allowed: boolean } | undefined>,
): Promise<A> {
  const emailKey = emailKeyOf(input.email);
  const ticket = await startSignInAttempt(db, { scope: input.scope, account: emailKey, address: input.ip, now: input.now ?? new Date() });
  const found = await findAccount(emailKey);
  const matches = await verifyPassword(found?.allowed ? found.account.passwordHash : null, input.password);
  if (!found?.allowed || !matches) throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS_MESSAGE);
  await signInSucceeded(db, ticket);
  return found.account;
}
