import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DoneAnswer } from "#shared/api/common.ts";
import {
  ChangeRoleSchema,
  CreateStaffSchema,
  PasswordConfirmationSchema,
  SetActiveSchema,
  StaffAccountAnswer,
  StaffCreatedAnswer,
  StaffListAnswer,
} from "#shared/console/staff-access.ts";
import { clientKey } from "../../services/client-key.ts";
import {
  changeStaffRole,
  confirmStaffPassword,
  createStaff,
  endStaffSessions,
  getStaffAccount,
  listStaff,
  resetStaffTwoFactor,
  type StaffAccount,
  setStaffActive,
} from "../../services/console/staff-access/staff-accounts.ts";
import { answers, IdParam, type ZodApi } from "../schemas.ts";
import { staffIdOf } from "./signed-in-staff.ts";

/** 20 URL-safe characters (120 bits), as the CLI makes them. */
const generatePassword = () => randomBytes(15).toString("base64url");

const accountView = (a: StaffAccount) => ({
  ...a,
  lastSignInAt: a.lastSignInAt?.toISOString() ?? null,
  createdAt: a.createdAt.toISOString(),
});

const StaffParams = z.object({ staffId: IdParam });

/**
 * Staff accounts (owners only; docs/console.md): the list, adding a member, and one member's role,
 * status, two-factor and sessions. The rules live in the services the CLI uses too: nobody demotes or
 * deactivates themselves, and the last active owner stays one (409).
 */
export default async function staffMemberRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  listAndCreateRoutes(api);
  memberRoutes(api);
  accessRoutes(api);
  sessionRoutes(api);
}

/** The staff list, and a new member. */
function listAndCreateRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.get(
    "/staff",
    {
      config: { action: "staff.manage" },
      schema: {
        tags: ["Admin"],
        summary: "Every staff account with its role, status, two-factor state and last sign-in",
        description: "Role: owner.",
        response: answers(StaffListAnswer),
      },
    },
    async () => ({ isOk: true as const, data: (await listStaff(db)).map(accountView) }),
  );

  api.post(
    "/staff",
    {
      config: { action: "staff.manage" },
      schema: {
        tags: ["Admin"],
        summary: "Add a staff member; without a password one is generated and answered once",
        description: "Role: owner. The e-mail is unique whatever its case (409).",
        body: CreateStaffSchema,
        response: answers(StaffCreatedAnswer, 201),
      },
    },
    async (request, reply) => {
      const staffId = staffIdOf(request);
      const generated = request.body.password ? null : generatePassword();
      const account = await createStaff(db, {
        email: request.body.email,
        name: request.body.name,
        role: request.body.role,
        password: request.body.password || (generated ?? ""),
        staffId,
      });
      reply.status(201);
      return {
        isOk: true as const,
        message: `Added ${account.name}. They sign in at /admin/sign-in.`,
        data: { id: account.id, email: account.email, name: account.name, role: account.role, generatedPassword: generated },
      };
    },
  );
}

/** One member, and their role. */
function memberRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.get(
    "/staff/:staffId",
    {
      config: { action: "staff.manage" },
      schema: {
        tags: ["Admin"],
        summary: "One staff account",
        description: "Role: owner.",
        params: StaffParams,
        response: answers(StaffAccountAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: accountView(await getStaffAccount(db, request.params.staffId)) }),
  );

  api.put(
    "/staff/:staffId/role",
    {
      config: { action: "staff.manage" },
      schema: {
        tags: ["Admin"],
        summary: "Change a member's role",
        description: "Role: owner. 409 for your own role, for the last active owner, or for the role they already have.",
        params: StaffParams,
        body: ChangeRoleSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await changeStaffRole(db, { staffId: request.params.staffId, role: request.body.role, actorId: staffIdOf(request) });
      return { isOk: true as const, message: `The role is now ${request.body.role}.` };
    },
  );
}

/** Deactivating a member, and resetting their two-factor sign-in. */
function accessRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.put(
    "/staff/:staffId/active",
    {
      config: { action: "staff.manage" },
      schema: {
        tags: ["Admin"],
        summary: "Deactivate (their sessions end at once) or reactivate a member",
        description: "Role: owner. 409 for your own account or the last active owner.",
        params: StaffParams,
        body: SetActiveSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      const { active } = request.body;
      await setStaffActive(db, { staffId: request.params.staffId, active, actorId: staffIdOf(request) });
      return {
        isOk: true as const,
        message: active ? "Reactivated: they can sign in again." : "Deactivated: they are signed out and cannot sign in.",
      };
    },
  );

  api.post(
    "/staff/:staffId/reset-two-factor",
    {
      config: { action: "staff.manage" },
      schema: {
        tags: ["Admin"],
        summary:
          "Turn a member's two-factor sign-in off (a lost phone; asks for the owner's password): secret and recovery codes go, sessions end",
        description:
          "Role: owner. Where two-factor sign-in is required they must set it up again at their next sign-in. The owner's own " +
          "password is asked, so a session left open cannot be used to strip someone's second factor.",
        params: StaffParams,
        body: PasswordConfirmationSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      const actorId = staffIdOf(request);
      await confirmStaffPassword(db, { staffId: actorId, password: request.body.password, ip: clientKey(request) });
      await resetStaffTwoFactor(db, { staffId: request.params.staffId, actorId });
      return {
        isOk: true as const,
        message: "Two-factor sign-in is off and their sessions have ended; they set it up again when they sign in.",
      };
    },
  );
}

/** Ending a member's sessions. */
function sessionRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.post(
    "/staff/:staffId/end-sessions",
    {
      config: { action: "staff.manage" },
      schema: {
        tags: ["Admin"],
        summary: "Sign a member out everywhere",
        description: "Role: owner.",
        params: StaffParams,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await endStaffSessions(db, { staffId: request.params.staffId, actorId: staffIdOf(request) });
      return { isOk: true as const, message: "Their sessions have ended." };
    },
  );
}
