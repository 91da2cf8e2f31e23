import type { FastifyReply } from "fastify";

/**
 * A PDF the browser saves under `fileName` (ASCII: every browser keeps it), never kept by a cache: a
 * receipt or certificate names a person. The routes' schemas type only refusals; this is the success.
 */
export function sendPdfDownload(reply: FastifyReply, fileName: string, pdf: Buffer | Uint8Array) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "private, no-store")
    .send(pdf as never);
}
