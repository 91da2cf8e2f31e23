import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DoneAnswer } from "#shared/api/common.ts";
import {
  CreatorSessionAnswer,
  CreatorSessionListAnswer,
  EmailCodeAnswer,
  EmailCodeBody,
  creatorAccountMessages as m,
  SignInBody,
} from "#shared/api/creator-accounts.ts";
import { AppError } from "../errors.ts";
import {
  listCreatorSessions,
  requireCreatorSession,
  revokeAllCreatorSessions,
  revokeCreatorSessionById,
  revokeCreatorToken,
} from "../services/creator-accounts/creator-session.ts";
import { signInWithCode } from "../services/creator-accounts/sign-in.ts";
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from "../services/identity/cookies.ts";
import { describeDevice } from "../services/identity/device.ts";
import { requestEmailCode } from "../services/identity/email-codes.ts";
import { requestingClient } from "../services/identity/requesting-client.ts";
import { sameOriginHook } from "../services/identity/same-origin.ts";
import { answers, IdParam, type ZodApi } from "./schemas.ts";

/** Creator sign-in by e-mail code and the creator's sessions, under /api/creator. */
export async function creatorAccountRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  app.addHook("preHandler", sameOriginHook(config.publicUrl));
  emailCodeRoutes(api);
  signInRoutes(api);
  sessionListRoutes(api);
  signOutRoutes(api);
}

/** The e-mailed sign-in code. */
function emailCodeRoutes(api: ZodApi): void {
  const { config } = api.ctx;

  api.post(
    "/email-code",
    {
      schema: {
        tags: ["creator"],
        summary: "Send a 6-digit sign-in code to an e-mail address",
        description:
          "The same answer whether or not the address belongs to anyone. The code is valid 10 minutes and 5 tries; the address's earlier codes stop working. 429 with Retry-After when the last code went less than 30 seconds ago, or after 5 codes in an hour for this address or this client. testModeCode only in test-mail mode (no SMTP_URL), where the per-client limits do not apply.",
        body: EmailCodeBody,
        response: answers(EmailCodeAnswer),
      },
    },
    async (request, reply) => {
      const client = requestingClient(request, reply, config.publicUrl);
      const sent = await requestEmailCode(api.ctx, {
        purpose: "creator-sign-in",
        email: request.body.email,
        client,
        language: request.language,
      });
      return {
        isOk: true as const,
        data: {
          sent: true as const,
          resendAfterSeconds: sent.resendAfterSeconds,
          expiresInMinutes: sent.expiresInMinutes,
          ...(config.mail.mode === "test" ? { testModeCode: sent.code } : {}),
        },
      };
    },
  );
}

/** Signing in with the code, and the current session. */
function signInRoutes(api: ZodApi): void {
  const { config } = api.ctx;

  api.post(
    "/sign-in",
    {
      schema: {
        tags: ["creator"],
        summary: "Prove the e-mail with its code: starts a creator session (httpOnly cookie creator_session)",
        description:
          "A correct code starts a 30-day session, ends the browser's earlier one and answers the e-mail and the creator's user id (null before the details are saved). 400 with a message otherwise: a wrong code (with triesLeft), a code used up by 5 wrong tries, or none live (expired, replaced, never sent). Rate-limited per client.",
        body: SignInBody,
        response: answers(CreatorSessionAnswer),
      },
    },
    async (request, reply) => {
      const signedIn = await signInWithCode(api.ctx, {
        email: request.body.email,
        code: request.body.code,
        client: requestingClient(request, reply, config.publicUrl),
        device: describeDevice(request.headers["user-agent"]),
        replacingToken: sessionTokenOf("creator", request),
        language: request.language,
      });
      setSessionCookie(reply, "creator", config.publicUrl, signedIn);
      return { isOk: true as const, data: { email: signedIn.email, userId: signedIn.userId } };
    },
  );

  api.get(
    "/session",
    {
      schema: {
        tags: ["creator"],
        summary: "The signed-in creator (401 without a session)",
        response: answers(CreatorSessionAnswer),
      },
    },
    async (request) => {
      const session = await requireCreatorSession(request);
      return { isOk: true as const, data: { email: session.email, userId: session.userId } };
    },
  );
}

/** The creator's sessions, and ending one. */
function sessionListRoutes(api: ZodApi): void {
  const { db, config } = api.ctx;

  api.get(
    "/sessions",
    {
      schema: {
        tags: ["creator"],
        summary: "The creator's signed-in devices, newest first; the asking one marked current",
        response: answers(CreatorSessionListAnswer),
      },
    },
    async (request) => {
      const session = await requireCreatorSession(request);
      const rows = await listCreatorSessions(db, { email: session.email });
      return {
        isOk: true as const,
        data: rows.map((row) => ({
          id: row.id,
          device: row.device,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          current: row.id === session.sessionId,
        })),
      };
    },
  );

  api.delete(
    "/sessions/:id",
    {
      schema: {
        tags: ["creator"],
        summary: "Sign one of the creator's devices out (404 for a session that is not theirs or already ended)",
        params: z.object({ id: IdParam }),
        response: answers(DoneAnswer),
      },
    },
    async (request, reply) => {
      const session = await requireCreatorSession(request);
      const ended = await revokeCreatorSessionById(db, { email: session.email, sessionId: request.params.id });
      if (!ended) throw new AppError("NOT_FOUND", m.sessionNotFound);
      if (request.params.id === session.sessionId) clearSessionCookie(reply, "creator", config.publicUrl);
      return { isOk: true as const, message: m.signedOut };
    },
  );
}

/** Signing out here or everywhere. */
function signOutRoutes(api: ZodApi): void {
  const { db, config } = api.ctx;

  api.post(
    "/sign-out",
    {
      schema: {
        tags: ["creator"],
        summary: "End this browser's session and clear its cookie (harmless without one)",
        response: answers(DoneAnswer),
      },
    },
    async (request, reply) => {
      await revokeCreatorToken(db, sessionTokenOf("creator", request), new Date());
      clearSessionCookie(reply, "creator", config.publicUrl);
      return { isOk: true as const, message: m.signedOut };
    },
  );

  api.post(
    "/sign-out-everywhere",
    {
      schema: {
        tags: ["creator"],
        summary: "End every session of the signed-in creator, on every device",
        response: answers(DoneAnswer),
      },
    },
    async (request, reply) => {
      const session = await requireCreatorSession(request);
      await revokeAllCreatorSessions(db, { email: session.email });
      clearSessionCookie(reply, "creator", config.publicUrl);
      return { isOk: true as const, message: m.signedOutEverywhere };
    },
  );
}
