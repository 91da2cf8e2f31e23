import { data } from "react-router";
import { AppError } from "#server/errors.ts";
import { getCmsPage } from "#server/services/content/cms-pages.ts";
import { pageTitle } from "#shared/site.ts";
import { PageHero } from "../components/page-hero";
import type { Route } from "./+types/cms-page";

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { page: await getCmsPage(context.app.db, params.slug), failed: false as const };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return data({ page: null, failed: false as const }, { status: 404 });
    console.error("content page failed to load", error);
    return data({ page: null, failed: true as const }, { status: 500 });
  }
}

export function meta({ data }: Route.MetaArgs) {
  const page = data?.page;
  return [
    { title: pageTitle(page?.title ?? "Content not found") },
    { name: "description", content: page?.description ?? "" },
  ];
}

// The spec gives the-plug and contact-us a transparent body; every other page a light purple tint.
const transparentSlugs = new Set(["the-plug", "contact-us"]);

export default function CmsPage({ loaderData, params }: Route.ComponentProps) {
  const { page, failed } = loaderData;
  if (failed) {
    return (
      <>
        <PageHero title="Something went wrong" crumbs={[{ label: "Home", to: "/" }]} />
        <p role="alert" className="mx-auto max-w-3xl px-6 py-16 text-center text-red-700">
          Error: Failed to load content.
        </p>
      </>
    );
  }
  if (!page) {
    return (
      <>
        <PageHero title="Content not found" crumbs={[{ label: "Home", to: "/" }]} />
        <p className="mx-auto max-w-3xl px-6 py-16 text-center text-gray-700">Content not found.</p>
      </>
    );
  }
  return (
    <>
      <PageHero title={page.title} crumbs={[{ label: "Home", to: "/" }, { label: page.title }]} />
      <div className={transparentSlugs.has(params.slug) ? "" : "bg-lilac"}>
        <article
          className="prose-content mx-auto max-w-3xl px-6 py-12 sm:py-16"
          // Sanitised on the server (services/content/sanitize-html.ts).
          dangerouslySetInnerHTML={{ __html: page.content }}
        />
      </div>
    </>
  );
}
