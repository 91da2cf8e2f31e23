import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BankDetailsAnswer,
  RegistrationDetailAnswer,
  type RegistrationDocument,
  RegistrationListAnswer,
  RegistrationListQuery,
  registrationDocuments,
} from "#shared/console/registrations.ts";
import { notFound } from "../../errors.ts";
import { exportFileName, exportRegistrationsCsv } from "../../services/console/registrations/export-registrations.ts";
import { getRegistration } from "../../services/console/registrations/get-registration.ts";
import { listRegistrations } from "../../services/console/registrations/list-registrations.ts";
import { openRegistrationDocument, readRegistrationBankDetails } from "../../services/console/registrations/private-items.ts";
import { answers, IdParam, type ZodApi } from "../schemas.ts";
import { staffIdOf } from "./signed-in-staff.ts";

const tags = ["Admin"];
const read = { action: "registrations.read" } as const;
const documents = { action: "documents.read" } as const;
const Params = z.object({ id: IdParam });
const DocumentParams = z.object({
  id: IdParam,
  document: z.enum(Object.keys(registrationDocuments) as [RegistrationDocument, ...RegistrationDocument[]], {
    error: "Document must be aadhar, pan or cancelled-cheque.",
  }),
});

/** Personal data: never kept by a browser or a proxy. */
const noStore = { "cache-control": "no-store", pragma: "no-cache" };

/**
 * The console's registrations (docs/console.md, registrations and export): the list and its CSV
 * (viewer), one registration (viewer), and a creator's documents and bank details (owner, one item per
 * request, each view audited).
 */
export default async function registrationsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  listRoutes(api);
  detailRoutes(api);
  privateItemRoutes(api);
}

/** The registrations list and its CSV export, with the same filters. */
function listRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.get(
    "/registrations",
    {
      config: read,
      schema: {
        tags,
        summary: "Registrations across contests or of one, searched and filtered, 50 a page with the total",
        description:
          "Search (q) looks in the creator's name, e-mail, mobile and the video link. Status is what creators see: pending, completed, refunded, expired.",
        querystring: RegistrationListQuery,
        response: answers(RegistrationListAnswer),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { isOk: true as const, data: await listRegistrations(db, request.query) };
    },
  );

  api.get(
    "/registrations/export.csv",
    {
      config: read,
      schema: {
        tags,
        summary: "The registrations matching the list's filters as a CSV file (UTF-8 with BOM), streamed",
        description: "Each export is in the audit log with its filters and row count. No documents or bank details.",
        querystring: RegistrationListQuery,
        // The file is streamed (no serialiser runs for a stream); refusals share the JSON failure shape.
        response: answers(z.string().describe("The CSV file: text/csv; charset=utf-8, with a byte-order mark")),
      },
    },
    async (request, reply) => {
      const staffId = staffIdOf(request);
      const fileName = await exportFileName(db, request.query);
      reply
        .headers(noStore)
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`);
      return reply.send(exportRegistrationsCsv(db, { filters: request.query, staffId }) as never);
    },
  );
}

/** One registration in full, without its documents and bank details. */
function detailRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.get(
    "/registrations/:id",
    {
      config: read,
      schema: {
        tags,
        summary: "One registration: the creator's profile, contest, affiliate, payment history and status changes",
        params: Params,
        response: answers(RegistrationDetailAnswer),
      },
    },
    async (request, reply) => {
      const detail = await getRegistration(db, request.params.id);
      if (!detail) throw notFound("Registration not found.");
      reply.headers(noStore);
      return { isOk: true as const, data: detail };
    },
  );
}

/** A creator's identity documents and bank details: one item per request, each view audited. */
function privateItemRoutes(api: ZodApi): void {
  const { ctx } = api;

  api.get(
    "/registrations/:id/documents/:document",
    {
      config: documents,
      schema: {
        tags,
        summary: "One identity document of the registration's creator, decrypted (owner; the view is audited)",
        params: DocumentParams,
        // The file is streamed (no serialiser runs for a stream); refusals share the JSON failure shape.
        response: answers(z.string().describe("The document as uploaded: application/pdf, image/jpeg or image/png")),
      },
    },
    async (request, reply) => {
      const opened = await openRegistrationDocument(ctx, {
        registrationId: request.params.id,
        document: request.params.document,
        staffId: staffIdOf(request),
      });
      reply
        .headers(noStore)
        .header("content-type", opened.contentType)
        .header("content-disposition", `inline; filename="${opened.fileName}"`)
        .header("x-content-type-options", "nosniff");
      return reply.send(opened.stream as never);
    },
  );

  api.get(
    "/registrations/:id/bank-details",
    {
      config: documents,
      schema: {
        tags,
        summary: "The bank details of the registration's creator, decrypted (owner; the view is audited)",
        params: Params,
        response: answers(BankDetailsAnswer),
      },
    },
    async (request, reply) => {
      const data = await readRegistrationBankDetails(ctx, { registrationId: request.params.id, staffId: staffIdOf(request) });
      reply.headers(noStore);
      return { isOk: true as const, data };
    },
  );
}
