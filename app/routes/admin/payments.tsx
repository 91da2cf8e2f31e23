import { ContestTotalsTable, PeriodTotalsTable, periodText } from "#app/features/console/payments/contest-totals.tsx";
import { PaymentOrdersTable } from "#app/features/console/payments/payment-orders-table.tsx";
import { ReconcilerPanel, ReconcilerSummary } from "#app/features/console/payments/reconciler-panel.tsx";
import { RefundedPaymentsTable } from "#app/features/console/payments/refunded-payments-table.tsx";
import { ConsolePageHeader } from "#app/features/console/shell/console-shell.tsx";
import type { Route } from "./+types/payments";
import { loadPaymentsPage } from "./payments.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadPaymentsPage(context, request);
}

export default function ConsolePayments({ loaderData }: Route.ComponentProps) {
  const { list, totals, periodTotals, reconciler, query, exportQuery, filtersProblem, canCheckNow, canOpenRegistrations } = loaderData;
  // The totals follow the filters actually applied: none when the typed ones did not hold.
  const period = filtersProblem ? "all time" : periodText(query.from, query.to);
  return (
    <>
      <title>Payments · Console</title>
      <ConsolePageHeader
        title="Payments"
        description="Every payment order with its gateway ids, the payments refunded beside them, money per contest and the reconciler. Times in IST."
      />
      <div className="grid grid-cols-1 gap-8">
        <ReconcilerSummary status={reconciler} />
        <PaymentOrdersTable
          list={list}
          query={query}
          exportQuery={exportQuery}
          filtersProblem={filtersProblem}
          canOpenRegistrations={canOpenRegistrations}
        />
        <RefundedPaymentsTable list={list} exportQuery={exportQuery} canOpenRegistrations={canOpenRegistrations} />
        <ContestTotalsTable totals={totals} period={period} />
        <PeriodTotalsTable totals={periodTotals} period={period} />
        <ReconcilerPanel status={reconciler} canCheckNow={canCheckNow} canOpenRegistrations={canOpenRegistrations} />
      </div>
    </>
  );
}
