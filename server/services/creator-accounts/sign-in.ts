import { eq } from "drizzle-orm";
import { users } from "#db/schema.ts";
import type { AppContext } from "../../context.ts";
import { signInWithEmailCode } from "../identity/code-sign-in.ts";
import { emailKeyOf } from "../identity/email-key.ts";
import type { RequestingClient } from "../identity/requesting-client.ts";

export type CreatorSignIn = { sessionId: string; token: string; expiresAt: Date; email: string; userId: string | null };

/**
 * A correct code starts a creator session (docs/security.md, creator sign-in); the principal is the
 * proven address, since the `users` row may not exist yet.
 */
export async function signInWithCode(
  ctx: AppContext,
  input: { email: string; code: string; client: RequestingClient; device: string; replacingToken: string | null; now?: Date },
): Promise<CreatorSignIn> {
  const session = await signInWithEmailCode(ctx, { kind: "creator", purpose: "creator-sign-in", ...input });
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailKey, emailKeyOf(input.email)));
  return { ...session, email: input.email.trim(), userId: user?.id ?? null };
}
