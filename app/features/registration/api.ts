/** The REST calls of the registration flow (spec §7), with the answers' shapes. */

export type Ref<K extends string> = { _id: string } & Record<K, string>;

/** GET /api/user/getByEmail: only what the confirm dialog shows; mobile and address masked. */
export type LookedUpUser = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string;
  address: string;
  cityId: Ref<"cityName"> | null;
  stateId: Ref<"stateName"> | null;
  countryId: Ref<"countryName"> | null;
  pincode: string | null;
  link: string | null;
};

/** The user the payment dialog works for, from the lookup or from user creation. */
export type RegistrationUser = { _id: string; link: string; contact?: string };

export type Refusal = { isOk: false; code?: string; message?: string; errors?: Record<string, string> };

export type Answer<T> = { status: number; body: (T & { isOk: true }) | Refusal | null };

/** Any HTTP status outside 200-299 is a failure; a body that is not JSON reads as null. Throws on network errors. */
export async function call<T>(url: string, init?: RequestInit): Promise<Answer<T>> {
  const response = await fetch(url, { ...init, headers: { accept: "application/json", ...init?.headers } });
  const body = (await response.json().catch(() => null)) as Answer<T>["body"];
  if (!response.ok && body?.isOk) return { status: response.status, body: { isOk: false } };
  return { status: response.status, body };
}

export const postJson = <T>(url: string, payload: unknown) =>
  call<T>(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });

export function lookUpUser(email: string, contestId: string) {
  return call<{ data: LookedUpUser; alreadyRegistered: boolean }>(
    `/api/user/getByEmail/${encodeURIComponent(email)}?contestId=${encodeURIComponent(contestId)}`,
  );
}

type Named = { _id: string } & Record<string, string>;
/** Location and category lists; a failure gives an empty list (spec §8: silently ignored). */
export async function loadList<T extends Named>(url: string): Promise<T[]> {
  try {
    const answer = await call<{ data: T[] }>(url);
    return answer.body?.isOk && Array.isArray(answer.body.data) ? answer.body.data : [];
  } catch {
    return [];
  }
}

export type Order = { id: string; amount: number; currency: string };
export type CreateOrderAnswer =
  | { message?: string; data: { free: true; subscriber: unknown } }
  | { data: { free?: false; order: Order; subscriber: { _id: string }; user: { name: string; email: string; contact: string } } };

export type PaymentConfig = { razorpayKeyId: string; mode: "razorpay" | "simulated" };

export type CheckoutSuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
