import type { z } from "zod";
import { apiGet, apiPost } from "#app/lib/api-client.ts";
import type { GuardianRequest, GuardianStatusAnswer } from "#shared/api/privacy.ts";

type StatusAnswer = z.infer<typeof GuardianStatusAnswer>;

/** Where the signed-in creator's request for a guardian's consent stands; "none" when the server could not say. */
export async function readGuardianStatus(): Promise<StatusAnswer["data"]> {
  const answer = await apiGet<StatusAnswer>("/api/privacy/guardian-status");
  return answer.ok ? answer.body.data : { status: "none" };
}

export const askGuardian = (request: GuardianRequest) => apiPost<StatusAnswer>("/api/privacy/guardian-request", request);
