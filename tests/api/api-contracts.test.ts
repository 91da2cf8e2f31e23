import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { login } from "#app/features/affiliates/affiliate-api.ts";
import { applyAffiliateCode, lookUpUser } from "#app/features/registration/api.ts";
import { apiGet, apiPost } from "#app/lib/api-client.ts";
import { createAffiliate } from "#server/services/affiliates/create-affiliate.ts";
import { FailureAnswer } from "#shared/api/common.ts";
import {
  BannerListAnswer,
  CategoryListAnswer,
  CmsPageAnswer,
  CompanyDetailsAnswer,
  ContestCategoryListAnswer,
  JudgeListAnswer,
  TestimonialListAnswer,
} from "#shared/api/content.ts";
import { ActiveContestsAnswer, ContestAnswer } from "#shared/api/contests.ts";
import { CreatorSessionAnswer, CreatorSessionListAnswer, EmailCodeAnswer } from "#shared/api/creator-accounts.ts";
import { CityListAnswer, CountryListAnswer, StateListAnswer } from "#shared/api/locations.ts";
import {
  AffiliateCodeAnswer,
  ApplicantListAnswer,
  CreateOrderAnswer,
  LookedUpUserAnswer,
  PaymentConfigAnswer,
} from "#shared/api/registration.ts";
import { cookieForEmail, testClientAddress, testDeviceCookie } from "../support/creator-session.ts";
import {
  createBanner,
  createCategory,
  createCity,
  createCmsPage,
  createCompanyDetails,
  createContest,
  createContestCategory,
  createCountry,
  createJudge,
  createPrize,
  createState,
  createSubscriber,
  createTestimonial,
  createUser,
  createWinner,
  linkJudge,
} from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** Every route of the API, in OpenAPI path form, with its success status. */
const routes: [method: "get" | "post" | "delete" | "patch", path: string, status: 200 | 201][] = [
  ["get", "/api/company-details/get", 200],
  ["get", "/api/contest/active", 200],
  ["get", "/api/contest/get/{id}", 200],
  ["get", "/api/contestCategory/active", 200],
  ["get", "/api/category/list/active", 200],
  ["post", "/api/judge/listByparams", 200],
  ["post", "/api/banner/list", 200],
  ["post", "/api/testimonial/list", 200],
  ["get", "/api/cms/{slug}", 200],
  ["get", "/api/location/list/country", 200],
  ["get", "/api/location/list/state/country/{countryId}", 200],
  ["get", "/api/location/list/city/state/{stateId}", 200],
  ["get", "/api/location/search/city/state/{stateId}", 200],
  ["get", "/api/location/pincode/{pincode}", 200],
  ["get", "/api/location/list/district/state/{stateId}", 200],
  ["post", "/api/location/unlisted-town", 200],
  ["get", "/api/subscriber/list/{contestId}", 200],
  ["get", "/api/subscriber/get-razorpay-id", 200],
  ["post", "/api/subscriber/create-order", 200],
  ["post", "/api/subscriber/confirm-order", 200],
  ["post", "/api/subscriber/simulated-checkout/{orderId}", 200],
  ["post", "/api/subscriber/razorpay-webhook", 200],
  ["get", "/api/user/getByEmail/{email}", 200],
  ["post", "/api/user/getByAffiliateCode", 200],
  ["post", "/api/user/create", 200],
  ["post", "/api/user/login", 200],
  ["post", "/api/user/logout", 200],
  ["post", "/api/user/referredUsers", 200],
  ["post", "/api/contact", 201],
  ["post", "/api/creator/email-code", 200],
  ["post", "/api/creator/sign-in", 200],
  ["get", "/api/creator/session", 200],
  ["get", "/api/creator/sessions", 200],
  ["delete", "/api/creator/sessions/{id}", 200],
  ["post", "/api/creator/sign-out", 200],
  ["post", "/api/creator/sign-out-everywhere", 200],
  ["get", "/api/me/registrations", 200],
  ["patch", "/api/me/registrations/{registrationId}/video-link", 200],
  ["post", "/api/privacy/guardian-request", 200],
  ["get", "/api/privacy/guardian-status", 200],
  ["get", "/api/privacy/consent", 200],
  ["post", "/api/privacy/consent/withdraw", 200],
  ["post", "/api/privacy/consent/give", 200],
  ["get", "/api/guardian/request", 200],
  ["post", "/api/guardian/email-code", 200],
  ["post", "/api/guardian/sign-in", 200],
  ["post", "/api/guardian/decision", 200],
  ["get", "/api/privacy/my-data/export", 200],
  ["post", "/api/privacy/my-data/correct", 200],
  ["post", "/api/privacy/my-data/erase", 200],
  ["post", "/api/privacy/my-data/grievance", 200],
  ["post", "/api/privacy/my-data/prize-documents", 200],
];

/** Routes whose success is not JSON (a file), with the shared failure shape. */
const fileRoutes: [method: "get", path: string][] = [
  ["get", "/api/me/registrations/{registrationId}/certificate.pdf"],
  ["get", "/api/me/registrations/{registrationId}/receipt.pdf"],
  ["get", "/api/privacy/my-data/files/{field}"],
];

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createCompanyDetails(db);
  const country = await createCountry(db);
  const state = await createState(db, { countryId: country.id });
  const city = await createCity(db, { stateId: state.id });
  const contestCategory = await createContestCategory(db);
  await createCategory(db);
  const contest = await createContest(db, { contestCategoryId: contestCategory.id, entryFeePaise: 49_900 });
  const free = await createContest(db, { entryFeePaise: 0 });
  await createPrize(db, { contestId: contest.id });
  const judge = await createJudge(db, { home: true });
  await linkJudge(db, contest.id, judge.id);
  await createBanner(db);
  await createTestimonial(db);
  const page = await createCmsPage(db);
  const user = await createUser(db, { email: "contract.user@example.in", cityId: city.id, stateId: state.id, countryId: country.id });
  const subscriber = await createSubscriber(db, { contestId: contest.id, userId: user.id });
  await createWinner(db, { contestId: contest.id, subscriberId: subscriber.id });
  await createAffiliate(db, {
    email: "contract.affiliate@example.in",
    firstName: "Kiran",
    code: "KIRAN2026",
    password: "contract-password-2026",
  });
  Object.assign(ids, {
    contest: contest.id,
    free: free.id,
    country: country.id,
    state: state.id,
    slug: page.slug,
    user: user.id,
    email: user.email,
  });
});

afterAll(async () => {
  await t?.close();
});

describe("[API] the OpenAPI document", () => {
  it("lists every route with a JSON response schema for its success and for failures", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as OpenApi;
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    // The organiser console's and the judges' routes are listed by their own tests
    // (tests/api/console-*.test.ts, tests/api/judging-*.test.ts); here each must only have the same
    // answer schemas as every other route. The spec's public judge list stays listed here.
    const isConsole = (route: string) => {
      const path = route.split(" ")[1] ?? "";
      return path.startsWith("/api/admin/") || (path.startsWith("/api/judge/") && path !== "/api/judge/listByparams");
    };
    expect(documented.filter((route) => !isConsole(route)).sort()).toEqual(
      [...routes, ...fileRoutes].map(([method, path]) => `${method} ${path}`).sort(),
    );
    for (const route of documented.filter(isConsole)) {
      const [method = "", path = ""] = route.split(" ");
      const responses = doc.paths[path]?.[method]?.responses ?? {};
      const success = Object.entries(responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
      expect(JSON.stringify(success?.content?.["application/json"]?.schema ?? null).length, `${route} 2xx`).toBeGreaterThan(20);
      expect(JSON.stringify((responses["4XX"] ?? responses["4xx"])?.content?.["application/json"]?.schema), `${route} 4xx`).toContain(
        "isOk",
      );
    }
    expect(documented.filter(isConsole).length).toBeGreaterThan(0);
    for (const [method, path] of fileRoutes) {
      const failure = doc.paths[path]?.[method]?.responses?.["4XX"] ?? doc.paths[path]?.[method]?.responses?.["4xx"];
      expect(JSON.stringify(failure?.content?.["application/json"]?.schema), `${method} ${path} 4xx`).toContain("isOk");
    }

    for (const [method, path, status] of routes) {
      const responses = doc.paths[path]?.[method]?.responses ?? {};
      const success = responses[String(status)]?.content?.["application/json"]?.schema;
      expect(success, `${method} ${path} ${status}`).toBeDefined();
      expect(JSON.stringify(success).length, `${method} ${path}`).toBeGreaterThan(20);
      const failure = responses["4XX"] ?? responses["4xx"];
      expect(JSON.stringify(failure?.content?.["application/json"]?.schema), `${method} ${path} 4xx`).toContain("isOk");
    }
  });

  it("describes the fields of an answer, so a client can be generated from it", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as OpenApi;
    const contest = JSON.stringify(doc.paths["/api/contest/get/{id}"]?.get?.responses?.["200"]);
    for (const field of ["entryFee", "registrationEndDate", "eligibilityCriteria", "winnersDetails", "isFull"])
      expect(contest).toContain(field);
    const referred = JSON.stringify(doc.paths["/api/user/referredUsers"]?.post?.responses?.["200"]);
    for (const field of ["mobileNo", "socialMedia", "profileImage"]) expect(referred).toContain(field);
  });
});

describe("[API] answers match the shared response schemas the browser's types come from", () => {
  /** The answer parses, and parsing drops nothing: no field is outside the schema. */
  async function expectAnswer(
    schema: z.ZodType,
    request: { method: "GET" | "POST"; url: string; payload?: object; headers?: Record<string, string>; remoteAddress?: string },
    status = 200,
  ) {
    const { payload, headers, ...rest } = request;
    const response = await t.app.inject({
      ...rest,
      headers: { ...headers, ...(payload ? { "content-type": "application/json" } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
    expect(response.statusCode, `${request.method} ${request.url}: ${response.body.slice(0, 300)}`).toBe(status);
    const body = response.json();
    const parsed = schema.safeParse(body);
    expect(parsed.error?.issues ?? [], request.url).toEqual([]);
    expect(parsed.data).toEqual(body);
    return body;
  }

  it.each([
    ["/api/company-details/get", CompanyDetailsAnswer],
    ["/api/contest/active", ActiveContestsAnswer],
    ["/api/contestCategory/active", ContestCategoryListAnswer],
    ["/api/category/list/active", CategoryListAnswer],
    ["/api/location/list/country", CountryListAnswer],
    ["/api/subscriber/get-razorpay-id", PaymentConfigAnswer],
  ] as const)("GET %s", async (url, schema) => {
    const body = await expectAnswer(schema, { method: "GET", url });
    if ("data" in body && Array.isArray(body.data)) expect(body.data.length).toBeGreaterThan(0);
  });

  it("GET /api/contest/get/{id}, with prizes, judges and winners", async () => {
    const body = await expectAnswer(ContestAnswer, { method: "GET", url: `/api/contest/get/${ids.contest}` });
    expect(body.data.entryFee).toBe(499);
    expect(body.data.prizes).toHaveLength(1);
    expect(body.data.judges).toHaveLength(1);
  });

  it("GET the states and cities of a place, the applicants and a content page", async () => {
    await expectAnswer(StateListAnswer, { method: "GET", url: `/api/location/list/state/country/${ids.country}` });
    await expectAnswer(CityListAnswer, { method: "GET", url: `/api/location/list/city/state/${ids.state}` });
    const applicants = await expectAnswer(ApplicantListAnswer, { method: "GET", url: `/api/subscriber/list/${ids.contest}` });
    expect(applicants.data).toHaveLength(1);
    await expectAnswer(CmsPageAnswer, { method: "GET", url: `/api/cms/${ids.slug}` });
  });

  it("POST the judge, banner and testimonial lists", async () => {
    const judges = await expectAnswer(JudgeListAnswer, { method: "POST", url: "/api/judge/listByparams", payload: { home: true } });
    expect(judges[0].data.length).toBeGreaterThan(0);
    await expectAnswer(BannerListAnswer, { method: "POST", url: "/api/banner/list", payload: {} });
    await expectAnswer(TestimonialListAnswer, { method: "POST", url: "/api/testimonial/list", payload: {} });
  });

  it("the registration calls: look-up, affiliate code and a free contest's order", async () => {
    const headers = { cookie: await cookieForEmail(t.app, ids.email ?? "") };
    await expectAnswer(LookedUpUserAnswer, { method: "GET", url: `/api/user/getByEmail/${ids.email}?contestId=${ids.contest}`, headers });
    await expectAnswer(AffiliateCodeAnswer, {
      method: "POST",
      url: "/api/user/getByAffiliateCode",
      payload: { affiliateCode: "kiran2026" },
    });
    const order = await expectAnswer(CreateOrderAnswer, {
      method: "POST",
      url: "/api/subscriber/create-order",
      payload: { contestId: ids.free, userId: ids.user, link: "https://instagram.com/reel/contract" },
      headers,
    });
    expect(order.data.free).toBe(true);
  });

  it("the creator sign-in calls: a code, the sign-in, the session and the list of devices", async () => {
    const email = "contract.creator@example.in";
    const remoteAddress = testClientAddress();
    const asked = await expectAnswer(EmailCodeAnswer, {
      method: "POST",
      url: "/api/creator/email-code",
      payload: { email },
      remoteAddress,
      headers: { cookie: testDeviceCookie(email) },
    });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/creator/sign-in",
      payload: { email, code: asked.data.testModeCode },
      remoteAddress,
      headers: { cookie: testDeviceCookie(email) },
    });
    expect(CreatorSessionAnswer.parse(signIn.json())).toEqual(signIn.json());
    const cookie = `creator_session=${signIn.cookies.find((c) => c.name === "creator_session")?.value}`;
    await expectAnswer(CreatorSessionAnswer, { method: "GET", url: "/api/creator/session", headers: { cookie } });
    const devices = await expectAnswer(CreatorSessionListAnswer, { method: "GET", url: "/api/creator/sessions", headers: { cookie } });
    expect(devices.data).toHaveLength(1);
  });

  it("failures share one shape: isOk false and a message", async () => {
    for (const request of [
      { method: "GET" as const, url: `/api/contest/get/${"9".repeat(24)}` },
      { method: "GET" as const, url: "/api/contest/get/not-an-id" },
      { method: "POST" as const, url: "/api/user/getByAffiliateCode", payload: { affiliateCode: " " } },
    ]) {
      const response = await t.app.inject({
        ...request,
        ...(request.payload ? { headers: { "content-type": "application/json" }, payload: JSON.stringify(request.payload) } : {}),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(FailureAnswer.safeParse(response.json()).success, response.body).toBe(true);
    }
  });
});

describe("[API] the browser's one API client, against the real server", () => {
  /** fetch as the browser would call it, answered by the app in-process. */
  async function injectFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const response = await t.app.inject({
      method: (init.method ?? "GET") as "GET" | "POST",
      url: String(input),
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === "string" ? { payload: init.body } : {}),
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { "content-type": String(response.headers["content-type"]) },
    });
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("gives a success body typed by the route's schema", async () => {
    vi.stubGlobal("fetch", injectFetch);
    const result = await apiGet<z.infer<typeof ActiveContestsAnswer>>("/api/contest/active");
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.body.data.map((contest) => contest._id)).toContain(ids.contest);
  });

  it("gives a refusal the server's shape and message", async () => {
    vi.stubGlobal("fetch", injectFetch);
    const result = await apiPost("/api/user/getByAffiliateCode", { affiliateCode: "  " });
    expect(result).toMatchObject({ ok: false, status: 400, network: false, fromServer: true });
    expect(result.body).toMatchObject({ isOk: false, message: "Affiliate code cannot be empty." });
    const unknown = await applyAffiliateCode("NOPE2026");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ isOk: false, message: "Affiliate code not found or is inactive." });
  });

  it("reads a proxy's HTML error page as a failure with the generic status message", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>Bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } }));
    const result = await apiGet("/api/contest/active");
    expect(result).toMatchObject({ ok: false, status: 502, network: false, fromServer: false });
    expect(result.body).toEqual({ isOk: false, message: "Request failed with status code 502" });
    // The sign-in dialog then says 'Login failed: Unknown error'.
    expect((await login("a@example.in", "x")).message).toBeNull();
  });

  it("turns a network failure into isOk false, 'Network error' and the error text", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const result = await apiGet("/api/company-details/get");
    expect(result).toMatchObject({ ok: false, status: 0, network: true });
    expect(result.body).toEqual({ isOk: false, message: "Network error", error: "Failed to fetch" });
    // The registration calls throw instead, so each dialog shows its own call-error text.
    await expect(lookUpUser("a@example.in", ids.contest ?? "")).rejects.toThrow("Network error");
  });

  it("a 200 whose body says isOk false is a failure too", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ isOk: false, message: "Failed to fetch payment configuration." }));
    const result = await apiGet("/api/subscriber/get-razorpay-id");
    expect(result.ok).toBe(false);
    expect(result.body).toMatchObject({ isOk: false, message: "Failed to fetch payment configuration." });
  });
});
