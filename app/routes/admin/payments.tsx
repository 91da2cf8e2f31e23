import { ContestTotalsTable } from "#app/features/console/payments/contest-totals.tsx";
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
  const { list, totals, reconciler, query, filtersProblem, canCheckNow } = loaderData;
  return (
    <>
      <title>Payments · Console</title>
      <ConsolePageHeader
        title="Payments"
        description="Every payment order with its gateway ids, the payments refunded beside them, money per contest and the reconciler. Times in IST."
      />
      <div className="grid grid-cols-1 gap-8">
        <ReconcilerSummary status={reconciler} />
        <PaymentOrdersTable list={list} query={query} filtersProblem={filtersProblem} />
        <RefundedPaymentsTable list={list} />
        <ContestTotalsTable totals={totals} />
        <ReconcilerPanel status={reconciler} canCheckNow={canCheckNow} />
      </div>
    </>
  );
}
