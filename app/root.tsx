import { Suspense, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
// Inlined: on a first visit over slow 4G one round trip less before the first paint (see README, Performance).
import appCss from "./app.css?inline";
import { isTemporarilyUnavailable } from "./components/back-soon-note";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { LazyToaster } from "./components/lazy-toaster";
import { NotFound } from "./components/not-found";
import { hydratedAttribute, hydratedEvent } from "./document/hydration-signal";
import { loadShell } from "./root.server.ts";

export function loader(args: Route.LoaderArgs) {
  return loadShell(args);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const company = data?.company ?? null;
  // Console pages (their routes' handle says so) bring their own header, navigation and <main>.
  const isConsole = useMatches().some((match) => (match.handle as { consoleShell?: boolean } | undefined)?.consoleShell === true);
  useEffect(() => {
    // Tells the document's start-up script (and the end-to-end tests) that the page now responds.
    document.documentElement.setAttribute(hydratedAttribute, "");
    window.dispatchEvent(new Event(hydratedEvent));
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#A249ED" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* Server only: the browser keeps the server's text, so the stylesheet is not shipped again in JavaScript. */}
        <style dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? appCss : "" }} suppressHydrationWarning />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[100] focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        {isConsole ? (
          children
        ) : (
          <>
            <SiteHeader logo={company?.logo ?? null} companyName={company?.name ?? "CreatorCup"} menu={data?.menu} />
            {/*
              Hydration in parts: the header answers first; the page and the footer (each a Suspense
              boundary) are hydrated after it in small slices, or at once where the visitor taps.
            */}
            <main id="main" className="flex-1">
              <Suspense>{children}</Suspense>
            </main>
            <Suspense>
              <SiteFooter company={company} />
            </Suspense>
          </>
        )}
        <LazyToaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isTemporarilyUnavailable(error)) {
    return (
      <section className="mx-auto max-w-2xl px-6 py-24 text-center">
        <title>Back in a moment</title>
        <h1 className="text-3xl font-bold">Back in a moment</h1>
        <p className="mt-4 text-gray-700">The site is busy for a moment: nothing you saved is lost. Please try again in half a minute.</p>
      </section>
    );
  }
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>Something went wrong</title>
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-gray-700">{message} Please try again in a moment.</p>
      <a href="/" className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Go to Home Page
      </a>
    </section>
  );
}
