import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { LoadingOverlay } from "#app/components/loading-overlay.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { ContactForm } from "#app/features/contact/contact-form.tsx";
import type { CompanyDetails } from "#shared/api-types.ts";
import { pageTitle } from "#shared/site.ts";

export function meta() {
  return [
    { title: pageTitle("Contact Us") },
    { name: "description", content: "Questions about a contest, a payment or your video? Talk to us." },
  ];
}

/** The contact page (docs/product-rules.md#pages): the product's phone and support e-mail, and the contact form. */
export default function LetsTalk() {
  const company = useRouteLoaderData("root")?.company as CompanyDetails | null | undefined;
  // The brief loading overlay (about 500 ms, docs/product-rules.md#pages); CSS hides it on time even before hydration.
  const [overlay, setOverlay] = useState(true);
  useEffect(() => {
    const id = window.setTimeout(() => setOverlay(false), 700);
    return () => window.clearTimeout(id);
  }, []);
  return (
    <>
      {overlay ? <LoadingOverlay className="overlay-brief" /> : null}
      <PageHero title="Contact Us" crumbs={[{ label: "Home", to: "/" }, { label: "Contact Us" }]} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:py-16">
        <section aria-labelledby="reach-us">
          <h2 id="reach-us" className="text-2xl font-bold">
            Let's talk
          </h2>
          <p className="mt-3 text-gray-700">
            Questions about a contest, a payment or your video? Write to us or call, we answer within a working day.
          </p>
          <dl className="mt-6 grid gap-4">
            {company?.phone ? (
              <div className="rounded-2xl bg-lilac p-5">
                <dt className="text-sm font-semibold text-brand-800">Phone</dt>
                <dd className="mt-1 text-lg font-bold">
                  <a href={`tel:${company.phone.replace(/\s+/g, "")}`} className="hover:underline">
                    {company.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {company?.supportEmail ? (
              <div className="rounded-2xl bg-lilac p-5">
                <dt className="text-sm font-semibold text-brand-800">Support e-mail</dt>
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
            Send us a message
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </>
  );
}
