/**
 * The permission table (shared/permissions.ts) against the behaviour: every /api/admin route and every
 * console page's loader declares an action from the table, and each staff role is let in exactly
 * where the table says it holds that action.
 */
import cookie from "@fastify/cookie";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleNavigation } from "#app/features/console/shell/console-navigation.ts";
import { appContext } from "#app/router-context.ts";
import { actionAskedFor } from "#app/routes/admin/staff.server.ts";
import routes from "#app/routes.ts";
import { adminApiPlugin } from "#server/api/admin/index.ts";
import { STAFF_ROLES, type StaffRoleName, staffMessages } from "#shared/console/staff-access.ts";
import { type Action, isAction, may } from "#shared/permissions.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let admin: FastifyInstance;
const adminRoutes: Pick<RouteOptions, "method" | "url" | "config">[] = [];
const cookies = {} as Record<StaffRoleName, string>;
const someId = "0123456789abcdef01234567";

beforeAll(async () => {
  t = await createTestApp();
  // The console's real routes, registered on an app that records each one as it is declared.
  admin = Fastify({ logger: false });
  admin.decorate("ctx", t.app.ctx);
  admin.setValidatorCompiler(validatorCompiler);
  admin.setSerializerCompiler(serializerCompiler);
  admin.addHook("onRoute", (route) => {
    if (route.method !== "HEAD") adminRoutes.push(route);
  });
  await admin.register(cookie);
  await admin.register(adminApiPlugin, { prefix: "/api/admin" });
  await admin.ready();
  for (const role of STAFF_ROLES) cookies[role] = await signInStaff(t.app, role);
});
afterAll(async () => {
  await admin?.close();
  await t?.close();
});

/** An address for a route pattern: every parameter gets a well-formed id, a content section a real one. */
const fill = (pattern: string) => pattern.replace(/:section\b/g, "banners").replace(/:[A-Za-z]+/g, someId);

describe("every /api/admin route", () => {
  it("declares an action from the table (or is sign-in)", () => {
    expect(adminRoutes.length).toBeGreaterThan(40);
    const undeclared = adminRoutes.filter((r) => !r.config?.staffSignIn && !isAction(r.config?.action));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it("asks for the owners' actions where money moves, personal data opens or staff change", () => {
    const actionOf = (method: string, url: string) => adminRoutes.find((r) => r.method === method && r.url === url)?.config?.action;
    expect(actionOf("POST", "/api/admin/registrations/:registrationId/refund")).toBe("payments.refund");
    expect(actionOf("GET", "/api/admin/registrations/:id/documents/:document")).toBe("documents.read");
    expect(actionOf("GET", "/api/admin/registrations/:id/bank-details")).toBe("documents.read");
    expect(actionOf("POST", "/api/admin/contests/:contestId/winners/:winnerId/paid")).toBe("prizes.mark-paid");
    expect(STAFF_ROLES.filter((role) => may(role, "prizes.mark-paid"))).toEqual(["owner"]);
    const staffRoutes = adminRoutes.filter((r) => r.url?.startsWith("/api/admin/staff"));
    expect(staffRoutes.length).toBeGreaterThan(5);
    for (const route of staffRoutes) expect(route.config?.action, `${route.method} ${route.url}`).toBe("staff.manage");
  });

  it("lets every role search places and editors and owners change them", () => {
    const placeRoutes = adminRoutes.filter((r) => r.url?.startsWith("/api/admin/places"));
    expect(placeRoutes.length).toBeGreaterThanOrEqual(7);
    for (const route of placeRoutes)
      expect(route.config?.action, `${route.method} ${route.url}`).toBe(route.method === "GET" ? "places.read" : "places.manage");
    expect(STAFF_ROLES.filter((role) => may(role, "places.read"))).toEqual(["owner", "editor", "viewer"]);
    expect(STAFF_ROLES.filter((role) => may(role, "places.manage"))).toEqual(["owner", "editor"]);
  });

  // About 150 requests: minutes on a loaded 2-core machine.
  it("lets in exactly the roles the table gives its action", async () => {
    const disagreements: string[] = [];
    for (const route of adminRoutes) {
      const action = route.config?.action;
      if (route.config?.staffSignIn || !action) continue;
      const method = String(route.method);
      for (const role of STAFF_ROLES) {
        const answer = await admin.inject({
          method: method as "GET",
          url: fill(route.url ?? ""),
          headers: { cookie: cookies[role], ...(method === "GET" ? {} : { "content-type": "application/json" }) },
          ...(method === "GET" ? {} : { payload: "{}" }),
        });
        const refused = answer.statusCode === 403 && answer.json().message === staffMessages.roleTooLow;
        const signedOut = answer.statusCode === 401;
        if (signedOut || refused === may(role, action)) {
          disagreements.push(
            `${method} ${route.url} as ${role}: ${answer.statusCode}, table says ${may(role, action) ? "allowed" : "refused"}`,
          );
        }
      }
    }
    expect(disagreements).toEqual([]);
  }, 180_000);
});

type ConsoleRoute = { id: string; path: string; file: string; hasChildren: boolean };

function consoleRoutes(entries: RouteConfigEntry[], parentPath = ""): ConsoleRoute[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path].filter(Boolean).join("/");
    const own = { id: entry.id ?? entry.file, path, file: entry.file, hasChildren: Boolean(entry.children?.length) };
    return [own, ...consoleRoutes(entry.children ?? [], path)];
  });
}

const routeModules = import.meta.glob("../../app/routes/admin/*.tsx");
const consolePages = consoleRoutes(routes).filter((r) => r.file.startsWith("routes/admin/") && r.file !== "routes/admin/sign-in.tsx");

type Loader = (args: { request: Request; context: RouterContextProvider; params: Record<string, string> }) => Promise<unknown>;

/** What a loader answered: 'refused' for the console's 403, 'signed out' for the redirect to sign-in, else 'let in'. */
async function runLoader(loader: Loader, path: string, cookieHeader?: string) {
  const url = `http://127.0.0.1/${fill(path.replace(/\*$/, "no-such-page"))}`;
  const request = new Request(url, { headers: cookieHeader ? { cookie: cookieHeader } : {} });
  const context = new RouterContextProvider();
  context.set(appContext, t.app.ctx);
  const params = Object.fromEntries([...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, name === "section" ? "banners" : someId]));
  let outcome = "let in";
  try {
    await loader({ request, context, params });
  } catch (thrown) {
    if (thrown instanceof Response && thrown.headers.get("location")?.startsWith("/admin/sign-in")) outcome = "signed out";
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status === 403) outcome = "refused";
  }
  return { outcome, action: actionAskedFor(request) };
}

async function actionOfPage(page: ConsoleRoute): Promise<Action | undefined> {
  const module = (await routeModules[`../../app/${page.file}`]?.()) as { loader?: Loader } | undefined;
  return module?.loader ? (await runLoader(module.loader, page.path)).action : undefined;
}

describe("every console page's loader", () => {
  it("covers the console's pages", () => {
    expect(consolePages.length).toBeGreaterThan(20);
  });

  it("the navigation lists each section under the action its page asks for", async () => {
    for (const item of consoleNavigation) {
      // A section's address may be a layout without a loader; its index route's loader guards it.
      const pages = consolePages.filter((p) => `/${p.path}` === item.to);
      const actions = (await Promise.all(pages.map(actionOfPage))).filter(Boolean);
      expect(actions.length, item.to).toBeGreaterThan(0);
      expect(actions[0], item.to).toBe(item.action);
    }
  });

  it("staff pages ask for staff.manage", async () => {
    for (const page of consolePages.filter((p) => p.path.startsWith("admin/staff"))) expect(await actionOfPage(page)).toBe("staff.manage");
  });

  it.each(consolePages.map((page) => [page.id, page] as const))("%s declares an action and agrees with the table", async (_id, page) => {
    const load = routeModules[`../../app/${page.file}`];
    expect(load, `${page.file} is a console route module`).toBeDefined();
    const module = (await load?.()) as { loader?: Loader };
    if (!module.loader) {
      // A layout without data of its own; its children's loaders guard the page.
      expect(page.hasChildren, `${page.file} has neither a loader nor child routes`).toBe(true);
      return;
    }
    const signedOut = await runLoader(module.loader, page.path);
    expect(signedOut.outcome, "signed out, the page sends to sign-in").toBe("signed out");
    expect(isAction(signedOut.action), `${page.file} declares an action`).toBe(true);
    for (const role of STAFF_ROLES) {
      const { outcome, action } = await runLoader(module.loader, page.path, cookies[role]);
      expect(action).toBe(signedOut.action);
      expect(outcome, `${role} on ${page.path}`).toBe(action && may(role, action) ? "let in" : "refused");
    }
  });
});
