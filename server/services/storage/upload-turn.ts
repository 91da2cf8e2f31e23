import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.ts";
import { watchBodyDeadline } from "../../plugins/body-deadline.ts";
import { AppError } from "../../errors.ts";
import { clientKey } from "../client-key.ts";
import { UploadBatch, uploadTempDir } from "./upload-batch.ts";
import { reserveUploadQuota } from "./upload-limits.ts";

/**
 * Runs `work` (reading a multipart form and storing its files) within the upload limits: a share of
 * the hourly disk quota is reserved from the request's declared size (at most maxBytes), then the
 * request waits for its creator's, its client's and the process's turn. Once it has one, its body
 * must arrive at the minimum rate and within its deadline, or the connection is closed
 * (watchBodyDeadline). Afterwards the files the form did not keep are removed, the unused part of
 * the quota is given back and the turns are passed on. A refusal is a 503 AppError that names its
 * wait (the error handler turns it into Retry-After).
 */
export async function withUploadTurn<T>(
  ctx: AppContext,
  request: FastifyRequest,
  options: { maxBytes: number; creator: string },
  work: (batch: UploadBatch) => Promise<T>,
): Promise<T> {
  const declared = Number(request.headers["content-length"]);
  const bytes = Number.isFinite(declared) && declared > 0 ? Math.min(declared, options.maxBytes) : options.maxBytes;
  const reservation = await reserveUploadQuota(ctx.db, ctx.config, bytes);
  const gates = ctx.uploadGates;
  const releases: Array<() => void> = [];
  const releaseAll = () => {
    for (const release of releases.splice(0).reverse()) release();
  };
  try {
    releases.push(await gates.creators.enter(options.creator));
    releases.push(await gates.clients.enter(clientKey(request)));
    releases.push(await gates.process.enter());
  } catch (error) {
    releaseAll();
    await reservation.settle(0);
    throw error;
  }
  const batch = new UploadBatch(ctx.storage, uploadTempDir(ctx.config.dataDir));
  const stopWatching = watchBodyDeadline(request, ctx.config.bodies);
  const connectionGone = whenClosedBeforeItsBody(request);
  try {
    return await Promise.race([work(batch), connectionGone.promise]);
  } finally {
    connectionGone.stop();
    stopWatching();
    await batch.discard();
    releaseAll();
    await reservation.settle(batch.keptBytes).catch((error) => request.log.warn({ err: error }, "upload quota not settled"));
  }
}

/**
 * Rejects when the request's connection closes before its whole body came: a form that waited for its
 * turn may find its client long gone, and the form reader never hears of a close that happened before
 * it started listening, so it would wait, holding the turn, for ever.
 */
function whenClosedBeforeItsBody(request: FastifyRequest): { promise: Promise<never>; stop: () => void } {
  const raw = request.raw;
  let onClose = () => {};
  const promise = new Promise<never>((_, reject) => {
    onClose = () => {
      if (!raw.complete) reject(new AppError("BAD_REQUEST", CONNECTION_CLOSED_MESSAGE));
    };
  });
  promise.catch(() => undefined);
  if (raw.destroyed || raw.socket?.destroyed) onClose();
  else raw.once("close", onClose);
  return { promise, stop: () => raw.off("close", onClose) };
}

const CONNECTION_CLOSED_MESSAGE = "The form stopped arriving before it was complete. Please send it again.";
