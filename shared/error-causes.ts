export type ErrorLink = { code?: unknown; message?: unknown; cause?: unknown };

/**
 * An error and the causes it wraps, outermost first: Drizzle, the AWS SDK and fetch each wrap the
 * driver's or socket's own error, which holds the code that says what happened.
 */
export function errorAndCauses(error: unknown, limit = 5): ErrorLink[] {
  const chain: ErrorLink[] = [];
  for (let link = error; link && typeof link === "object" && chain.length < limit; link = (link as ErrorLink).cause) {
    chain.push(link as ErrorLink);
  }
  return chain;
}
