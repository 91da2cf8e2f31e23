import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../../context.ts";
import {
  CREATOR_SESSION_COOKIE,
  creatorCookieOptions,
  creatorTokenOf,
  optionalCreatorSession,
} from "../../creator-accounts/creator-session.ts";
import { describeDevice } from "../../creator-accounts/device.ts";
import { signInWithCode } from "../../creator-accounts/sign-in.ts";
import { sendSignInCode } from "../../creator-accounts/sign-in-codes.ts";

/**
 * The guardian proves the address the child gave with a one-time code (docs/privacy.md#guardian-check).
 * These three calls are the whole contact with the identity layer.
 */
export async function sendGuardianCode(ctx: AppContext, input: { email: string; clientAddress: string }) {
  return sendSignInCode(ctx, input);
}

export async function startGuardianSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; code: string },
) {
  const signedIn = await signInWithCode(ctx, {
    email: input.email,
    code: input.code,
    clientAddress: request.ip,
    device: describeDevice(request.headers["user-agent"]),
    replacingToken: creatorTokenOf(request),
  });
  reply.setCookie(CREATOR_SESSION_COOKIE, signedIn.token, { ...creatorCookieOptions(request, ctx.config), expires: signedIn.expiresAt });
}

/** The address the request's guardian session proved, or null. */
export async function guardianEmailOf(request: FastifyRequest): Promise<string | null> {
  return (await optionalCreatorSession(request))?.email ?? null;
}
