import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UploadedImageAnswer } from "#shared/console/content-api.ts";
import { consoleImageMessages, consoleImagePurposes, MAX_CONSOLE_IMAGE_BYTES } from "#shared/console/image-upload.ts";
import { AppError } from "../../errors.ts";
import { sweepAbandonedUploads } from "../../services/console/images/image-references.ts";
import { storeConsoleImage } from "../../services/console/images/store-console-image.ts";
import { answers } from "../schemas.ts";
import { staffIdOf } from "./signed-in-staff.ts";

const refused = (message: string, status: "BAD_REQUEST" | "PAYLOAD_TOO_LARGE" = "BAD_REQUEST") =>
  new AppError(status, message, { errors: { file: message } });

/**
 * Picture uploads of the console (docs/console.md, images): one file per request, checked by its
 * content, re-encoded as WebP and stored through the storage interface, so pages serve it at once.
 */
export default async function consoleImageRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: MAX_CONSOLE_IMAGE_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 100 } });

  api.post(
    "/images",
    {
      config: { action: "images.upload" },
      schema: {
        tags: ["Admin"],
        summary: "Upload a picture (editor)",
        description: `multipart/form-data: \`purpose\` (${consoleImagePurposes.join(", ")}) before \`file\` (JPG, PNG, WebP or GIF by content, at most ${MAX_CONSOLE_IMAGE_BYTES / 1024 / 1024} MB). Answers the web path to put in a form; a picture no saved record uses is removed after a day.`,
        querystring: z.object({ purpose: z.enum(consoleImagePurposes).optional() }),
        response: answers(UploadedImageAnswer, 201),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw refused(consoleImageMessages.missing);
      let purpose = request.query.purpose;
      let stored: Awaited<ReturnType<typeof storeConsoleImage>> | null = null;
      for await (const part of request.parts()) {
        if (part.type === "field") {
          if (part.fieldname === "purpose") {
            const parsed = z.enum(consoleImagePurposes).safeParse(part.value);
            if (!parsed.success)
              throw new AppError("BAD_REQUEST", "Unknown picture purpose.", { errors: { purpose: "Unknown picture purpose." } });
            purpose = parsed.data;
          }
          continue;
        }
        if (part.fieldname !== "file" || stored) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        const data = await part.toBuffer().catch((error: { code?: string }) => {
          if (error.code === "FST_REQ_FILE_TOO_LARGE")
            throw refused(consoleImageMessages.tooLarge(MAX_CONSOLE_IMAGE_BYTES), "PAYLOAD_TOO_LARGE");
          throw error;
        });
        if (part.file.truncated) throw refused(consoleImageMessages.tooLarge(MAX_CONSOLE_IMAGE_BYTES), "PAYLOAD_TOO_LARGE");
        stored = await storeConsoleImage(app.ctx, { staffId: staffIdOf(request), data, purpose: purpose ?? "page" });
      }
      if (!stored) throw refused(consoleImageMessages.missing);
      // Pictures of forms never saved go after a day; a few are checked with each upload.
      await sweepAbandonedUploads(app.ctx).catch((error: unknown) =>
        request.log.warn({ err: error }, "sweeping abandoned console uploads failed"),
      );
      return reply.status(201).send({ isOk: true as const, data: stored });
    },
  );
}
