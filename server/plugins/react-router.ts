import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { appContext as AppContextKey, nonceContext as NonceContextKey } from "#app/router-context.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "#db/availability.ts";

export type LoadServerBuild = () => Promise<ServerBuild>;
type ContextKeys = { appContext: typeof AppContextKey; nonceContext: typeof NonceContextKey };

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * Every request that no other route claims goes to React Router. Unlike hijacking the raw socket,
 * answering through `reply` keeps Fastify's compression and security headers on pages.
 */
export async function reactRouterPlugin(
  app: FastifyInstance,
  options: { loadBuild: LoadServerBuild; mode: "production" | "development" },
): Promise<void> {
  // Leave request bodies unread: React Router actions read them from the web Request.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  type Handler = { handle: ReturnType<typeof createRequestHandler>; keys: ContextKeys };
  let handler: Handler | undefined;
  const load = async (): Promise<Handler> => {
    const build = await options.loadBuild();
    // Context keys are compared by identity, so they must be the build's own, not a second copy.
    const keys = build.entry.module as unknown as ContextKeys;
    return { handle: createRequestHandler(build, options.mode), keys };
  };
  const getHandler = async () => {
    if (options.mode === "development") return load();
    handler ??= await load();
    return handler;
  };

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: async (request, reply) => {
      const { handle, keys } = await getHandler();
      const context = new RouterContextProvider();
      context.set(keys.appContext, app.ctx);
      // Development serves no Content Security Policy, and a nonce there only upsets hydration.
      context.set(keys.nonceContext, options.mode === "development" ? "" : reply.scriptNonce);
      const response = await handle(toWebRequest(request, reply), context);
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name === "set-cookie") continue;
        reply.header(name, value);
      }
      // A page that is briefly unavailable (database away) says when to come back, as the API does.
      if (response.status === 503 && !reply.hasHeader("retry-after")) reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (!response.body || request.method === "HEAD") return reply.send();
      return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
    },
  });
}
