import { stringifySetCookie } from "cookie";
import type { FastifyReply } from "fastify";
import { cookieFromHeader } from "../identity/cookies.ts";

/**
 * A one-time note that this browser's account was just erased (docs/privacy.md#erasure): the erase
 * call sets it, and the My data page it goes to next shows "Your account has been erased" once and
 * removes it. It holds no address or id (only "1"), lives five minutes at most and is httpOnly, so
 * neither a later visitor of the page nor a shared link can see that an account was erased.
 */
export const ERASED_NOTICE_COOKIE = "cc_erased";
const MAX_AGE_SECONDS = 5 * 60;

const options = (secure: boolean) => ({ path: "/", httpOnly: true, sameSite: "lax" as const, secure });
/** Secure when the site is served over https, as the session cookies are (identity/cookies.ts). */
const isSecure = (publicUrl: string | undefined, protocol: string) => protocol === "https" || Boolean(publicUrl?.startsWith("https://"));

/** Put on the erase call's answer. */
export function setErasedNotice(reply: FastifyReply, publicUrl: string | undefined): void {
  reply.setCookie(ERASED_NOTICE_COOKIE, "1", { ...options(isSecure(publicUrl, reply.request.protocol)), maxAge: MAX_AGE_SECONDS });
}

/** Whether a page request carries the note. */
export const hasErasedNotice = (cookieHeader: string | null | undefined) => cookieFromHeader(cookieHeader, ERASED_NOTICE_COOKIE) === "1";

/** The Set-Cookie header that removes the note once a page has shown it. */
export function erasedNoticeRemoval(publicUrl: string | undefined, request: Request): string {
  const secure = isSecure(publicUrl, new URL(request.url).protocol.replace(":", ""));
  return stringifySetCookie({ name: ERASED_NOTICE_COOKIE, value: "", ...options(secure), maxAge: 0 });
}
