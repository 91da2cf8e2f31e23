/**
 * Whether a failure means the database cannot be reached right now (server down, restarting,
 * connections refused or exhausted, network cut), as opposed to a bad query. Such a failure is
 * temporary: the site answers 503 with Retry-After and serves what it still has cached.
 */
const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
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

export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  // Drizzle wraps the driver's error as `cause`; look a few levels down.
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    // SQLSTATE class 08: connection exceptions.
    if (typeof code === "string" && (connectionCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (current instanceof Error && connectionMessages.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;
