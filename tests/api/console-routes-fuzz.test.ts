import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type InjectOptions, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPlugin } from "#server/api/admin/index.ts";
import { STAFF_ROLES, type StaffRoleName } from "#shared/console/staff-access.ts";
import { PERMISSIONS } from "#shared/permissions.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Every /api/admin route, under each role that reaches it (and signed out for sign-in), fed hostile
 * values in its parameters, query and body fields: a NUL byte inside an otherwise plausible value,
 * bidi and escape characters, wrong types, huge strings. No answer may be a 5xx. The routes and
 * their fields are read from the console's own declarations, so a new route is fuzzed without
 * being listed here. Seeded: the same seed sends the same requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const PER_ROUTE_AND_ROLE = Number(process.env.CONSOLE_FUZZ_PER_ROUTE ?? 6);

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
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(items.length)] as T };
}
type Random = ReturnType<typeof generator>;

const someId = "0123456789abcdef01234567";
const hostile: unknown[] = [
  "\u0000",
  "a\u0000b",
  "\u202eevil",
  "\u2066x\u2069",
  "\u001b[31m",
  "\ud800",
  "'; drop table staff; --",
  "%00",
  "x".repeat(5001),
  "-1",
  "1e309",
  "__proto__",
  "",
  0,
  -1,
  1e308,
  true,
  null,
  [],
  ["\u0000"],
  {},
  { $gt: "" },
];

/** A plausible value for a field, by its name, so validation passes and the value reaches the service. */
function plausible(field: string): unknown {
  if (/e-?mail/i.test(field)) return "fuzz.console@example.in";
  if (/(^id$|Id$|Ids$)/.test(field)) return field.endsWith("Ids") ? [someId] : someId;
  if (/^(page|limit|rank|amount|order|position|sortOrder)$/i.test(field)) return 1;
  if (/^(is[A-Z]|active$|home$)/.test(field)) return true;
  if (/date|At$|from|to$/i.test(field)) return "2026-12-01";
  return "Fuzz value";
}

/** A plausible string with a NUL byte (or another forbidden character) inside. */
const poisoned = (random: Random, field: string) => {
  const base = String(typeof plausible(field) === "string" ? plausible(field) : "Fuzz value");
  return `${base.slice(0, 2)}${random.pick(["\u0000", "\u202e", "\u0007", "\u2066"])}${base.slice(2)}`;
};

type Schema = { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } };
/** The field names of a zod object schema, looking through optional, default and pipe wrappers. */
function fieldsOf(schema: unknown, depth = 0): string[] {
  const s = schema as Schema | undefined;
  if (!s || depth > 5) return [];
  if (s.shape && typeof s.shape === "object") return Object.keys(s.shape);
  const def = s._zod?.def ?? {};
  for (const inner of [def.innerType, def.in, def.schema, def.out]) {
    const found = fieldsOf(inner, depth + 1);
    if (found.length) return found;
  }
  return [];
}

type ConsoleRoute = { method: string; url: string; params: string[]; query: string[]; body: string[]; roles: readonly string[] };

let t: TestApp;
const routes: ConsoleRoute[] = [];
const cookies = {} as Record<StaffRoleName, string>;

beforeAll(async () => {
  t = await createTestApp();
  // The console's routes as declared, recorded on a second app: their methods, fields and actions.
  const recorder: FastifyInstance = Fastify({ logger: false });
  recorder.decorate("ctx", t.app.ctx);
  recorder.setValidatorCompiler(validatorCompiler);
  recorder.setSerializerCompiler(serializerCompiler);
  recorder.addHook("onRoute", (route: RouteOptions) => {
    if (route.method === "HEAD") return;
    const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
    const action = route.config?.action;
    routes.push({
      method: String(route.method),
      url: route.url ?? "",
      params: [...(route.url ?? "").matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name ?? ""),
      query: fieldsOf(schema.querystring),
      body: fieldsOf(schema.body),
      roles: route.config?.staffSignIn ? ["signed out"] : action ? PERMISSIONS[action].roles : [],
    });
  });
  await recorder.register(cookie);
  await recorder.register(adminApiPlugin, { prefix: "/api/admin" });
  await recorder.ready();
  await recorder.close();
  for (const role of STAFF_ROLES) cookies[role] = await signInStaff(t.app, role);
});
afterAll(async () => {
  await t?.close();
});

/** Routes that would end the fuzzing member's own session or account: their refusals are tested elsewhere. */
const endsSession = (route: ConsoleRoute) => /sign-out|\/sessions/.test(route.url);

function requestFor(random: Random, route: ConsoleRoute, role: string, n: number): InjectOptions {
  const value = (field: string) => {
    const roll = random.next();
    return roll < 0.45 ? poisoned(random, field) : roll < 0.75 ? random.pick(hostile) : plausible(field);
  };
  const encode = (item: unknown) => {
    try {
      return encodeURIComponent(typeof item === "string" ? item : JSON.stringify(item));
    } catch {
      return "%ED%A0%80";
    }
  };
  const path = route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
    random.next() < 0.6 ? (name === "section" ? "banners" : someId) : encode(value(name)),
  );
  const query = route.query.filter(() => random.next() < 0.7).map((field) => `${field}=${encode(value(field))}`);
  const url = query.length ? `${path}?${query.join("&")}` : path;
  const headers: Record<string, string> = role === "signed out" ? {} : { cookie: cookies[role as StaffRoleName] };
  const remoteAddress = `10.77.${(n >> 8) & 255}.${n & 255}`;
  if (route.method === "GET" || route.method === "DELETE") return { method: route.method, url, headers, remoteAddress };
  const body = Object.fromEntries(route.body.map((field) => [field, value(field)]));
  return {
    method: route.method as "POST",
    url,
    headers: { ...headers, "content-type": "application/json" },
    payload: JSON.stringify(body),
    remoteAddress,
  };
}

describe("[API] every console route, under every role that reaches it, never answers a 5xx", () => {
  it("answers hostile values with a 2xx or 4xx", async () => {
    expect(routes.length).toBeGreaterThan(40);
    const random = generator(SEED);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    const started = performance.now();
    for (const route of routes.filter((r) => !endsSession(r))) {
      expect(route.roles.length, `${route.method} ${route.url} declares no action`).toBeGreaterThan(0);
      for (const role of route.roles) {
        for (let i = 0; i < PER_ROUTE_AND_ROLE; i++) {
          const request = requestFor(random, route, role, sent++);
          const answer = await t.app.inject(request);
          statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
          if (answer.statusCode >= 500) {
            failures.push(
              `${request.method} ${String(request.url).slice(0, 160)} as ${role} ${String(request.payload ?? "").slice(0, 160)} → ${answer.statusCode} ${answer.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.info(
      `console fuzz on ${t.database.kind}: ${routes.length} routes, ${sent} requests (seed ${SEED}) in ${seconds} s, ${failures.length} answered 5xx; ${byStatus.join(" ")}`,
    );
    // The values reached the handlers, not only the access check.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 300_000);
});

/** The audit's 500s, each now a 400 at its field. */
describe("[API] a NUL byte in a console field is a 400 with the field's message", () => {
  const post = async (url: string, payload: object, role: StaffRoleName = "owner") => {
    const answer = await t.app.inject({ method: "POST", url, headers: { cookie: cookies[role] }, payload });
    return { status: answer.statusCode, body: answer.json() as { message: string; errors?: Record<string, string> } };
  };

  it.each([
    [
      "/api/admin/affiliates",
      { name: "Asha\u0000 Verma", email: "nul.affiliate@example.in" },
      "name",
      "Name contains characters that are not allowed.",
    ],
    [
      "/api/admin/staff",
      { name: "Staff\u0000 Member", email: "nul.staff@example.in", role: "viewer" },
      "name",
      "Name contains characters that are not allowed.",
    ],
  ])("POST %s", async (url, payload, field, message) => {
    const answer = await post(url, payload);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBe(message);
  });

  it.each(["/api/admin/affiliates?q=a%00b", "/api/admin/messages?q=a%00b"])("GET %s", async (url) => {
    const answer = await t.app.inject({ method: "GET", url, headers: { cookie: cookies.viewer } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: "Search contains characters that are not allowed." });
  });
});
