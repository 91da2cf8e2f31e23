import { data, isRouteErrorResponse, Link } from "react-router";
import { BackSoonNote } from "#app/components/back-soon-note.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { issuerLines, receiptRows } from "#shared/receipts.ts";
import { pageTitle, SITE_NAME } from "#shared/site.ts";
import { formatMoney } from "#shared/text.ts";
import type { Route } from "./+types/me-receipt";
import { loadReceiptPage } from "./me-receipt.server.ts";

/** A payment receipt that prints on one sheet: the site's header, footer and buttons stay off paper. */
const printStyle = "@media print{header,footer,[data-print-hide]{display:none!important}body{background:#fff}}";

const crumbs = [{ label: "Home", to: "/" }, { label: "My registrations", to: "/me" }, { label: "Receipt" }];

function Hero() {
  return (
    <div data-print-hide>
      <PageHero title="Payment receipt" crumbs={crumbs} />
    </div>
  );
}

export async function loader(args: Route.LoaderArgs) {
  return data(await loadReceiptPage(args), { headers: { "Cache-Control": "private, no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta() {
  return [{ title: pageTitle("Payment receipt") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <Hero />
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <p role="alert" className="text-lg text-red-800">
          {notFound ? "This receipt was not found among your registrations." : "The receipt could not be loaded. Please try again."}
        </p>
        <Link to="/me" className={buttonClass({ className: "mt-6" })}>
          My registrations
        </Link>
      </section>
      <BackSoonNote error={error} />
    </>
  );
}

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <>
        <Hero />
        <section className="mx-auto max-w-xl px-4 py-16 text-center">
          <p className="text-gray-700">Sign in on My registrations to see your receipts.</p>
          <Link to="/me" className={buttonClass({ className: "mt-6" })}>
            My registrations
          </Link>
        </section>
      </>
    );
  }
  const { receipt } = loaderData;
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
              {issuerLines(receipt.issuer).map((line) => (
                <p key={line} className="text-sm break-words text-gray-600">
                  {line}
                </p>
              ))}
            </div>
            <h2 id="receipt-title" className="text-2xl font-bold text-ink">
              Receipt
            </h2>
          </div>
          <dl className="mt-6 grid grid-cols-1 gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
            {receiptRows(receipt).map(([label, value]) => (
              <Row key={label} label={label} value={value} mono={label === "Registration" || label === "Razorpay payment ID"} />
            ))}
            <Row label="Status" value="Paid" />
          </dl>
          <div className="mt-8 flex items-baseline justify-between rounded-xl bg-lilac px-5 py-4 print:bg-gray-100">
            <span className="font-semibold text-gray-800">Amount paid</span>
            <span className="text-2xl font-extrabold text-ink">{formatMoney(receipt.amountPaise / 100, receipt.currency)}</span>
          </div>
          <p className="mt-6 text-xs text-gray-600">Paid online through Razorpay. Keep this receipt for your records.</p>
          <div className="mt-8 flex flex-wrap gap-3" data-print-hide>
            <a href={`/api/me/registrations/${receipt.registrationId}/receipt.pdf`} download className={buttonClass()}>
              Download PDF
            </a>
            <button type="button" onClick={() => window.print()} className={buttonClass({ variant: "secondary" })}>
              Print receipt
            </button>
            <Link to="/me" className={buttonClass({ variant: "secondary" })}>
              Back to My registrations
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
