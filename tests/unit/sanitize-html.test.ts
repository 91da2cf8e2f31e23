import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "#server/services/content/sanitize-html.ts";

describe("rich text from the console, as the public pages show it", () => {
  it("keeps what the editor makes: headings, lists, links, our own pictures", () => {
    const html =
      '<h2>Rules</h2><p>Read <a href="https://example.in/rules" target="_blank">the rules</a>.</p><ul><li>One</li></ul><img src="/uploads/console/content/a1.webp" alt="Stage" width="800" height="450">';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Rules</h2><p>Read <a href="https://example.in/rules" target="_blank" rel="noopener noreferrer">the rules</a>.</p><ul><li>One</li></ul><img src="/uploads/console/content/a1.webp" alt="Stage" width="800" height="450" />',
    );
  });

  it("drops every class and id, so content cannot overlay or impersonate the page", () => {
    expect(sanitizeHtml('<div class="fixed inset-0 z-50 bg-white" id="root"><p class="prose-content" id="main">Hi</p></div>')).toBe(
      "<div><p>Hi</p></div>",
    );
    expect(sanitizeHtml('<a name="top" id="x" href="#top">Top</a>')).toBe('<a href="#top">Top</a>');
  });

  it.each([
    "https://tracker.example/pixel.gif",
    "http://evil.example/a.png",
    "//evil.example/a.png",
    "data:image/png;base64,iVBORw0KGgo=",
    "/uploads/../private/documents/x.pdf",
    "/uploads//evil.example/a.png",
    "/img/a.webp?u=https://evil.example",
    "javascript:alert(1)",
    "",
  ])("drops an image that is not our media: %s", (src) => {
    expect(sanitizeHtml(`<p>Before</p><img src="${src}" alt="x"><p>After</p>`)).toBe("<p>Before</p><p>After</p>");
  });

  it("still removes scripts, handlers and styles", () => {
    expect(sanitizeHtml('<p onclick="x()" style="position:fixed">A</p><script>alert(1)</script><iframe src="https://x"></iframe>')).toBe(
      "<p>A</p>",
    );
  });
});
