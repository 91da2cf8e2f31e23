import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { defaultLanguage, type Language, languageCookie, languageFromAcceptLanguage, isLanguage } from "#shared/i18n/language.ts";
import { apiMessageIn } from "../services/i18n/catalogues.ts";
import { PRIVATE_NO_STORE } from "./console-pages-private.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The language an API call asked for (Accept-Language; the site's pages send their own): mails and PDFs for it follow it. */
    language: Language;
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/**
 * Languages at the edge (DESIGN.md, Languages). At / only, a visitor who chose Hindi with the switch,
 * or whose browser asks for Hindi first and who never chose, is sent to /hi/; that answer is private,
 * so the English / stays one shared, cacheable page. API answers keep the spec's English messages
 * unless the call asks for Hindi (the site's pages send Accept-Language in their own language).
 */
export const languagesPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("language", defaultLanguage);
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith("/api/")) {
      request.language = languageFromAcceptLanguage(request.headers["accept-language"]) ?? defaultLanguage;
      return;
    }
    if (request.method !== "GET" || (request.url !== "/" && !request.url.startsWith("/?"))) return;
    const chosen = cookieValue(request.headers.cookie, languageCookie);
    const language = isLanguage(chosen) ? chosen : languageFromAcceptLanguage(request.headers["accept-language"]);
    if (language !== "hi") return;
    const query = request.url.slice(1);
    return reply.header("cache-control", PRIVATE_NO_STORE).header("vary", "accept-language, cookie").redirect(`/hi/${query}`, 302);
  });
  app.addHook("preSerialization", async (request, _reply, payload) => {
    if (request.language === "en" || !request.url.startsWith("/api/")) return payload;
    const body = payload as { message?: unknown } | null;
    if (body === null || typeof body !== "object" || Array.isArray(body) || typeof body.message !== "string") return payload;
    return { ...body, message: apiMessageIn(request.language, body.message) };
  });
});
