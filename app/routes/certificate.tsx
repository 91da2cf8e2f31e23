import { data, Link } from "react-router";
import { BackSoonNote } from "#app/components/back-soon-note.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { formatIstDate } from "#shared/ist.ts";
import { pageTitle, SITE_NAME } from "#shared/site.ts";
import type { Route } from "./+types/certificate";
import { loadCertificatePage } from "./certificate.server.ts";

const crumbs = [{ label: "Home", to: "/" }, { label: "Certificate check" }];
const kindLabels = { participation: "Certificate of Participation", winner: "Certificate of Achievement (winner)" } as const;

/**
 * The public check behind the link printed on every certificate: it confirms a genuine one, with
 * what the certificate says, or says it was not found. Never stored by a shared cache: a withdrawn
 * certificate must stop verifying at once.
 */
export async function loader(args: Route.LoaderArgs) {
  const result = await loadCertificatePage(args);
  return data(result, { status: result.certificate ? 200 : 404, headers: { "Cache-Control": "no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const certificate = loaderData?.certificate;
  return [
    { title: pageTitle(certificate ? `Certificate: ${certificate.name}` : "Certificate not found") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <PageHero title="Certificate check" crumbs={crumbs} />
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-red-800">
        The certificate could not be checked just now. Please try again.
      </p>
      <BackSoonNote error={error} />
    </>
  );
}

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const { certificate, printedId } = loaderData;
  return (
    <>
      <PageHero title="Certificate check" crumbs={crumbs} />
      <section className="bg-lilac">
        <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
          {certificate ? (
            <article aria-labelledby="certificate-verdict" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-emerald-200 sm:p-10">
              <p className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
                >
                  <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2.5">
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </svg>
                </span>
                <span id="certificate-verdict" className="text-xl font-bold text-emerald-800 sm:text-2xl">
                  Genuine certificate
                </span>
              </p>
              <p className="mt-3 text-gray-700">{SITE_NAME} issued this certificate. What it says:</p>
              <dl className="mt-6 grid gap-4 sm:grid-cols-2">
                <Row label="Name" value={certificate.name} />
                <Row label="Contest" value={certificate.contestTitle} />
                <Row label="Certificate" value={kindLabels[certificate.kind]} />
                {certificate.kind === "winner" ? (
                  <Row
                    label="Placed"
                    value={
                      [certificate.prizeTitle, certificate.rank ? `rank ${certificate.rank}` : null].filter(Boolean).join(", ") || "Winner"
                    }
                  />
                ) : null}
                <Row label="Date of issue" value={formatIstDate(certificate.issuedAt)} />
                <Row label="Certificate ID" value={printedId ?? certificate.id} mono />
              </dl>
            </article>
          ) : (
            <article
              aria-labelledby="certificate-verdict"
              className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200 sm:p-10"
            >
              <h2 id="certificate-verdict" className="text-xl font-bold text-ink sm:text-2xl">
                Certificate not found
              </h2>
              <p className="mt-3 text-gray-700">
                We have no certificate with this ID. Check that the link or ID is typed exactly as printed on the certificate.
              </p>
              <Link to="/" className={buttonClass({ className: "mt-6" })}>
                Go to the home page
              </Link>
            </article>
          )}
        </div>
      </section>
    </>
  );
}

function Row({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className={`mt-0.5 text-lg font-semibold break-words text-ink ${mono ? "font-mono text-base" : ""}`}>{value}</dd>
    </div>
  );
}
