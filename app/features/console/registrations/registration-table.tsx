import { Link } from "react-router";
import { type ConsoleColumn, consoleColumns, DataTable } from "../data-table/data-table.tsx";
import type { RegistrationRow } from "#shared/console/registrations.ts";
import { formatIstDateTime } from "#shared/ist.ts";
import { RegistrationStateBadge } from "./registration-state-badge";
import { formatPaiseForAccounts } from "#shared/i18n/accounts-format.ts";
import { ORDER_STATE_LABELS } from "#shared/console/payments.ts";
import { isRefundedOrderStatus } from "#shared/payments/order-states.ts";

/** The amount received, as the CSV has it, marked when it went (or is going) back: "₹99.00 (refunded)". */
export function paymentText({ isPaid, amountPaise, paymentState }: Pick<RegistrationRow, "isPaid" | "amountPaise" | "paymentState">) {
  if (!isPaid) return "Free";
  if (amountPaise === null) return "Paid";
  const amount = formatPaiseForAccounts(amountPaise);
  return paymentState && isRefundedOrderStatus(paymentState) ? `${amount} (${ORDER_STATE_LABELS[paymentState].toLowerCase()})` : amount;
}

const column = consoleColumns<RegistrationRow>();

const columns: ConsoleColumn<RegistrationRow>[] = [
  column.accessor("creatorName", {
    header: "Creator",
    meta: { sortKey: "name" },
    cell: ({ row }) => (
      <div className="min-w-44">
        <Link to={`/admin/registrations/${row.original._id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          {row.original.creatorName}
        </Link>
        <span className="block break-all text-xs text-gray-700">{row.original.email}</span>
      </div>
    ),
  }),
  column.accessor("mobileNo", { header: "Mobile", cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()}</span> }),
  column.accessor((row) => row.contest.title, {
    id: "contest",
    header: "Contest",
    meta: { sortKey: "contest" },
    cell: ({ row }) => <span className="block min-w-36">{row.original.contest.title}</span>,
  }),
  column.accessor("registeredAt", {
    header: "Registered (IST)",
    meta: { sortKey: "registered" },
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatIstDateTime(getValue())}</span>,
  }),
  column.accessor("state", {
    header: "Status",
    meta: { sortKey: "status" },
    cell: ({ getValue }) => <RegistrationStateBadge state={getValue()} />,
  }),
  column.accessor("amountPaise", {
    header: "Payment",
    meta: { numeric: true },
    cell: ({ row }) => <span className="whitespace-nowrap">{paymentText(row.original)}</span>,
  }),
  column.accessor("isWinner", { header: "Winner", cell: ({ getValue }) => (getValue() ? "Winner" : "") }),
];

/** The registrations table: 50 a page, sorted and paged by the server from the address. */
export function RegistrationTable(props: {
  rows: RegistrationRow[];
  total: number;
  page: number;
  pageSize: number;
  sort: { key: string; dir: "asc" | "desc" };
}) {
  return (
    <DataTable
      caption="Registrations"
      columns={columns}
      rows={props.rows}
      rowId={(row) => row._id}
      total={props.total}
      page={props.page}
      pageSize={props.pageSize}
      sort={props.sort}
      empty="No registrations match these filters."
    />
  );
}
