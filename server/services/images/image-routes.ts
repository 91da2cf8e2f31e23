import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import { isAllowedWidth, resizedImage } from "./resize-image.ts";

/**
 * GET /img/{width}/{path}: a public upload (/uploads/{path}) resized to one of the fixed widths, so
 * pages can offer a srcset and a phone downloads only what its slot needs.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { width: string; "*": string }; Querystring: { format?: string } }>("/img/:width/*", async (request, reply) => {
    const width = Number(request.params.width);
    if (!Number.isInteger(width) || !isAllowedWidth(width)) {
      return reply.status(404).type("text/plain").send("Not found");
    }
    const format = request.query.format === "jpeg" ? "jpeg" : "webp";
    const image = await resizedImage(app.ctx.config.dataDir, request.params["*"], width, format);
    if (!image) return reply.status(404).type("text/plain").send("Not found");
    return reply
      .type(`image/${format}`)
      .header("cache-control", "public, max-age=604800")
      .header("content-length", image.bytes)
      .send(createReadStream(image.file));
  });
}
