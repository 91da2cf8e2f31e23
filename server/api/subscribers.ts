import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listApplicants } from "../services/applicants/list-applicants.ts";
import { IdParam } from "./schemas.ts";

export async function subscriberRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/subscriber/list/:contestId",
    {
      schema: {
        tags: ["registration"],
        summary: "Completed registrations of a contest (no e-mail addresses)",
        params: z.object({ contestId: IdParam }),
      },
    },
    async (request) => ({ isOk: true, ...(await listApplicants(app.ctx.db, request.params.contestId)) }),
  );
}
