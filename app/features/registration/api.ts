/**
 * The REST calls of the registration flow (docs/product-rules.md, registration and payments), typed
 * by the server's own response schemas (shared/api/registration.ts) over the one API client.
 */
import type { z } from "zod";
import { type ApiResult, apiFetch, apiGet, apiPost, apiPostForm } from "#app/lib/api-client.ts";
import type { CreatorSessionAnswer, EmailCodeAnswer } from "#shared/api/creator-accounts.ts";
import type {
  AffiliateCodeAnswer,
  CheckoutSuccessSchema,
  ConfirmOrderAnswer,
  CreatedUserAnswer,
  CreateOrderAnswer as CreateOrderAnswerSchema,
  LookedUpUserAnswer,
  LookedUpUserSchema,
  OrderSchema,
  PaymentConfigAnswer,
  SimulatedCheckoutAnswer,
} from "#shared/api/registration.ts";
import type { Category, City, Country, State } from "#shared/api-types.ts";

/** GET /api/user/getByEmail: only what the confirm dialog shows; mobile and address masked. */
export type LookedUpUser = z.infer<typeof LookedUpUserSchema>;

/** The user the payment dialog works for, from the lookup or from user creation. */
export type RegistrationUser = { _id: string; link: string; contact?: string };

export type Refusal = { isOk: false; code?: string; message?: string; errors?: Record<string, string> };

export type Answer<T> = { status: number; body: (T & { isOk: true }) | Refusal | null };

export type Order = z.infer<typeof OrderSchema>;
export type CreateOrderAnswer = z.infer<typeof CreateOrderAnswerSchema>;
export type PaymentConfig = z.infer<typeof PaymentConfigAnswer>;
export type CheckoutSuccess = z.infer<typeof CheckoutSuccessSchema>;

/** Any HTTP status outside 200-299 is a failure. Throws on network errors, where the caller shows its own text. */
export async function call<T>(url: string, init?: RequestInit): Promise<Answer<T>> {
  return answerOf(await apiFetch<T & { isOk: true }>(url, init));
}

export const postJson = async <T>(url: string, payload: unknown) => answerOf(await apiPost<T & { isOk: true }>(url, payload));

function answerOf<T>(result: ApiResult<T & { isOk: true }>): Answer<T> {
  if (!result.ok && result.network) throw new Error(result.body.message);
  return { status: result.status, body: result.ok ? result.body : (result.body as Refusal) };
}

export type EmailCode = z.infer<typeof EmailCodeAnswer>["data"];
export type CreatorSession = z.infer<typeof CreatorSessionAnswer>["data"];

/** The creator signed in on this browser, or null (none, or the server could not say). */
export async function readCreatorSession(): Promise<CreatorSession | null> {
  const answer = await apiGet<z.infer<typeof CreatorSessionAnswer>>("/api/creator/session");
  return answer.ok ? answer.body.data : null;
}

/** Sends a sign-in code to the address; the answer is the same whether or not anyone uses it yet. */
export const requestEmailCode = (email: string) => apiPost<z.infer<typeof EmailCodeAnswer>>("/api/creator/email-code", { email });

/** A correct code starts the creator's session (a cookie). */
export const signInWithCode = (email: string, code: string) =>
  apiPost<z.infer<typeof CreatorSessionAnswer>>("/api/creator/sign-in", { email, code });

export function lookUpUser(email: string, contestId: string) {
  return call<z.infer<typeof LookedUpUserAnswer>>(
    `/api/user/getByEmail/${encodeURIComponent(email)}?contestId=${encodeURIComponent(contestId)}`,
  );
}

export const createUser = async (form: FormData) =>
  answerOf(await apiPostForm<z.infer<typeof CreatedUserAnswer>>("/api/user/create", form));

export const applyAffiliateCode = (affiliateCode: string) =>
  postJson<z.infer<typeof AffiliateCodeAnswer>>("/api/user/getByAffiliateCode", { affiliateCode });

export const getPaymentConfig = () => call<PaymentConfig>("/api/subscriber/get-razorpay-id");

export const createOrder = (input: { contestId: string; userId: string; link: string }) =>
  postJson<CreateOrderAnswer>("/api/subscriber/create-order", input);

export const confirmOrder = (input: CheckoutSuccess & { contestId: string; userId: string }) =>
  postJson<z.infer<typeof ConfirmOrderAnswer>>("/api/subscriber/confirm-order", input);

export const simulateCheckout = (orderId: string, outcome: "success" | "failure") =>
  postJson<z.infer<typeof SimulatedCheckoutAnswer>>(`/api/subscriber/simulated-checkout/${encodeURIComponent(orderId)}`, { outcome });

type Named = { _id: string } & Record<string, string>;
/** Location and category lists; a failure gives an empty list (docs/product-rules.md: silently ignored). */
export async function loadList<T extends Named>(url: string): Promise<T[]> {
  const answer = await apiGet<{ data: T[] }>(url);
  return answer.ok && Array.isArray(answer.body.data) ? answer.body.data : [];
}

export const loadCategories = () => loadList<Category & Named>("/api/category/list/active");
export const loadCountries = () => loadList<Country & Named>("/api/location/list/country");
export const loadStates = (countryId: string) =>
  loadList<State & Named>(`/api/location/list/state/country/${encodeURIComponent(countryId)}`);
export const loadCities = (stateId: string) => loadList<City & Named>(`/api/location/list/city/state/${encodeURIComponent(stateId)}`);
