import { data } from "react-router";
import { BackSoonNote } from "#app/components/back-soon-note.tsx";
import { ErrorMessages } from "#app/components/page-error-messages.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { MyDataLink } from "#app/features/my-data/my-data-link.tsx";
import { MyRegistrationsView } from "#app/features/my-registrations/my-registrations-view.tsx";
import { metaMessages, useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { pageTitle } from "#shared/site.ts";
import type { Route } from "./+types/me";
import { loadMyRegistrationsPage } from "./me.server.ts";

function Hero() {
  const { crumbs, me } = useMessages("account");
  const f = useFormat();
  return <PageHero title={me.title} crumbs={[{ label: crumbs.home, to: f.path("/") }, { label: crumbs.myRegistrations }]} />;
}

/** Signed in or not comes from the session cookie, so the first HTML already shows the right view. */
export async function loader(args: Route.LoaderArgs) {
  // Personal data, different for every visitor: no shared cache may keep it.
  return data(await loadMyRegistrationsPage(args), { headers: { "Cache-Control": "private, no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  const account = metaMessages(matches, "account");
  return [
    { title: pageTitle(account?.me.title) },
    ...(account ? [{ name: "description", content: account.me.description }] : []),
    { name: "robots", content: "noindex" },
  ];
}

function LoadFailed() {
  const { me } = useMessages("account");
  return (
    <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-red-800">
      {me.loadFailed}
    </p>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorMessages error={error}>
      <Hero />
      <LoadFailed />
      <BackSoonNote error={error} />
    </ErrorMessages>
  );
}

export default function MyRegistrationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      {loaderData.guardianNote ? (
        <p role="status" className="mx-auto mt-6 max-w-3xl rounded-xl bg-lilac px-4 py-3 font-medium text-ink">
          {loaderData.guardianNote}
        </p>
      ) : null}
      <MyRegistrationsView {...loaderData} />
      {loaderData.email ? <MyDataLink prizeDocumentsNeeded={loaderData.prizeDocumentsNeeded} /> : null}
    </>
  );
}
