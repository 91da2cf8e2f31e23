import { eq } from "drizzle-orm";
import { users } from "#db/schema.ts";
import type { AppContext } from "../../context.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import { createCreatorSession, revokeCreatorToken } from "./creator-session.ts";
import { checkSignInCode, claimSignInCode, clientLimitsApply, emailKeyOf } from "./sign-in-codes.ts";

/** Code checks from one client address, whatever the e-mail: guessing across many addresses is slowed too. */
const CHECKS_PER_ADDRESS = { limit: 30, windowMs: 10 * 60_000 };

export type CreatorSignIn = { sessionId: string; token: string; expiresAt: Date; email: string; userId: string | null };

/**
 * A correct code starts a session (docs/security.md, creator sign-in): the code is used up, the
 * browser's earlier session (if any) ends, and a new session id is issued, all in one transaction.
 */
export async function signInWithCode(
  ctx: AppContext,
  input: { email: string; code: string; clientAddress: string; device: string; replacingToken: string | null; now?: Date },
): Promise<CreatorSignIn> {
  const now = input.now ?? new Date();
  if (clientLimitsApply(ctx.config)) await consumeRateLimit(ctx.db, `creator-code-check:${input.clientAddress}`, CHECKS_PER_ADDRESS, now);
  const codeId = await checkSignInCode(ctx, { email: input.email, code: input.code, now });
  const session = await ctx.db.transaction(async (tx) => {
    await claimSignInCode(tx, { codeId, email: input.email, now });
    await revokeCreatorToken(tx, input.replacingToken, now);
    return createCreatorSession(tx, { email: input.email, device: input.device, now });
  });
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailKey, emailKeyOf(input.email)));
  return { ...session, email: input.email.trim(), userId: user?.id ?? null };
}
