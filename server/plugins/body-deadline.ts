import { Socket } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route starts its body's deadline itself (watchBodyDeadline): an upload waits for its turn
     * before its body is read, and a body nobody reads yet does not arrive.
     */
    bodyDeadlineAfterTurn?: true;
  }
}

export type BodyRules = Config["bodies"];

/** Why a body was dropped: the log says which rule, never what was sent. */
export type SlowBodyReason = "rate" | "total";

/** True when the request announces a body that has not fully arrived yet. */
function bodyPending(request: FastifyRequest): boolean {
  if (request.raw.complete) return false;
  const length = Number(request.headers["content-length"]);
  return (Number.isFinite(length) && length > 0) || request.headers["transfer-encoding"] !== undefined;
}

/** How long the whole body may take: one window plus its declared length at the minimum rate, at most maxMs. */
export function bodyDeadlineMs(rules: BodyRules, declaredBytes: number): number {
  if (!Number.isFinite(declaredBytes) || declaredBytes <= 0) return rules.maxMs;
  return Math.min(rules.maxMs, rules.windowMs + Math.ceil((declaredBytes * 1000) / rules.minBytesPerSecond));
}

/**
 * Watches a request's body arrive over its connection and closes the connection when fewer than
 * minBytesPerSecond × windowMs bytes came in one window, or the body outlives its deadline. Every
 * byte used to reset an idle timer instead, so one byte every 20 s held a connection (and an upload
 * turn) for ever. Counts the socket's bytes, so nothing is read on the route's behalf. Answers a
 * function that stops watching; watching also stops once the request is done or its connection gone.
 */
export function watchBodyDeadline(request: FastifyRequest, rules: BodyRules, onDrop?: (reason: SlowBodyReason) => void): () => void {
  const socket = request.raw.socket;
  // app.inject's stand-in socket carries no bytes and cannot stall.
  if (!(socket instanceof Socket) || !bodyPending(request)) return () => {};
  const deadline = Date.now() + bodyDeadlineMs(rules, Number(request.headers["content-length"]));
  const leastPerWindow = (rules.minBytesPerSecond * rules.windowMs) / 1000;
  let seen = socket.bytesRead;
  // The request's own 'close' (done, or its connection gone), not the socket's: a kept-alive socket
  // carries many requests, and listeners on it would pile up.
  const stop = () => {
    clearInterval(timer);
    request.raw.off("close", stop);
  };
  const timer = setInterval(() => {
    if (request.raw.complete || socket.destroyed) return stop();
    const read = socket.bytesRead;
    const reason: SlowBodyReason | null = read - seen < leastPerWindow ? "rate" : Date.now() >= deadline ? "total" : null;
    seen = read;
    if (!reason) return;
    stop();
    request.log.info({ reason }, "request body too slow: connection closed");
    onDrop?.(reason);
    // The connection goes: its body can never be read to the end, and a browser still sending would
    // not read an answer before it had sent everything.
    socket.destroy();
  }, rules.windowMs);
  timer.unref();
  request.raw.once("close", stop);
  return stop;
}

/**
 * While an upload waits for its turn its body is not read, so it may stall once the socket's buffers
 * are full; but an honest client fills them at once. A body that has not sent one window's minimum
 * (or all of itself) by the end of its first window is dropped before it can wait in line.
 */
function watchBodyStart(request: FastifyRequest, rules: BodyRules): void {
  const socket = request.raw.socket;
  if (!(socket instanceof Socket) || !bodyPending(request)) return;
  const declared = Number(request.headers["content-length"]);
  const least = Math.min((rules.minBytesPerSecond * rules.windowMs) / 1000, Number.isFinite(declared) ? declared : Infinity);
  const start = socket.bytesRead;
  const done = () => clearTimeout(timer);
  const timer = setTimeout(() => {
    request.raw.off("close", done);
    if (request.raw.complete || socket.destroyed || socket.bytesRead - start >= least) return;
    request.log.info({ reason: "rate" }, "request body too slow: connection closed");
    socket.destroy();
  }, rules.windowMs);
  timer.unref();
  request.raw.once("close", done);
}

/**
 * Every request body meets the deadline rules (a minimum rate, a total time); an upload's rules start
 * once it has its turn (withUploadTurn), and until then it must only have started. A body still
 * arriving after its answer (a refusal sent before the body was read) is watched from then on.
 * Node's own requestTimeout is the backstop.
 */
export const bodyDeadlinePlugin = fp(async (app: FastifyInstance, rules: BodyRules) => {
  const watched = new WeakSet<FastifyRequest>();
  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.config?.bodyDeadlineAfterTurn) return watchBodyStart(request, rules);
    watched.add(request);
    watchBodyDeadline(request, rules);
  });
  app.addHook("onResponse", async (request) => {
    if (!watched.has(request)) watchBodyDeadline(request, rules);
  });
});
