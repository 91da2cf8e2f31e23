import { DrizzleQueryError } from "drizzle-orm/errors";
import { type ErrorLink, errorAndCauses } from "#shared/error-causes.ts";

/**
 * Whether a failure means the database cannot be reached right now (server down, restarting,
 * connections refused or exhausted, network cut), as opposed to a bad query. Such a failure is
 * temporary: the site answers 503 with Retry-After and serves what it still has cached.
 */
// A socket's failure: the database's only when its driver raised it. S3, SMTP and Razorpay fail with
// the same codes, and a storage reset answered "database unavailable" hid the real fault.
const networkCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);

const databaseCodes = new Set([
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, database dropped, too many connections.
  "57P01",
  "57P02",
  "57P03",
  "57P04",
  "53300",
  // The database does not accept connections (ALTER DATABASE … ALLOW_CONNECTIONS false, or being
  // created or dropped): "object not in prerequisite state", answered at connect time.
  "55000",
  // A primary demoted during a failover refuses writes until the pool finds the new one.
  "25006",
  // Our database or role is gone or refused (a restore in progress, a rotated password).
  "3D000",
  "28000",
  "28P01",
]);

const connectionMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed/i;

const raisedByDatabase = new WeakSet<object>();

/** Marks an error the database driver raised outside a query (a connection it could not open). */
export function markAsDatabaseFailure(error: unknown): void {
  if (typeof error === "object" && error) raisedByDatabase.add(error);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let viaDatabase = false;
  for (const link of errorAndCauses(error)) {
    if (link instanceof DrizzleQueryError || raisedByDatabase.has(link)) viaDatabase = true;
    const { code } = link as ErrorLink;
    // SQLSTATE class 08: connection exceptions.
    if (typeof code === "string" && (databaseCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (viaDatabase && typeof code === "string" && networkCodes.has(code)) return true;
    if (link instanceof Error && connectionMessages.test(link.message)) return true;
  }
  return false;
}

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;
