import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { staffMessages } from "#shared/console/staff-access.ts";
import { type Action, leastStaffRoleFor, may, PERMISSIONS } from "#shared/permissions.ts";
import { errorHandler } from "../../error-handler.ts";
import { AppError } from "../../errors.ts";
import { refuseForbiddenText } from "../../plugins/forbidden-text.ts";
import { findStaffSession, type StaffMember } from "../../services/console/staff-access/staff-sessions.ts";
import { twoFactorRequired } from "../../services/console/staff-access/two-factor-policy.ts";
import { clearSessionCookie, sessionTokenOf } from "../../services/identity/cookies.ts";
import { SESSION_KINDS } from "../../services/identity/kinds.ts";
import { assertSameOrigin } from "../../services/identity/same-origin.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What a console route does, from the permission table (shared/permissions.ts). A route under /api/admin without it answers 403 to everyone. */
    action?: Action;
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
 * The organiser console's REST API under /api/admin. Every route declares its action in `config.action`
 * (shared/permissions.ts); this plugin answers 401 without a console session, 403 to a role that does not
 * hold the action or on a route that declares none, and refuses state-changing requests from another site. The handler then
 * finds the member in `request.staff`.
 */
export async function adminApiPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest("staff", null);
  describeRolesInOpenApi(app);

  // The public forms' control-character rule behind every console route's schema (docs/security.md).
  refuseForbiddenText(app);
  requireStaffSession(app);
  answerFieldErrors(app);

  await app.register(import("./staff-auth.ts"));
  await app.register(import("./staff-account.ts"));
  await app.register(import("./staff-members.ts"));
  await app.register(import("./winners.ts"));
  await app.register(import("./contests.ts"));
  await app.register(import("./publishing.ts"));
  await app.register(import("./content.ts"));
  await app.register(import("./images.ts"));
  await app.register(import("./registrations.ts"));
  await app.register(import("./payments.ts"));
  await app.register(import("./affiliates.ts"));
  await app.register(import("./messages.ts"));
  await app.register(import("./audit-log.ts"));
  await app.register(import("./privacy.ts"));
  await app.register(import("./judging.ts"));
  await app.register(import("./places.ts"));
}

/** The OpenAPI document states each console route's action and the roles holding it, from the table that enforces it. */
function describeRolesInOpenApi(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const schema = route.schema as { description?: string; hide?: boolean } | undefined;
    if (!schema || schema.hide || schema.description?.startsWith("Role:")) return;
    const action = route.config?.action;
    const who = route.config?.staffSignIn
      ? "none (signed out)."
      : action
        ? `${leastStaffRoleFor(action)}. Action: ${action} (${PERMISSIONS[action].roles.join(", ")}).`
        : "none declared: refused to everyone.";
    schema.description = `Role: ${who}${schema.description ? ` ${schema.description}` : ""}`;
  });
}

/** Refuses another site's requests, 401 without a console session, 403 without the route's action; else sets `request.staff`. */
function requireStaffSession(app: FastifyInstance): void {
  const { db, config } = app.ctx;
  app.addHook("onRequest", async (request, reply) => {
    assertSameOrigin(request, config.publicUrl);
    const routeConfig = request.routeOptions.config;
    if (routeConfig.staffSignIn) return;
    const session = await findStaffSession(db, sessionTokenOf("staff", request));
    if (!session || session.secondFactorPending) {
      if (request.cookies[SESSION_KINDS.staff.cookie] && !session) clearSessionCookie(reply, "staff", config.publicUrl);
      throw new AppError("UNAUTHORIZED", staffMessages.signInRequired);
    }
    const { action } = routeConfig;
    if (!action) throw new AppError("FORBIDDEN", staffMessages.noRoleDeclared);
    const { staff } = session;
    if (twoFactorRequired(config, staff.role) && !staff.twoFactorEnabled && !routeConfig.beforeTwoFactorSetup) {
      throw new AppError("FORBIDDEN", staffMessages.twoFactorSetupRequired, { twoFactorSetupRequired: true });
    }
    if (!may(staff.role, action)) {
      throw new AppError("FORBIDDEN", staffMessages.roleTooLow, { action, requiredRole: leastStaffRoleFor(action) });
    }
    request.staff = staff;
  });
}

/**
 * A field that fails its schema answers with that field's own message (the form's words), and every
 * failing field under `errors`, so the console shows each message at its field.
 */
function answerFieldErrors(app: FastifyInstance): void {
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
}
