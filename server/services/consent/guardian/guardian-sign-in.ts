import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../../context.ts";
import { signInWithEmailCode } from "../../identity/code-sign-in.ts";
import { sessionTokenOf, setSessionCookie } from "../../identity/cookies.ts";
import { describeDevice } from "../../identity/device.ts";
import { requestEmailCode } from "../../identity/email-codes.ts";
import { requestingClient } from "../../identity/requesting-client.ts";
import { readSession } from "../../identity/sessions.ts";

/**
 * The guardian proves the address the child gave with a one-time code (docs/privacy.md#guardian-check),
 * on the one identity layer: the e-mail-code module with the purpose "guardian-proof", and a session of
 * the "guardian" kind (its own cookie, one day).
 */
export async function sendGuardianCode(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, input: { email: string }) {
  return requestEmailCode(ctx, {
    purpose: "guardian-proof",
    email: input.email,
    client: requestingClient(request, reply, ctx.config.publicUrl),
    language: request.language,
  });
}

export async function startGuardianSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; code: string },
) {
  const session = await signInWithEmailCode(ctx, {
    kind: "guardian",
    purpose: "guardian-proof",
    email: input.email,
    code: input.code,
    client: requestingClient(request, reply, ctx.config.publicUrl),
    device: describeDevice(request.headers["user-agent"]),
    replacingToken: sessionTokenOf("guardian", request),
  });
  setSessionCookie(reply, "guardian", ctx.config.publicUrl, session);
}

/** The address the request's guardian session proved, or null. */
export async function guardianEmailOf(request: FastifyRequest): Promise<string | null> {
  return (await readSession(request.server.ctx.db, "guardian", request.headers.cookie))?.email ?? null;
}
