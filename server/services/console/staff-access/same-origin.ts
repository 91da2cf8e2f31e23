import type { FastifyRequest } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const hostOf = (url: string) => {
  try {
    return new URL(url).host || null;
  } catch {
    return null; // "null" and other opaque origins
  }
};

/**
 * A state-changing request whose Origin names another site is cross-site and must be refused.
 * Browsers send Origin on every such request; clients that send none (curl, scripts) carry no
 * victim's cookie. Answers whether the request may go on.
 */
export function isSameOriginRequest(options: {
  method: string;
  origin: string | undefined | null;
  requestOrigin: string;
  publicUrl?: string;
}) {
  if (SAFE_METHODS.has(options.method.toUpperCase())) return true;
  if (options.origin === undefined || options.origin === null) return true;
  const host = hostOf(options.origin);
  const allowed = new Set([hostOf(options.requestOrigin), options.publicUrl ? hostOf(options.publicUrl) : null]);
  return host !== null && allowed.has(host);
}

export function requestIsSameOrigin(request: FastifyRequest, publicUrl?: string): boolean {
  return isSameOriginRequest({
    method: request.method,
    origin: request.headers.origin,
    requestOrigin: `${request.protocol}://${request.host}`,
    publicUrl,
  });
}
