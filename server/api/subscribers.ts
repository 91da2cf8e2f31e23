import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApplicantListAnswer } from "#shared/api/registration.ts";
import { listApplicants } from "../services/applicants/list-applicants.ts";
import { answers, IdParam } from "./schemas.ts";

export async function subscriberRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/subscriber/list/:contestId",
    {
      schema: {
        tags: ["registration"],
        summary: "Completed registrations of a contest (no e-mail addresses)",
        params: z.object({ contestId: IdParam }),
        response: answers(ApplicantListAnswer),
      },
    },
    async (request) => ({ isOk: true as const, ...(await listApplicants(app.ctx.db, request.params.contestId, request.language)) }),
  );
}
