import "../../features/console/console.css";
import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { ConsoleErrorPanel } from "../../features/console/shell/console-error";
import { ConsoleShell } from "../../features/console/shell/console-shell";
import type { Route } from "./+types/layout";
import { loadConsoleLayout } from "./layout.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadConsoleLayout(context, request);
}

/** The root layout leaves out the public header and footer for console pages. */
export const handle = { consoleShell: true };

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell staff={loaderData.staff}>
      {loaderData.twoFactorSetupRequired ? (
        <p role="status" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          Owners must use two-factor sign-in on this site. Set it up below to open the rest of the console.
        </p>
      ) : null}
      <Outlet />
    </ConsoleShell>
  );
}

/** A page that refused (403), is missing or failed still shows inside the console's frame when the member is known. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : undefined;
  const panel = <ConsoleErrorPanel status={status} message={message} />;
  if (!data)
    return (
      <main id="main" className="min-h-screen bg-gray-50 px-4 py-16">
        {panel}
      </main>
    );
  return <ConsoleShell staff={data.staff}>{panel}</ConsoleShell>;
}
