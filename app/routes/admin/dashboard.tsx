import { DashboardView } from "../../features/console/dashboard/dashboard-view";
import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import type { Route } from "./+types/dashboard";
import { loadDashboard } from "./dashboard.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadDashboard(context, request);
}

export default function Dashboard({ loaderData: figures }: Route.ComponentProps) {
  return (
    <>
      <title>Dashboard · Console</title>
      <ConsolePageHeader
        title="Dashboard"
        description="Days are India Standard Time days; a registration counts on the day it completed. Revenue is the Payments page's net for the same days: payments captured less refunds asked for, before Razorpay's fee and its GST."
      />
      <DashboardView figures={figures} />
    </>
  );
}
