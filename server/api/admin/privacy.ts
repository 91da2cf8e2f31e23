import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DoneAnswer } from "#shared/api/common.ts";
import { PrivacyContactForm } from "#shared/console/privacy.ts";
import { consolePageParam } from "#shared/console/table-query.ts";
import { getPrivacyContact, savePrivacyContact } from "../../services/consent/privacy-contact.ts";
import { breachNotifyList, listPrivacyRequests, markGrievanceAnswered } from "../../services/console/privacy/privacy-requests.ts";
import { recordAudit } from "../../services/audit-log/record-audit.ts";
import { answers, IdParam, type ZodApi } from "../schemas.ts";
import { staffIdOf } from "./signed-in-staff.ts";

const RequestRow = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  email: z.string().nullable(),
  message: z.string().nullable(),
  answerDueAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
const RequestsAnswer = z.object({
  isOk: z.literal(true),
  data: z.object({ requests: z.array(RequestRow), total: z.number(), openGrievances: z.number(), page: z.number(), pageSize: z.number() }),
});
const ContactAnswer = z.object({
  isOk: z.literal(true),
  data: z.object({ name: z.string(), email: z.string(), phone: z.string(), documentRetentionDays: z.number() }),
});
const BreachAnswer = z.object({
  isOk: z.literal(true),
  data: z.array(z.object({ notify: z.string(), firstName: z.string(), throughGuardian: z.boolean() })),
});

const tags = ["Admin"];

/** Privacy in the console (docs/privacy.md): requests, the contact person, the breach list. */
export default async function privacyAdminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requestRoutes(api);
  contactRoutes(api);
}

/** Privacy requests, and marking one answered. */
function requestRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.get(
    "/privacy/requests",
    {
      config: { action: "privacy-requests.read" },
      schema: {
        tags,
        summary: "Exports, corrections, erasures and grievances, newest first, 50 a page",
        querystring: z.object({ page: consolePageParam }),
        response: answers(RequestsAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await listPrivacyRequests(db, request.query) }),
  );

  api.post(
    "/privacy/requests/:id/answered",
    {
      config: { action: "privacy-requests.manage" },
      schema: { tags, summary: "Mark a grievance answered (audited)", params: z.object({ id: IdParam }), response: answers(DoneAnswer) },
    },
    async (request) => {
      await markGrievanceAnswered(db, { id: request.params.id, staffId: staffIdOf(request) });
      return { isOk: true as const, message: "Marked answered." };
    },
  );
}

/** The privacy contact, and whom to tell of a breach. */
function contactRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.get(
    "/privacy/contact",
    {
      config: { action: "privacy-requests.read" },
      schema: {
        tags,
        summary: "The person who answers privacy questions, and the document retention days",
        response: answers(ContactAnswer),
      },
    },
    async () => ({ isOk: true as const, data: await getPrivacyContact(db) }),
  );

  api.put(
    "/privacy/contact",
    {
      config: { action: "privacy-requests.manage" },
      schema: { tags, summary: "Set the privacy contact shown on the notice", body: PrivacyContactForm, response: answers(DoneAnswer) },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        await savePrivacyContact(tx as unknown as typeof db, request.body);
        await recordAudit(tx as unknown as typeof db, {
          staffId: staffIdOf(request),
          action: "update",
          entity: "privacy-contact",
          changedFields: ["name", "email", "phone", "documentRetentionDays"],
        });
      });
      api.ctx.cache.invalidate("company");
      return { isOk: true as const, message: "Saved." };
    },
  );

  api.get(
    "/privacy/breach-notify-list",
    {
      config: { action: "breach.read" },
      schema: {
        tags,
        summary: "The people to notify after a breach (guardians for under-18s); owners only, audited",
        response: answers(BreachAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await breachNotifyList(db, { staffId: staffIdOf(request) }) }),
  );
}
