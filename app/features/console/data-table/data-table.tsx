import {
  type ColumnDef,
  createColumnHelper,
  type Header,
  type ReactTable,
  type RowData,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { TableScrollBox } from "./table-scroll-box";
import { type ConsoleSort, pageHref, sortHref } from "./table-search-params";

/** The table's features: none beyond the core. Sorting and paging happen on the server, from the URL. */
const features = tableFeatures({});
type Features = typeof features;

// biome-ignore lint/suspicious/noExplicitAny: a list mixes columns of different value types, as TanStack's own typings do.
export type ConsoleColumn<Row extends RowData> = ColumnDef<Features, Row, any>;

/** Typed column builders for a console table: `const column = consoleColumns<Row>()`. */
export const consoleColumns = <Row extends RowData>() => createColumnHelper<Features, Row>();

declare module "@tanstack/react-table" {
  interface ColumnMeta<TFeatures, TData, TValue> {
    /** The `sort` value the server accepts for this column; without it the header is plain text. */
    sortKey?: string;
    /** Cells in this column align right (amounts, counts). */
    numeric?: boolean;
  }
}

export type DataTableProps<Row extends RowData> = {
  /** The table's accessible name, shown to screen readers as its caption. */
  caption: string;
  columns: ConsoleColumn<Row>[];
  rows: Row[];
  rowId: (row: Row) => string;
  /** Rows matching the filters, across every page. */
  total: number;
  page: number;
  pageSize: number;
  sort?: ConsoleSort;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
};

type ConsoleTable<Row extends RowData> = ReactTable<Features, Row>;

/** A column's header: a link that sorts by it (its arrow says which way) when the server can, plain text otherwise. */
function HeaderCell<Row extends RowData>({
  table,
  header,
  sort,
}: {
  table: ConsoleTable<Row>;
  header: Header<Features, Row>;
  sort?: ConsoleSort;
}) {
  const location = useLocation();
  const meta = header.column.columnDef.meta;
  const active = meta?.sortKey !== undefined && sort?.key === meta.sortKey;
  const label = header.isPlaceholder ? null : <table.FlexRender header={header} />;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort?.dir === "desc" ? "descending" : "ascending") : undefined}
      className={`whitespace-nowrap border-b border-gray-200 px-3 py-2 font-semibold ${meta?.numeric ? "text-right" : ""}`}
    >
      {meta?.sortKey ? (
        <Link
          to={sortHref(location, meta.sortKey, sort)}
          preventScrollReset
          className="inline-flex min-h-11 items-center gap-1 rounded hover:text-brand-800"
        >
          {label}
          <span aria-hidden="true" className={active ? "text-brand-700" : "text-gray-400"}>
            {active ? (sort?.dir === "desc" ? "↓" : "↑") : "↕"}
          </span>
        </Link>
      ) : (
        label
      )}
    </th>
  );
}

function TableBody<Row extends RowData>({
  table,
  columnCount,
  empty,
}: {
  table: ConsoleTable<Row>;
  columnCount: number;
  empty: ReactNode;
}) {
  const rows = table.getRowModel().rows;
  return (
    <tbody>
      {rows.length === 0 ? (
        <tr>
          <td colSpan={columnCount} className="px-3 py-8 text-center text-gray-700">
            {empty}
          </td>
        </tr>
      ) : (
        rows.map((row) => (
          <tr key={row.id} className="border-b border-gray-100 last:border-b-0 hover:bg-brand-50/40">
            {row.getAllCells().map((cell) => (
              <td
                key={cell.id}
                className={`px-3 py-2 align-top text-gray-900 ${cell.column.columnDef.meta?.numeric ? "text-right tabular-nums" : ""}`}
              >
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))
      )}
    </tbody>
  );
}

/** Which rows of how many, and the previous and next page as links. */
function Pager({ caption, total, page, pageSize }: { caption: string; total: number; page: number; pageSize: number }) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={`${caption}: pages`} className="flex flex-wrap items-center justify-between gap-2 text-sm text-gray-700">
      <p aria-live="polite">
        {total === 0 ? "No rows" : `${first.toLocaleString("en-IN")}–${last.toLocaleString("en-IN")} of ${total.toLocaleString("en-IN")}`}
      </p>
      <div className="flex items-center gap-2">
        <PageLink to={page > 1 ? pageHref(location, page - 1) : null} label="Previous page" />
        <span>
          Page {page.toLocaleString("en-IN")} of {pages.toLocaleString("en-IN")}
        </span>
        <PageLink to={page < pages ? pageHref(location, page + 1) : null} label="Next page" />
      </div>
    </nav>
  );
}

/**
 * A console list: semantic table markup, sortable headers and paging as links that change the URL's
 * `sort`, `dir` and `page`, so the loader re-runs on the server, the back button works and a filtered
 * view can be shared. Wide tables scroll inside their own box; the page never scrolls sideways.
 */
export function DataTable<Row extends RowData>({ caption, columns, rows, rowId, total, page, pageSize, sort, empty }: DataTableProps<Row>) {
  const table = useTable({ features, columns, data: rows, getRowId: rowId });
  return (
    <div className="grid gap-3">
      <TableScrollBox label={`${caption} table`}>
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-gray-50 text-gray-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} table={table} header={header} sort={sort} />
                ))}
              </tr>
            ))}
          </thead>
          <TableBody table={table} columnCount={columns.length} empty={empty} />
        </table>
      </TableScrollBox>
      <Pager caption={caption} total={total} page={page} pageSize={pageSize} />
    </div>
  );
}

function PageLink({ to, label }: { to: string | null; label: string }) {
  const className = "inline-flex min-h-11 items-center rounded-lg border px-3 font-semibold";
  if (!to)
    return (
      <span aria-disabled="true" className={`${className} border-gray-200 text-gray-400`}>
        {label}
      </span>
    );
  return (
    <Link to={to} preventScrollReset className={`${className} border-gray-300 bg-white text-gray-900 hover:bg-gray-50`}>
      {label}
    </Link>
  );
}
