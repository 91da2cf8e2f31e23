import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbiddenCharactersMessage, forbiddenTextPath } from "#shared/validation/text.ts";
import { AppError } from "../errors.ts";

const LABELS: Record<string, string> = { q: "Search", body: "The request" };
const labelOf = (path: string[]) => {
  const key = [...path].reverse().find((part) => !/^\d+$/.test(part)) ?? "body";
  return LABELS[key] ?? `${key.charAt(0).toUpperCase()}${key.slice(1)}`.replace(/([a-z])([A-Z])/g, "$1 $2");
};

/**
 * After each console route's schema has checked its fields (with their own messages), no string
 * left in the body, the query or the route's parameters may hold control or bidi characters: the
 * public forms' rule, so a field whose schema forgot it (a name, a search) answers 400 at that field
 * instead of a 500 from PostgreSQL (a NUL byte) or text that reads backwards. (The public routes'
 * fields carry the rule in their schemas and handlers, with the spec's messages.)
 */
export function refuseForbiddenText(app: FastifyInstance): void {
  app.addHook("preHandler", async (request: FastifyRequest) => {
    for (const input of [request.params, request.query, request.body]) {
      const path = forbiddenTextPath(input);
      if (!path) continue;
      const message = forbiddenCharactersMessage(labelOf(path));
      throw new AppError("BAD_REQUEST", message, { errors: { [path.join(".") || "body"]: message } });
    }
  });
}
