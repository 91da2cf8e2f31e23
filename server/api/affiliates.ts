import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LoginAnswer, ReferredUsersAnswer } from "#shared/api/affiliates.ts";
import { DoneAnswer } from "#shared/api/common.ts";
import { INVALID_EMAIL_MESSAGE, isEmail } from "#shared/validation/email.ts";
import { AppError, badRequest } from "../errors.ts";
import { listReferredUsers } from "../services/affiliates/referred-users.ts";
import { createAffiliateSession, endAffiliateSession, findAffiliateSession } from "../services/affiliates/sessions.ts";
import { signIn } from "../services/affiliates/sign-in.ts";
import { clientKey } from "../services/client-key.ts";
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from "../services/identity/cookies.ts";
import { SESSION_KINDS } from "../services/identity/kinds.ts";
import { MAX_PASSWORD_LENGTH } from "../services/identity/passwords.ts";
import { sameOriginHook } from "../services/identity/same-origin.ts";
import { answers, optionalBody, type ZodApi } from "./schemas.ts";

const LoginBody = optionalBody(
  z.object({
    // Checked in the handler, so a missing field gets the form's words rather than a schema path.
    email: z.string().max(320).optional(),
    password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  }),
);

const ReferredUsersBody = optionalBody(z.object({ userId: z.string().max(64).optional() }));

/** Affiliate sign-in, sign-out and the referred-users list (docs/product-rules.md, affiliates; docs/security.md). */
export async function affiliateRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  // Every route here reads or changes the cookie session: refuse requests another site's page sends.
  app.addHook("preHandler", sameOriginHook(config.publicUrl));
  signInRoutes(api);
  signedInRoutes(api);
}

/** Signing in. */
function signInRoutes(api: ZodApi): void {
  const { db, config } = api.ctx;

  api.post(
    "/user/login",
    {
      schema: {
        tags: ["affiliates"],
        summary: "Affiliate sign-in: sets the httpOnly session cookie and answers the user id",
        body: LoginBody,
        response: answers(LoginAnswer),
      },
    },
    async (request, reply) => {
      const email = request.body.email?.trim() ?? "";
      const password = request.body.password ?? "";
      if (!email || !password) throw badRequest("Email and password are required.");
      // No account can have an address the shared rule refuses (a NUL byte among them): say so at once.
      if (!isEmail(email)) throw badRequest(INVALID_EMAIL_MESSAGE);
      const user = await signIn(db, { email, password, ip: clientKey(request) });
      // Rotate: whatever session this browser had ends, and a fresh id is issued.
      await endAffiliateSession(db, sessionTokenOf("affiliate", request));
      const session = await createAffiliateSession(db, { userId: user.id });
      setSessionCookie(reply, "affiliate", config.publicUrl, session);
      return {
        isOk: true as const,
        message: "Login successful",
        data: { _id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, affiliateCode: user.affiliateCode },
      };
    },
  );
}

/** Signing out, and the affiliate's referred users. */
function signedInRoutes(api: ZodApi): void {
  const { db, config } = api.ctx;

  api.post(
    "/user/logout",
    { schema: { tags: ["affiliates"], summary: "Ends the session on the server and clears its cookie", response: answers(DoneAnswer) } },
    async (request, reply) => {
      await endAffiliateSession(db, sessionTokenOf("affiliate", request));
      clearSessionCookie(reply, "affiliate", config.publicUrl);
      return { isOk: true as const, message: "Logged out" };
    },
  );

  api.post(
    "/user/referredUsers",
    {
      schema: {
        tags: ["affiliates"],
        summary: "The users the signed-in affiliate referred (401 without a session, 403 for another user's id)",
        body: ReferredUsersBody,
        response: answers(ReferredUsersAnswer),
      },
    },
    async (request, reply) => {
      const user = await findAffiliateSession(db, sessionTokenOf("affiliate", request));
      if (!user) {
        if (request.cookies[SESSION_KINDS.affiliate.cookie]) clearSessionCookie(reply, "affiliate", config.publicUrl);
        throw new AppError("UNAUTHORIZED", "Please sign in to view your affiliates.");
      }
      const { userId } = request.body;
      if (userId !== undefined && userId !== user.id) throw new AppError("FORBIDDEN", "You can only see the users you referred.");
      return { isOk: true as const, message: "Referred users fetched", data: await listReferredUsers(db, user.id, request.language) };
    },
  );
}

export default affiliateRoutes;
