import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { LoadingOverlay } from "#app/components/loading-overlay.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { ContactForm } from "#app/features/contact/contact-form.tsx";
import { metaMessages, useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { CompanyDetails } from "#shared/api-types.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import { shareMeta } from "#shared/site.ts";
import type { Route } from "./+types/lets-talk";
import { loadLetsTalk } from "./lets-talk.server.ts";

export function loader(args: Route.LoaderArgs) {
  return loadLetsTalk(args);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const home = metaMessages(matches, "home");
  return shareMeta({
    origin: loaderData?.origin,
    path: "/lets-talk",
    title: home?.contact.title,
    description: home?.contact.description,
    language: languageOfPath(location.pathname),
    site: metaMessages(matches, "common")?.site,
  });
}

/** The contact page (docs/product-rules.md#pages): the product's phone and support e-mail, and the contact form. */
export default function LetsTalk() {
  const company = useRouteLoaderData("root")?.company as CompanyDetails | null | undefined;
  // The brief loading overlay (about 500 ms, docs/product-rules.md#pages); CSS hides it on time even before hydration.
  const [overlay, setOverlay] = useState(true);
  const { contact } = useMessages("home");
  const common = useMessages("common");
  const { path } = useFormat();
  useEffect(() => {
    const id = window.setTimeout(() => setOverlay(false), 700);
    return () => window.clearTimeout(id);
  }, []);
  return (
    <>
      {overlay ? <LoadingOverlay className="overlay-brief" /> : null}
      <PageHero title={contact.title} crumbs={[{ label: common.breadcrumb.home, to: path("/") }, { label: contact.title }]} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:py-16">
        <section aria-labelledby="reach-us">
          <h2 id="reach-us" className="text-2xl font-bold">
            {contact.heading}
          </h2>
          <p className="mt-3 text-gray-700">{contact.text}</p>
          <dl className="mt-6 grid gap-4">
            {company?.phone ? (
              <div className="rounded-2xl bg-lilac p-5">
                <dt className="text-sm font-semibold text-brand-800">{contact.phone}</dt>
                <dd className="mt-1 text-lg font-bold">
                  <a href={`tel:${company.phone.replace(/\s+/g, "")}`} className="hover:underline">
                    {company.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {company?.supportEmail ? (
              <div className="rounded-2xl bg-lilac p-5">
                <dt className="text-sm font-semibold text-brand-800">{contact.supportEmail}</dt>
                <dd className="mt-1 text-lg font-bold break-all">
                  <a href={`mailto:${company.supportEmail}`} className="hover:underline">
                    {company.supportEmail}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
        <section aria-labelledby="write-to-us" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
          <h2 id="write-to-us" className="text-2xl font-bold">
            {contact.sendMessage}
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </>
  );
}
