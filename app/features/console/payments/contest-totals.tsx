import type { ContestTotals, PeriodTotals } from "#shared/console/payments.ts";
import { formatIstDate } from "#shared/ist.ts";
import { istDayStart } from "#shared/console/ist-input.ts";
import { TableScrollBox } from "../data-table/table-scroll-box";
import { formatPaiseForAccounts } from "#shared/i18n/accounts-format.ts";

const head = "whitespace-nowrap border-b border-gray-200 px-3 py-2 font-semibold";
const money = "px-3 py-2 text-right whitespace-nowrap tabular-nums";

function TotalsHead() {
  return (
    <thead className="bg-gray-50 text-gray-700">
      <tr>
        <th scope="col" className={head}>
          Contest
        </th>
        <th scope="col" className={`${head} text-right`}>
          Collected
        </th>
        <th scope="col" className={`${head} text-right`}>
          Refunded
        </th>
        <th scope="col" className={`${head} text-right`}>
          Net
        </th>
      </tr>
    </thead>
  );
}

/** One contest's figures, each amount with the count of payments or refunds behind it. */
function TotalsRow({ row }: { row: ContestTotals }) {
  return (
    <tr className="border-b border-gray-100">
      <th scope="row" className="px-3 py-2 font-medium text-gray-900">
        {row.contestTitle}
      </th>
      <td className={money}>
        {formatPaiseForAccounts(row.collectedPaise)}
        <span className="block text-xs text-gray-700">
          {row.capturedPayments} payment{row.capturedPayments === 1 ? "" : "s"}
        </span>
      </td>
      <td className={money}>
        {formatPaiseForAccounts(row.refundedPaise)}
        <span className="block text-xs text-gray-700">
          {row.refunds} refund{row.refunds === 1 ? "" : "s"}
          {row.refundPendingPaise > 0 ? `, ${formatPaiseForAccounts(row.refundPendingPaise)} pending` : ""}
        </span>
      </td>
      <td className={`${money} font-semibold`}>{formatPaiseForAccounts(row.netPaise)}</td>
    </tr>
  );
}

/** The sums over every contest. */
function TotalsFoot({ totals }: { totals: ContestTotals[] }) {
  const sum = (pick: (row: ContestTotals) => number) => totals.reduce((total, row) => total + pick(row), 0);
  return (
    <tfoot className="bg-gray-50 font-semibold">
      <tr>
        <th scope="row" className="px-3 py-2">
          All contests
        </th>
        <td className={money}>{formatPaiseForAccounts(sum((r) => r.collectedPaise))}</td>
        <td className={money}>{formatPaiseForAccounts(sum((r) => r.refundedPaise))}</td>
        <td className={money}>{formatPaiseForAccounts(sum((r) => r.netPaise))}</td>
      </tr>
    </tfoot>
  );
}

/** "1 Nov 2026 to 30 Nov 2026" for the filters' IST days; "all time" without them. */
export function periodText(from: string, to: string): string {
  const day = (value: string) => formatIstDate(istDayStart(value));
  if (from && to) return from === to ? day(from) : `${day(from)} to ${day(to)}`;
  if (from) return `from ${day(from)}`;
  if (to) return `up to ${day(to)}`;
  return "all time";
}

const definitions =
  "Collected: every payment captured, including those later refunded, on the day it was captured. Refunded: every refund made or still pending, on the day it was asked for. Net: collected minus refunded.";

/** Collected, refunded and net per contest (SQL sums; definitions under the heading), for the filters' contest and days. */
export function ContestTotalsTable({ totals, period }: { totals: ContestTotals[]; period: string }) {
  return (
    <section aria-labelledby="contest-totals" className="grid min-w-0 grid-cols-1 gap-3">
      <div>
        <h2 id="contest-totals" className="text-xl font-bold text-ink">
          Totals per contest, {period}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{definitions}</p>
      </div>
      <TableScrollBox label="Totals per contest table">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">Totals per contest</caption>
          <TotalsHead />
          <tbody>
            {totals.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-8 text-center text-gray-700">
                  No payment was captured or refunded {period === "all time" ? "yet" : "in this period"}.
                </td>
              </tr>
            ) : (
              totals.map((row) => <TotalsRow key={row.contestId} row={row} />)
            )}
          </tbody>
          {totals.length > 1 ? <TotalsFoot totals={totals} /> : null}
        </table>
      </TableScrollBox>
    </section>
  );
}

const utcLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const monthLabel = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** "23 Nov 2026" for a day, "November 2026" for a month. */
const periodLabel = (unit: PeriodTotals["unit"], period: string) =>
  unit === "day" ? utcLabel.format(new Date(`${period}T00:00:00Z`)) : monthLabel.format(new Date(`${period}-01T00:00:00Z`));

/** The same money per IST day (a date filter given) or month (none), newest first, with the sum of the rows. */
export function PeriodTotalsTable({ totals, period }: { totals: PeriodTotals; period: string }) {
  const unitName = totals.unit === "day" ? "day" : "month";
  const sum = (pick: (row: PeriodTotals["rows"][number]) => number) => totals.rows.reduce((total, row) => total + pick(row), 0);
  return (
    <section aria-labelledby="period-totals" className="grid min-w-0 grid-cols-1 gap-3">
      <div>
        <h2 id="period-totals" className="text-xl font-bold text-ink">
          Totals per {unitName} (IST), {period}
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          {totals.unit === "month" ? "Choose From and To days above for the figures of each day. " : ""}
          The same money as the totals per contest, with the same filters.
        </p>
      </div>
      <TableScrollBox label={`Totals per ${unitName} table`}>
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">Totals per {unitName}, newest first</caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className={head}>
                {totals.unit === "day" ? "Day" : "Month"}
              </th>
              <th scope="col" className={`${head} text-right`}>
                Collected
              </th>
              <th scope="col" className={`${head} text-right`}>
                Refunded
              </th>
              <th scope="col" className={`${head} text-right`}>
                Net
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-8 text-center text-gray-700">
                  No payment was captured or refunded {period === "all time" ? "yet" : "in this period"}.
                </td>
              </tr>
            ) : (
              totals.rows.map((row) => (
                <tr key={row.period} className="border-b border-gray-100">
                  <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap text-gray-900">
                    {periodLabel(totals.unit, row.period)}
                  </th>
                  <td className={money}>
                    {formatPaiseForAccounts(row.collectedPaise)}
                    <span className="block text-xs text-gray-700">
                      {row.capturedPayments} payment{row.capturedPayments === 1 ? "" : "s"}
                    </span>
                  </td>
                  <td className={money}>
                    {formatPaiseForAccounts(row.refundedPaise)}
                    <span className="block text-xs text-gray-700">
                      {row.refunds} refund{row.refunds === 1 ? "" : "s"}
                    </span>
                  </td>
                  <td className={`${money} font-semibold`}>{formatPaiseForAccounts(row.netPaise)}</td>
                </tr>
              ))
            )}
          </tbody>
          {totals.rows.length > 1 ? (
            <tfoot className="bg-gray-50 font-semibold">
              <tr>
                <th scope="row" className="px-3 py-2">
                  Total
                </th>
                <td className={money}>{formatPaiseForAccounts(sum((r) => r.collectedPaise))}</td>
                <td className={money}>{formatPaiseForAccounts(sum((r) => r.refundedPaise))}</td>
                <td className={money}>{formatPaiseForAccounts(sum((r) => r.netPaise))}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </TableScrollBox>
    </section>
  );
}
