import { Link, useLocation } from "react-router";
import type { PaymentsList } from "#shared/console/payments.ts";
import { formatIstDateTime } from "#shared/ist.ts";
import { ExportLink } from "./payment-orders-table";
import { TableScrollBox } from "../data-table/table-scroll-box";
import { OrderStateBadge, ProviderId } from "./order-state-badge";
import { formatPaiseForAccounts } from "#shared/i18n/accounts-format.ts";

const cell = "px-3 py-2 align-top";
const head = "whitespace-nowrap border-b border-gray-200 px-3 py-2 font-semibold";

/** The page's address with another page of refunds (the orders' own page and filters kept). */
function refundsPageHref(location: { pathname: string; search: string }, page: number) {
  const params = new URLSearchParams(location.search);
  if (page <= 1) params.delete("refundsPage");
  else params.set("refundsPage", String(page));
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

const pageLinkClass = "inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-3 font-semibold";

function RefundedPaymentsHead({ canOpenRegistrations }: { canOpenRegistrations: boolean }) {
  return (
    <thead className="bg-gray-50 text-gray-700">
      <tr>
        <th scope="col" className={head}>
          Created
        </th>
        <th scope="col" className={head}>
          Contest
        </th>
        <th scope="col" className={head}>
          State
        </th>
        <th scope="col" className={`${head} text-right`}>
          Amount
        </th>
        <th scope="col" className={head}>
          Reason
        </th>
        <th scope="col" className={head}>
          Payment id
        </th>
        <th scope="col" className={head}>
          Refund id
        </th>
        {canOpenRegistrations ? (
          <th scope="col" className={head}>
            Registration
          </th>
        ) : null}
      </tr>
    </thead>
  );
}

function RefundRow({ refund, canOpenRegistrations }: { refund: PaymentsList["refunds"][number]; canOpenRegistrations: boolean }) {
  return (
    <tr className="border-b border-gray-100 last:border-b-0">
      <td className={`${cell} whitespace-nowrap`}>{formatIstDateTime(refund.createdAt)}</td>
      <td className={`${cell} min-w-36`}>{refund.contestTitle}</td>
      <td className={cell}>
        <OrderStateBadge state={refund.state === "pending" ? "refund_pending" : "refunded"} />
      </td>
      <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{formatPaiseForAccounts(refund.amountPaise)}</td>
      <td className={cell}>{refund.reason}</td>
      <td className={cell}>
        <ProviderId value={refund.providerPaymentId} />
      </td>
      <td className={cell}>
        <ProviderId value={refund.providerRefundId} />
      </td>
      {canOpenRegistrations ? (
        <td className={cell}>
          <Link
            to={`/admin/registrations/${refund.registrationId}`}
            className="relative inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
          >
            Open<span className="sr-only"> the registration of this refunded payment</span>
          </Link>
        </td>
      ) : null}
    </tr>
  );
}

/** Previous and next page of refunds, shown only when there is more than one page. */
function RefundsPager({ page, pages }: { page: number; pages: number }) {
  const location = useLocation();
  return (
    <nav aria-label="Refunded payments: pages" className="flex flex-wrap items-center justify-end gap-2 text-sm text-gray-700">
      {page > 1 ? (
        <Link to={refundsPageHref(location, page - 1)} preventScrollReset className={pageLinkClass}>
          Previous page
        </Link>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={refundsPageHref(location, page + 1)} preventScrollReset className={pageLinkClass}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * Captured payments returned to the payer: those that could not complete a registration (a second
 * payment, a wrong amount, a full contest, a late one) and those the organiser refunded. Same contest
 * and date filters as the orders, newest first, 50 a page.
 */
export function RefundedPaymentsTable({
  list,
  exportQuery,
  canOpenRegistrations,
}: {
  list: PaymentsList;
  exportQuery: string;
  canOpenRegistrations: boolean;
}) {
  const pages = Math.max(1, Math.ceil(list.refundsTotal / list.pageSize));
  return (
    <section aria-labelledby="refunded-payments" className="grid min-w-0 grid-cols-1 gap-3">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="refunded-payments" className="text-xl font-bold text-ink">
            Refunded payments
          </h2>
          <ExportLink path="/api/admin/payments/refunds.csv" exportQuery={exportQuery}>
            Export refunds (CSV)
          </ExportLink>
        </div>
        <p className="mt-1 text-sm text-gray-700">
          Each payment is refunded once, with its own idempotency key; a pending one is asked again every minute until the gateway confirms
          it.
        </p>
      </div>
      <TableScrollBox label="Refunded payments table">
        <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
          <caption className="sr-only">Refunded payments, newest first</caption>
          <RefundedPaymentsHead canOpenRegistrations={canOpenRegistrations} />
          <tbody>
            {list.refunds.length === 0 ? (
              <tr>
                <td colSpan={canOpenRegistrations ? 8 : 7} className="px-3 py-8 text-center text-gray-700">
                  No refunded payments match these filters.
                </td>
              </tr>
            ) : (
              list.refunds.map((refund) => <RefundRow key={refund.refundId} refund={refund} canOpenRegistrations={canOpenRegistrations} />)
            )}
          </tbody>
        </table>
      </TableScrollBox>
      {pages > 1 ? <RefundsPager page={list.refundsPage} pages={pages} /> : null}
    </section>
  );
}
