import { useEffect } from "react";
import { data } from "react-router";
import { notifyError } from "#app/components/notify.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import { AppError } from "#server/errors.ts";
import { getCmsPage } from "#server/services/content/cms-pages.ts";
import { shareMeta } from "#shared/site.ts";
import type { Route } from "./+types/cms-page";
import { appContext } from "#app/router-context.ts";

const LOAD_FAILED = "Failed to load content.";
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const origin = context.get(appContext).config.publicUrl ?? new URL(request.url).origin;
  if (!SLUG_PATTERN.test(params.slug)) return data({ origin, page: null, failed: false as const }, { status: 404 });
  try {
    const page = await context.get(appContext).cache.get(`cms:${params.slug}`, () => getCmsPage(context.get(appContext).db, params.slug));
    return { origin, page, failed: false as const };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return data({ origin, page: null, failed: false as const }, { status: 404 });
    console.error(LOAD_FAILED, error instanceof Error ? error.message : error);
    return data({ origin, page: null, failed: true as const }, { status: 500 });
  }
}

export function meta({ loaderData: data, params }: Route.MetaArgs) {
  const page = data?.page;
  if (!page) return shareMeta({ title: data?.failed ? "Something went wrong" : "Content not found", path: `/cms/${params.slug}` });
  return shareMeta({ origin: data.origin, path: `/cms/${page.slug}`, title: page.title, description: page.description });
}

// The spec gives the-plug and contact-us a transparent body; every other page a light purple tint.
const transparentSlugs = new Set(["the-plug", "contact-us"]);

export default function CmsPage({ loaderData, params }: Route.ComponentProps) {
  const { page, failed } = loaderData;
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
      </>
    );
  }
  if (!page) {
    return (
      <>
        <PageHero title="Content not found" crumbs={[{ label: "Home", to: "/" }]} />
        <p className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-gray-800">Content not found.</p>
      </>
    );
  }
  return (
    <>
      <PageHero title={page.title} crumbs={[{ label: "Home", to: "/" }, { label: page.title }]} animated />
      <div data-testid="cms-body" className={transparentSlugs.has(params.slug) ? "bg-transparent" : "bg-lilac"}>
        <Reveal delayMs={400} className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          {/* Sanitised on write and on read (services/content/sanitize-html.ts). */}
          <article className="prose-content" dangerouslySetInnerHTML={{ __html: page.content }} />
        </Reveal>
      </div>
    </>
  );
}
