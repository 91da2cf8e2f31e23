import { useEffect } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { BackSoonNote } from "#app/components/back-soon-note.tsx";
import { notifyError } from "#app/components/notify.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { shareMeta } from "#shared/site.ts";
import type { Route } from "./+types/cms-page";
import { loadCmsPage } from "./cms-page.server.ts";

const LOAD_FAILED = "Failed to load content.";

export function loader(args: Route.LoaderArgs) {
  return loadCmsPage(args);
}

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

export function meta({ loaderData: data, params, error }: Route.MetaArgs) {
  const page = data?.page;
  if (!page) return shareMeta({ title: isNotFound(error) ? "Content not found" : "Something went wrong", path: `/cms/${params.slug}` });
  return shareMeta({ origin: data.origin, path: `/cms/${page.slug}`, title: page.title, description: page.description });
}

// the-plug and contact-us have a transparent body, every other page a light purple tint (docs/product-rules.md#content).
const transparentSlugs = new Set(["the-plug", "contact-us"]);

/** An unknown slug answers 404 with 'Content not found.'; a failure 500 with an error line and toast (docs/product-rules.md#content). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const failed = !isNotFound(error);
  useEffect(() => {
    if (failed) notifyError(LOAD_FAILED);
  }, [failed]);
  if (failed) {
    return (
      <>
        <PageHero title="Something went wrong" crumbs={[{ label: "Home", to: "/" }]} />
        <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-red-800">
          Error: {LOAD_FAILED}
        </p>
        <BackSoonNote error={error} />
      </>
    );
  }
  return (
    <>
      <PageHero title="Content not found" crumbs={[{ label: "Home", to: "/" }]} />
      <p className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-gray-800">Content not found.</p>
    </>
  );
}

/** The page's body. The console's preview of a draft renders it too, from this module (one chunk for the public page). */
export function CmsPageView({ page }: { page: { slug: string; title: string; content: string } }) {
  return (
    <>
      <PageHero title={page.title} crumbs={[{ label: "Home", to: "/" }, { label: page.title }]} animated />
      <div data-testid="cms-body" className={transparentSlugs.has(page.slug) ? "bg-transparent" : "bg-lilac"}>
        <Reveal delayMs={400} className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          {/* Sanitised on write and on read (services/content/sanitize-html.ts). */}
          <article className="prose-content" dangerouslySetInnerHTML={{ __html: page.content }} />
          {page.slug === "lets-talk" ? (
            <aside aria-labelledby="write-to-us" className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
              <h2 id="write-to-us" className="text-xl font-bold">
                Write to us
              </h2>
              <p className="mt-2 text-gray-700">
                Questions about a contest, a payment or your video? Send us a message, we answer within a working day.
              </p>
              <Link to="/lets-talk" className={buttonClass({ className: "mt-5" })}>
                Open the contact form
              </Link>
            </aside>
          ) : null}
        </Reveal>
      </div>
    </>
  );
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return <CmsPageView page={loaderData.page} />;
}
