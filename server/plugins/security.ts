import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

declare module "fastify" {
  interface FastifyReply {
    scriptNonce: string;
  }
}

export const HSTS = "max-age=31536000";

const razorpayHosts = ["https://checkout.razorpay.com", "https://api.razorpay.com", "https://*.razorpay.com"];

/** Security headers and a Content Security Policy whose script nonce changes on every request. */
export const securityPlugin = fp(async (app: FastifyInstance, options: { development: boolean; publicUrl?: string }) => {
  app.decorateReply("scriptNonce", "");
  const httpsSite = Boolean(options.publicUrl?.startsWith("https://"));
  // Built once: a helmet middleware made per request (as @fastify/helmet does) parses and checks the
  // whole policy again on every request, about 2 % of a registration's CPU under load.
  const setSecurityHeaders = helmet({
    // Vite's dev client injects inline scripts of its own; the policy is for the built site.
    contentSecurityPolicy: options.development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
            frameAncestors: ["'self'"],
            formAction: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { nonce?: string }).nonce ?? ""}'`, ...razorpayHosts],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", "https:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'", ...razorpayHosts],
            // The judges' scoring screen plays a YouTube entry after a tap (docs/judging.md).
            frameSrc: ["'self'", ...razorpayHosts, "https://www.youtube-nocookie.com"],
            upgradeInsecureRequests: null,
          },
        },
    crossOriginEmbedderPolicy: false,
    // Razorpay's checkout opens as a popup on some devices and must be able to talk back.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.scriptNonce = randomBytes(16).toString("base64");
    // helmet's directive functions see only the raw response.
    (reply.raw as unknown as { nonce: string }).nonce = reply.scriptNonce;
    // Browsers keep to https for a year once they have seen the site over https (a trusted proxy's
    // X-Forwarded-Proto counts). No includeSubDomains: other hosts of the organiser's domain may not be
    // on https, and no preload: that list is hard to leave.
    if (httpsSite || request.protocol === "https") reply.header("strict-transport-security", HSTS);
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
});
