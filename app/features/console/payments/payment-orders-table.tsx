import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { type ConsoleColumn, consoleColumns, DataTable } from "../data-table/data-table.tsx";
import { FilterForm, FilterInput, FilterSelect } from "../forms/filter-fields";
import { ORDER_STATE_LABELS, ORDER_STATES, type PaymentOrderView, type PaymentsList } from "#shared/console/payments.ts";
import { formatIstDateTime } from "#shared/ist.ts";
import { OrderStateBadge, ProviderId } from "./order-state-badge";
import { formatPaiseForAccounts } from "#shared/i18n/accounts-format.ts";

export type PaymentsFilters = { q: string; state: string; contestId: string; from: string; to: string; sort: string; dir: string };

/** A CSV download of the lists' applied filters (`exportQuery`), named for what it holds. */
export function ExportLink({ path, exportQuery, children }: { path: string; exportQuery: string; children: string }) {
  return (
    <a href={exportQuery ? `${path}?${exportQuery}` : path} download className={buttonClass({ variant: "secondary", size: "sm" })}>
      {children}
    </a>
  );
}

const column = consoleColumns<PaymentOrderView>();

/** "26 Nov 2026, 1:17 pm" may break after the date, never inside it, so the orders fit a laptop's width. */
function DateTime({ value }: { value: string }) {
  const text = formatIstDateTime(value);
  const cut = text.lastIndexOf(", ");
  if (cut < 0) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{text.slice(0, cut + 1)}</span> <span className="whitespace-nowrap">{text.slice(cut + 2)}</span>
    </>
  );
}

const columnsBeforeRegistration: ConsoleColumn<PaymentOrderView>[] = [
  column.accessor("createdAt", {
    header: "Created",
    cell: (c) => <DateTime value={c.getValue()} />,
    meta: { sortKey: "created" },
  }),
  column.accessor("contestTitle", { header: "Contest", cell: (c) => <span className="line-clamp-2 min-w-32">{c.getValue()}</span> }),
  column.accessor("state", {
    header: "State",
    cell: (c) => (
      <span className="grid gap-1">
        <OrderStateBadge state={c.getValue()} />
        {c.row.original.note ? <span className="max-w-36 text-xs text-gray-700">{c.row.original.note}</span> : null}
      </span>
    ),
  }),
  column.accessor("amountPaise", {
    header: "Amount",
    cell: (c) => <span className="whitespace-nowrap">{formatPaiseForAccounts(c.getValue())}</span>,
    meta: { sortKey: "amount", numeric: true },
  }),
  column.accessor("receiptNumber", {
    header: "Receipt",
    cell: (c) => {
      const number = c.getValue();
      return (
        <span className="grid justify-items-start">
          <ProviderId value={number} />
          {number ? (
            <a
              href={`/api/admin/registrations/${encodeURIComponent(c.row.original.registrationId)}/receipt.pdf`}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-2"
            >
              PDF<span className="sr-only"> of receipt {number}</span>
            </a>
          ) : null}
        </span>
      );
    },
  }),
  // One column for Razorpay's three ids, labelled, so the orders fit a laptop's width.
  column.display({
    id: "providerIds",
    header: "Razorpay ids",
    cell: (c) => {
      const { providerOrderId, providerPaymentId, providerRefundId } = c.row.original;
      return (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
          <dt className="text-gray-600">order</dt>
          <dd>
            <ProviderId value={providerOrderId} />
          </dd>
          <dt className="text-gray-600">payment</dt>
          <dd>
            <ProviderId value={providerPaymentId} />
          </dd>
          {providerRefundId ? (
            <>
              <dt className="text-gray-600">refund</dt>
              <dd>
                <ProviderId value={providerRefundId} />
              </dd>
            </>
          ) : null}
        </dl>
      );
    },
  }),
  column.accessor("updatedAt", {
    header: "Updated",
    cell: (c) => <DateTime value={c.getValue()} />,
    meta: { sortKey: "updated" },
  }),
];

/** The way to an order's registration, for those who may read registrations (not an accountant). */
const registrationColumn: ConsoleColumn<PaymentOrderView> = column.accessor("registrationId", {
  header: "Registration",
  cell: (c) => (
    <Link
      to={`/admin/registrations/${c.getValue()}`}
      className="relative inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
    >
      Open
      <span className="sr-only">
        {" "}
        the registration of this {formatPaiseForAccounts(c.row.original.amountPaise)} order for {c.row.original.contestTitle}
      </span>
    </Link>
  ),
});

/** The filters as a GET form: the page's address holds them, with the sort kept. */
function OrdersFilters({ list, query }: { list: PaymentsList; query: PaymentsFilters }) {
  return (
    <FilterForm label="Orders">
      <FilterInput
        className="w-full sm:w-72"
        id="payments-q"
        name="q"
        label="Razorpay id or receipt number"
        value={query.q}
        placeholder="pay_…, order_…, rfnd_… or CC/…"
        autoComplete="off"
      />
      <FilterSelect
        className="w-full sm:w-48"
        id="payments-state"
        name="state"
        label="State"
        value={query.state}
        any="Any state"
        options={ORDER_STATES.map((state) => [state, ORDER_STATE_LABELS[state]] as const)}
      />
      <FilterSelect
        className="w-full sm:w-64"
        id="payments-contest"
        name="contestId"
        label="Contest"
        value={query.contestId}
        any="Every contest"
        options={list.contests.map((contest) => [contest.id, contest.title] as const)}
      />
      <FilterInput className="w-full min-[400px]:w-auto" type="date" id="payments-from" name="from" label="From (IST)" value={query.from} />
      <FilterInput className="w-full min-[400px]:w-auto" type="date" id="payments-to" name="to" label="To (IST)" value={query.to} />
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <button type="submit" className={buttonClass({ variant: "secondary" })}>
        Filter
      </button>
      {query.q || query.state || query.contestId || query.from || query.to ? (
        <Link to="/admin/payments" className={buttonClass({ variant: "quiet" })}>
          Clear filters
        </Link>
      ) : null}
    </FilterForm>
  );
}

/** The orders: filters as the page's address (state, contest, IST days), sorted and paged 50 at a time on the server. */
export function PaymentOrdersTable({
  list,
  query,
  exportQuery,
  filtersProblem,
  canOpenRegistrations,
}: {
  list: PaymentsList;
  query: PaymentsFilters;
  /** Whether the member may open a registration (an accountant may not: it holds the creator's details). */
  canOpenRegistrations: boolean;
  /** The applied filters as a query string, for the CSV export. */
  exportQuery: string;
  /** Why the address's filters were not applied, or null. */
  filtersProblem: string | null;
}) {
  return (
    <section aria-labelledby="payment-orders" className="grid min-w-0 grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payment-orders" className="text-xl font-bold text-ink">
          Orders
        </h2>
        <ExportLink path="/api/admin/payments/export.csv" exportQuery={exportQuery}>
          Export orders (CSV)
        </ExportLink>
      </div>
      <OrdersFilters list={list} query={query} />
      {filtersProblem ? (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {filtersProblem} Every order is shown instead.
        </p>
      ) : null}
      <DataTable
        caption="Payment orders"
        columns={canOpenRegistrations ? [...columnsBeforeRegistration, registrationColumn] : columnsBeforeRegistration}
        rows={list.orders}
        rowId={(row) => row.orderId}
        total={list.total}
        page={list.page}
        pageSize={list.pageSize}
        sort={{ key: query.sort, dir: query.dir === "asc" ? "asc" : "desc" }}
        empty="No orders match these filters."
      />
    </section>
  );
}
