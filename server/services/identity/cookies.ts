import type { CookieSerializeOptions } from "@fastify/cookie";
// The parser @fastify/cookie itself uses, importable without the plugin (page loaders, tests).
import { parseCookie } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type PrincipalKind, SESSION_KINDS } from "./kinds.ts";

/** 32 random bytes, base64url: 43 characters. Anything else in a session cookie is nobody's session. */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * One cookie by name from a Cookie header. Page loaders get the raw header (`request.headers.get("cookie")`),
 * API routes `request.headers.cookie`; both come here. Malformed encodings give null, never an error.
 */
export function cookieFromHeader(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  try {
    return parseCookie(header)[name] ?? null;
  } catch {
    return null;
  }
}

/** The session token of `kind` in a Cookie header, when it carries a well-formed one. */
export function sessionTokenFromHeader(kind: PrincipalKind, header: string | null | undefined): string | null {
  const value = cookieFromHeader(header, SESSION_KINDS[kind].cookie);
  return value && SESSION_TOKEN_PATTERN.test(value) ? value : null;
}

/** The session token of `kind` that an API request carries. */
export const sessionTokenOf = (kind: PrincipalKind, request: FastifyRequest) => sessionTokenFromHeader(kind, request.headers.cookie);

/** httpOnly always, the kind's SameSite, and Secure when the site is served over https. */
export function sessionCookieOptions(kind: PrincipalKind, request: FastifyRequest, publicUrl: string | undefined): CookieSerializeOptions {
  return {
    path: "/",
    httpOnly: true,
    sameSite: SESSION_KINDS[kind].sameSite,
    // trustProxy is on, so request.protocol is https behind a TLS-terminating proxy.
    secure: request.protocol === "https" || Boolean(publicUrl?.startsWith("https://")),
  };
}

type Issued = { token: string; expiresAt: Date };

/** Puts a new session's token in the kind's cookie, expiring with the session. */
export function setSessionCookie(reply: FastifyReply, kind: PrincipalKind, publicUrl: string | undefined, session: Issued): void {
  reply.setCookie(SESSION_KINDS[kind].cookie, session.token, {
    ...sessionCookieOptions(kind, reply.request, publicUrl),
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, kind: PrincipalKind, publicUrl: string | undefined): void {
  reply.clearCookie(SESSION_KINDS[kind].cookie, sessionCookieOptions(kind, reply.request, publicUrl));
}
