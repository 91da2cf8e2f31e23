import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { getCompanyDetails } from "../services/company/get-company-details.ts";

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/company-details/get",
    { schema: { tags: ["content"], summary: "Company details (logo, contacts, social links)" } },
    async () => {
      const { db, cache } = app.ctx;
      return { isOk: true, data: await cache.get("company", () => getCompanyDetails(db)) };
    },
  );
}
