/**
 * The affiliate page's calls to the REST API (docs/product-rules.md, affiliates), typed by the
 * server's response schemas (shared/api/affiliates.ts), and its copy of the user id.
 */
import type { z } from "zod";
import { apiPost } from "#app/lib/api-client.ts";
import type { LoginAnswer, ReferredUserSchema, ReferredUsersAnswer } from "#shared/api/affiliates.ts";

export type ReferredUser = z.infer<typeof ReferredUserSchema>;

export type SignedInAffiliate = {
  id: string;
  firstName: string;
  lastName: string;
  affiliateCode: string | null;
};

/** `message` is the server's own text, or null (the page then says 'Unknown error'). Throws on network errors. */
type Answer<T> = { ok: boolean; status: number; message: string | null; data: T | null };

async function post<A extends { message?: string; data?: unknown }>(url: string, payload: unknown): Promise<Answer<A["data"]>> {
  const result = await apiPost<A>(url, payload);
  if (!result.ok && result.network) throw new Error(result.body.message);
  if (!result.ok) return { ok: false, status: result.status, message: result.fromServer ? result.body.message : null, data: null };
  return { ok: true, status: result.status, message: result.body.message || null, data: result.body.data ?? null };
}

export async function login(email: string, password: string): Promise<Answer<SignedInAffiliate>> {
  const answer = await post<z.infer<typeof LoginAnswer>>("/api/user/login", { email, password });
  const data = answer.data;
  return {
    ...answer,
    data:
      answer.ok && data ? { id: data._id, firstName: data.firstName, lastName: data.lastName, affiliateCode: data.affiliateCode } : null,
  };
}

export function logout(): Promise<Answer<unknown>> {
  return post<{ message: string }>("/api/user/logout", {});
}

export function fetchReferredUsers(userId: string): Promise<Answer<ReferredUser[]>> {
  return post<z.infer<typeof ReferredUsersAnswer>>("/api/user/referredUsers", { userId });
}

// The spec keeps the signed-in user id in local storage. The httpOnly session cookie is what the
// server trusts; this copy only mirrors it, and the page overwrites or removes it to match the server.
const USER_ID_KEY = "userId";

export function readStoredUserId(): string | null {
  try {
    return window.localStorage.getItem(USER_ID_KEY);
  } catch {
    return null; // storage disabled (private mode on some phones)
  }
}

export function storeUserId(userId: string | null): void {
  try {
    if (userId) window.localStorage.setItem(USER_ID_KEY, userId);
    else window.localStorage.removeItem(USER_ID_KEY);
  } catch {
    // storage disabled: the cookie session still works
  }
}
