import "../../features/console/console.css";
import { StaffSignInForm } from "../../features/console/staff/sign-in-form";
import type { Route } from "./+types/sign-in";
import { loadSignIn } from "./sign-in.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSignIn(context, request);
}

/** The root layout leaves out the public header and footer for console pages. */
export const handle = { consoleShell: true };

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function StaffSignIn({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-lilac px-4 py-12">
      <title>Sign in · Console</title>
      <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
        <p className="flex items-center gap-2 font-display text-lg font-bold text-ink">
          <span aria-hidden="true" className="inline-block h-7 w-7 rounded-lg bg-brand-600" />
          CreatorCup <span className="font-semibold text-brand-700">console</span>
        </p>
        <h1 className="mt-6 mb-6 font-display text-2xl font-bold text-ink">Sign in</h1>
        <StaffSignInForm returnTo={loaderData.returnTo} startAtCode={loaderData.startAtCode} />
        <p className="mt-6 text-sm text-gray-700">For the organising team only. Accounts are made by an owner.</p>
      </div>
    </main>
  );
}
