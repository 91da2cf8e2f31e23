import type { ContestTotals } from "#shared/console/payments.ts";
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

/** Collected, refunded and net per contest (SQL sums; definitions under the table). */
export function ContestTotalsTable({ totals }: { totals: ContestTotals[] }) {
  return (
    <section aria-labelledby="contest-totals" className="grid min-w-0 grid-cols-1 gap-3">
      <div>
        <h2 id="contest-totals" className="text-xl font-bold text-ink">
          Totals per contest
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Collected: every payment captured, including those later refunded. Refunded: every refund made or still pending. Net: collected
          minus refunded.
        </p>
      </div>
      <TableScrollBox label="Totals per contest table">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">Totals per contest</caption>
          <TotalsHead />
          <tbody>
            {totals.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-8 text-center text-gray-700">
                  No payment has been captured yet.
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
