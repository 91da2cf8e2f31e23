import { Link } from "react-router";
import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import type { Route } from "./+types/dashboard";
import { loadDashboard } from "./dashboard.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadDashboard(context, request);
}

const rupees = (paise: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(paise / 100);

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-5">
      <dt className="text-sm font-medium text-gray-700">{label}</dt>
      <dd className="mt-2 font-display text-3xl font-bold text-ink">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-gray-700">{detail}</dd> : null}
    </div>
  );
}

export default function Dashboard({ loaderData: figures }: Route.ComponentProps) {
  return (
    <>
      <title>Dashboard · Console</title>
      <ConsolePageHeader title="Dashboard" description="Today is counted from midnight, India Standard Time." />
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Figure label="Active contests" value={String(figures.activeContests)} />
        <Figure
          label="Registrations today"
          value={String(figures.registrationsToday)}
          detail={`${figures.pendingRegistrations} waiting for payment`}
        />
        <Figure
          label="Payments today"
          value={rupees(figures.paymentsToday.amountPaise)}
          detail={`${figures.paymentsToday.count} payments`}
        />
        <Figure
          label="Payments, all time"
          value={rupees(figures.paymentsAllTime.amountPaise)}
          detail={`${figures.paymentsAllTime.count} payments`}
        />
      </dl>
      {figures.contestsAwaitingResults > 0 ? (
        <p className="mt-6 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900">
          {figures.contestsAwaitingResults === 1 ? "One finished contest is" : `${figures.contestsAwaitingResults} finished contests are`}{" "}
          waiting for its winners.{" "}
          <Link to="/admin/winners" className="font-semibold underline underline-offset-2">
            Declare results
          </Link>
        </p>
      ) : null}
    </>
  );
}
