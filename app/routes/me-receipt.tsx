import { data, isRouteErrorResponse, Link } from "react-router";
import { BackSoonNote } from "#app/components/back-soon-note.tsx";
import { ErrorMessages } from "#app/components/page-error-messages.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { metaMessages, useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { ReceiptDetails } from "#shared/receipts.ts";
import { pageTitle, SITE_NAME } from "#shared/site.ts";
import { formatMoney } from "#shared/text.ts";
import type { Route } from "./+types/me-receipt";
import { loadReceiptPage } from "./me-receipt.server.ts";

/** A payment receipt that prints on one sheet: the site's header, footer and buttons stay off paper. */
const printStyle = "@media print{header,footer,[data-print-hide]{display:none!important}body{background:#fff}}";

function Hero() {
  const { crumbs, receipt } = useMessages("account");
  const f = useFormat();
  return (
    <div data-print-hide>
      <PageHero
        title={receipt.title}
        crumbs={[{ label: crumbs.home, to: f.path("/") }, { label: crumbs.myRegistrations, to: f.path("/me") }, { label: crumbs.receipt }]}
      />
    </div>
  );
}

/** The receipt's rows in the PDF's order (shared/receipts.ts), in the page's language; the last two are ids. */
function useReceiptRows(receipt: ReceiptDetails): [label: string, value: string, mono?: boolean][] {
  const { rows } = useMessages("account").receipt;
  const f = useFormat();
  return [
    [rows.receiptNumber, receipt.receiptNumber ?? "-"],
    [rows.date, f.date(receipt.paidAt, "dateTime")],
    [rows.receivedFrom, receipt.payerName],
    [rows.email, receipt.payerEmail],
    [rows.for, f.fill(rows.entryFeeFor, { contest: receipt.contestTitle })],
    [rows.registration, receipt.registrationId, true],
    [rows.paymentId, receipt.paymentId, true],
  ];
}

/** The issuer's lines under its name: trading name, address, GSTIN, support e-mail, each when set. */
function useIssuerLines(issuer: ReceiptDetails["issuer"]): string[] {
  const t = useMessages("account").receipt;
  const f = useFormat();
  return [
    issuer.legalName && issuer.name && issuer.name !== issuer.legalName ? f.fill(t.tradingAs, { name: issuer.name }) : null,
    issuer.address,
    issuer.gstin ? f.fill(t.gstin, { gstin: issuer.gstin }) : null,
    issuer.supportEmail,
  ].filter((line): line is string => Boolean(line));
}

export async function loader(args: Route.LoaderArgs) {
  return data(await loadReceiptPage(args), { headers: { "Cache-Control": "private, no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(metaMessages(matches, "account")?.receipt.title) }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorMessages error={error}>
      <Hero />
      <ReceiptFailed notFound={isRouteErrorResponse(error) && error.status === 404} />
      <BackSoonNote error={error} />
    </ErrorMessages>
  );
}

function ReceiptFailed({ notFound }: { notFound: boolean }) {
  const t = useMessages("account").receipt;
  const f = useFormat();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <p role="alert" className="text-lg text-red-800">
        {notFound ? t.notFound : t.loadFailed}
      </p>
      <Link to={f.path("/me")} className={buttonClass({ className: "mt-6" })}>
        {t.myRegistrations}
      </Link>
    </section>
  );
}

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages("account").receipt;
  const f = useFormat();
  if (!loaderData.signedIn) {
    return (
      <>
        <Hero />
        <section className="mx-auto max-w-xl px-4 py-16 text-center">
          <p className="text-gray-700">{t.signInFirst}</p>
          <Link to={f.path("/me")} className={buttonClass({ className: "mt-6" })}>
            {t.myRegistrations}
          </Link>
        </section>
      </>
    );
  }
  return <Receipt receipt={loaderData.receipt} />;
}

/** `refunded`: the status row's line once the payment was refunded, in the page's language (the loader's). */
function Receipt({ receipt }: { receipt: ReceiptDetails & { refunded: string | null } }) {
  const t = useMessages("account").receipt;
  const f = useFormat();
  const rows = useReceiptRows(receipt);
  const lines = useIssuerLines(receipt.issuer);
  const issuer = receipt.issuer.legalName || receipt.issuer.name || SITE_NAME;
  return (
    <>
      <Hero />
      <section className="bg-lilac px-4 py-10 print:bg-white print:p-0 sm:py-16">
        <style>{printStyle}</style>
        <article
          aria-labelledby="receipt-title"
          className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 print:shadow-none print:ring-0 sm:p-10"
        >
          <div className="flex flex-wrap items-start justify-between gap-4 border-b border-gray-200 pb-5">
            <div className="min-w-0">
              <p className="text-lg font-extrabold text-brand-700">{issuer}</p>
              {lines.map((line) => (
                <p key={line} className="text-sm break-words text-gray-600">
                  {line}
                </p>
              ))}
            </div>
            <h2 id="receipt-title" className="text-2xl font-bold text-ink">
              {t.heading}
            </h2>
          </div>
          <dl className="mt-6 grid grid-cols-1 gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
            {rows.map(([label, value, mono]) => (
              <Row key={label} label={label} value={value} mono={mono} />
            ))}
            <Row label={t.rows.status} value={receipt.refunded ?? t.rows.paid} />
          </dl>
          <div className="mt-8 flex items-baseline justify-between rounded-xl bg-lilac px-5 py-4 print:bg-gray-100">
            <span className="font-semibold text-gray-800">{t.amountPaid}</span>
            <span className="text-2xl font-extrabold text-ink">
              {receipt.currency === "INR" ? f.money(receipt.amountPaise) : formatMoney(receipt.amountPaise / 100, receipt.currency)}
            </span>
          </div>
          <p className="mt-6 text-xs text-gray-600">{t.paidOnline}</p>
          <div className="mt-8 flex flex-wrap gap-3" data-print-hide>
            <a href={`/api/me/registrations/${receipt.registrationId}/receipt.pdf`} download className={buttonClass()}>
              {t.downloadPdf}
            </a>
            <button type="button" onClick={() => window.print()} className={buttonClass({ variant: "secondary" })}>
              {t.print}
            </button>
            <Link to={f.path("/me")} className={buttonClass({ variant: "secondary" })}>
              {t.back}
            </Link>
          </div>
        </article>
      </section>
    </>
  );
}

function Row({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-gray-600">{label}</dt>
      <dd className={`mt-0.5 font-medium break-all text-ink ${mono ? "font-mono" : ""}`}>{value}</dd>
    </div>
  );
}
