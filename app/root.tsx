import { Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { htmlLang, languageOfPath, languages, localisedPath, pathWithoutLanguage } from "#shared/i18n/language.ts";
import type { Route } from "./+types/root";
// Inlined: on a first visit over slow 4G one round trip less before the first paint (see README, Performance).
import appCss from "./app.css?inline";
import { isTemporarilyUnavailable } from "./components/back-soon-note";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { LazyToaster } from "./components/lazy-toaster";
import { NotFound } from "./components/not-found";
import { hydratedAttribute, hydratedEvent } from "./document/hydration-signal";
import { fill } from "#shared/i18n/catalogue.ts";
import { PageI18nProvider, useFormat, useMessages, useOptionalMessages } from "./i18n/i18n";
import { loadShell } from "./root.server.ts";

export function loader(args: Route.LoaderArgs) {
  return loadShell(args);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const company = data?.company ?? null;
  // Console pages (their routes' handle says so) bring their own header, navigation and <main>.
  const isConsole = useMatches().some((match) => (match.handle as { consoleShell?: boolean } | undefined)?.consoleShell === true);
  const { pathname } = useLocation();
  // The console is never under /hi/, so the path decides for every frame (the judges' too).
  const language = languageOfPath(pathname);
  useEffect(() => {
    // Tells the document's start-up script (and the end-to-end tests) that the page now responds.
    document.documentElement.setAttribute(hydratedAttribute, "");
    window.dispatchEvent(new Event(hydratedEvent));
  }, []);
  return (
    <html lang={htmlLang[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#A249ED" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {!isConsole && data?.origin ? <LanguageAlternates origin={data.origin} pathname={pathname} /> : null}
        <Links />
        {/* Server only: the browser keeps the server's text, so the stylesheet is not shipped again in JavaScript. */}
        <style dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? appCss : "" }} suppressHydrationWarning />
      </head>
      <body className="flex min-h-screen flex-col">
        <PageI18nProvider pathname={pathname}>
          {data?.messages ? <SkipLink /> : null}
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
        </PageI18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function SkipLink() {
  const common = useMessages("common");
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[100] focus:rounded focus:bg-white focus:px-3 focus:py-2"
    >
      {common.skipToContent}
    </a>
  );
}

/** hreflang both ways (and x-default: English), so search engines pair each page with its translation. */
function LanguageAlternates({ origin, pathname }: { origin: string; pathname: string }) {
  const bare = pathWithoutLanguage(pathname);
  return (
    <>
      {languages.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={htmlLang[language]}
          href={new URL(localisedPath(bare, language), origin).toString()}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={new URL(bare, origin).toString()} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const common = useOptionalMessages("common");
  const { path } = useFormat();
  // Without the shell's messages (its own loader failed) the page says only the status.
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!common) return <h1 className="py-24 text-center text-3xl font-bold">{status}</h1>;
  if (status === 404) return <NotFound />;
  if (isTemporarilyUnavailable(error)) {
    return (
      <section className="mx-auto max-w-2xl px-6 py-24 text-center">
        <title>{common.backSoon.title}</title>
        <h1 className="text-3xl font-bold">{common.backSoon.title}</h1>
        <p className="mt-4 text-gray-700">{common.backSoon.text}</p>
      </section>
    );
  }
  const reason = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : common.failed.reason;
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>{common.failed.title}</title>
      <h1 className="text-3xl font-bold">{common.failed.title}</h1>
      <p className="mt-4 text-gray-700">{fill(common.failed.text, { reason })}</p>
      <a href={path("/")} className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {common.failed.home}
      </a>
    </section>
  );
}
