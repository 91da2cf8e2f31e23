import multipart from "@fastify/multipart";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { newId } from "#db/ids.ts";
import { personalDataAccessLog } from "#db/schema/privacy.ts";
import { users } from "#db/schema.ts";
import { DoneAnswer, FailureAnswer } from "#shared/api/common.ts";
import { GrievanceBody, MyDataCorrectionBody, myDataFileFields } from "#shared/api/my-data.ts";
import { privacyMessages as m } from "#shared/privacy/messages.ts";
import { prizeDocumentMessages } from "#shared/privacy/prize-document-messages.ts";
import { fieldErrors, UserDetailsSchema, uploadRules } from "#shared/registration/user-details-schema.ts";
import { AppError } from "../errors.ts";
import { requireCreatorSession } from "../services/creator-accounts/creator-session.ts";
import { clearSessionCookie } from "../services/identity/cookies.ts";
import { sameOriginHook } from "../services/identity/same-origin.ts";
import { correctMyData } from "../services/my-data/correct-my-data.ts";
import { eraseAccount } from "../services/my-data/erase-account.ts";
import { setErasedNotice } from "../services/my-data/erased-notice.ts";
import { exportMyData } from "../services/my-data/export-my-data.ts";
import { requireFreshCreatorSession } from "../services/my-data/fresh-session.ts";
import { fileGrievance } from "../services/my-data/grievance.ts";
import { savePrizeDocuments } from "../services/my-data/prize-documents.ts";
import { uploadError } from "../services/storage/check-upload.ts";
import { withUploadTurn } from "../services/storage/upload-turn.ts";
import { answers, type ZodApi } from "./schemas.ts";
import { MAX_FORM_BYTES, readForm } from "./users.ts";

const PrizeBankDetails = UserDetailsSchema.shape.bankDetails.nullable();
const parseJsonField = (text: string | undefined): unknown => {
  if (!text || text.trim() === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return "not json";
  }
};
const MAX_FILE_BYTES = Math.max(...Object.values(uploadRules).map((r) => r.maxBytes));

const contentTypes: Record<string, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** My data: export, correct, erase, grievances (docs/privacy.md#my-data). All need a code entered in the last 15 minutes. */
export async function myDataRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("preHandler", sameOriginHook(app.ctx.config.publicUrl));
  exportRoutes(api);
  correctionRoutes(api);
  await prizeDocumentRoutes(api);
  grievanceRoutes(api);
}

/** The creator's data as JSON, and their own files. */
function exportRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.get(
    "/export",
    {
      schema: {
        tags: ["privacy"],
        summary: "Everything the site holds about the signed-in creator, as JSON (a fresh code needed); ?download=1 as a file",
        response: answers(z.object({ isOk: z.literal(true), data: z.record(z.string(), z.unknown()) })),
      },
    },
    async (request, reply) => {
      const session = await requireFreshCreatorSession(request);
      const data = await exportMyData(ctx, { email: session.email, language: request.language });
      if ((request.query as { download?: string }).download === "1")
        reply.header("content-disposition", 'attachment; filename="my-creatorcup-data.json"');
      return { isOk: true as const, data };
    },
  );

  api.get(
    "/files/:field",
    {
      schema: {
        tags: ["privacy"],
        summary: "One of the creator's own files (documents decrypted for their owner)",
        params: z.object({ field: z.enum(myDataFileFields) }),
        response: { "4xx": FailureAnswer, "5xx": FailureAnswer },
      },
    },
    async (request, reply) => {
      const session = await requireFreshCreatorSession(request);
      const [user] = await ctx.db.select().from(users).where(eq(users.emailKey, session.email.toLowerCase()));
      const field = request.params.field;
      const key = user
        ? {
            profileImage: user.profileImage,
            aadharCard: user.aadharCardKey,
            panCard: user.panCardKey,
            cancelledCheck: user.cancelledChequeKey,
          }[field]
        : null;
      if (!user || !key) throw new AppError("NOT_FOUND", "There is no such file.");
      if (field === "profileImage") return reply.redirect(key);
      await ctx.db
        .insert(personalDataAccessLog)
        .values({ id: newId(), actor: "creator:self", action: `download-${field}`, userId: user.id });
      const kind = /\.([a-z]+)\.enc$/.exec(key)?.[1] ?? "bin";
      reply.header("content-type", contentTypes[kind] ?? "application/octet-stream");
      reply.header("content-disposition", `attachment; filename="${field}.${kind}"`);
      // A file, not JSON: the route's schemas describe only its failures.
      return reply.send(ctx.storage.readPrivate(key).pipe(ctx.encryptor.openStream()) as never);
    },
  );
}

/** Correcting one's details, and erasing the account. */
function correctionRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.post(
    "/correct",
    { schema: { tags: ["privacy"], summary: "Correct one's own details", body: MyDataCorrectionBody, response: answers(DoneAnswer) } },
    async (request) => {
      const session = await requireFreshCreatorSession(request);
      await correctMyData(ctx, { email: session.email, correction: request.body });
      return { isOk: true as const, message: "Your details are corrected." };
    },
  );

  api.post(
    "/erase",
    {
      schema: {
        tags: ["privacy"],
        summary: "Erase the account: personal data and files deleted, registrations anonymised, payment records kept, sessions ended",
        body: z.object({ confirm: z.literal("ERASE", { error: "Type ERASE to confirm." }) }),
        response: answers(DoneAnswer),
      },
    },
    async (request, reply) => {
      const session = await requireFreshCreatorSession(request);
      await eraseAccount(ctx, { email: session.email, language: request.language });
      clearSessionCookie(reply, "creator", ctx.config.publicUrl);
      // The My data page the browser goes to next says, once, that the account is erased.
      setErasedNotice(reply, ctx.config.publicUrl);
      return { isOk: true as const, message: m.erased };
    },
  );
}

/** A winner's identity documents and bank details: the only multipart form here. */
async function prizeDocumentRoutes(api: ZodApi): Promise<void> {
  const ctx = api.ctx;

  await api.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 3, fields: 10, fieldSize: 8 * 1024, parts: 20 } });
  api.post(
    "/prize-documents",
    {
      bodyLimit: MAX_FORM_BYTES,
      config: { bodyDeadlineAfterTurn: true },
      schema: {
        tags: ["privacy"],
        summary: "A winner sends the identity documents and bank details to be paid a prize (multipart)",
        description:
          "Files aadharCard (masked), panCard, cancelledCheck (PDF/JPG/PNG, encrypted, private) and the field bankDetails (JSON), each optional; at least one. Only a creator with a prize in declared results (403 otherwise); under 18 only once the guardian consented to 'prize-documents'. Each file replaces the one held.",
        consumes: ["multipart/form-data"],
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      const session = await requireCreatorSession(request);
      const userId = session.userId;
      if (!userId) throw new AppError("FORBIDDEN", prizeDocumentMessages.prizeDocumentsOnlyForWinners);
      await withUploadTurn(ctx, request, { maxBytes: MAX_FORM_BYTES, creator: session.email.toLowerCase() }, async (batch) => {
        const form = await readForm(request, { userId, batch, encryptor: ctx.encryptor });
        const bank = PrizeBankDetails.safeParse(parseJsonField(form.fields.bankDetails));
        if (!bank.success) {
          const errors = Object.fromEntries(Object.entries(fieldErrors(bank.error)).map(([key, text]) => [`bankDetails.${key}`, text]));
          throw new AppError("BAD_REQUEST", Object.values(errors)[0] ?? "Bank details are not valid.", { errors });
        }
        if (form.files.profileImage) throw new AppError("BAD_REQUEST", "Unexpected file field: profileImage");
        for (const field of ["aadharCard", "panCard", "cancelledCheck"] as const)
          if (form.files[field] && !form.files[field].key) throw uploadError(field);
        await savePrizeDocuments(ctx, { email: session.email, userId, files: form.files, bankDetails: bank.data ?? null, batch });
      });
      return { isOk: true as const, message: prizeDocumentMessages.prizeDocumentsSaved };
    },
  );
}

/** Questions and complaints about personal data. */
function grievanceRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.post(
    "/grievance",
    {
      schema: {
        tags: ["privacy"],
        summary: "A question or complaint about personal data, answered within 30 days",
        body: GrievanceBody,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      const session = await requireCreatorSession(request);
      await fileGrievance(ctx, { email: session.email, message: request.body.message, language: request.language });
      return { isOk: true as const, message: m.grievanceReceived };
    },
  );
}
