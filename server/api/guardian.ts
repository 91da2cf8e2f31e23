import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import { GUARDIAN_MAY_PAY } from "#shared/privacy/notice.ts";
import { DoneAnswer } from "#shared/api/common.ts";
import { SignInCodeSchema } from "#shared/api/creator-accounts.ts";
import { GuardianDecisionBody, GuardianRequestViewAnswer } from "#shared/api/privacy.ts";
import { privacyMessages as m } from "#shared/privacy/messages.ts";
import type { AppContext } from "../context.ts";
import { AppError } from "../errors.ts";
import { clientKey } from "../services/client-key.ts";
import { sameOriginHook } from "../services/identity/same-origin.ts";
import { decideGuardianConsent } from "../services/consent/guardian/decide-guardian-consent.ts";
import { findGuardianRequestByToken } from "../services/consent/guardian/guardian-request-status.ts";
import { guardianEmailOf, sendGuardianCode, startGuardianSession } from "../services/consent/guardian/guardian-sign-in.ts";
import { rememberGuardianLanguage } from "../services/i18n/stored-language.ts";
import { consumeRateLimit } from "../services/rate-limit.ts";
import { answers, type ZodApi } from "./schemas.ts";

const Token = z.string().max(100);
const LINK_CHECKS = { limit: 60, windowMs: 10 * 60_000 };

/** The consent request an e-mailed link names; each look-up counts against the client's limit. */
async function requestOf(ctx: AppContext, token: string, ip: string) {
  await consumeRateLimit(ctx.db, `guardian-link:${ip}`, LINK_CHECKS);
  const found = await findGuardianRequestByToken(ctx.db, token);
  if (!found) throw new AppError("NOT_FOUND", m.guardianLinkInvalid);
  return found;
}

/** A parent's or guardian's side of a child's consent, reached from the e-mailed link (docs/privacy.md#guardian-consent). */
export async function guardianRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook("preHandler", sameOriginHook(ctx.config.publicUrl));
  requestRoutes(api);
  signInRoutes(api);
  decisionRoutes(api);
}

/** The consent request a link names. */
function requestRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.get(
    "/request",
    {
      schema: {
        tags: ["guardian"],
        summary: "What a consent link asks: the contest, the guardian's own address, the state and the deadline",
        description: "404 for an unknown, answered-and-deleted or lapsed link. Tells nothing about the child.",
        querystring: z.object({ token: Token }),
        response: answers(GuardianRequestViewAnswer),
      },
    },
    async (request) => {
      const found = await requestOf(ctx, request.query.token, clientKey(request));
      const { request: row } = found;
      // The guardian's page in its language: the contest's Hindi title on a Hindi page when it has one.
      const { contestTitle } = localiseFields(found, request.language, ["contestTitle"]);
      const signedInEmail = await guardianEmailOf(request);
      return {
        isOk: true as const,
        data: {
          contestTitle,
          guardianEmail: row.guardianEmail,
          status: row.status,
          expiresAt: row.expiresAt.toISOString(),
          signedIn: signedInEmail?.toLowerCase() === row.guardianEmailKey,
        },
      };
    },
  );
}

/** The guardian's e-mailed code, and signing in with it. */
function signInRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.post(
    "/email-code",
    {
      schema: {
        tags: ["guardian"],
        summary: "Send a code to the address the consent link was sent to",
        body: z.object({ token: Token }),
        response: answers(
          z.object({ isOk: z.literal(true), data: z.object({ sent: z.literal(true), testModeCode: z.string().optional() }) }),
        ),
      },
    },
    async (request, reply) => {
      const { request: row } = await requestOf(ctx, request.body.token, clientKey(request));
      const sent = await sendGuardianCode(ctx, request, reply, { email: row.guardianEmail });
      return {
        isOk: true as const,
        data: { sent: true as const, ...(ctx.config.mail.mode === "test" ? { testModeCode: sent.code } : {}) },
      };
    },
  );

  api.post(
    "/sign-in",
    {
      schema: {
        tags: ["guardian"],
        summary: "Prove the address with its code",
        body: z.object({ token: Token, code: SignInCodeSchema }),
        response: answers(DoneAnswer),
      },
    },
    async (request, reply) => {
      const { request: row } = await requestOf(ctx, request.body.token, clientKey(request));
      await startGuardianSession(ctx, request, reply, { email: row.guardianEmail, code: request.body.code });
      // The guardian reads in this language: a reminder still to come follows it.
      await rememberGuardianLanguage(ctx.db, row.id, request.language);
      return { isOk: true as const, message: "E-mail confirmed" };
    },
  );
}

/** The guardian's decision. */
function decisionRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.post(
    "/decision",
    {
      schema: {
        tags: ["guardian"],
        summary: "Consent per purpose, or decline",
        description:
          "Needs the guardian's confirmed e-mail (401 otherwise). Consent: name, relationship, the guardian's own date of birth (18 or older), registration and judging (required), public listing and reminders (optional). Decline deletes everything collected and tells the child. 409 when already answered.",
        body: GuardianDecisionBody,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await requestOf(ctx, request.body.token, clientKey(request));
      const body = request.body;
      await decideGuardianConsent(ctx, {
        token: body.token,
        signedInEmail: await guardianEmailOf(request),
        language: request.language,
        answer:
          body.decision === "consent"
            ? {
                decision: "consent",
                guardianName: body.guardianName,
                relationship: body.relationship,
                dateOfBirth: body.dateOfBirth,
                publicListing: body.publicListing,
                guardianReminders: body.guardianReminders,
              }
            : { decision: "decline" },
      });
      return {
        isOk: true as const,
        message:
          body.decision === "consent"
            ? `Thank you. Your consent is recorded. ${GUARDIAN_MAY_PAY}`
            : "You declined. Everything we were given has been deleted.",
      };
    },
  );
}
