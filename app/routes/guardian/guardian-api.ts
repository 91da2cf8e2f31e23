import type { z } from "zod";
import { apiGet, apiPost } from "#app/lib/api-client.ts";
import type { GuardianDecisionRequest, GuardianRequestViewAnswer } from "#shared/api/privacy.ts";

type View = z.infer<typeof GuardianRequestViewAnswer>;

export const readGuardianRequest = (token: string) => apiGet<View>(`/api/guardian/request?token=${encodeURIComponent(token)}`);
export const sendGuardianCode = (token: string) =>
  apiPost<{ isOk: true; data: { sent: true; testModeCode?: string } }>("/api/guardian/email-code", { token });
export const confirmGuardianCode = (token: string, code: string) =>
  apiPost<{ isOk: true; message: string }>("/api/guardian/sign-in", { token, code });
export const sendGuardianDecision = (decision: GuardianDecisionRequest) =>
  apiPost<{ isOk: true; message: string }>("/api/guardian/decision", decision);
