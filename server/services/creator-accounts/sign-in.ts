import { eq, sql } from "drizzle-orm";
import { builtOnce } from "#db/built-once.ts";
import { users } from "#db/schema.ts";
import type { Language } from "#shared/i18n/language.ts";
import type { AppContext } from "../../context.ts";
import { rememberUserLanguage } from "../i18n/stored-language.ts";
import { signInWithEmailCode } from "../identity/code-sign-in.ts";
import { emailKeyOf } from "../identity/email-key.ts";
import type { RequestingClient } from "../identity/requesting-client.ts";

export type CreatorSignIn = { sessionId: string; token: string; expiresAt: Date; email: string; userId: string | null };

/** The creator's account id, built once (db/built-once.ts): every sign-in reads it. */
const userIdReadOf = builtOnce((db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailKey, sql.placeholder("emailKey")))
    .prepare("creator_user_id_read"),
);

/**
 * A correct code starts a creator session (docs/security.md, creator sign-in); the principal is the
 * proven address, since the `users` row may not exist yet.
 */
export async function signInWithCode(
  ctx: AppContext,
  input: {
    email: string;
    code: string;
    client: RequestingClient;
    device: string;
    replacingToken: string | null;
    /** The page's language: a creator with an account keeps it as theirs (their mails and PDFs follow it). */
    language?: Language;
    now?: Date;
  },
): Promise<CreatorSignIn> {
  const { language, ...proof } = input;
  const session = await signInWithEmailCode(ctx, { kind: "creator", purpose: "creator-sign-in", ...proof });
  const [user] = await userIdReadOf(ctx.db).execute({ emailKey: emailKeyOf(input.email) });
  if (user && language) await rememberUserLanguage(ctx.db, user.id, language);
  return { ...session, email: input.email.trim(), userId: user?.id ?? null };
}
