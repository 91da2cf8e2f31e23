import type { Db } from "#db/client.ts";
import type { AppContext } from "../../context.ts";
import type { EmailCodePurpose } from "./email-code-purposes.ts";
import { proveEmailCode } from "./email-codes.ts";
import { emailKeyOf } from "./email-key.ts";
import type { PrincipalKind } from "./kinds.ts";
import type { RequestingClient } from "./requesting-client.ts";
import { endSession, type StartedSession, startSession } from "./sessions.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type CodeSignInInput = {
  kind: PrincipalKind;
  purpose: EmailCodePurpose;
  email: string;
  code: string;
  /** requestingClient(request, reply, config.publicUrl). */
  client: RequestingClient;
  /** describeDevice(user-agent): shown in the person's list of sessions. */
  device: string;
  /** The browser's current session token of this kind, ended by the sign-in (rotation). */
  replacingToken: string | null;
  /**
   * Whom the session is for, looked up in the transaction that uses the code up: a judge's id for
   * their e-mail, say. Without it the principal is the e-mail's key (creators, guardians).
   */
  principalFor?: (tx: Tx, emailKey: string) => Promise<string>;
  now?: Date;
};

/**
 * A correct e-mailed code starts a session of `kind` (docs/identity.md): the code is used up, the
 * browser's earlier session of that kind ends and a new one starts, all in one transaction. A wrong
 * code throws 400 with the dialog's words (and triesLeft). Put the token in the cookie with
 * setSessionCookie(reply, kind, config.publicUrl, session).
 */
export function signInWithEmailCode(ctx: AppContext, input: CodeSignInInput): Promise<StartedSession> {
  const proof = { purpose: input.purpose, email: input.email, code: input.code, client: input.client, now: input.now };
  return proveEmailCode(ctx, proof, async (tx, now) => {
    const emailKey = emailKeyOf(input.email);
    const principalId = input.principalFor ? await input.principalFor(tx, emailKey) : emailKey;
    await endSession(tx, input.kind, input.replacingToken, now);
    return startSession(tx, {
      kind: input.kind,
      principalId,
      email: input.email,
      device: input.device,
      deviceKey: input.client.deviceKey,
      now,
    });
  });
}
