import { istDayStart } from "#shared/console/ist-input.ts";
import type { ContestTotals, PeriodTotals } from "#shared/console/payments.ts";
import { formatPaiseForAccounts } from "#shared/i18n/accounts-format.ts";
import { formatIstDate } from "#shared/ist.ts";
import { TableScrollBox } from "../data-table/table-scroll-box";
import { plural } from "../plural";

const head = "whitespace-nowrap border-b border-gray-200 px-3 py-2 font-semibold";
const money = "px-3 py-2 text-right whitespace-nowrap tabular-nums";
const note = "block text-xs text-gray-700";

/** One row's money, as both tables show it (per contest and per day or month). */
type Figures = Pick<
  ContestTotals,
  | "collectedPaise"
  | "capturedPayments"
  | "refundedPaise"
  | "refunds"
  | "netPaise"
  | "razorpayFeePaise"
  | "gstOnFeePaise"
  | "feeNotKnownPayments"
  | "settledPaise"
> & { refundPendingPaise?: number };

const COLUMNS = 7;

export const feeNotKnownText = (n: number) => `fee not known for ${plural(n, "payment", "payments")}`;

function MoneyHeads() {
  return (
    <>
      <th scope="col" className={`${head} text-right`}>
        Collected
      </th>
      <th scope="col" className={`${head} text-right`}>
        Refunded
      </th>
      <th scope="col" className={`${head} text-right`}>
        Net
      </th>
      <th scope="col" className={`${head} text-right`}>
        Razorpay fee
      </th>
      <th scope="col" className={`${head} text-right`}>
        GST on fee
      </th>
      <th scope="col" className={`${head} text-right`}>
        Settled (net of fees)
      </th>
    </>
  );
}

/**
 * A fee sum with the payments whose fee is not known said beside it: they are not in the sum. With no fee
 * known at all the sum reads "not known", never ₹0.00.
 */
function FeeCell({ paise, notKnown, payments }: { paise: number; notKnown: number; payments: number }) {
  return (
    <td className={money}>
      {notKnown > 0 && notKnown >= payments ? "not known" : formatPaiseForAccounts(paise)}
      {notKnown > 0 ? <span className={note}>{feeNotKnownText(notKnown)}</span> : null}
    </td>
  );
}

/** Each amount with the count of payments or refunds behind it; settled is "not known" while a fee is. */
function MoneyCells({ row }: { row: Figures }) {
  return (
    <>
      <td className={money}>
        {formatPaiseForAccounts(row.collectedPaise)}
        <span className={note}>{plural(row.capturedPayments, "payment", "payments")}</span>
      </td>
      <td className={money}>
        {formatPaiseForAccounts(row.refundedPaise)}
        <span className={note}>
          {plural(row.refunds, "refund", "refunds")}
          {row.refundPendingPaise ? `, ${formatPaiseForAccounts(row.refundPendingPaise)} pending` : ""}
        </span>
      </td>
      <td className={`${money} font-semibold`}>{formatPaiseForAccounts(row.netPaise)}</td>
      <FeeCell paise={row.razorpayFeePaise} notKnown={row.feeNotKnownPayments} payments={row.capturedPayments} />
      <FeeCell paise={row.gstOnFeePaise} notKnown={row.feeNotKnownPayments} payments={row.capturedPayments} />
      <td className={`${money} font-semibold`}>
        {row.settledPaise === null ? (
          <>
            not known
            <span className={`${note} font-normal`}>{feeNotKnownText(row.feeNotKnownPayments)}</span>
          </>
        ) : (
          formatPaiseForAccounts(row.settledPaise)
        )}
      </td>
    </>
  );
}

/** The sums of several rows; settled stays not known when any row's is. */
function sumOf(rows: Figures[]): Figures {
  const sum = (pick: (row: Figures) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const feeNotKnownPayments = sum((r) => r.feeNotKnownPayments);
  return {
    collectedPaise: sum((r) => r.collectedPaise),
    capturedPayments: sum((r) => r.capturedPayments),
    refundedPaise: sum((r) => r.refundedPaise),
    refunds: sum((r) => r.refunds),
    netPaise: sum((r) => r.netPaise),
    razorpayFeePaise: sum((r) => r.razorpayFeePaise),
    gstOnFeePaise: sum((r) => r.gstOnFeePaise),
    feeNotKnownPayments,
    settledPaise: feeNotKnownPayments > 0 ? null : sum((r) => r.settledPaise ?? 0),
    refundPendingPaise: sum((r) => r.refundPendingPaise ?? 0),
  };
}

function SumRow({ label, rows }: { label: string; rows: Figures[] }) {
  return (
    <tfoot className="bg-gray-50 font-semibold">
      <tr>
        <th scope="row" className="px-3 py-2">
          {label}
        </th>
        <MoneyCells row={sumOf(rows)} />
      </tr>
    </tfoot>
  );
}

function NothingRow({ period }: { period: string }) {
  return (
    <tr>
      <td colSpan={COLUMNS} className="px-3 py-8 text-center text-gray-700">
        No payment was captured or refunded {period === "all time" ? "yet" : "in this period"}.
      </td>
    </tr>
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
  "Collected: every payment captured, including those later refunded, on the day it was captured. Refunded: every refund made or still pending, on the day it was asked for. Net: collected minus refunded. Razorpay fee and GST on fee: what Razorpay kept from those payments (together, the fee in Razorpay's reports). Settled (net of fees): collected minus the fee, the GST and every refund in full, made or still pending; Razorpay keeps its fee on a refunded payment. Razorpay pays it out on its own settlement days, not on these. A payment whose fee is not known (test mode, or paid before fees were recorded, until the reconciler asks Razorpay) is counted apart, and settled is then not known.";

/** Money per contest (SQL sums; definitions under the heading), for the filters' contest and days. */
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
        <table className="w-full min-w-[60rem] border-collapse text-left text-sm">
          <caption className="sr-only">Totals per contest</caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className={head}>
                Contest
              </th>
              <MoneyHeads />
            </tr>
          </thead>
          <tbody>
            {totals.length === 0 ? (
              <NothingRow period={period} />
            ) : (
              totals.map((row) => (
                <tr key={row.contestId} className="border-b border-gray-100">
                  <th scope="row" className="px-3 py-2 font-medium text-gray-900">
                    {row.contestTitle}
                  </th>
                  <MoneyCells row={row} />
                </tr>
              ))
            )}
          </tbody>
          {totals.length > 1 ? <SumRow label="All contests" rows={totals} /> : null}
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
        <table className="w-full min-w-[60rem] border-collapse text-left text-sm">
          <caption className="sr-only">Totals per {unitName}, newest first</caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className={head}>
                {totals.unit === "day" ? "Day" : "Month"}
              </th>
              <MoneyHeads />
            </tr>
          </thead>
          <tbody>
            {totals.rows.length === 0 ? (
              <NothingRow period={period} />
            ) : (
              totals.rows.map((row) => (
                <tr key={row.period} className="border-b border-gray-100">
                  <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap text-gray-900">
                    {periodLabel(totals.unit, row.period)}
                  </th>
                  <MoneyCells row={row} />
                </tr>
              ))
            )}
          </tbody>
          {totals.rows.length > 1 ? <SumRow label="Total" rows={totals.rows} /> : null}
        </table>
      </TableScrollBox>
    </section>
  );
}
