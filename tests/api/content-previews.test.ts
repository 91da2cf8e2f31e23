/**
 * Console previews of a draft content page and a draft banner (docs/publishing.md): staff with
 * content.read see the draft, a signed-out visitor is sent to the console's sign-in, and the public
 * page still answers 404 until the draft is published.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appContext } from "#app/router-context.ts";
import { loadBannerPreview, loadCmsPagePreview } from "#app/routes/admin/content-previews.server.ts";
import { loadCmsPage } from "#app/routes/cms-page.server.ts";
import { createBanner, createCmsPage } from "../support/factories.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let viewer: string;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await signInStaff(t.app, "viewer");
  editor = await signInStaff(t.app, "editor");
});
afterAll(async () => {
  await t?.close();
});

function contextAndRequest(path: string, cookie?: string) {
  const context = new RouterContextProvider();
  context.set(appContext, t.app.ctx);
  return { context, request: new Request(`http://127.0.0.1${path}`, { headers: cookie ? { cookie } : {} }) };
}

/** What a loader threw: its status and, for a redirect, where to. */
async function thrownBy(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    return { status: (thrown as { init?: { status?: number } }).init?.status, location: null };
  }
  throw new Error("the loader did not refuse");
}

describe("a draft content page's preview", () => {
  it("shows the draft's text to staff with content.read; the public address answers 404 until it is published", async () => {
    const draft = await createCmsPage(t.database.db, {
      title: "Monsoon rules",
      content: "<p>Draft words about the monsoon round.</p><script>alert(1)</script>",
      publishedAt: null,
    });
    const path = `/admin/content/pages/${draft.id}/preview`;
    const { context, request } = contextAndRequest(path, viewer);
    const preview = await loadCmsPagePreview(context, request, draft.id);
    expect(preview.page).toMatchObject({ slug: draft.slug, title: "Monsoon rules" });
    expect(preview.page.content).toContain("Draft words about the monsoon round.");
    // Sanitised on read, as the public page is.
    expect(preview.page.content).not.toContain("<script");
    expect(preview).toMatchObject({ onSite: false, publishing: { publishAt: null, publishedAt: null } });

    const publicPage = contextAndRequest(`/cms/${draft.slug}`);
    const load = () => loadCmsPage({ params: { slug: draft.slug }, context: publicPage.context, request: publicPage.request } as never);
    expect((await thrownBy(load)).status).toBe(404);

    const publish = await t.app.inject({
      method: "POST",
      url: `/api/admin/content/pages/${draft.id}/publishing`,
      headers: { cookie: editor },
      payload: { action: "publish" },
    });
    expect(publish.statusCode).toBe(200);
    const published = await load();
    expect(published.page.content).toContain("Draft words about the monsoon round.");
  });

  it("sends a signed-out visitor to the console's sign-in, coming back to the preview", async () => {
    const draft = await createCmsPage(t.database.db, { publishedAt: null });
    const path = `/admin/content/pages/${draft.id}/preview`;
    const { context, request } = contextAndRequest(path);
    expect(await thrownBy(() => loadCmsPagePreview(context, request, draft.id))).toEqual({
      status: 302,
      location: `/admin/sign-in?redirectTo=${encodeURIComponent(path)}`,
    });
  });
});

describe("a draft banner's preview", () => {
  it("gives staff the banner as the hero shows it, and refuses a signed-out visitor", async () => {
    const draft = await createBanner(t.database.db, { bannerTitle: "Monsoon round opens", publishedAt: null });
    const path = `/admin/content/banners/${draft.id}/preview`;
    const staff = contextAndRequest(path, viewer);
    const preview = await loadBannerPreview(staff.context, staff.request, draft.id);
    expect(preview.banner).toMatchObject({ _id: draft.id, bannerTitle: "Monsoon round opens", bannerImage: draft.bannerImage });
    expect(preview.onSite).toBe(false);
    const visitor = contextAndRequest(path);
    expect((await thrownBy(() => loadBannerPreview(visitor.context, visitor.request, draft.id))).location).toBe(
      `/admin/sign-in?redirectTo=${encodeURIComponent(path)}`,
    );
  });
});
