/** The affiliate page's calls to the REST API (spec §7) and its copy of the user id (spec §4). */
import type { ReferredUser } from "#server/services/affiliates/referred-users.ts";

export type { ReferredUser };

export type SignedInAffiliate = {
  id: string;
  firstName: string;
  lastName: string;
  affiliateCode: string | null;
};

type Answer<T> = { ok: boolean; status: number; message: string | null; data: T | null };

async function post<T>(url: string, body: unknown): Promise<Answer<T>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  let json: { message?: unknown; data?: unknown } = {};
  try {
    json = await response.json();
  } catch {
    // A proxy's HTML error page: no message to show.
  }
  return {
    ok: response.ok,
    status: response.status,
    message: typeof json.message === "string" && json.message ? json.message : null,
    data: (json.data ?? null) as T | null,
  };
}

type LoginData = { _id: string; firstName: string; lastName: string; affiliateCode: string | null };

export async function login(email: string, password: string): Promise<Answer<SignedInAffiliate>> {
  const answer = await post<LoginData>("/api/user/login", { email, password });
  const data = answer.data;
  return {
    ...answer,
    data:
      answer.ok && data?._id
        ? { id: data._id, firstName: data.firstName, lastName: data.lastName, affiliateCode: data.affiliateCode }
        : null,
  };
}

export function logout(): Promise<Answer<unknown>> {
  return post("/api/user/logout", {});
}

export function fetchReferredUsers(userId: string): Promise<Answer<ReferredUser[]>> {
  return post<ReferredUser[]>("/api/user/referredUsers", { userId });
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
