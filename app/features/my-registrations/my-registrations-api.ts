/**
 * The /me page's calls to the REST API: creator sign-in by e-mail code and the creator's sessions
 * (/api/creator), and the creator's own registrations (/api/me), typed by the server's schemas.
 */
import type { z } from "zod";
import { type ApiResult, apiFetch, apiPost } from "#app/lib/api-client.ts";
import type { DoneAnswer } from "#shared/api/common.ts";
import type { CreatorSessionAnswer, EmailCodeAnswer } from "#shared/api/creator-accounts.ts";
import type { VideoLinkAnswer } from "#shared/api/my-registrations.ts";

export const askForCode = (email: string) => apiPost<z.infer<typeof EmailCodeAnswer>>("/api/creator/email-code", { email });

export const signIn = (email: string, code: string) =>
  apiPost<z.infer<typeof CreatorSessionAnswer>>("/api/creator/sign-in", { email, code });

export const signOut = () => apiPost<z.infer<typeof DoneAnswer>>("/api/creator/sign-out");

export const signOutEverywhere = () => apiPost<z.infer<typeof DoneAnswer>>("/api/creator/sign-out-everywhere");

export const signOutDevice = (sessionId: string): Promise<ApiResult<z.infer<typeof DoneAnswer>>> =>
  apiFetch(`/api/creator/sessions/${encodeURIComponent(sessionId)}`, { method: "DELETE" });

export const saveVideoLink = (registrationId: string, link: string): Promise<ApiResult<z.infer<typeof VideoLinkAnswer>>> =>
  apiFetch(`/api/me/registrations/${encodeURIComponent(registrationId)}/video-link`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ link }),
  });

export const certificateUrl = (registrationId: string, kind: "participation" | "winner") =>
  `/api/me/registrations/${encodeURIComponent(registrationId)}/certificate.pdf?kind=${kind}`;
