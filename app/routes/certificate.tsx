import { data, Link } from "react-router";
import { BackSoonNote } from "#app/components/back-soon-note.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { errorMessages } from "#app/features/contests/error-messages.ts";
import { MessagesProvider, metaMessages, useFormat, useMessages, useOptionalMessages } from "#app/i18n/i18n.tsx";
import { fill } from "#shared/i18n/catalogue.ts";
import { pageTitle, SITE_NAME } from "#shared/site.ts";
import type { Route } from "./+types/certificate";
import { loadCertificatePage } from "./certificate.server.ts";

function useCrumbs(title: string, home: string) {
  const f = useFormat();
  return [{ label: home, to: f.path("/") }, { label: title }];
}

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

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const certificate = loaderData?.certificate;
  const m = (metaMessages(matches, "contest") ?? errorMessages(error).contest)?.certificate;
  return [
    { title: pageTitle(certificate ? fill(m?.metaTitle ?? "{name}", { name: certificate.name }) : m?.notFoundTitle) },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MessagesProvider messages={errorMessages(error)}>
      <CertificateError error={error} />
    </MessagesProvider>
  );
}

function CertificateError({ error }: { error: unknown }) {
  // The loader puts the contest's messages in its error; a failure before that has the frame's words only.
  const m = useOptionalMessages("contest");
  const common = useMessages("common");
  const crumbs = useCrumbs(m?.certificate.title ?? common.failed.title, m?.crumbs.home ?? common.failed.home);
  return (
    <>
      <PageHero title={m?.certificate.title ?? common.failed.title} crumbs={crumbs} />
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-red-800">
        {m?.certificate.failed ?? common.failed.reason}
      </p>
      <BackSoonNote error={error} />
    </>
  );
}

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const { certificate, printedId } = loaderData;
  const { certificate: m, crumbs: words } = useMessages("contest");
  const crumbs = useCrumbs(m.title, words.home);
  return (
    <>
      <PageHero title={m.title} crumbs={crumbs} />
      <section className="bg-lilac">
        <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
          {certificate ? <GenuineCertificate certificate={certificate} printedId={printedId} /> : <CertificateNotFound />}
        </div>
      </section>
    </>
  );
}

type Certificate = NonNullable<Route.ComponentProps["loaderData"]["certificate"]>;

function GenuineCertificate({ certificate, printedId }: { certificate: Certificate; printedId: string | null }) {
  const { certificate: m } = useMessages("contest");
  const f = useFormat();
  const kindLabels = { participation: m.participation, winner: m.winnerKind };
  return (
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
          {m.genuine}
        </span>
      </p>
      <p className="mt-3 text-gray-700">{f.fill(m.issued, { site: SITE_NAME })}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <Row label={m.name} value={certificate.name} />
        <Row label={m.contest} value={certificate.contestTitle} />
        <Row label={m.certificate} value={kindLabels[certificate.kind]} />
        {certificate.kind === "winner" ? (
          <Row
            label={m.placed}
            value={
              [certificate.prizeTitle, certificate.rank ? f.fill(m.rank, { rank: certificate.rank }) : null].filter(Boolean).join(", ") ||
              m.winner
            }
          />
        ) : null}
        <Row label={m.issuedOn} value={f.date(certificate.issuedAt)} />
        <Row label={m.id} value={printedId ?? certificate.id} mono />
      </dl>
    </article>
  );
}

function CertificateNotFound() {
  const { certificate: m } = useMessages("contest");
  const f = useFormat();
  return (
    <article aria-labelledby="certificate-verdict" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200 sm:p-10">
      <h2 id="certificate-verdict" className="text-xl font-bold text-ink sm:text-2xl">
        {m.notFoundTitle}
      </h2>
      <p className="mt-3 text-gray-700">{m.notFoundText}</p>
      <Link to={f.path("/")} className={buttonClass({ className: "mt-6" })}>
        {m.home}
      </Link>
    </article>
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
