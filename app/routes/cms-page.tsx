import { useEffect } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { BackSoonNote } from "#app/components/back-soon-note.tsx";
import { notifyError } from "#app/components/notify.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { metaMessages, useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#shared/i18n/language.ts";
import { shareMeta } from "#shared/site.ts";
import type { Route } from "./+types/cms-page";
import { loadCmsPage } from "./cms-page.server.ts";

export function loader(args: Route.LoaderArgs) {
  return loadCmsPage(args);
}

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

export function meta({ loaderData: data, params, error, location, matches }: Route.MetaArgs) {
  const page = data?.page;
  const language = languageOfPath(location.pathname);
  if (!page) {
    // A failed page has no messages of its own: the shell's say it.
    const common = metaMessages(matches, "common");
    const title = isNotFound(error) ? common?.contentPage.notFoundTitle : common?.failed.title;
    return shareMeta({ title, path: `/cms/${params.slug}`, language, site: metaMessages(matches, "common")?.site });
  }
  return shareMeta({
    origin: data.origin,
    path: `/cms/${page.slug}`,
    title: page.title,
    description: page.description,
    language,
    site: metaMessages(matches, "common")?.site,
  });
}

// the-plug and contact-us have a transparent body, every other page a light purple tint (docs/product-rules.md#content).
const transparentSlugs = new Set(["the-plug", "contact-us"]);

/** An unknown slug answers 404 with 'Content not found.'; a failure 500 with an error line and toast (docs/product-rules.md#content). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const common = useMessages("common");
  const { fill, path } = useFormat();
  const failed = !isNotFound(error);
  const loadFailed = common.contentPage.loadFailed;
  useEffect(() => {
    if (failed) notifyError(loadFailed);
  }, [failed, loadFailed]);
  const home = [{ label: common.breadcrumb.home, to: path("/") }];
  if (failed) {
    return (
      <>
        <PageHero title={common.failed.title} crumbs={home} />
        <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-red-800">
          {fill(common.contentPage.errorLine, { message: loadFailed })}
        </p>
        <BackSoonNote error={error} />
      </>
    );
  }
  return (
    <>
      <PageHero title={common.contentPage.notFoundTitle} crumbs={home} />
      <p className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-gray-800">{common.contentPage.notFoundText}</p>
    </>
  );
}

/** The page's body. The console's preview of a draft renders it too, from this module (one chunk for the public page). */
export function CmsPageView({ page }: { page: { slug: string; title: string; content: string } }) {
  const common = useMessages("common");
  const { path } = useFormat();
  return (
    <>
      <PageHero title={page.title} crumbs={[{ label: common.breadcrumb.home, to: path("/") }, { label: page.title }]} animated />
      <div data-testid="cms-body" className={transparentSlugs.has(page.slug) ? "bg-transparent" : "bg-lilac"}>
        <Reveal delayMs={400} className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          {/* Sanitised on write and on read (services/content/sanitize-html.ts). */}
          <article className="prose-content" dangerouslySetInnerHTML={{ __html: page.content }} />
          {page.slug === "lets-talk" ? <WriteToUs /> : null}
        </Reveal>
      </div>
    </>
  );
}

/** Under the 'Let's Talk' page: the way to the contact form. */
function WriteToUs() {
  const home = useMessages("home");
  const { path } = useFormat();
  return (
    <aside aria-labelledby="write-to-us" className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <h2 id="write-to-us" className="text-xl font-bold">
        {home.cms.writeToUs}
      </h2>
      <p className="mt-2 text-gray-700">{home.cms.writeText}</p>
      <Link to={path("/lets-talk")} className={buttonClass({ className: "mt-5" })}>
        {home.cms.openForm}
      </Link>
    </aside>
  );
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return <CmsPageView page={loaderData.page} />;
}
