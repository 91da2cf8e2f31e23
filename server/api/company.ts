import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CompanyDetailsAnswer } from "#shared/api/content.ts";
import { getCompanyDetails } from "../services/company/get-company-details.ts";
import { answers } from "./schemas.ts";

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/company-details/get",
    { schema: { tags: ["content"], summary: "Company details (logo, contacts, social links)", response: answers(CompanyDetailsAnswer) } },
    async () => {
      const { db, cache } = app.ctx;
      return { isOk: true as const, data: await cache.get("company", () => getCompanyDetails(db)) };
    },
  );
}
