/**
 * The first-paint rewrite (app/document/scripts-after-first-paint.ts) on React Router's real output:
 * a small server build rendered by React Router's request handler through the project's own
 * entry.server.tsx, once as development renders it (no rewrite) and once as production does. The boot
 * script the rewrite adds is then run against a minimal stand-in of the browser's DOM.
 */
import { createElement, type ReactNode } from "react";
import { createRequestHandler, Links, Meta, Outlet, RouterContextProvider, Scripts, type ServerBuild } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hydratedAttribute, hydratedEvent, waitingAttribute } from "#app/document/hydration-signal.ts";
import { loadScriptsAfterFirstPaint, PRELOADS_PER_TASK } from "#app/document/scripts-after-first-paint.ts";
import * as entry from "#app/entry.server.tsx";

const NONCE = "n0nce";

function Layout({ children }: { children: ReactNode }) {
  return createElement(
    "html",
    { lang: "en" },
    createElement("head", null, createElement(Meta), createElement(Links)),
    createElement(
      "body",
      null,
      createElement("img", { src: "/hero.webp", alt: "", fetchPriority: "high", width: 10, height: 10 }),
      children,
      createElement(Scripts),
    ),
  );
}
const Home = () => createElement("main", null, createElement("button", { type: "button" }, "Register Now"));

const routeAssets = (id: string, parentId: string | undefined, module: string, imports: string[]) => ({
  id,
  parentId,
  path: parentId ? undefined : "",
  index: parentId ? true : undefined,
  caseSensitive: undefined,
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasDefaultExport: true,
  hasErrorBoundary: false,
  module,
  imports,
  css: [],
});

const build = {
  entry: { module: entry },
  routes: {
    root: { id: "root", parentId: undefined, path: "", index: undefined, caseSensitive: undefined, module: { default: Outlet, Layout } },
    "routes/home": {
      id: "routes/home",
      parentId: "root",
      path: undefined,
      index: true,
      caseSensitive: undefined,
      module: { default: Home },
    },
  },
  assets: {
    entry: { module: "/assets/entry.client-A1.js", imports: ["/assets/react-B2.js"] },
    routes: {
      root: routeAssets("root", undefined, "/assets/root-C3.js", ["/assets/react-B2.js"]),
      "routes/home": routeAssets("routes/home", "root", "/assets/home-D4.js", ["/assets/slider-E5.js"]),
    },
    url: "/assets/manifest-F6.js",
    version: "F6",
  },
  assetsBuildDirectory: "build/client",
  basename: "/",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  publicPath: "/",
  allowedActionOrigins: false,
} as unknown as ServerBuild;

async function render(development: boolean): Promise<string> {
  vi.stubEnv("DEV", development);
  const context = new RouterContextProvider();
  context.set(entry.nonceContext, NONCE);
  const response = await createRequestHandler(build, "production")(new Request("http://localhost/"), context);
  expect(response.status).toBe(200);
  return response.text();
}

afterEach(() => {
  vi.unstubAllEnvs();
});

const preloadHrefs = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
const moduleScript = (html: string) => /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];

let original: string;
let rewritten: string;

beforeAll(async () => {
  original = await render(true);
  rewritten = await render(false);
});

describe("React Router's page, as development leaves it", () => {
  it("preloads the page's modules from <head> and starts them from a module script: the shape the rewrite expects", () => {
    const head = original.slice(0, original.indexOf("</head>"));
    expect(preloadHrefs(head)).toEqual(
      expect.arrayContaining(["/assets/entry.client-A1.js", "/assets/home-D4.js", "/assets/slider-E5.js"]),
    );
    expect(moduleScript(original)).toContain('import("/assets/entry.client-A1.js")');
  });
});

describe("the same page after the first-paint rewrite (production)", () => {
  it("has no module preload and no module script left", () => {
    expect(preloadHrefs(rewritten)).toEqual([]);
    expect(rewritten).not.toMatch(/type="module"/);
  });

  it("keeps React Router's module script, inert and unchanged, under the page's nonce", () => {
    const inert = new RegExp(`<script nonce="${NONCE}" type="text/x-page-modules" id="page-modules">([\\s\\S]*?)</script>`).exec(rewritten);
    expect(inert?.[1]).toBe(moduleScript(original));
  });

  it("keeps the rest of the page: its text, its hero image and React Router's context", () => {
    expect(rewritten).toContain("Register Now");
    expect(rewritten).toContain('src="/hero.webp"');
    expect(rewritten).toContain("window.__reactRouterContext");
  });

  it("is what the rewrite makes of the development page, and a second rewrite changes nothing", () => {
    expect(loadScriptsAfterFirstPaint(Buffer.from(original)).toString("utf8")).toBe(rewritten);
    expect(loadScriptsAfterFirstPaint(Buffer.from(rewritten)).toString("utf8")).toBe(rewritten);
  });

  it("leaves a document of another shape unchanged", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Maintenance</p></body></html>";
    expect(loadScriptsAfterFirstPaint(Buffer.from(plain)).toString("utf8")).toBe(plain);
  });
});

/** A stand-in of the few browser APIs the boot script touches, with a clock the test advances. */
function fakeBrowser(html: string, { popovers = true }: { popovers?: boolean } = {}) {
  type Listener = (event: FakeEvent) => void;
  type FakeEvent = { type: string; target: FakeElement; submitter?: FakeElement; defaultPrevented?: boolean; preventDefault(): void };
  class FakeElement {
    attributes = new Map<string, string>();
    listeners = new Map<string, Listener[]>();
    children: FakeElement[] = [];
    textContent = "";
    nonce = "";
    rel = "";
    href = "";
    type = "";
    complete = false;
    clicks = 0;
    readonly tagName: string;
    constructor(tagName: string) {
      this.tagName = tagName;
    }
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    }
    hasAttribute(name: string) {
      return this.attributes.has(name);
    }
    removeAttribute(name: string) {
      this.attributes.delete(name);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    removeEventListener(type: string, listener: Listener) {
      this.listeners.set(
        type,
        (this.listeners.get(type) ?? []).filter((l) => l !== listener),
      );
    }
    dispatch(type: string, event: Partial<FakeEvent> = {}) {
      const full = { type, target: this, preventDefault() {}, ...event } as FakeEvent;
      full.preventDefault = () => {
        full.defaultPrevented = true;
      };
      for (const listener of this.listeners.get(type) ?? []) listener(full);
      return full;
    }
    appendChild(child: FakeElement) {
      this.children.push(child);
    }
    closest(selector: string) {
      return selector.startsWith("button") && this.tagName === "BUTTON" ? this : null;
    }
    click() {
      this.clicks++;
    }
  }
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  const documentElement = new FakeElement("HTML");
  const head = new FakeElement("HEAD");
  const body = new FakeElement("BODY");
  const hero = new FakeElement("IMG");
  const button = new FakeElement("BUTTON");
  const modules = new FakeElement("SCRIPT");
  modules.textContent = /id="page-modules">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const bootSource = /<script nonce="[^"]*">(\(function \(\) \{[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? "";
  const document = Object.assign(new FakeElement("#document"), {
    documentElement,
    head,
    body,
    currentScript: { nonce: NONCE },
    createElement: (tag: string) => new FakeElement(tag.toUpperCase()),
    getElementById: (id: string) => (id === "page-modules" ? modules : null),
    querySelector: (selector: string) => (selector === "img[fetchpriority=high]" ? hero : null),
  });
  const window = new FakeElement("#window");
  const setTimeout = (run: () => void, ms: number) => timers.push({ at: now + ms, run });
  const requestAnimationFrame = (run: () => void) => timers.push({ at: now + 16, run });
  const advance = (ms: number) => {
    now += ms;
    for (let due = timers.find((t) => t.at <= now); due; due = timers.find((t) => t.at <= now)) {
      timers.splice(timers.indexOf(due), 1);
      due.run();
    }
  };
  // A browser that opens popovers itself has the popover property on every element.
  const HTMLElement = { prototype: popovers ? { popover: null } : {} };
  new Function("document", "window", "setTimeout", "requestAnimationFrame", "HTMLElement", bootSource)(
    document,
    window,
    setTimeout,
    requestAnimationFrame,
    HTMLElement,
  );
  /** Runs the next timer only: one task of the page. */
  const step = () => {
    const next = [...timers].sort((a, b) => a.at - b.at)[0];
    if (!next) return false;
    timers.splice(timers.indexOf(next), 1);
    now = Math.max(now, next.at);
    next.run();
    return true;
  };
  const started = () => body.children.filter((c) => c.tagName === "SCRIPT");
  const preloaded = () => head.children.filter((c) => c.rel === "modulepreload").map((c) => c.href);
  return { document, window, hero, button, bootSource, advance, step, started, preloaded };
}

describe("the boot script the rewrite adds", () => {
  it("waits for the hero image and the next paint, then preloads every module at once and starts React Router's script", () => {
    const browser = fakeBrowser(rewritten);
    expect(browser.bootSource).not.toBe("");
    browser.advance(1000);
    expect(browser.started()).toHaveLength(0);
    browser.hero.dispatch("load");
    browser.advance(20);
    expect(browser.preloaded()).toEqual(preloadHrefs(original));
    const [script] = browser.started();
    expect(script).toMatchObject({ type: "module", nonce: NONCE, textContent: moduleScript(original) });
  });

  it("adds the preloads a few a task, so no task adds them all, and starts the page's script after the last", () => {
    const many = Array.from({ length: 2 * PRELOADS_PER_TASK + 2 }, (_, i) => `<link rel="modulepreload" href="/assets/part-${i}.js"/>`);
    const page = loadScriptsAfterFirstPaint(Buffer.from(original.replace("</head>", `${many.join("")}</head>`))).toString("utf8");
    const browser = fakeBrowser(page);
    browser.hero.dispatch("load");
    const added: number[] = [];
    let before = 0;
    while (browser.started().length === 0 && browser.step()) {
      const count = browser.preloaded().length;
      if (count > before) added.push(count - before);
      before = count;
    }
    expect(Math.max(...added)).toBeLessThanOrEqual(PRELOADS_PER_TASK);
    expect(added.length).toBeGreaterThanOrEqual(3);
    expect(browser.preloaded()).toEqual(preloadHrefs(original.replace("</head>", `${many.join("")}</head>`)));
    expect(browser.started()).toHaveLength(1);
  });

  it("starts after 3 s at the latest when the hero image never arrives", () => {
    const browser = fakeBrowser(rewritten);
    browser.advance(2999);
    expect(browser.started()).toHaveLength(0);
    browser.advance(1);
    expect(browser.started()).toHaveLength(1);
  });

  it("keeps a tap made before hydration, shows it waiting, starts the modules at once and replays it once hydrated", () => {
    const browser = fakeBrowser(rewritten);
    const tap = browser.document.dispatch("click", { target: browser.button });
    expect(tap.defaultPrevented).toBe(true);
    expect(browser.button.hasAttribute(waitingAttribute)).toBe(true);
    browser.advance(0);
    expect(browser.started()).toHaveLength(1);
    expect(browser.button.clicks).toBe(0);
    browser.document.documentElement.setAttribute(hydratedAttribute, "");
    browser.window.dispatch(hydratedEvent);
    // Replayed once React has finished its own work (a part it hydrates later is then hydrated by the click).
    expect(browser.button.clicks).toBe(0);
    browser.advance(0);
    expect(browser.button.clicks).toBe(1);
    expect(browser.button.hasAttribute(waitingAttribute)).toBe(false);
  });

  it("lets a popover's button (the menu) act at once where the browser opens popovers itself", () => {
    const browser = fakeBrowser(rewritten);
    browser.button.setAttribute("popovertarget", "site-menu");
    const tap = browser.document.dispatch("click", { target: browser.button });
    expect(tap.defaultPrevented).toBeFalsy();
    expect(browser.button.hasAttribute(waitingAttribute)).toBe(false);

    const older = fakeBrowser(rewritten, { popovers: false });
    older.button.setAttribute("popovertarget", "site-menu");
    expect(older.document.dispatch("click", { target: older.button }).defaultPrevented).toBe(true);
    older.document.documentElement.setAttribute(hydratedAttribute, "");
    older.window.dispatch(hydratedEvent);
    older.advance(0);
    expect(older.button.clicks).toBe(1);
  });
});
