import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors.ts";

/**
 * Refuses a state-changing request that another site's page sent with the creator's cookie. Browsers
 * send Origin on every POST and DELETE; when it names another site the request is cross-site.
 * Clients that send no Origin (curl, server-to-server) carry no victim's cookie.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string | undefined): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  // Through URL, so "host:80" and "host" compare equal.
  const hostOf = (url: string) => {
    try {
      return new URL(url).host || null;
    } catch {
      return null; // "null" and other opaque origins
    }
  };
  const allowed = new Set([hostOf(`${request.protocol}://${request.host}`), publicUrl ? hostOf(publicUrl) : null]);
  const host = hostOf(origin);
  if (!host || !allowed.has(host)) throw new AppError("FORBIDDEN", "Cross-site request refused.");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A preHandler for routes that act with the creator's cookie: every state-changing method is checked. */
export function sameOriginHook(publicUrl: string | undefined) {
  return async (request: FastifyRequest) => {
    if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request, publicUrl);
  };
}
