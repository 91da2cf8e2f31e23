// The organiser console at 100 000 registrations: a database seeded with BENCH_CONSOLE_ROWS (100 000)
// registrations over ten contests (db/seed/bulk-registrations.ts), the production server started on
// it, a staff member signed in, then the registrations table (first page, a search by e-mail, a status
// filter, a deep page, sorted by name; median and p95 of BENCH_CONSOLE_RUNS (20) requests each, or of 5
// when a case has taken 15 s), the
// payments list, and the CSV export of the biggest contest and of everything (time to the first row,
// total time, bytes, rows) with the server's peak memory while it streams.
//
// Run alone (`node scripts/bench-console.mjs`) or from `npm run bench`. PGlite in a fresh DATA_DIR by
// default; BENCH_CONSOLE_DATABASE_URL=postgres://…/postgres measures PostgreSQL instead, in a database
// of its own that is created and dropped again. Other options: BENCH_CONSOLE_PORT (4394),
// BENCH_BUILD_DIR (build-bench), BENCH_SKIP_BUILD=1 (use that build as it is), BENCH_CONSOLE_RUNS,
// BENCH_CONSOLE_ROWS, BENCH_STRICT=1 (exit 1 over budget).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createPostgresDatabase, prepareDatabase } from "./bench/console-database.mjs";
import { reportConsole } from "./bench/console-report.mjs";
import { closeConnections, timeExports, timeTables } from "./bench/console-requests.mjs";
import { signIn, startConsoleServer } from "./bench/console-server.mjs";
import { buildSite } from "./bench-kit.mjs";

export { consoleBudgets, reportConsole } from "./bench/console-report.mjs";

function buildSiteOrThrow(buildDir, log) {
  log(`  building into ${buildDir}…`);
  const status = buildSite(buildDir);
  if (status !== 0) throw new Error(`the build failed (${status})`);
}

/**
 * Seeds, starts the server and measures. Answers the figures; a route the server does not have yet
 * (404) is reported as missing rather than timed.
 */
export async function benchConsole(options = {}) {
  const count = options.count ?? Number(process.env.BENCH_CONSOLE_ROWS ?? 100_000);
  const runs = options.runs ?? Number(process.env.BENCH_CONSOLE_RUNS ?? 20);
  const port = options.port ?? Number(process.env.BENCH_CONSOLE_PORT ?? 4394);
  const buildDir = options.buildDir ?? process.env.BENCH_BUILD_DIR ?? "build-bench";
  const serverUrl = options.databaseUrl ?? process.env.BENCH_CONSOLE_DATABASE_URL;
  const log = options.log ?? console.log;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "contests-bench-console-"));
  const postgres = serverUrl ? await createPostgresDatabase(serverUrl) : null;
  let server = null;
  try {
    // Built here first unless told otherwise (npm run bench just did).
    if (options.build ?? !process.env.BENCH_SKIP_BUILD) buildSiteOrThrow(buildDir, log);
    log(`Console bench: seeding ${count} registrations (${postgres ? "PostgreSQL" : "PGlite"})…`);
    const seeded = await prepareDatabase({ dataDir, databaseUrl: postgres?.url, count });
    log(`  seeded in ${(seeded.seedMs / 1000).toFixed(1)} s: ${JSON.stringify(seeded.rows)}; starting the server…`);
    server = startConsoleServer({ port, origin, dataDir, buildDir, databaseUrl: postgres?.url });
    await server.ready();
    const cookie = await signIn(origin);
    const table = await timeTables({ origin, cookie, runs, emails: seeded.emails });
    const exports = await timeExports({ origin, cookie, pid: server.pid });
    return { count, runs, database: postgres ? "PostgreSQL" : "PGlite", seeded, table, exports };
  } finally {
    await server?.stop();
    closeConnections();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const failures = reportConsole(await benchConsole());
  console.log("");
  console.log(failures.length === 0 ? "Within budget." : `Over budget:\n  ${failures.join("\n  ")}`);
  if (failures.length > 0 && process.env.BENCH_STRICT) process.exitCode = 1;
}
