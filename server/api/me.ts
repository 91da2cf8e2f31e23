import { findOwnReceipt } from "../services/receipts/receipt-details.ts";
import type { FastifyInstance } from "fastify";
import type { Db } from "#db/client.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { FailureAnswer } from "#shared/api/common.ts";
import {
  certificateKindValues,
  MyRegistrationsAnswer,
  myRegistrationMessages as m,
  VideoLinkAnswer,
  VideoLinkBody,
} from "#shared/api/my-registrations.ts";
import { qualificationOf } from "../services/certificates/certificate-details.ts";
import { issueCertificate } from "../services/certificates/issue-certificate.ts";
import { requireCreatorSession } from "../services/creator-accounts/creator-session.ts";
import { creatorLanguageOf } from "../services/i18n/stored-language.ts";
import { sameOriginHook } from "../services/identity/same-origin.ts";
import { changeVideoLink } from "../services/my-registrations/change-video-link.ts";
import { listMyRegistrations } from "../services/my-registrations/list-my-registrations.ts";
import { consumeRateLimit } from "../services/rate-limit.ts";
import { answers, IdParam, type ZodApi } from "./schemas.ts";
import { certificateFileName, receiptFileName } from "../services/file-names.ts";
import { sendPdfDownload } from "./pdf-download.ts";

/**
 * The signed-in creator's own registrations and certificates (docs/my-registrations-and-certificates.md).
 * Every route acts only for the creator of the session cookie: 401 without one, 403 for a
 * registration of someone else.
 */
export async function meRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook("preHandler", sameOriginHook(ctx.config.publicUrl));
  if (ctx.config.nodeEnv !== "test") warmUpCertificatesAfterStart(app);
  registrationRoutes(api);
  certificateRoutes(api);
  receiptRoutes(api);
}

/** The PDF library and its fonts load after start-up, in the background, not on the first download. */
function warmUpCertificatesAfterStart(app: FastifyInstance): void {
  app.addHook("onReady", async () => {
    setTimeout(() => {
      import("../services/certificates/render-certificate-pdf.ts")
        .then(({ warmUpCertificates }) => warmUpCertificates())
        .catch((error: unknown) => app.log.warn({ err: error }, "certificate fonts could not be loaded"));
    }, 1_000).unref();
  });
}

/** The list of one's registrations, and changing a registration's video link. */
function registrationRoutes(api: ZodApi): void {
  const { ctx } = api;

  api.get(
    "/me/registrations",
    {
      schema: {
        tags: ["my registrations"],
        summary: "Every registration of the signed-in creator, newest first",
        description:
          "Contest, state (pending, completed, refunded, expired), dates, receipt of the payment, refund, prize and the certificates it can download. 401 without a creator session.",
        response: answers(MyRegistrationsAnswer),
      },
    },
    async (request) => {
      const session = await requireCreatorSession(request);
      return { isOk: true as const, data: await listMyRegistrations(ctx.db, { userId: session.userId, language: request.language }) };
    },
  );

  api.patch(
    "/me/registrations/:registrationId/video-link",
    {
      schema: {
        tags: ["my registrations"],
        summary: "Change the video link of one's own registration while registration is open",
        description:
          "Checked like the payment dialog's link ('Video link is required', 'Please enter a valid URL'). 401 without a session, 403 for another creator's registration, 409 REGISTRATION_CLOSED once registration has closed, 409 CONFLICT for a refunded or expired one. The public applicants list shows the new link at once.",
        params: z.object({ registrationId: IdParam }),
        body: VideoLinkBody,
        response: answers(VideoLinkAnswer),
      },
    },
    async (request) => {
      const session = await requireCreatorSession(request);
      await consumeRateLimit(ctx.db, `me-video-link:${session.sessionId}`, { limit: 30, windowMs: 60_000 });
      const result = await changeVideoLink(ctx, {
        userId: session.userId,
        registrationId: request.params.registrationId,
        link: request.body.link,
      });
      return { isOk: true as const, message: m.linkSaved, data: result };
    },
  );
}

/** Participation and winner certificates as PDF. */
function certificateRoutes(api: ZodApi): void {
  const { ctx } = api;

  api.get(
    "/me/registrations/:registrationId/certificate.pdf",
    {
      schema: {
        tags: ["my registrations"],
        summary: "Download a participation or winner certificate (PDF, A4 landscape)",
        description:
          "kind: participation (every completed registration once results are declared) or winner (winners only; the default for a winner). The PDF carries a link to its public verification page /certificate/{id}; the id stays the same on every download. 409 before results are declared or for a registration that is not completed, 404 for a winner certificate of someone who did not win.",
        params: z.object({ registrationId: IdParam }),
        querystring: z.object({ kind: z.enum(certificateKindValues).optional() }),
        // The PDF itself is sent as bytes (no serialiser runs for a Buffer); refusals share the JSON failure shape.
        response: { "4xx": FailureAnswer, "5xx": FailureAnswer },
      },
    },
    async (request, reply) => {
      const session = await requireCreatorSession(request);
      await consumeRateLimit(ctx.db, `me-certificate:${session.sessionId}`, { limit: 30, windowMs: 60_000 });
      const { registrationId } = request.params;
      const kind = request.query.kind ?? (await defaultKind(ctx.db, registrationId, session.userId));
      const details = await issueCertificate(ctx.db, { userId: session.userId, registrationId, kind });
      const { renderCertificatePdf } = await import("../services/certificates/render-certificate-pdf.ts");
      // In the creator's stored language, not the download link's request (a plain link sends the browser's languages);
      // the contest's and prize's Hindi titles on a Hindi certificate, the file's name from the English title.
      const language = await creatorLanguageOf(ctx.db, session.email);
      const pdf = await renderCertificatePdf(details, { publicUrl: ctx.config.publicUrl, language });
      return sendPdfDownload(reply, certificateFileName(details.contestTitle, kind), pdf);
    },
  );
}

/** A winner gets the winner certificate unless they ask for the other. */
async function defaultKind(db: Db, registrationId: string, userId: string | null) {
  const qualification = userId ? await qualificationOf(db, registrationId) : null;
  return qualification?.winner ? ("winner" as const) : ("participation" as const);
}

/** The payment receipt of a paid registration as PDF. */
function receiptRoutes(api: ZodApi): void {
  const { ctx } = api;

  api.get(
    "/me/registrations/:registrationId/receipt.pdf",
    {
      schema: {
        tags: ["my registrations"],
        summary: "Download the payment receipt of one's own paid registration (PDF, A4)",
        description:
          "Receipt number (sequential per Indian financial year), payer's name, the platform's legal name, address and GSTIN when set, contest, amount and Razorpay payment id. 401 without a session, 403 for another creator's registration, 404 for one without a payment.",
        params: z.object({ registrationId: IdParam }),
        response: { "4xx": FailureAnswer, "5xx": FailureAnswer },
      },
    },
    async (request, reply) => {
      const session = await requireCreatorSession(request);
      await consumeRateLimit(ctx.db, `me-receipt:${session.sessionId}`, { limit: 30, windowMs: 60_000 });
      // In the creator's stored language, like the certificate: its words and the contest's and company's Hindi.
      const language = await creatorLanguageOf(ctx.db, session.email);
      const receipt = await findOwnReceipt(ctx.db, { userId: session.userId, registrationId: request.params.registrationId, language });
      const { renderReceiptPdf } = await import("../services/receipts/render-receipt-pdf.ts");
      const pdf = await renderReceiptPdf(receipt, language);
      return sendPdfDownload(reply, receiptFileName(receipt), pdf);
    },
  );
}
