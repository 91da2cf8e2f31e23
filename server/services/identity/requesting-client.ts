import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { clientKey } from "../client-key.ts";
import { cookieFromHeader } from "./cookies.ts";

/**
 * Who is asking, as far as e-mail codes care (docs/security.md, creator sign-in): the browser, by a
 * device cookie of its own, and its network address. Many people share one address (a campus, a
 * carrier's NAT); a device cookie tells them apart, so one person's codes and wrong guesses never
 * touch another's.
 */
export type RequestingClient = {
  /** clientKey(request): the address, an IPv6 client by its /64. */
  address: string;
  /** A digest of the device cookie (never the cookie itself). */
  deviceKey: string;
  /** False when this request came without the cookie and was just given one. */
  returning: boolean;
};

/** httpOnly and long-lived; it proves nothing alone, it only tells one browser from another. */
export const DEVICE_COOKIE = "cc_device";
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** The longest a browser keeps a cookie (Chrome caps at 400 days). */
const DEVICE_COOKIE_DAYS = 400;

export const deviceKeyOf = (deviceId: string) => createHash("sha256").update(`device\n${deviceId}`).digest("hex").slice(0, 32);

/** The requesting client; a browser without a device cookie is given one in the answer. */
export function requestingClient(request: FastifyRequest, reply: FastifyReply, publicUrl: string | undefined): RequestingClient {
  const sent = cookieFromHeader(request.headers.cookie, DEVICE_COOKIE);
  if (sent && DEVICE_ID_PATTERN.test(sent)) return { address: clientKey(request), deviceKey: deviceKeyOf(sent), returning: true };
  const deviceId = randomBytes(16).toString("base64url");
  reply.setCookie(DEVICE_COOKIE, deviceId, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https" || Boolean(publicUrl?.startsWith("https://")),
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
  return { address: clientKey(request), deviceKey: deviceKeyOf(deviceId), returning: false };
}
