import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAffiliate } from "#server/services/affiliates/create-affiliate.ts";
import { userFormTextFields } from "#shared/registration/user-details-schema.ts";
import { cookieForEmail } from "../support/creator-session.ts";
import {
  createCategory,
  createCity,
  createContest,
  createCountry,
  createState,
  createSubscriber,
  createUser,
} from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Every route, fed malformed and hostile values from a seeded generator: no answer may be a 5xx.
 * The same seed gives the same requests, so a failure printed here can be replayed. Runs on PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);

/** mulberry32: small, fast and good enough to pick test values. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof generator>;

const hostileStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(40),
  "asha\u0000@example.in",
  "\u0007\u001b[31m",
  "\u007f\u0085",
  "\r\n",
  "line\nBcc: x@evil.in",
  "\ud800",
  "\udfff\ud800",
  "\ufeff",
  "\u202eevil",
  "\u2066x\u2069",
  "\u200b",
  "asha\u200b@example.in",
  "asha@ex\u0430mple.in",
  "💥🎬",
  "नमस्ते",
  "'; drop table users; --",
  "' or '1'='1",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "../../../etc/passwd",
  "%00",
  "%",
  "%ZZ",
  "a?b&c=d#e",
  "null",
  "undefined",
  "true",
  "-1",
  "1e309",
  "NaN",
  "0x1F",
  "__proto__",
  "constructor",
  "x".repeat(300),
  "x".repeat(5001),
  "y".repeat(70_000),
  "64b000000000000000000001",
  "64B000000000000000000001",
  "ffffffffffffffffffffffff",
  "asha@example.in",
  "https://instagram.com/reel/x",
  "https://\u0000.in",
  "http://[::1",
  "order_sim_00000000000000",
];

const hostileValues: unknown[] = [
  ...hostileStrings,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  null,
  [],
  [null],
  ["\u0000"],
  {},
  { $gt: "" },
  { __proto__: { isAdmin: true } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  [[[[[[[[[[[]]]]]]]]]]],
];

type Route = { method: "GET" | "POST" | "DELETE" | "PATCH"; path: string; fields?: string[] };

/** Every API route; `{…}` segments and body fields get generated values. */
const routes: Route[] = [
  { method: "GET", path: "/api/company-details/get" },
  { method: "GET", path: "/api/contest/active" },
  { method: "GET", path: "/api/contest/get/{id}" },
  { method: "GET", path: "/api/contestCategory/active" },
  { method: "GET", path: "/api/category/list/active" },
  { method: "POST", path: "/api/judge/listByparams", fields: ["skip", "per_page", "home", "isActive"] },
  { method: "POST", path: "/api/banner/list", fields: ["isActive", "sortBy", "sortDirection"] },
  { method: "POST", path: "/api/testimonial/list", fields: ["isActive", "pageNo", "pageSize", "sortBy", "sortDirection"] },
  { method: "GET", path: "/api/cms/{slug}" },
  { method: "GET", path: "/api/location/list/country" },
  { method: "GET", path: "/api/location/list/state/country/{countryId}" },
  { method: "GET", path: "/api/location/list/city/state/{stateId}" },
  { method: "GET", path: "/api/subscriber/list/{contestId}" },
  { method: "GET", path: "/api/subscriber/get-razorpay-id" },
  { method: "GET", path: "/api/user/getByEmail/{email}?contestId={contestId}" },
  { method: "GET", path: "/api/user/getByEmail/{email}" },
  { method: "POST", path: "/api/user/getByAffiliateCode", fields: ["affiliateCode"] },
  { method: "POST", path: "/api/subscriber/create-order", fields: ["contestId", "userId", "link"] },
  {
    method: "POST",
    path: "/api/subscriber/confirm-order",
    fields: ["razorpay_order_id", "razorpay_payment_id", "razorpay_signature", "contestId", "userId"],
  },
  { method: "POST", path: "/api/subscriber/simulated-checkout/{orderId}", fields: ["outcome"] },
  { method: "POST", path: "/api/user/login", fields: ["email", "password"] },
  { method: "POST", path: "/api/user/logout" },
  { method: "POST", path: "/api/user/referredUsers", fields: ["userId"] },
  { method: "POST", path: "/api/contact", fields: ["fullName", "email", "message"] },
  { method: "POST", path: "/api/creator/email-code", fields: ["email"] },
  { method: "POST", path: "/api/creator/sign-in", fields: ["email", "code"] },
  { method: "GET", path: "/api/creator/session" },
  { method: "GET", path: "/api/creator/sessions" },
  { method: "DELETE", path: "/api/creator/sessions/{id}" },
  { method: "POST", path: "/api/creator/sign-out" },
  { method: "POST", path: "/api/creator/sign-out-everywhere" },
  { method: "GET", path: "/api/me/registrations" },
  { method: "PATCH", path: "/api/me/registrations/{registrationId}/video-link", fields: ["link"] },
  { method: "GET", path: "/api/me/registrations/{registrationId}/certificate.pdf?kind={kind}" },
];

/** Routes that would end the fuzz creator's own session: never sent with it. */
const signsOut = (path: string) => path.startsWith("/api/creator/sign-out") || path.startsWith("/api/creator/sessions/");

/** The multipart create-user form's text fields. */
const createUserFields = [...userFormTextFields, "bankDetails", "socialMedia", "categories", "affiliateCode", "link"];

let t: TestApp;
/** Real values, so that some requests get past validation and reach the database. */
const valid: Record<string, string> = {};
/** The fuzz user's creator session, sent with some requests so the registration calls run past their 401. */
let creatorCookie = "";

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const country = await createCountry(db);
  const state = await createState(db, { countryId: country.id });
  const city = await createCity(db, { stateId: state.id });
  const contest = await createContest(db, { entryFeePaise: 0 });
  const user = await createUser(db, { email: "fuzz.user@example.in", cityId: city.id, stateId: state.id, countryId: country.id });
  const category = await createCategory(db);
  const registration = await createSubscriber(db, { contestId: contest.id, userId: user.id });
  await createAffiliate(db, { email: "fuzz.affiliate@example.in", firstName: "Fuzz", code: "FUZZ2026", password: "fuzz-password-2026" });
  Object.assign(valid, {
    id: contest.id,
    contestId: contest.id,
    userId: user.id,
    countryId: country.id,
    stateId: city.stateId,
    cityId: city.id,
    categories: JSON.stringify([category.id]),
    email: user.email,
    affiliateCode: "FUZZ2026",
    slug: "about-us",
    link: "https://instagram.com/reel/fuzz",
    fullName: "Fuzz Tester",
    message: "Hello",
    firstName: "Fuzz",
    lastName: "Tester",
    mobileNo: "9123456780",
    address: "1 Test Road",
    gender: "Female",
    socialMedia: JSON.stringify({ instagram: "https://instagram.com/fuzz" }),
    outcome: "success",
    code: "123456",
    registrationId: registration.id,
    kind: "participation",
  });
  creatorCookie = await cookieForEmail(t.app, user.email);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** A value for a field: mostly hostile, sometimes the real one, so deeper code runs too. */
function valueFor(random: Random, field: string): unknown {
  if (valid[field] !== undefined && random.chance(0.35)) {
    const real = valid[field] as string;
    // A real value with a hostile byte inside reaches past the shape checks.
    return random.chance(0.5)
      ? real
      : `${real.slice(0, random.int(real.length + 1))}${random.pick(["\u0000", "\u202e", "\n", "%00", "'"])}`;
  }
  return random.pick(hostileValues);
}

/** Percent-encoded; a lone surrogate (which encodeURIComponent refuses) becomes its invalid UTF-8 bytes. */
function encode(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

function asPathSegment(random: Random, value: unknown): string {
  // Now and then a raw escape the router has to decode itself.
  return random.chance(0.05) ? random.pick(["%00", "%ZZ", "%", "%ED%A0%80", "%E2%80%AE"]) : encode(value);
}

function requestFor(random: Random, n: number): InjectOptions {
  // A different address each time, so rate limits do not hide what lies behind them.
  const remoteAddress = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  if (random.chance(0.06)) return multipartRequest(random, remoteAddress);
  if (random.chance(0.03)) return webhookRequest(random, remoteAddress);

  const route = random.pick(routes);
  const url = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => asPathSegment(random, valueFor(random, name)));
  const headers: Record<string, string> = {};
  if (random.chance(0.1)) headers.cookie = `cc_session=${encode(random.pick(hostileStrings))}`;
  else if (random.chance(0.05)) headers.cookie = `creator_session=${encode(random.pick(hostileStrings))}`;
  else if (random.chance(0.4) && !signsOut(route.path)) headers.cookie = creatorCookie;
  if (random.chance(0.05)) headers.origin = random.pick(["null", "http://evil.example", "http://localhost:80", "not a url"]);
  if (route.method === "GET" || route.method === "DELETE") return { method: route.method, url, headers, remoteAddress };

  let payload: string | undefined;
  const shape = random.next();
  if (shape < 0.7) {
    const body: Record<string, unknown> = {};
    for (const field of route.fields ?? []) if (random.chance(0.85)) body[field] = valueFor(random, field);
    if (random.chance(0.1)) body[String(random.pick(hostileStrings))] = random.pick(hostileValues);
    payload = JSON.stringify(body);
  } else if (shape < 0.85) {
    payload = JSON.stringify(random.pick(hostileValues));
  } else if (shape < 0.95) {
    payload = random.pick(["{", '{"a":', "[1,2", "\u0000", '{"email":"\\u0000"}', '{"a":"\\ud800"}', "nul\u0000l", ""]);
  }
  if (payload !== undefined) {
    headers["content-type"] = random.pick([
      "application/json",
      "application/json",
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/json; charset=latin1",
      "multipart/form-data",
    ]);
  }
  return { method: "POST", url, headers, remoteAddress, ...(payload === undefined ? {} : { payload }) };
}

function multipartRequest(random: Random, remoteAddress: string): InjectOptions {
  const boundary = `----fuzz${random.int(1e9)}`;
  const parts: string[] = [];
  for (const field of createUserFields) {
    if (!random.chance(0.85)) continue;
    const value = valueFor(random, field);
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${typeof value === "string" ? value : JSON.stringify(value)}\r\n`,
    );
  }
  if (random.chance(0.2)) {
    const name = random.pick(["profileImage", "aadharCard", "panCard", "cancelledCheck", "other\u0000"]);
    const filename = random.pick(["a.png", "../../x.pdf", "\u0000.jpg", "a\u202egnp.exe"]);
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${random.pick(hostileStrings)}\r\n`,
    );
  }
  const end = random.chance(0.9) ? `--${boundary}--\r\n` : "";
  return {
    method: "POST",
    url: "/api/user/create",
    remoteAddress,
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      ...(random.chance(0.5) ? { cookie: creatorCookie } : {}),
    },
    payload: Buffer.from(parts.join("") + end, "utf8"),
  };
}

function webhookRequest(random: Random, remoteAddress: string): InjectOptions {
  const body = random.chance(0.5)
    ? JSON.stringify({ event: random.pick(hostileValues), payload: random.pick(hostileValues) })
    : String(random.pick(hostileStrings));
  return {
    method: "POST",
    url: "/api/subscriber/razorpay-webhook",
    remoteAddress,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": random.pick(["", "00", "f".repeat(64), "%00"]),
      "x-razorpay-event-id": random.pick(["", "evt_1", "x".repeat(300), "%00"]),
    },
    payload: body,
  };
}

describe("[API] fuzz: malformed and hostile input never gets a 5xx", () => {
  it(`answers ${REQUESTS} seeded requests over every route without a 5xx`, async () => {
    const random = generator(SEED);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    for (let n = 0; n < REQUESTS; n++) {
      const request = requestFor(random, n);
      const response = await t.app.inject(request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) {
        const payload = String(request.payload ?? "").slice(0, 200);
        failures.push(
          `#${n} ${request.method} ${String(request.url).slice(0, 200)} ${JSON.stringify(payload)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
      // Every answer is JSON with the failure shape or a success.
      expect(response.headers["content-type"], `#${n} ${request.url}`).toMatch(/^application\/json/);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.info(
      `fuzz on ${t.database.kind}: ${REQUESTS} requests (seed ${SEED}) in ${seconds} s, ${failures.length} answered 5xx; ${byStatus.join(" ")}`,
    );
    expect(failures).toEqual([]);
  }, 180_000);
});

/** An otherwise valid request with one field carrying a NUL byte: the audit's 500s, each now a 400. */
describe("[API] a NUL byte in any text field is a 400 with a message", () => {
  let address = 0;
  const send = async (options: InjectOptions) => {
    const response = await t.app.inject({ remoteAddress: `10.200.${(address >> 8) & 255}.${address++ & 255}`, ...options });
    return { status: response.statusCode, body: response.json() as { isOk: boolean; message: string } };
  };
  const postJson = (url: string, body: object) =>
    send({ method: "POST", url, headers: { "content-type": "application/json", cookie: creatorCookie }, payload: JSON.stringify(body) });
  const withNul = (value: string) => `${value.slice(0, 2)}\u0000${value.slice(2)}`;

  function expect400(answer: { status: number; body: { isOk: boolean; message: string } }, what: string) {
    expect(answer.status, what).toBe(400);
    expect(answer.body.isOk, what).toBe(false);
    expect(answer.body.message, what).toMatch(/\w/);
  }

  it("getByEmail", async () => {
    expect400(await send({ method: "GET", url: `/api/user/getByEmail/${encodeURIComponent(withNul(valid.email ?? ""))}` }), "getByEmail");
  });

  it("getByAffiliateCode", async () => {
    const answer = await postJson("/api/user/getByAffiliateCode", { affiliateCode: withNul("FUZZ2026") });
    expect400(answer, "getByAffiliateCode");
    expect(answer.body.message).toContain("Affiliate code contains characters that are not allowed.");
  });

  it("login", async () => {
    const answer = await postJson("/api/user/login", { email: withNul("fuzz.affiliate@example.in"), password: "fuzz-password-2026" });
    expect400(answer, "login");
    expect(answer.body.message).toBe("Enter a valid email");
  });

  it.each([
    ["fullName", "Full name contains characters that are not allowed."],
    ["email", "Enter a valid email"],
    ["message", "Message contains characters that are not allowed."],
  ])("contact: %s", async (field, message) => {
    const body = { fullName: "Fuzz Tester", email: "fuzz@example.in", message: "Hello there" } as Record<string, string>;
    const answer = await postJson("/api/contact", { ...body, [field]: withNul(body[field] ?? "") });
    expect400(answer, field);
    expect(answer.body.message).toContain(message);
  });

  it.each(["razorpay_order_id", "razorpay_payment_id", "razorpay_signature"])("confirm-order: %s", async (field) => {
    const body = {
      razorpay_order_id: "order_sim_0000000000",
      razorpay_payment_id: "pay_sim_0000000000",
      razorpay_signature: "f".repeat(64),
      contestId: valid.contestId,
      userId: valid.userId,
    } as Record<string, string>;
    expect400(await postJson("/api/subscriber/confirm-order", { ...body, [field]: withNul(body[field] ?? "") }), field);
  });

  it("create-order's video link", async () => {
    const answer = await postJson("/api/subscriber/create-order", {
      contestId: valid.contestId,
      userId: valid.userId,
      link: withNul("https://instagram.com/reel/x"),
    });
    expect400(answer, "link");
    expect(answer.body.message).toBe("Video link contains characters that are not allowed.");
  });

  it("the test checkout's order id", async () => {
    expect400(
      await send({
        method: "POST",
        url: `/api/subscriber/simulated-checkout/${encodeURIComponent(withNul("order_sim_0000000000"))}`,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ outcome: "success" }),
      }),
      "orderId",
    );
  });

  it.each(createUserFields)("user create: %s", async (field) => {
    const form: Record<string, string> = {
      firstName: "Fuzz",
      middleName: "",
      lastName: "Tester",
      mobileNo: "9123456780",
      email: `nul.${field}@example.in`,
      countryId: valid.countryId ?? "",
      stateId: valid.stateId ?? "",
      cityId: valid.cityId ?? "",
      address: "1 Test Road",
      pincode: "462001",
      dateOfBirth: "2005-02-11",
      gender: "Female",
      bio: "Dance reels.",
      bankDetails: JSON.stringify({ bankName: "State Bank" }),
      socialMedia: JSON.stringify({ instagram: "https://instagram.com/fuzz" }),
      categories: valid.categories ?? "[]",
      affiliateCode: "FUZZ2026",
      link: "https://instagram.com/reel/fuzz",
    };
    const value = form[field] || "xx";
    // Inside a JSON text the NUL goes in escaped, so it survives JSON.parse and meets the schema.
    form[field] = value.startsWith("{") || value.startsWith("[") ? value.replace(/([:[]")(\w)/, "$1\\u0000$2") : withNul(value);
    const boundary = "----nul";
    const payload = Object.entries(form)
      .map(([name, text]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`)
      .join("");
    const answer = await send({
      method: "POST",
      url: "/api/user/create",
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        cookie: await cookieForEmail(t.app, `nul.${field}@example.in`),
      },
      payload: `${payload}--${boundary}--\r\n`,
    });
    expect400(answer, field);
  });
});
