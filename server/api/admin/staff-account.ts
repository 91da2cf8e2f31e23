import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DoneAnswer, Ok } from "#shared/api/common.ts";
import {
  ChangePasswordSchema,
  EnrolmentAnswer,
  PasswordConfirmationSchema,
  RecoveryCodesAnswer,
  SecondFactorCodeSchema,
  StaffMemberAnswer,
} from "#shared/console/staff-access.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { clientKey } from "../../services/client-key.ts";
import { changeStaffPassword, confirmStaffPassword, resetStaffTwoFactor } from "../../services/console/staff-access/staff-accounts.ts";
import { createStaffSession, deleteAllStaffSessions } from "../../services/console/staff-access/staff-sessions.ts";
import {
  confirmTwoFactorEnrolment,
  regenerateRecoveryCodes,
  startTwoFactorEnrolment,
  unusedRecoveryCodeCount,
} from "../../services/console/staff-access/two-factor.ts";
import { twoFactorRequired } from "../../services/console/staff-access/two-factor-policy.ts";
import { setSessionCookie } from "../../services/identity/cookies.ts";
import { answers, type ZodApi } from "../schemas.ts";
import { signedInStaff } from "./signed-in-staff.ts";

const AccountAnswer = z.object({
  isOk: Ok,
  data: z.object({
    staff: StaffMemberAnswer,
    /** Owners on a public site must have it on. */
    twoFactorRequired: z.boolean(),
    unusedRecoveryCodes: z.number().int(),
  }),
});

// Open to any role, and to an owner who must still set up two-factor sign-in: this is where they do.
const routeConfig = { action: "account.manage", beforeTwoFactorSetup: true } as const;

/** A change that ended every session keeps this browser signed in with a fresh one. */
async function startFreshSession({ db, config }: AppContext, reply: FastifyReply, staffId: string) {
  const session = await createStaffSession(db, { staffId, secondFactorPending: false });
  setSessionCookie(reply, "staff", config.publicUrl, session);
}

/** Every staff member's own account: password and two-factor sign-in (docs/console.md). */
export default async function staffAccountRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  accountRoutes(api);
  enrolmentRoutes(api);
  twoFactorRoutes(api);
}

/** The member's account, and their password. */
function accountRoutes(api: ZodApi): void {
  const { db, config } = api.ctx;

  api.get(
    "/account",
    {
      config: routeConfig,
      schema: {
        tags: ["Admin"],
        summary: "The signed-in member's account: role, two-factor state, recovery codes left",
        description: "Role: accountant (any staff member).",
        response: answers(AccountAnswer),
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      return {
        isOk: true as const,
        data: {
          staff,
          twoFactorRequired: twoFactorRequired(config, staff.role),
          unusedRecoveryCodes: staff.twoFactorEnabled ? await unusedRecoveryCodeCount(db, staff.id) : 0,
        },
      };
    },
  );

  api.post(
    "/account/password",
    {
      config: routeConfig,
      schema: {
        tags: ["Admin"],
        summary: "Change one's own password",
        description: "Role: accountant (any staff member). Ends every other session of the account; this browser gets a fresh one.",
        body: ChangePasswordSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      await changeStaffPassword(db, { staffId: staff.id, ...request.body, ip: clientKey(request) });
      await startFreshSession(api.ctx, reply, staff.id);
      return { isOk: true as const, message: "Password changed. You were signed out everywhere else." };
    },
  );
}

/** Setting up two-factor sign-in. */
function enrolmentRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.post(
    "/account/two-factor/enrol",
    {
      config: routeConfig,
      schema: {
        tags: ["Admin"],
        summary: "Start two-factor set-up (asks for the password): a new secret as a QR code and as text",
        description:
          "Role: accountant (any staff member). Nothing changes until a code from the app confirms it. The password is asked " +
          "so that someone at an unattended signed-in browser cannot bind their own authenticator to the account.",
        body: PasswordConfirmationSchema,
        response: answers(EnrolmentAnswer),
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      await confirmStaffPassword(db, { staffId: staff.id, password: request.body.password, ip: clientKey(request) });
      return { isOk: true as const, data: await startTwoFactorEnrolment(api.ctx, { staffId: staff.id }) };
    },
  );

  api.post(
    "/account/two-factor/confirm",
    {
      config: routeConfig,
      schema: {
        tags: ["Admin"],
        summary: "Finish two-factor set-up with a code from the app; answers the recovery codes once",
        description: "Role: accountant (any staff member). Ends every other session of the account.",
        body: SecondFactorCodeSchema,
        response: answers(RecoveryCodesAnswer),
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      const recoveryCodes = await confirmTwoFactorEnrolment(api.ctx, { staffId: staff.id, code: request.body.code });
      // Sessions opened with the password alone end; this browser proved the code just now.
      await deleteAllStaffSessions(db, staff.id);
      await startFreshSession(api.ctx, reply, staff.id);
      return {
        isOk: true as const,
        message: "Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once.",
        data: { recoveryCodes },
      };
    },
  );
}

/** Turning two-factor sign-in off, and new recovery codes. */
function twoFactorRoutes(api: ZodApi): void {
  const { db, config } = api.ctx;

  api.post(
    "/account/two-factor/disable",
    {
      config: routeConfig,
      schema: {
        tags: ["Admin"],
        summary: "Turn two-factor sign-in off (asks for the password)",
        description: "Role: accountant (any staff member); refused for owners on a public site, where it is required.",
        body: PasswordConfirmationSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      if (twoFactorRequired(config, staff.role)) {
        throw new AppError(
          "FORBIDDEN",
          "Owners must keep two-factor sign-in on. To move it to a new phone, ask another owner to reset it.",
        );
      }
      await confirmStaffPassword(db, { staffId: staff.id, password: request.body.password, ip: clientKey(request) });
      await resetStaffTwoFactor(db, { staffId: staff.id, actorId: staff.id });
      await startFreshSession(api.ctx, reply, staff.id);
      return { isOk: true as const, message: "Two-factor sign-in is off." };
    },
  );

  api.post(
    "/account/two-factor/recovery-codes",
    {
      config: routeConfig,
      schema: {
        tags: ["Admin"],
        summary: "New recovery codes (asks for the password); the old ones stop working",
        description: "Role: accountant (any staff member) with two-factor sign-in on.",
        body: PasswordConfirmationSchema,
        response: answers(RecoveryCodesAnswer),
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      await confirmStaffPassword(db, { staffId: staff.id, password: request.body.password, ip: clientKey(request) });
      const recoveryCodes = await regenerateRecoveryCodes(db, { staffId: staff.id });
      return { isOk: true as const, message: "New recovery codes: the old ones no longer work.", data: { recoveryCodes } };
    },
  );
}
