import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyRequest } from "fastify";

/** The console's session cookie: its own name, SameSite=Strict, Secure behind HTTPS (docs/console.md). */
export function staffCookieOptions(request: FastifyRequest, publicUrl: string): CookieSerializeOptions {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https" || publicUrl.startsWith("https://"),
  };
}
