import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const hostOf = (url: string) => {
  try {
    return new URL(url).host || null; // through URL, so "host:80" and "host" compare equal
  } catch {
    return null; // "null" and other opaque origins
  }
};

/**
 * A state-changing request whose Origin names another site is cross-site and must be refused: it
 * would act with the victim's cookie. Browsers send Origin on every POST, PUT, PATCH and DELETE;
 * clients that send none (curl, scripts) carry no victim's cookie. Answers whether it may go on.
 */
export function isSameOriginRequest(options: {
  method: string;
  origin: string | undefined | null;
  requestOrigin: string;
  publicUrl?: string;
}): boolean {
  if (SAFE_METHODS.has(options.method.toUpperCase())) return true;
  if (options.origin === undefined || options.origin === null) return true;
  const host = hostOf(options.origin);
  const allowed = new Set([hostOf(options.requestOrigin), options.publicUrl ? hostOf(options.publicUrl) : null]);
  return host !== null && allowed.has(host);
}

export const CROSS_SITE_MESSAGE = "Cross-site request refused.";

/** The same check on an API request: 403 when it is cross-site. */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string | undefined): void {
  const sameOrigin = isSameOriginRequest({
    method: request.method,
    origin: request.headers.origin,
    requestOrigin: `${request.protocol}://${request.host}`,
    publicUrl,
  });
  if (!sameOrigin) throw new AppError("FORBIDDEN", CROSS_SITE_MESSAGE);
}

/** A preHandler for routes that act with a session cookie: every state-changing method is checked. */
export function sameOriginHook(publicUrl: string | undefined) {
  return async (request: FastifyRequest) => assertSameOrigin(request, publicUrl);
}
