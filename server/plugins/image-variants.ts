import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import { resizedFromBucket } from "./s3-media.ts";
import { s3StorageOf } from "../services/storage/storage.ts";
import { isAllowedWidth, resizedImage } from "../services/images/resize-image.ts";

/**
 * GET /img/{width}/{path}: a public upload (/uploads/{path}) resized to one of the fixed widths, so
 * pages can offer a srcset and a phone downloads only what its slot needs.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const bucket = s3StorageOf(app.ctx.storage);
  app.get<{ Params: { width: string; "*": string }; Querystring: { format?: string } }>("/img/:width/*", async (request, reply) => {
    const width = Number(request.params.width);
    if (!Number.isInteger(width) || !isAllowedWidth(width)) {
      return reply.status(404).type("text/plain").send("Not found");
    }
    const format = request.query.format === "jpeg" ? "jpeg" : "webp";
    const { dataDir } = app.ctx.config;
    const image = bucket
      ? await resizedFromBucket(bucket, dataDir, request.params["*"], width, format)
      : await resizedImage(dataDir, request.params["*"], width, format);
    if (!image) return reply.status(404).type("text/plain").send("Not found");
    return reply
      .type(`image/${format}`)
      .header("cache-control", "public, max-age=604800")
      .header("content-length", image.bytes)
      .send(createReadStream(image.file));
  });
}
