import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DoneAnswer } from "#shared/api/common.ts";
import { SecondFactorCodeSchema, SessionAnswer, SignInAnswer, StaffSignInSchema } from "#shared/console/staff-access.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../../services/audit-log/record-audit.ts";
import { clientKey } from "../../services/client-key.ts";
import { checkStaffPassword, noteStaffSignIn } from "../../services/console/staff-access/sign-in.ts";
import {
  completeSecondFactor,
  createStaffSession,
  deleteStaffSession,
  findStaffSession,
} from "../../services/console/staff-access/staff-sessions.ts";
import { verifySecondFactor } from "../../services/console/staff-access/two-factor.ts";
import { twoFactorRequired } from "../../services/console/staff-access/two-factor-policy.ts";
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from "../../services/identity/cookies.ts";
import { answers, type ZodApi } from "../schemas.ts";

const SECOND_STEP_EXPIRED = "Your sign-in took too long. Enter your e-mail and password again.";

/** Console sign-in (password, then the authenticator code when it is on), sign-out and the session. */
export default async function staffAuthRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  signInRoutes(api);
  secondFactorRoutes(api);
  sessionRoutes(api);
}

/** The password step. */
function signInRoutes(api: ZodApi): void {
  const { db, config } = api.ctx;

  api.post(
    "/sign-in",
    {
      config: { staffSignIn: true },
      schema: {
        tags: ["Admin"],
        summary: "Console sign-in with e-mail and password",
        description:
          "Role: none (signed out). Sets the `staff_session` cookie. With two-factor sign-in on, the session only opens " +
          "`POST /api/admin/sign-in/second-factor` until a code is given (next: second-factor). An unknown e-mail and a wrong " +
          "password get the same answer; failures are slowed (429 with Retry-After).",
        body: StaffSignInSchema,
        response: answers(SignInAnswer),
      },
    },
    async (request, reply) => {
      const member = await checkStaffPassword(db, { email: request.body.email, password: request.body.password, ip: clientKey(request) });
      // Rotate: whatever session this browser had ends, and a fresh token is issued.
      await deleteStaffSession(db, sessionTokenOf("staff", request));
      const session = await createStaffSession(db, { staffId: member.id, secondFactorPending: member.twoFactorEnabled });
      setSessionCookie(reply, "staff", config.publicUrl, session);
      if (member.twoFactorEnabled) {
        return { isOk: true as const, data: { next: "second-factor" as const, staff: null, twoFactorSetupRequired: false } };
      }
      await noteStaffSignIn(db, member.id);
      await recordAudit(db, { staffId: member.id, action: "sign-in", entity: "staff", entityId: member.id });
      return {
        isOk: true as const,
        data: { next: "signed-in" as const, staff: member, twoFactorSetupRequired: twoFactorRequired(config, member.role) },
      };
    },
  );
}

/** The second step: a two-factor or recovery code. */
function secondFactorRoutes(api: ZodApi): void {
  const { db, config } = api.ctx;

  api.post(
    "/sign-in/second-factor",
    {
      config: { staffSignIn: true },
      schema: {
        tags: ["Admin"],
        summary: "Second step of console sign-in: an authenticator code or a recovery code",
        description:
          "Role: none (a session waiting for its second factor). A 6-digit code is accepted once; a recovery code is spent. " +
          "Replaces the cookie with a full session.",
        body: SecondFactorCodeSchema,
        response: answers(SignInAnswer),
      },
    },
    async (request, reply) => {
      const token = sessionTokenOf("staff", request);
      const session = await findStaffSession(db, token);
      if (!token || !session?.secondFactorPending) throw new AppError("UNAUTHORIZED", SECOND_STEP_EXPIRED);
      await verifySecondFactor(api.ctx, { staffId: session.staff.id, code: request.body.code, ip: clientKey(request) });
      const full = await completeSecondFactor(db, { token, staffId: session.staff.id });
      setSessionCookie(reply, "staff", config.publicUrl, full);
      await noteStaffSignIn(db, session.staff.id);
      await recordAudit(db, {
        staffId: session.staff.id,
        action: "sign-in",
        entity: "staff",
        entityId: session.staff.id,
        changedFields: { twoFactor: true },
      });
      return { isOk: true as const, data: { next: "signed-in" as const, staff: session.staff, twoFactorSetupRequired: false } };
    },
  );
}

/** Signing out, and the current session. */
function sessionRoutes(api: ZodApi): void {
  const { db, config } = api.ctx;

  api.post(
    "/sign-out",
    {
      config: { staffSignIn: true },
      schema: {
        tags: ["Admin"],
        summary: "Ends the console session and clears its cookie",
        description: "Role: none. Signing out twice is not an error.",
        response: answers(DoneAnswer),
      },
    },
    async (request, reply) => {
      await deleteStaffSession(db, sessionTokenOf("staff", request));
      clearSessionCookie(reply, "staff", config.publicUrl);
      return { isOk: true as const, message: "Signed out" };
    },
  );

  api.get(
    "/session",
    {
      config: { action: "console.open", beforeTwoFactorSetup: true },
      schema: {
        tags: ["Admin"],
        summary: "The signed-in staff member",
        description: "Role: accountant (any staff member). 401 without a console session.",
        response: answers(SessionAnswer),
      },
    },
    async (request) => {
      const session = await findStaffSession(db, sessionTokenOf("staff", request));
      if (!session || !request.staff) throw new AppError("UNAUTHORIZED", "Please sign in to the console.");
      return {
        isOk: true as const,
        data: {
          staff: request.staff,
          twoFactorSetupRequired: twoFactorRequired(config, request.staff.role) && !request.staff.twoFactorEnabled,
          expiresAt: session.expiresAt.toISOString(),
        },
      };
    },
  );
}
