import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.ts";
import { storageFor } from "./storage.ts";
import { UploadBatch, uploadTempDir } from "./upload-batch.ts";
import { reserveUploadQuota, uploadGateFor } from "./upload-limits.ts";

/**
 * A turn is held while the form arrives, so a client that stops sending would keep it from everyone
 * else: after this long without a byte the request is dropped (tests shorten it).
 */
export const uploadTimeouts = { idleMs: 60_000 };

/**
 * Runs `work` (reading a multipart form and storing its files) within the upload limits: a share of
 * the hourly disk quota is reserved from the request's declared size (at most maxBytes), then the
 * request waits for a turn. Afterwards the files the form did not keep are removed, the unused part
 * of the quota is given back and the turn is passed on. A refusal is a 503 AppError that names its
 * wait (the error handler turns it into Retry-After).
 */
export async function withUploadTurn<T>(
  ctx: AppContext,
  request: FastifyRequest,
  maxBytes: number,
  work: (batch: UploadBatch) => Promise<T>,
): Promise<T> {
  const declared = Number(request.headers["content-length"]);
  const bytes = Number.isFinite(declared) && declared > 0 ? Math.min(declared, maxBytes) : maxBytes;
  const reservation = await reserveUploadQuota(ctx.db, ctx.config, bytes);
  let release: () => void;
  try {
    release = await uploadGateFor(ctx.config).enter();
  } catch (error) {
    await reservation.settle(0);
    throw error;
  }
  const batch = new UploadBatch(storageFor(ctx.config), uploadTempDir(ctx.config.dataDir));
  // app.inject's stand-in socket has no timer: only a real connection can stall.
  const socket = typeof request.raw.socket?.setTimeout === "function" ? request.raw.socket : null;
  const idle = () => request.raw.destroy(new Error("upload stalled"));
  socket?.setTimeout(uploadTimeouts.idleMs, idle);
  try {
    return await work(batch);
  } finally {
    socket?.setTimeout(0);
    socket?.off("timeout", idle);
    await batch.discard();
    release();
    await reservation.settle(batch.keptBytes).catch((error) => request.log.warn({ err: error }, "upload quota not settled"));
  }
}
