import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { staffMessages } from "#shared/console/staff-access.ts";
import { errorHandler } from "../../error-handler.ts";
import { AppError } from "../../errors.ts";
import { roleAtLeast, type StaffRole } from "../../services/console/staff-access/roles.ts";
import { requestIsSameOrigin } from "../../services/console/staff-access/same-origin.ts";
import { findStaffSession, STAFF_SESSION_COOKIE, type StaffMember } from "../../services/console/staff-access/staff-sessions.ts";
import { twoFactorRequired } from "../../services/console/staff-access/two-factor-policy.ts";
import { staffCookieOptions } from "./staff-cookie.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The least role a console route needs. A route under /api/admin without it answers 403 to everyone. */
    staffRole?: StaffRole;
    /** Sign-in and its second step: reachable without a console session. */
    staffSignIn?: true;
    /** Open to an owner who must still set up two-factor sign-in (their account page needs these). */
    beforeTwoFactorSetup?: true;
  }
  interface FastifyRequest {
    /** The signed-in staff member on console routes; null elsewhere. */
    staff: StaffMember | null;
  }
}

/**
 * The organiser console's REST API under /api/admin. Every route declares the least role it needs in
 * `config.staffRole`; this plugin answers 401 without a console session, 403 for a lower role or a
 * route that declares none, and refuses state-changing requests from another site. The handler then
 * finds the member in `request.staff`.
 */
export async function adminApiPlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app.ctx;
  app.decorateRequest("staff", null);

  // The OpenAPI document states each console route's role, taken from the rule that enforces it.
  app.addHook("onRoute", (route) => {
    const schema = route.schema as { description?: string; hide?: boolean } | undefined;
    if (!schema || schema.hide || schema.description?.startsWith("Role:")) return;
    const role = route.config?.staffSignIn ? "none (signed out)" : (route.config?.staffRole ?? "none declared: refused to everyone");
    schema.description = `Role: ${role}.${schema.description ? ` ${schema.description}` : ""}`;
  });

  app.addHook("onRequest", async (request, reply) => {
    if (!requestIsSameOrigin(request, config.publicUrl)) throw new AppError("FORBIDDEN", "Cross-site request refused.");
    const routeConfig = request.routeOptions.config;
    if (routeConfig.staffSignIn) return;
    const token = request.cookies[STAFF_SESSION_COOKIE];
    const session = await findStaffSession(db, token);
    if (!session || session.secondFactorPending) {
      if (token && !session) reply.clearCookie(STAFF_SESSION_COOKIE, staffCookieOptions(request, config.publicUrl));
      throw new AppError("UNAUTHORIZED", staffMessages.signInRequired);
    }
    const minimum = routeConfig.staffRole;
    if (!minimum) throw new AppError("FORBIDDEN", staffMessages.noRoleDeclared);
    const { staff } = session;
    if (twoFactorRequired(config, staff.role) && !staff.twoFactorEnabled && !routeConfig.beforeTwoFactorSetup) {
      throw new AppError("FORBIDDEN", staffMessages.twoFactorSetupRequired, { twoFactorSetupRequired: true });
    }
    if (!roleAtLeast(staff.role, minimum)) throw new AppError("FORBIDDEN", staffMessages.roleTooLow, { requiredRole: minimum });
    request.staff = staff;
  });

  // A field that fails its schema answers with that field's own message (the form's words), and every
  // failing field under `errors`, so the console shows each message at its field.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        errors[field] ??= issue.message ?? "is invalid";
      }
      const [first] = Object.values(errors);
      return reply.status(400).send({ isOk: false, code: "BAD_REQUEST", message: first ?? "Invalid request", errors });
    }
    return errorHandler(error, request, reply);
  });

  await app.register(import("./staff-auth.ts"));
  await app.register(import("./staff-account.ts"));
  await app.register(import("./staff-members.ts"));
  await app.register(import("./winners.ts"));
  await app.register(import("./contests.ts"));
  await app.register(import("./content.ts"));
  await app.register(import("./images.ts"));
  await app.register(import("./registrations.ts"));
  await app.register(import("./payments.ts"));
  await app.register(import("./affiliates.ts"));
  await app.register(import("./messages.ts"));
  await app.register(import("./audit-log.ts"));
}
