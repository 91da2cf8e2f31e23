import { and, asc, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { creatorEmailCodes } from "#db/schema/creator-accounts.ts";
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
import { hashSignInCode, newSignInCode, signInCodeMatches } from "./code-hash.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Lapsed codes are kept this long, so the hourly count per address sees them; then they go. */
const CODE_RETENTION_MS = 24 * HOUR_MS;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const emailKeyOf = (email: string) => email.trim().toLowerCase();

/**
 * The per-client-address limits keep strangers from using us to flood inboxes and from spraying
 * guesses. In test-mail mode no mail leaves the machine and the code is shown to whoever asks, so
 * they protect nothing there (a public site refuses to start in that mode); the per-address rules
 * (30 seconds, 5 an hour, 5 tries) always apply.
 */
export const clientLimitsApply = (config: AppContext["config"]) => config.mail.mode !== "test";

/**
 * Sends a new sign-in code to `email` (docs/security.md, creator sign-in). Whether the address
 * belongs to anyone makes no difference to what happens or to the answer. Refused with 429 when the
 * last code went less than 30 seconds ago, or when this address or this client already had 5 codes
 * in the hour. The code row and its message are written in one transaction: both or neither.
 * A new code replaces the address's earlier ones. Returns the code (only test-mail mode shows it).
 */
export async function sendSignInCode(
  ctx: AppContext,
  input: { email: string; clientAddress: string; now?: Date },
): Promise<{ code: string; resendAfterSeconds: number; expiresInMinutes: number }> {
  const now = input.now ?? new Date();
  const email = input.email.trim();
  const emailKey = emailKeyOf(email);
  const code = newSignInCode();
  const codeHash = hashSignInCode(ctx.config, emailKey, code);

  await ctx.db.transaction(async (tx) => {
    // One request per address at a time, so two quick taps cannot both pass the 30-second check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`creator-code\n${emailKey}`}, 0))`);
    await refuseWhenTooSoonOrTooMany(tx, emailKey, now);
    // Counted inside the transaction: a refusal above or a failure below costs the client nothing.
    if (clientLimitsApply(ctx.config))
      await consumeRateLimit(
        tx as unknown as Db,
        `creator-code:${input.clientAddress}`,
        { limit: SIGN_IN_CODES_PER_HOUR, windowMs: HOUR_MS },
        now,
      ).catch((error: unknown) => {
        // The window is an hour: say so, rather than the generic "wait a minute".
        const wait = error instanceof AppError ? error.details?.retryAfterSeconds : undefined;
        if (typeof wait !== "number") throw error;
        throw new AppError("RATE_LIMITED", tooManyCodesMessage(wait), { retryAfterSeconds: wait });
      });
    await tx
      .update(creatorEmailCodes)
      .set({ usedAt: now })
      .where(and(eq(creatorEmailCodes.emailKey, emailKey), isNull(creatorEmailCodes.usedAt)));
    const id = newId();
    await tx.insert(creatorEmailCodes).values({
      id,
      emailKey,
      codeHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_MINUTES * MINUTE_MS),
    });
    await enqueueMail(tx as unknown as Db, {
      template: "sign-in-code",
      to: email,
      dedupeKey: `sign-in-code:${id}`,
      code,
      expiresInMinutes: SIGN_IN_CODE_MINUTES,
    });
  });
  return { code, resendAfterSeconds: SIGN_IN_CODE_RESEND_SECONDS, expiresInMinutes: SIGN_IN_CODE_MINUTES };
}

async function refuseWhenTooSoonOrTooMany(tx: Tx, emailKey: string, now: Date): Promise<void> {
  const [latest] = await tx
    .select({ createdAt: creatorEmailCodes.createdAt })
    .from(creatorEmailCodes)
    .where(eq(creatorEmailCodes.emailKey, emailKey))
    .orderBy(desc(creatorEmailCodes.createdAt))
    .limit(1);
  if (latest) {
    const waitMs = latest.createdAt.getTime() + SIGN_IN_CODE_RESEND_SECONDS * 1000 - now.getTime();
    if (waitMs > 0) {
      const retryAfterSeconds = Math.ceil(waitMs / 1000);
      throw new AppError("RATE_LIMITED", resendTooSoonMessage(retryAfterSeconds), { retryAfterSeconds });
    }
  }
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const inHour = and(eq(creatorEmailCodes.emailKey, emailKey), gt(creatorEmailCodes.createdAt, hourAgo));
  const [sent] = await tx.select({ n: count() }).from(creatorEmailCodes).where(inHour);
  if ((sent?.n ?? 0) >= SIGN_IN_CODES_PER_HOUR) {
    // The hour frees up when its oldest code leaves it.
    const [oldest] = await tx
      .select({ createdAt: creatorEmailCodes.createdAt })
      .from(creatorEmailCodes)
      .where(inHour)
      .orderBy(asc(creatorEmailCodes.createdAt))
      .limit(1);
    const retryAfterSeconds = Math.max(1, Math.ceil(((oldest?.createdAt.getTime() ?? now.getTime()) + HOUR_MS - now.getTime()) / 1000));
    throw new AppError("RATE_LIMITED", tooManyCodesMessage(retryAfterSeconds), { retryAfterSeconds });
  }
}

/**
 * Spends one try of the address's live code and answers its id when `code` is it; otherwise throws
 * 400 with what the creator can do: try again (with the tries left), or ask for a new code. The try
 * is counted by a guarded update (committed at once, whatever follows) before the comparison, so
 * parallel guesses get no more than five between them. The caller then claims the code with
 * `claimSignInCode` in the transaction that starts the session.
 */
export async function checkSignInCode(ctx: AppContext, input: { email: string; code: string; now: Date }): Promise<string> {
  const emailKey = emailKeyOf(input.email);
  const live = and(eq(creatorEmailCodes.emailKey, emailKey), isNull(creatorEmailCodes.usedAt), gt(creatorEmailCodes.expiresAt, input.now));
  const [candidate] = await ctx.db
    .select({ id: creatorEmailCodes.id, attempts: creatorEmailCodes.attempts })
    .from(creatorEmailCodes)
    .where(live)
    .orderBy(desc(creatorEmailCodes.createdAt))
    .limit(1);
  if (!candidate) throw new AppError("BAD_REQUEST", m.codeExpired);
  if (candidate.attempts >= SIGN_IN_CODE_TRIES) throw new AppError("BAD_REQUEST", m.codeTooManyTries, { triesLeft: 0 });

  const [spent] = await ctx.db
    .update(creatorEmailCodes)
    .set({ attempts: sql`${creatorEmailCodes.attempts} + 1` })
    .where(and(eq(creatorEmailCodes.id, candidate.id), live, lt(creatorEmailCodes.attempts, SIGN_IN_CODE_TRIES)))
    .returning({ attempts: creatorEmailCodes.attempts, codeHash: creatorEmailCodes.codeHash });
  if (!spent) throw new AppError("BAD_REQUEST", m.codeTooManyTries, { triesLeft: 0 });

  if (!signInCodeMatches(ctx.config, emailKey, input.code, spent.codeHash)) {
    const triesLeft = SIGN_IN_CODE_TRIES - spent.attempts;
    if (triesLeft <= 0) throw new AppError("BAD_REQUEST", m.codeTooManyTries, { triesLeft: 0 });
    const earlier = await isEarlierCode(ctx, { emailKey, code: input.code, except: candidate.id, now: input.now });
    throw new AppError("BAD_REQUEST", earlier ? m.codeNoLongerValid : m.codeWrong, { triesLeft });
  }
  return candidate.id;
}

/** True when `code` is one of the address's codes of the last 10 minutes that a newer one replaced. */
async function isEarlierCode(ctx: AppContext, input: { emailKey: string; code: string; except: string; now: Date }): Promise<boolean> {
  const earlier = await ctx.db
    .select({ id: creatorEmailCodes.id, codeHash: creatorEmailCodes.codeHash })
    .from(creatorEmailCodes)
    .where(and(eq(creatorEmailCodes.emailKey, input.emailKey), gt(creatorEmailCodes.expiresAt, input.now)))
    .orderBy(desc(creatorEmailCodes.createdAt))
    .limit(SIGN_IN_CODES_PER_HOUR);
  return earlier.some((row) => row.id !== input.except && signInCodeMatches(ctx.config, input.emailKey, input.code, row.codeHash));
}

/**
 * Uses up a code that `checkSignInCode` accepted, with every other code of its address, inside the
 * transaction that starts the session. Only one sign-in gets a code, however many arrive at once.
 */
export async function claimSignInCode(tx: Tx, input: { codeId: string; email: string; now: Date }): Promise<void> {
  const [claimed] = await tx
    .update(creatorEmailCodes)
    .set({ usedAt: input.now })
    .where(and(eq(creatorEmailCodes.id, input.codeId), isNull(creatorEmailCodes.usedAt)))
    .returning({ id: creatorEmailCodes.id });
  if (!claimed) throw new AppError("BAD_REQUEST", m.codeExpired);
  await tx
    .update(creatorEmailCodes)
    .set({ usedAt: input.now })
    .where(and(eq(creatorEmailCodes.emailKey, emailKeyOf(input.email)), isNull(creatorEmailCodes.usedAt)));
}

/** Drops codes a day after they were sent: the hourly limits no longer need them. */
export async function pruneSignInCodes(db: Db, now = new Date()): Promise<void> {
  await db.delete(creatorEmailCodes).where(lt(creatorEmailCodes.createdAt, new Date(now.getTime() - CODE_RETENTION_MS)));
}
