import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AuditLogAnswer, AuditLogChoicesAnswer, AuditLogQuery } from "#shared/console/audit-log.ts";
import { auditLogChoices, listAuditLog } from "../../services/audit-log/list-audit-log.ts";
import { answers } from "../schemas.ts";

/**
 * Reading the audit log (viewer and up: it names actions and field names, never personal data). There
 * is deliberately no route that changes or removes an entry; the database refuses both anyway.
 */
export default async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    "/audit-log",
    {
      config: { action: "audit-log.read" },
      schema: {
        tags: ["Admin"],
        summary: "The audit log, newest first, 50 a page; filter by who (a staff member, judges or cli), entity, action and IST days",
        description: "Role: viewer.",
        querystring: AuditLogQuery,
        response: answers(AuditLogAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await listAuditLog(db, request.query) }),
  );

  api.get(
    "/audit-log/choices",
    {
      config: { action: "audit-log.read" },
      schema: {
        tags: ["Admin"],
        summary: "What the audit log's filters offer: staff members, entities and actions",
        description: "Role: viewer.",
        response: answers(AuditLogChoicesAnswer),
      },
    },
    async () => ({ isOk: true as const, data: await auditLogChoices(db) }),
  );
}
