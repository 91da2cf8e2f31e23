import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CompanyDetailsAnswer } from "#shared/api/content.ts";
import { keyInLanguage } from "#shared/i18n/localise-fields.ts";
import { getCompanyDetails } from "../services/company/get-company-details.ts";
import { answers } from "./schemas.ts";

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/company-details/get",
    { schema: { tags: ["content"], summary: "Company details (logo, contacts, social links)", response: answers(CompanyDetailsAnswer) } },
    async (request) => {
      const { db, cache } = app.ctx;
      const key = keyInLanguage("company", request.language);
      return { isOk: true as const, data: await cache.get(key, () => getCompanyDetails(db, request.language)) };
    },
  );
}
