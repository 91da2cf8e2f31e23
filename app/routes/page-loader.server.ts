/**
 * Server access for the route modules' loaders. A route imports its `<route>.server.ts` companion,
 * which calls the domain services; React Router keeps `.server` modules out of the browser bundle,
 * and the import boundaries in biome.json allow `#server` and `#db` only there.
 */
import { data, type RouterContextProvider } from "react-router";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "#db/availability.ts";
import { AppError } from "#server/errors.ts";
import { appContext } from "../router-context.ts";

type LoaderContext = Readonly<RouterContextProvider>;

/** The process's database, config and caches, as the Fastify plugin put them in the router context. */
export const appOf = (context: LoaderContext) => context.get(appContext);

/** The site's origin for absolute share-preview URLs; never taken from the request's Host header. */
export function siteOrigin(context: LoaderContext): string {
  return appOf(context).config.publicUrl;
}

/** What a route's ErrorBoundary receives as `error.data` when its loader failed. */
export type PageErrorData = { code: string; message: string };

/**
 * The pages' half of the one error map (server/errors.ts, shared with the API's error handler): an
 * AppError thrown while loading becomes an error response with its code's status, which the route's
 * ErrorBoundary shows. Anything else is logged and becomes a 500 whose text never reaches the page.
 */
export async function loadPage<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw pageError(error);
  }
}

export function pageError(error: unknown) {
  if (error instanceof AppError && error.status < 500) {
    return data<PageErrorData>({ code: error.code, message: error.message }, { status: error.status });
  }
  if (isDatabaseUnavailable(error)) {
    return data<PageErrorData>(
      { code: "UNAVAILABLE", message: "We are back in a moment." },
      { status: 503, headers: { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) } },
    );
  }
  console.error("Page loader failed:", error instanceof Error ? error.message : error);
  return data<PageErrorData>({ code: "INTERNAL", message: "Something went wrong." }, { status: 500 });
}
