import { and, asc, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { emailCodes } from "#db/schema/identity.ts";
import {
  creatorAccountMessages as m,
  resendTooSoonMessage,
  SIGN_IN_CODE_MINUTES,
  SIGN_IN_CODE_RESEND_SECONDS,
  SIGN_IN_CODE_TRIES,
  SIGN_IN_CODES_PER_HOUR,
  tooManyCodesMessage,
} from "#shared/api/creator-accounts.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import { hashSignInCode, newSignInCode, signInCodeMatches } from "./email-code-hash.ts";
import { EMAIL_CODE_PURPOSES, type EmailCodePurpose } from "./email-code-purposes.ts";
import { emailKeyOf } from "./email-key.ts";
import type { RequestingClient } from "./requesting-client.ts";

/**
 * Proving an e-mail address by a code sent to it, for every purpose (docs/identity.md): creator
 * sign-in, judge sign-in, a guardian's e-mail proof. `requestEmailCode` sends a code; `proveEmailCode`
 * checks one and, in the transaction that uses it up, runs what the proof opens (a session).
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Lapsed codes are kept this long, so the hourly count per address sees them; then they go. */
const CODE_RETENTION_MS = 24 * HOUR_MS;
/** Requests for codes from one client address, refused ones included. */
const REQUESTS_PER_CLIENT = { limit: 30, windowMs: 10 * MINUTE_MS };
/** Code checks from one client address, whatever the e-mail: guessing across many addresses is slowed too. */
const CHECKS_PER_CLIENT = { limit: 30, windowMs: 10 * MINUTE_MS };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The per-client-address limits keep strangers from using us to flood inboxes and from spraying
 * guesses. In test-mail mode no mail leaves the machine and the code is shown to whoever asks, so
 * they protect nothing there (a public site refuses to start in that mode); the per-address rules
 * (30 seconds, 5 an hour, 5 tries) always apply.
 */
export const clientLimitsApply = (config: AppContext["config"]) => config.mail.mode !== "test";

export type EmailCodeRequest = {
  purpose: EmailCodePurpose;
  email: string;
  /** requestingClient(request, reply, config.publicUrl). */
  client: RequestingClient;
  now?: Date;
};

export type SentEmailCode = { code: string; resendAfterSeconds: number; expiresInMinutes: number };

/**
 * Sends a new code to `email` for `purpose`. Whether the address belongs to anyone makes no
 * difference to what happens or to the answer. Refused with 429 when the last code went less than
 * 30 seconds ago, or when this address or this client already had 5 codes in the hour. The code row
 * and its message are written in one transaction: both or neither. A new code replaces the address's
 * earlier ones. Returns the code: only test-mail mode may show it.
 */
export async function requestEmailCode(ctx: AppContext, input: EmailCodeRequest): Promise<SentEmailCode> {
  const now = input.now ?? new Date();
  const { purpose } = input;
  if (clientLimitsApply(ctx.config)) await consumeRateLimit(ctx.db, `email-code-ask:${input.client.address}`, REQUESTS_PER_CLIENT, now);
  const email = input.email.trim();
  const emailKey = emailKeyOf(email);
  const code = newSignInCode();
  const codeHash = hashSignInCode(ctx.config, emailKey, code);

  await ctx.db.transaction(async (tx) => {
    // One request per address at a time, so two quick taps cannot both pass the 30-second check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`email-code\n${purpose}\n${emailKey}`}, 0))`);
    await refuseWhenTooSoonOrTooMany(tx, purpose, emailKey, now);
    // Counted inside the transaction: a refusal above or a failure below costs the client nothing.
    if (clientLimitsApply(ctx.config)) await consumeHourlyClientCodes(tx, `email-code:${purpose}:${input.client.address}`, now);
    await tx
      .update(emailCodes)
      .set({ usedAt: now })
      .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.emailKey, emailKey), isNull(emailCodes.usedAt)));
    const id = newId();
    await tx.insert(emailCodes).values({
      id,
      purpose,
      emailKey,
      clientKey: input.client.deviceKey,
      codeHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_MINUTES * MINUTE_MS),
    });
    await enqueueMail(tx as unknown as Db, {
      template: EMAIL_CODE_PURPOSES[purpose].mailTemplate,
      to: email,
      dedupeKey: `${EMAIL_CODE_PURPOSES[purpose].mailTemplate}:${id}`,
      code,
      expiresInMinutes: SIGN_IN_CODE_MINUTES,
    });
  });
  return { code, resendAfterSeconds: SIGN_IN_CODE_RESEND_SECONDS, expiresInMinutes: SIGN_IN_CODE_MINUTES };
}

async function consumeHourlyClientCodes(tx: Tx, key: string, now: Date): Promise<void> {
  await consumeRateLimit(tx as unknown as Db, key, { limit: SIGN_IN_CODES_PER_HOUR, windowMs: HOUR_MS }, now).catch((error: unknown) => {
    // The window is an hour: say so, rather than the generic "wait a minute".
    const wait = error instanceof AppError ? error.details?.retryAfterSeconds : undefined;
    if (typeof wait !== "number") throw error;
    throw new AppError("RATE_LIMITED", tooManyCodesMessage(wait), { retryAfterSeconds: wait });
  });
}

async function refuseWhenTooSoonOrTooMany(tx: Tx, purpose: EmailCodePurpose, emailKey: string, now: Date): Promise<void> {
  const ofAddress = and(eq(emailCodes.purpose, purpose), eq(emailCodes.emailKey, emailKey));
  const [latest] = await tx
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(ofAddress)
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (latest) {
    const waitMs = latest.createdAt.getTime() + SIGN_IN_CODE_RESEND_SECONDS * 1000 - now.getTime();
    if (waitMs > 0) {
      const retryAfterSeconds = Math.ceil(waitMs / 1000);
      throw new AppError("RATE_LIMITED", resendTooSoonMessage(retryAfterSeconds), { retryAfterSeconds });
    }
  }
  const inHour = and(ofAddress, gt(emailCodes.createdAt, new Date(now.getTime() - HOUR_MS)));
  const [sent] = await tx.select({ n: count() }).from(emailCodes).where(inHour);
  if ((sent?.n ?? 0) >= SIGN_IN_CODES_PER_HOUR) {
    // The hour frees up when its oldest code leaves it.
    const [oldest] = await tx
      .select({ createdAt: emailCodes.createdAt })
      .from(emailCodes)
      .where(inHour)
      .orderBy(asc(emailCodes.createdAt))
      .limit(1);
    const retryAfterSeconds = Math.max(1, Math.ceil(((oldest?.createdAt.getTime() ?? now.getTime()) + HOUR_MS - now.getTime()) / 1000));
    throw new AppError("RATE_LIMITED", tooManyCodesMessage(retryAfterSeconds), { retryAfterSeconds });
  }
}

export type EmailCodeProof = { purpose: EmailCodePurpose; email: string; code: string; client: RequestingClient; now?: Date };

/**
 * Checks `code` for `email` and, when it is right, uses it up and runs `then` in the same
 * transaction (start the session there: only one of several simultaneous proofs gets through).
 * A wrong code throws 400 with what the person can do: try again (with triesLeft), or ask anew.
 */
export async function proveEmailCode<T>(ctx: AppContext, input: EmailCodeProof, then: (tx: Tx, now: Date) => Promise<T>): Promise<T> {
  const now = input.now ?? new Date();
  if (clientLimitsApply(ctx.config)) await consumeRateLimit(ctx.db, `email-code-check:${input.client.address}`, CHECKS_PER_CLIENT, now);
  const codeId = await checkEmailCode(ctx, { ...input, now });
  return ctx.db.transaction(async (tx) => {
    await claimEmailCode(tx, { purpose: input.purpose, codeId, email: input.email, now });
    return then(tx, now);
  });
}

/**
 * Spends one try of the address's live code and answers its id when `code` is it. The try is
 * counted by a guarded update (committed at once, whatever follows) before the comparison, so
 * parallel guesses get no more than five between them.
 */
async function checkEmailCode(ctx: AppContext, input: EmailCodeProof & { now: Date }): Promise<string> {
  const emailKey = emailKeyOf(input.email);
  const live = and(
    eq(emailCodes.purpose, input.purpose),
    eq(emailCodes.emailKey, emailKey),
    isNull(emailCodes.usedAt),
    gt(emailCodes.expiresAt, input.now),
  );
  const [candidate] = await ctx.db
    .select({ id: emailCodes.id, attempts: emailCodes.attempts })
    .from(emailCodes)
    .where(live)
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!candidate) throw new AppError("BAD_REQUEST", m.codeExpired);
  if (candidate.attempts >= SIGN_IN_CODE_TRIES) throw new AppError("BAD_REQUEST", m.codeTooManyTries, { triesLeft: 0 });

  const [spent] = await ctx.db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, candidate.id), live, lt(emailCodes.attempts, SIGN_IN_CODE_TRIES)))
    .returning({ attempts: emailCodes.attempts, codeHash: emailCodes.codeHash });
  if (!spent) throw new AppError("BAD_REQUEST", m.codeTooManyTries, { triesLeft: 0 });

  if (!signInCodeMatches(ctx.config, emailKey, input.code, spent.codeHash)) {
    const triesLeft = SIGN_IN_CODE_TRIES - spent.attempts;
    if (triesLeft <= 0) throw new AppError("BAD_REQUEST", m.codeTooManyTries, { triesLeft: 0 });
    const earlier = await isEarlierCode(ctx, { purpose: input.purpose, emailKey, code: input.code, except: candidate.id, now: input.now });
    throw new AppError("BAD_REQUEST", earlier ? m.codeNoLongerValid : m.codeWrong, { triesLeft });
  }
  return candidate.id;
}

/** True when `code` is one of the address's codes of the last 10 minutes that a newer one replaced. */
async function isEarlierCode(
  ctx: AppContext,
  input: { purpose: EmailCodePurpose; emailKey: string; code: string; except: string; now: Date },
): Promise<boolean> {
  const earlier = await ctx.db
    .select({ id: emailCodes.id, codeHash: emailCodes.codeHash })
    .from(emailCodes)
    .where(and(eq(emailCodes.purpose, input.purpose), eq(emailCodes.emailKey, input.emailKey), gt(emailCodes.expiresAt, input.now)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(SIGN_IN_CODES_PER_HOUR);
  return earlier.some((row) => row.id !== input.except && signInCodeMatches(ctx.config, input.emailKey, input.code, row.codeHash));
}

/** Uses up an accepted code, with every other code of its address and purpose. */
async function claimEmailCode(tx: Tx, input: { purpose: EmailCodePurpose; codeId: string; email: string; now: Date }): Promise<void> {
  const [claimed] = await tx
    .update(emailCodes)
    .set({ usedAt: input.now })
    .where(and(eq(emailCodes.id, input.codeId), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  if (!claimed) throw new AppError("BAD_REQUEST", m.codeExpired);
  await tx
    .update(emailCodes)
    .set({ usedAt: input.now })
    .where(and(eq(emailCodes.purpose, input.purpose), eq(emailCodes.emailKey, emailKeyOf(input.email)), isNull(emailCodes.usedAt)));
}

/** Drops codes of every purpose a day after they were sent: the hourly limits no longer need them. */
export async function pruneEmailCodes(db: Db, now = new Date()): Promise<void> {
  await db.delete(emailCodes).where(lt(emailCodes.createdAt, new Date(now.getTime() - CODE_RETENTION_MS)));
}
