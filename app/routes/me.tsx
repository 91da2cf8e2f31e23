import { data } from "react-router";
import { BackSoonNote } from "#app/components/back-soon-note.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { MyDataLink } from "#app/features/my-data/my-data-link.tsx";
import { MyRegistrationsView } from "#app/features/my-registrations/my-registrations-view.tsx";
import { privacyMessages } from "#shared/privacy/messages.ts";
import { pageTitle } from "#shared/site.ts";
import type { Route } from "./+types/me";
import { loadMyRegistrationsPage } from "./me.server.ts";

const crumbs = [{ label: "Home", to: "/" }, { label: "My registrations" }];

/** Signed in or not comes from the session cookie, so the first HTML already shows the right view. */
export async function loader(args: Route.LoaderArgs) {
  // Personal data, different for every visitor: no shared cache may keep it.
  return data(await loadMyRegistrationsPage(args), { headers: { "Cache-Control": "private, no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta() {
  return [
    { title: pageTitle("My registrations") },
    { name: "description", content: "Your contest registrations, receipts, video links and certificates." },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <PageHero title="My registrations" crumbs={crumbs} />
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-red-800">
        Your registrations could not be loaded. Please try again.
      </p>
      <BackSoonNote error={error} />
    </>
  );
}

export default function MyRegistrationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="My registrations" crumbs={crumbs} />
      {loaderData.guardian.status === "waiting" ? (
        <p role="status" className="mx-auto mt-6 max-w-3xl rounded-xl bg-lilac px-4 py-3 font-medium text-ink">
          {privacyMessages.waitingForGuardian}
        </p>
      ) : null}
      <MyRegistrationsView {...loaderData} />
      {loaderData.email ? <MyDataLink prizeDocumentsNeeded={loaderData.prizeDocumentsNeeded} /> : null}
    </>
  );
}
