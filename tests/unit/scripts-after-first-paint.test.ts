import { describe, expect, it } from "vitest";
import { loadScriptsAfterFirstPaint } from "#app/document/scripts-after-first-paint.ts";

// The shape React Router 7 and React 19 give a page: preloads hoisted into <head>, the route modules
// imported by one inline module script at the end of <body>.
const rewrite = (html: string) => loadScriptsAfterFirstPaint(Buffer.from(html)).toString("utf8");

const page = [
  "<!DOCTYPE html><html><head><title>x</title>",
  '<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/home-B2.js" nonce="n0nce"/>',
  "</head><body><main>hello</main>",
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/home-B2.js";\nimport("/assets/entry.client-A1.js");</script>',
  "</body></html>",
].join("");

describe("loading a page's scripts after its first paint", () => {
  const html = rewrite(page);
  const boot = /<script nonce="n0nce">(\(function \(\) \{[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? "";

  it("drops the module preloads from the head", () => {
    expect(html).not.toContain('modulepreload" href');
    expect(html).toContain("<title>x</title></head>");
  });

  it("keeps the route modules script, inert, with its nonce and text", () => {
    expect(html).toContain(
      '<script nonce="n0nce" type="text/x-page-modules" id="page-modules">import * as route0 from "/assets/home-B2.js";',
    );
    expect(html).not.toMatch(/type="module"/);
  });

  it("adds, last in the body and under the page's nonce, a valid script that preloads every module", () => {
    expect(boot).not.toBe("");
    expect(() => new Function(boot)).not.toThrow();
    expect(boot).toContain('["/assets/entry.client-A1.js","/assets/home-B2.js"]');
    expect(boot).toContain('link.rel = "modulepreload"');
    expect(boot).toContain('document.getElementById("page-modules").textContent');
  });

  it("starts the modules after the hero image and the next paint, or after 3 s at the latest", () => {
    expect(boot).toContain('document.querySelector("img[fetchpriority=high]")');
    expect(boot).toContain("requestAnimationFrame");
    expect(boot).toContain("setTimeout(start, 3000)");
  });

  it("leaves a document of another shape unchanged", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Maintenance</p></body></html>";
    expect(rewrite(plain)).toBe(plain);
  });

  it("works without a nonce (no Content Security Policy)", () => {
    const withoutNonce = page.replaceAll(' nonce="n0nce"', "");
    const result = rewrite(withoutNonce);
    expect(result).toContain('<script type="text/x-page-modules" id="page-modules">');
    expect(result).toMatch(/<script>\(function \(\) \{/);
  });
});
