import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DoneAnswer } from "#shared/api/common.ts";
import { ManagedConsentsAnswer, WithdrawBody } from "#shared/api/manage-consent.ts";
import { GuardianRequestBody, GuardianStatusAnswer } from "#shared/api/privacy.ts";
import { privacyMessages as m } from "#shared/privacy/messages.ts";
import { prizeDocumentMessages } from "#shared/privacy/prize-document-messages.ts";
import type { AppContext } from "../context.ts";
import { AppError } from "../errors.ts";
import { requireCreatorSession } from "../services/creator-accounts/creator-session.ts";
import { sameOriginHook } from "../services/identity/same-origin.ts";
import { guardianStatusForCreator } from "../services/consent/guardian/guardian-request-status.ts";
import { requestGuardianConsent } from "../services/consent/guardian/request-guardian-consent.ts";
import { emailOfManageConsentToken } from "../services/consent/manage-consent-link.ts";
import { giveConsent, managedSubjects, withdrawConsent } from "../services/consent/manage-consent.ts";
import { consumeRateLimit } from "../services/rate-limit.ts";
import { answers, type ZodApi } from "./schemas.ts";

const GUARDIAN_REQUESTS = { limit: 5, windowMs: 60 * 60_000 };

/** The address a manage-consent link was made for. */
function emailOfToken(ctx: AppContext, token: string) {
  const email = emailOfManageConsentToken(ctx.config, token);
  if (!email) throw new AppError("NOT_FOUND", m.manageLinkInvalid);
  return email;
}

/** A creator's consent: asking a guardian, and withdrawing from any e-mail's link (docs/privacy.md). */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook("preHandler", sameOriginHook(ctx.config.publicUrl));
  guardianRequestRoutes(api);
  manageRoutes(api);
  consentChangeRoutes(api);
}

/** Asking a guardian for consent, and where that request stands. */
function guardianRequestRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.post(
    "/guardian-request",
    {
      schema: {
        tags: ["privacy"],
        summary: "A creator under 18 asks a parent or guardian for consent",
        description:
          "Needs the creator session. Keeps only the guardian's e-mail and optional mobile; e-mails them a link valid 7 days (one reminder at 48 hours). A new request replaces a waiting one. 5 an hour per creator.",
        body: GuardianRequestBody,
        response: answers(GuardianStatusAnswer),
      },
    },
    async (request) => {
      const session = await requireCreatorSession(request);
      await consumeRateLimit(ctx.db, `guardian-request:${session.email.toLowerCase()}`, GUARDIAN_REQUESTS);
      const body = request.body;
      const sent = await requestGuardianConsent(ctx, {
        creatorEmail: session.email,
        guardianEmail: body.guardianEmail,
        guardianMobile: body.guardianMobile || null,
        contestId: body.contestId ?? null,
        language: request.language,
      });
      return {
        isOk: true as const,
        message: m.guardianRequestSent,
        data: { status: "waiting" as const, contestId: body.contestId ?? null, expiresAt: sent.expiresAt.toISOString() },
      };
    },
  );

  api.get(
    "/guardian-status",
    {
      schema: {
        tags: ["privacy"],
        summary: "Where the signed-in creator's request for consent stands",
        response: answers(GuardianStatusAnswer),
      },
    },
    async (request) => {
      const session = await requireCreatorSession(request);
      return { isOk: true as const, data: await guardianStatusForCreator(ctx.db, session.email) };
    },
  );
}

/** The consents a manage-consent link reaches. */
function manageRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.get(
    "/consent",
    {
      schema: {
        tags: ["privacy"],
        summary: "The consents the address of a 'Manage consent' link controls (its own, and its children's as guardian)",
        querystring: z.object({ token: z.string().max(500) }),
        response: answers(ManagedConsentsAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await managedSubjects(ctx.db, emailOfToken(ctx, request.query.token)) }),
  );
}

/** Withdrawing or giving one purpose's consent from the link, each in one action. */
function consentChangeRoutes(api: ZodApi): void {
  const ctx = api.ctx;
  const changes = [
    {
      path: "/consent/withdraw",
      summary: "Withdraw one purpose, in one action; public listing off takes the card off the public list at once",
      change: withdrawConsent,
      message: m.consentWithdrawn,
    },
    {
      path: "/consent/give",
      summary: "Agree to one purpose in one action: one asked again after its text changed, or a child's prize documents (guardian)",
      change: giveConsent,
      message: prizeDocumentMessages.consentGiven,
    },
  ];
  for (const { path, summary, change, message } of changes) {
    api.post(path, { schema: { tags: ["privacy"], summary, body: WithdrawBody, response: answers(DoneAnswer) } }, async (request) => {
      const { token, subjectId, purpose } = request.body;
      await change(ctx, { email: emailOfToken(ctx, token), subjectId, purpose, language: request.language });
      return { isOk: true as const, message };
    });
  }
}
