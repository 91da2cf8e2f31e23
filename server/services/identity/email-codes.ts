import { and, desc, eq, exists, gt, isNull, lt, ne, sql } from "drizzle-orm";
import { builtOnce } from "#db/built-once.ts";
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
import type { Language } from "#shared/i18n/language.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { consumeRateLimit, countRateLimitHits, longestRateLimitWait, type RateLimitHit, rateLimitMessage } from "../rate-limit.ts";
import { hashSignInCode, newSignInCode, signInCodeMatches } from "./email-code-hash.ts";
import { EMAIL_CODE_PURPOSES, type EmailCodePurpose } from "./email-code-purposes.ts";
import { emailKeyOf } from "./email-key.ts";
import {
  deviceStandingOf,
  deviceStandingReads,
  newDeviceAllowanceOf,
  newDeviceAllowanceRead,
  rememberProvenDevice,
} from "./known-devices.ts";
import type { RequestingClient } from "./requesting-client.ts";

/**
 * Proving an e-mail address by a code sent to it, for every purpose (docs/identity.md): creator
 * sign-in, judge sign-in, a guardian's e-mail proof. `requestEmailCode` sends a code; `proveEmailCode`
 * checks one and, in the transaction that uses it up, runs what the proof opens (a session).
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Lapsed codes are kept this long, so the hourly counts see them; then they go. */
const CODE_RETENTION_MS = 24 * HOUR_MS;
/** Requests for codes from one network (client address or /64), refused ones included: a crowd's worth, not a script's. */
const REQUESTS_PER_NETWORK = { limit: 150, windowMs: 10 * MINUTE_MS };
/** Code checks from one network, whatever the e-mail. */
const CHECKS_PER_NETWORK = { limit: 150, windowMs: 10 * MINUTE_MS };
/** Codes one device may ask for in an hour, whatever the addresses (a few typos, not a spray). */
const CODES_PER_DEVICE = { limit: 10, windowMs: HOUR_MS };
/**
 * Codes an hour to one address for devices it has never signed in from, whoever they are: what
 * strangers together can send to an inbox. The owner's known devices each have their own 5.
 */
export const NEW_DEVICE_CODES_PER_ADDRESS = 10;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The per-network and per-device limits keep strangers from using us to flood inboxes and from
 * spraying guesses. In test-mail mode no mail leaves the machine and the code is shown to whoever
 * asks, so they protect nothing there (a public site refuses to start in that mode); the rules per
 * address and device (30 seconds, 5 an hour, 5 tries, 10 an hour for new devices) always apply.
 */
export const clientLimitsApply = (config: AppContext["config"]) => config.mail.mode !== "test";

export type EmailCodeRequest = {
  purpose: EmailCodePurpose;
  email: string;
  /** requestingClient(request, reply, config.publicUrl). */
  client: RequestingClient;
  /** The asking page's language (request.language): the code mail is written in it. */
  language?: Language;
  now?: Date;
};

export type SentEmailCode = { code: string; resendAfterSeconds: number; expiresInMinutes: number };

/**
 * Sends a new code to `email` for `purpose`, usable only by the requesting device (its cookie).
 * Whether the address belongs to anyone makes no difference to what happens or to the answer. A
 * new code replaces this device's earlier ones for the address, never another device's, so a
 * stranger asking cannot cancel the owner's code. Refused with 429 when this device's last code for
 * the address went less than 30 seconds ago or it had 5 in the hour; when the address had 10 in the
 * hour for devices it never signed in from and this is one of them; or by the per-network and
 * per-device limits. The code row and its message are written in one transaction: both or
 * neither. Returns the code: only test-mail mode may show it.
 */
export async function requestEmailCode(ctx: AppContext, input: EmailCodeRequest): Promise<SentEmailCode> {
  const now = input.now ?? new Date();
  const { purpose, client } = input;
  const limitClients = clientLimitsApply(ctx.config);
  const email = input.email.trim();
  const emailKey = emailKeyOf(email);
  const code = newSignInCode();
  const codeHash = hashSignInCode(ctx.config, emailKey, code);
  // One statement: the network's request counted (refused or not, so outside the transaction) and
  // whether this device is known to the address or proven anywhere.
  const asked: RateLimitHit[] = limitClients ? [{ key: `email-code-ask:${client.address}`, rule: REQUESTS_PER_NETWORK }] : [];
  const first = await countRateLimitHits(ctx.db, asked, deviceStandingReads(purpose, emailKey, client.deviceKey, now), now);
  const askWait = longestRateLimitWait(asked, first.hits, now);
  if (askWait !== null) throw new AppError("RATE_LIMITED", rateLimitMessage(askWait), { retryAfterSeconds: askWait });
  const { known, proven } = deviceStandingOf(first.reads);

  await ctx.db.transaction(async (tx) => {
    // One request per address at a time, so two quick taps cannot both pass the checks below.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`email-code\n${purpose}\n${emailKey}`}, 0))`);
    await refuseWhenTooSoonOrTooMany(tx, { purpose, emailKey, deviceKey: client.deviceKey, known, now });
    // Counted inside the transaction: a refusal here or a failure below rolls the counts back, so it
    // costs the client nothing.
    if (limitClients) await countDeviceCodes(tx as unknown as Db, { purpose, client, proven, now });
    // This device's earlier codes for the address end as the new one is written (one statement: the
    // update cannot see the row the insert adds).
    const id = newId();
    await codeReplaceOf(tx).execute({
      id,
      purpose,
      emailKey,
      deviceKey: client.deviceKey,
      codeHash,
      now,
      usedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_MINUTES * MINUTE_MS),
    });
    await enqueueMail(tx as unknown as Db, {
      template: EMAIL_CODE_PURPOSES[purpose].mailTemplate,
      to: email,
      dedupeKey: `${EMAIL_CODE_PURPOSES[purpose].mailTemplate}:${id}`,
      code,
      expiresInMinutes: SIGN_IN_CODE_MINUTES,
      language: input.language,
    });
  });
  return { code, resendAfterSeconds: SIGN_IN_CODE_RESEND_SECONDS, expiresInMinutes: SIGN_IN_CODE_MINUTES };
}

/**
 * requestEmailCode's write, built once (db/built-once.ts): this device's live codes for the address
 * used up, and the new one written. `now` and `expiresAt` are dates (the columns encode them),
 * `usedAt` the same moment as an ISO time (an update's value is sent as given).
 */
const codeReplaceOf = builtOnce((db) => {
  const replaced = db.$with("replaced").as(
    db
      .update(emailCodes)
      .set({ usedAt: sql`${sql.placeholder("usedAt")}::timestamptz` })
      .where(
        and(
          eq(emailCodes.purpose, sql.placeholder("purpose")),
          eq(emailCodes.emailKey, sql.placeholder("emailKey")),
          eq(emailCodes.clientKey, sql.placeholder("deviceKey")),
          isNull(emailCodes.usedAt),
        ),
      )
      .returning({ id: emailCodes.id }),
  );
  return db
    .with(replaced)
    .insert(emailCodes)
    .values({
      id: sql.placeholder("id"),
      purpose: sql.placeholder("purpose"),
      emailKey: sql.placeholder("emailKey"),
      clientKey: sql.placeholder("deviceKey"),
      codeHash: sql.placeholder("codeHash"),
      createdAt: sql.placeholder("now"),
      expiresAt: sql.placeholder("expiresAt"),
    })
    .prepare("email_code_replace");
});

/** The codes of one address that one device asked for. */
const ofDevice = (purpose: EmailCodePurpose, emailKey: string, deviceKey: string) =>
  and(eq(emailCodes.purpose, purpose), eq(emailCodes.emailKey, emailKey), eq(emailCodes.clientKey, deviceKey));

/**
 * Counts the code against this device's hourly limit and, for a device never proven, against its
 * network's allowance for new devices, which grows as the network's devices sign in (read in the
 * same statement). Refused in that order, with the hour's words rather than the generic "wait a
 * minute"; the caller's transaction rolls the counts back.
 */
async function countDeviceCodes(
  db: Db,
  input: { purpose: EmailCodePurpose; client: RequestingClient; proven: boolean; now: Date },
): Promise<void> {
  const { purpose, client, proven, now } = input;
  const device: RateLimitHit = { key: `email-code-device:${purpose}:${client.deviceKey}`, rule: CODES_PER_DEVICE };
  const newDevicesKey = `email-code-new-devices:${purpose}:${client.address}`;
  // The network's limit is its allowance, read in the same statement: counted here under an hour's
  // window and checked below.
  const counted = proven
    ? await countRateLimitHits(db, [device], [], now)
    : await countRateLimitHits(
        db,
        [device, { key: newDevicesKey, rule: { limit: 0, windowMs: HOUR_MS } }],
        [newDeviceAllowanceRead(client.address, now)],
        now,
      );
  const checks: [RateLimitHit, number][] = [[device, counted.hits[0] ?? 0]];
  if (!proven) {
    const allowance = newDeviceAllowanceOf(counted.reads[0] ?? null);
    checks.push([{ key: newDevicesKey, rule: { limit: allowance, windowMs: HOUR_MS } }, counted.hits[1] ?? 0]);
  }
  for (const [hit, hits] of checks) {
    const wait = longestRateLimitWait([hit], [hits], now);
    if (wait !== null) throw new AppError("RATE_LIMITED", tooManyCodesMessage(wait), { retryAfterSeconds: wait });
  }
}

type CodeLimitsInput = { purpose: EmailCodePurpose; emailKey: string; deviceKey: string; known: boolean; now: Date };

/** refuseWhenTooSoonOrTooMany's read, built once (db/built-once.ts): every code asked for sends it. */
const codeHourOf = builtOnce((db) => {
  const mine = eq(emailCodes.clientKey, sql.placeholder("deviceKey"));
  const others = ne(emailCodes.clientKey, sql.placeholder("deviceKey"));
  const createdAt = (aggregate: "min" | "max", which: typeof mine) =>
    sql`${sql.raw(aggregate)}(${emailCodes.createdAt}) filter (where ${which})`.mapWith(emailCodes.createdAt);
  return db
    .select({
      latest: createdAt("max", mine),
      mine: sql`count(*) filter (where ${mine})`.mapWith(Number),
      mineOldest: createdAt("min", mine),
      others: sql`count(*) filter (where ${others})`.mapWith(Number),
      othersOldest: createdAt("min", others),
    })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.purpose, sql.placeholder("purpose")),
        eq(emailCodes.emailKey, sql.placeholder("emailKey")),
        gt(emailCodes.createdAt, sql`${sql.placeholder("hourAgo")}::timestamptz`),
      ),
    )
    .prepare("email_code_hour");
});

/**
 * The address's codes of the last hour, read once: this device's latest and, for this device and for
 * the others, how many and the oldest. Codes older than an hour never refuse anything (the resend
 * wait is 30 seconds), so they are not read.
 */
async function refuseWhenTooSoonOrTooMany(tx: Tx, input: CodeLimitsInput): Promise<void> {
  const { purpose, emailKey, deviceKey, now } = input;
  const [hour] = await codeHourOf(tx).execute({ purpose, emailKey, deviceKey, hourAgo: hourAgo(now).toISOString() });
  const latest = hour?.latest as Date | null | undefined;
  if (latest) {
    const waitMs = latest.getTime() + SIGN_IN_CODE_RESEND_SECONDS * 1000 - now.getTime();
    if (waitMs > 0) {
      const retryAfterSeconds = Math.ceil(waitMs / 1000);
      throw new AppError("RATE_LIMITED", resendTooSoonMessage(retryAfterSeconds), { retryAfterSeconds });
    }
  }
  refuseWhenHourIsFull(hour?.mine ?? 0, hour?.mineOldest as Date | null | undefined, SIGN_IN_CODES_PER_HOUR, now);
  // Strangers together send an address at most this many; the owner's known devices are not refused by them.
  if (!input.known)
    refuseWhenHourIsFull(hour?.others ?? 0, hour?.othersOldest as Date | null | undefined, NEW_DEVICE_CODES_PER_ADDRESS, now);
}

const hourAgo = (now: Date) => new Date(now.getTime() - HOUR_MS);

function refuseWhenHourIsFull(sent: number, oldest: Date | null | undefined, limit: number, now: Date): void {
  if (sent < limit) return;
  // The hour frees up when its oldest code leaves it.
  const retryAfterSeconds = Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime()) / 1000));
  throw new AppError("RATE_LIMITED", tooManyCodesMessage(retryAfterSeconds), { retryAfterSeconds });
}

export type EmailCodeProof = { purpose: EmailCodePurpose; email: string; code: string; client: RequestingClient; now?: Date };

/**
 * Checks `code` for `email` and, when it is right, uses it up and runs `then` in the same
 * transaction (start the session there: only one of several simultaneous proofs gets through).
 * Only the requesting device's own code counts: another device's wrong guesses never spend its
 * tries, and the answer says nothing about codes other devices hold. A wrong code throws 400 with
 * what the person can do: try again (with triesLeft), or ask anew.
 */
export async function proveEmailCode<T>(ctx: AppContext, input: EmailCodeProof, then: (tx: Tx, now: Date) => Promise<T>): Promise<T> {
  const now = input.now ?? new Date();
  if (clientLimitsApply(ctx.config)) await consumeRateLimit(ctx.db, `email-code-check:${input.client.address}`, CHECKS_PER_NETWORK, now);
  const codeId = await checkEmailCode(ctx, { ...input, now });
  const result = await ctx.db.transaction(async (tx) => {
    await claimEmailCode(tx, { purpose: input.purpose, codeId, email: input.email, now });
    return then(tx, now);
  });
  await rememberProvenDevice(ctx.db, { purpose: input.purpose, emailKey: emailKeyOf(input.email), client: input.client, now });
  return result;
}

/**
 * checkEmailCode's statement, built once per database (every sign-in sends it; building it was a
 * measurable part of a sign-in's CPU): the device's latest live code, and one try spent on it when it
 * has any left. The update re-checks its guard on the row as it is when it gets the row's lock, so
 * parallel guesses cannot pass the limit between them.
 */
const codeTryOf = builtOnce((db) => {
  const live = and(
    eq(emailCodes.purpose, sql.placeholder("purpose")),
    eq(emailCodes.emailKey, sql.placeholder("emailKey")),
    eq(emailCodes.clientKey, sql.placeholder("deviceKey")),
    isNull(emailCodes.usedAt),
    gt(emailCodes.expiresAt, sql`${sql.placeholder("now")}::timestamptz`),
  );
  const candidate = db
    .$with("candidate")
    .as(
      db
        .select({ id: emailCodes.id, attempts: emailCodes.attempts })
        .from(emailCodes)
        .where(live)
        .orderBy(desc(emailCodes.createdAt))
        .limit(1),
    );
  const spend = db.$with("spend").as(
    db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(and(eq(emailCodes.id, sql`(select ${candidate.id} from ${candidate})`), live, lt(emailCodes.attempts, SIGN_IN_CODE_TRIES)))
      .returning({ spentAttempts: emailCodes.attempts, codeHash: emailCodes.codeHash }),
  );
  return db
    .with(candidate, spend)
    .select({ id: candidate.id, attempts: candidate.attempts, spentAttempts: spend.spentAttempts, codeHash: spend.codeHash })
    .from(candidate)
    .leftJoin(spend, sql`true`)
    .prepare("email_code_try");
});

/**
 * Spends one try of the live code this device asked for and answers its id when `code` is it. The try is
 * counted by a guarded update (committed at once, whatever follows) before the comparison, so
 * parallel guesses get no more than five between them.
 */
async function checkEmailCode(ctx: AppContext, input: EmailCodeProof & { now: Date }): Promise<string> {
  const emailKey = emailKeyOf(input.email);
  const [row] = await codeTryOf(ctx.db).execute({
    purpose: input.purpose,
    emailKey,
    deviceKey: input.client.deviceKey,
    now: input.now.toISOString(),
  });
  if (!row) throw new AppError("BAD_REQUEST", m.codeExpired);
  if (row.attempts >= SIGN_IN_CODE_TRIES) throw new AppError("BAD_REQUEST", m.codeTooManyTries, { triesLeft: 0 });
  if (row.spentAttempts === null || row.codeHash === null) throw new AppError("BAD_REQUEST", m.codeTooManyTries, { triesLeft: 0 });
  const candidateId = row.id;
  const spent = { attempts: row.spentAttempts, codeHash: row.codeHash };

  if (!signInCodeMatches(ctx.config, emailKey, input.code, spent.codeHash)) {
    const triesLeft = SIGN_IN_CODE_TRIES - spent.attempts;
    if (triesLeft <= 0) throw new AppError("BAD_REQUEST", m.codeTooManyTries, { triesLeft: 0 });
    const earlier = await isEarlierCode(ctx, {
      purpose: input.purpose,
      emailKey,
      deviceKey: input.client.deviceKey,
      code: input.code,
      except: candidateId,
      now: input.now,
    });
    throw new AppError("BAD_REQUEST", earlier ? m.codeNoLongerValid : m.codeWrong, { triesLeft });
  }
  return candidateId;
}

/** True when `code` is one of this device's codes for the address of the last 10 minutes that a newer one replaced. */
async function isEarlierCode(
  ctx: AppContext,
  input: { purpose: EmailCodePurpose; emailKey: string; deviceKey: string; code: string; except: string; now: Date },
): Promise<boolean> {
  const earlier = await ctx.db
    .select({ id: emailCodes.id, codeHash: emailCodes.codeHash })
    .from(emailCodes)
    .where(and(ofDevice(input.purpose, input.emailKey, input.deviceKey), gt(emailCodes.expiresAt, input.now)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(SIGN_IN_CODES_PER_HOUR);
  return earlier.some((row) => row.id !== input.except && signInCodeMatches(ctx.config, input.emailKey, input.code, row.codeHash));
}

/**
 * Uses up an accepted code, with every other code of its address and purpose, in one statement. The
 * others are ended only once the accepted code is claimed (they read its claim), so the accepted
 * code's row is always locked first, as when these were two statements; a claim that fails (another
 * proof used the code first) throws, and the transaction's rollback undoes the rest.
 */
async function claimEmailCode(tx: Tx, input: { purpose: EmailCodePurpose; codeId: string; email: string; now: Date }): Promise<void> {
  const [row] = await codeClaimOf(tx).execute({
    codeId: input.codeId,
    purpose: input.purpose,
    emailKey: emailKeyOf(input.email),
    usedAt: input.now.toISOString(),
  });
  if (!row) throw new AppError("BAD_REQUEST", m.codeExpired);
}

/** claimEmailCode's statement, built once (db/built-once.ts): every sign-in sends it. */
const codeClaimOf = builtOnce((db) => {
  const usedAt = sql`${sql.placeholder("usedAt")}::timestamptz`;
  const claimed = db.$with("claimed").as(
    db
      .update(emailCodes)
      .set({ usedAt })
      .where(and(eq(emailCodes.id, sql.placeholder("codeId")), isNull(emailCodes.usedAt)))
      .returning({ id: emailCodes.id }),
  );
  const rest = db.$with("rest").as(
    db
      .update(emailCodes)
      .set({ usedAt })
      .where(
        and(
          exists(db.select({ id: claimed.id }).from(claimed)),
          eq(emailCodes.purpose, sql.placeholder("purpose")),
          eq(emailCodes.emailKey, sql.placeholder("emailKey")),
          isNull(emailCodes.usedAt),
          // Never the claimed row itself: one statement may not update a row twice.
          ne(emailCodes.id, sql.placeholder("codeId")),
        ),
      )
      .returning({ id: emailCodes.id }),
  );
  return db.with(claimed, rest).select({ id: claimed.id }).from(claimed).prepare("email_code_claim");
});

/** Drops codes of every purpose a day after they were sent: the hourly limits no longer need them. */
export async function pruneEmailCodes(db: Db, now = new Date()): Promise<void> {
  await db.delete(emailCodes).where(lt(emailCodes.createdAt, new Date(now.getTime() - CODE_RETENTION_MS)));
}
