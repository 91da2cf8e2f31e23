import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { newId } from "#db/ids.ts";
import { AffiliateCodeAnswer, CreatedUserAnswer, LookedUpUserAnswer } from "#shared/api/registration.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import {
  type UploadField,
  uploadRules,
  userFormJsonFields,
  userFormOptionalFields,
  userFormTextFields,
} from "#shared/registration/user-details-schema.ts";
import { EmailSchema, isEmail } from "#shared/validation/email.ts";
import { plainText } from "#shared/validation/text.ts";
import { AppError } from "../errors.ts";
import { findActiveAffiliateByCode } from "../services/affiliates/find-active-affiliate.ts";
import { clientKey } from "../services/client-key.ts";
import { assertOwnEmail } from "../services/creator-accounts/authorise.ts";
import { requireCreatorSession } from "../services/creator-accounts/creator-session.ts";
import type { Encryptor } from "../services/encryption/encryption.ts";
import { sameOriginHook } from "../services/identity/same-origin.ts";
import { consumeRateLimit, type RateLimitRule } from "../services/rate-limit.ts";
import {
  fileTooLarge,
  type ReceivedDocument,
  type ReceivedImage,
  type ReceivedUploads,
  receiveUpload,
} from "../services/storage/receive-upload.ts";
import type { UploadBatch } from "../services/storage/upload-batch.ts";
import { withUploadTurn } from "../services/storage/upload-turn.ts";
import { uploadsPlugin } from "../plugins/uploads.ts";
import { createUser } from "../services/users/create-user.ts";
import { getUserByEmail } from "../services/users/get-user-by-email.ts";
import { answers, IdParam, optionalBody, type ZodApi } from "./schemas.ts";

const limits = {
  lookup: { limit: 30, windowMs: 60_000 },
  affiliate: { limit: 20, windowMs: 60_000 },
  create: { limit: 20, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/** The text fields of the create form (docs/product-rules.md, registration); anything else in the form is ignored. */
const TEXT_FIELDS = new Set<string>([...userFormTextFields, ...userFormJsonFields, ...userFormOptionalFields]);
const MAX_FILE_BYTES = Math.max(...Object.values(uploadRules).map((r) => r.maxBytes));
export const MAX_FORM_BYTES = 4 * MAX_FILE_BYTES + 1024 * 1024;
const isUploadField = (name: string): name is UploadField => Object.hasOwn(uploadRules, name);

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 4, fields: 40, fieldSize: 64 * 1024, parts: 50, headerPairs: 200 },
  });
  await app.register(uploadsPlugin);
  const rateLimit: RateLimit = (request, name) => consumeRateLimit(app.ctx.db, `${name}:${clientKey(request)}`, limits[name]);
  lookupRoutes(api, rateLimit);
  createRoutes(api, rateLimit);
}

/** Counts one call of the client against the named limit, refusing it past the limit. */
type RateLimit = (request: FastifyRequest, name: keyof typeof limits) => ReturnType<typeof consumeRateLimit>;

/** What the registration dialogs look up: the creator's own details and an affiliate code. */
function lookupRoutes(api: ZodApi, rateLimit: RateLimit): void {
  const { ctx } = api;

  api.get(
    "/user/getByEmail/:email",
    {
      schema: {
        tags: ["registration"],
        summary: "The signed-in creator's own details for the confirm dialog (masked)",
        description:
          "Needs the creator session of this very e-mail (POST /api/creator/sign-in): 401 without a session, 403 for any other address. Answers only what the confirm dialog shows: names, e-mail, mobile and street address masked, place ids with names, pincode and video link; never bank details, documents or date of birth. With ?contestId, alreadyRegistered is true when this e-mail (any case) holds a completed registration for that contest. 404 'User not found' before the creator's details are saved. Rate-limited per address.",
        params: z.object({ email: EmailSchema }),
        querystring: z.object({ contestId: IdParam.optional() }),
        response: answers(LookedUpUserAnswer),
      },
    },
    async (request) => {
      await rateLimit(request, "lookup");
      assertOwnEmail(await requireCreatorSession(request), request.params.email);
      const result = await getUserByEmail(ctx.db, request.params.email, request.query.contestId, request.language);
      return { isOk: true as const, ...result };
    },
  );

  api.post(
    "/user/getByAffiliateCode",
    {
      schema: {
        tags: ["registration"],
        summary: "Check an affiliate code (answers the affiliate's full name)",
        description:
          "400 'Affiliate code cannot be empty.' for a blank code, 404 'Affiliate code not found or is inactive.' for an unknown or inactive one. Codes match case-insensitively. Rate-limited.",
        body: optionalBody(z.object({ affiliateCode: plainText("Affiliate code", 100).optional() })),
        response: answers(AffiliateCodeAnswer),
      },
    },
    async (request) => {
      await rateLimit(request, "affiliate");
      const code = request.body.affiliateCode?.trim() ?? "";
      if (code === "") throw new AppError("BAD_REQUEST", m.affiliateCodeEmpty);
      const affiliate = await findActiveAffiliateByCode(ctx.db, code);
      if (!affiliate) throw new AppError("NOT_FOUND", m.affiliateNotFound);
      return { isOk: true as const, message: m.affiliateApplied, data: { fullName: affiliate.fullName } };
    },
  );
}

/** The details form with its files, creating the creator's user. */
function createRoutes(api: ZodApi, rateLimit: RateLimit): void {
  const { ctx } = api;

  api.post(
    "/user/create",
    {
      bodyLimit: MAX_FORM_BYTES,
      // The form's body is read once it has an upload turn, and its deadline starts then.
      config: { bodyDeadlineAfterTurn: true },
      preHandler: sameOriginHook(ctx.config.publicUrl),
      schema: {
        tags: ["registration"],
        summary: "Create a user from the details form (multipart)",
        description:
          "multipart/form-data with the fields: firstName, middleName, lastName, mobileNo, email, countryId, stateId, cityId, address, pincode, dateOfBirth, gender, bio, bankDetails (JSON), socialMedia (JSON), categories (JSON list), affiliateCode, link; files profileImage (JPG/PNG/WebP, re-encoded, public), aadharCard, panCard, cancelledCheck (PDF/JPG/PNG by content, encrypted, private). Each file at most 5 MB (413 with the field's message). Needs the creator session of the form's e-mail: 401 without a session, 403 for another address. Validation failure: 400 {message, errors:{field: message}} with the shared schema's messages; existing e-mail: 409. Rate-limited.",
        consumes: ["multipart/form-data"],
        response: answers(CreatedUserAnswer),
      },
    },
    async (request) => {
      await rateLimit(request, "create");
      const session = await requireCreatorSession(request);
      // Files stream to disk within the upload limits (docs/uploads-and-storage.md).
      const data = await withUploadTurn(ctx, request, { maxBytes: MAX_FORM_BYTES, creator: session.email.toLowerCase() }, async (batch) => {
        const userId = newId();
        const form = await readForm(request, { userId, batch, encryptor: ctx.encryptor });
        // Another creator's address is refused; a missing or malformed one gets the form's own message.
        const email = form.fields.email?.trim() ?? "";
        if (isEmail(email)) assertOwnEmail(session, email);
        return createUser(ctx, { userId, batch, ...form, language: request.language });
      });
      return { isOk: true as const, message: "User created successfully", data };
    },
  );
}

/** Reads the multipart form: text fields into memory, each file streamed to disk within its size limit. */
export async function readForm(
  request: FastifyRequest,
  upload: { userId: string; batch: UploadBatch; encryptor: Encryptor },
): Promise<{ fields: Record<string, string>; files: ReceivedUploads }> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the form as multipart/form-data.");
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedImage | ReceivedDocument> = {};
  // Over a real connection the size limit may surface from the part iterator rather than toBuffer.
  let lastFile: UploadField | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const field = part.fieldname;
        if (!isUploadField(field)) {
          part.file.resume();
          throw new AppError("BAD_REQUEST", `Unexpected file field: ${field.slice(0, 40)}`);
        }
        lastFile = field;
        // An empty file input (nothing chosen) sends a part with no bytes: null.
        const received = await receiveUpload(part.file, { field, ...upload });
        if (received) files[field] = received;
      } else if (TEXT_FIELDS.has(part.fieldname)) {
        if (part.valueTruncated) throw new AppError("BAD_REQUEST", `The field ${part.fieldname} is too long.`);
        fields[part.fieldname] = String(part.value ?? "");
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE" && lastFile) throw fileTooLarge(lastFile);
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError("PAYLOAD_TOO_LARGE", "The form has too many files or fields.");
    throw new AppError("BAD_REQUEST", "The form could not be read. Please try again.");
  }
  return { fields, files: files as ReceivedUploads };
}
