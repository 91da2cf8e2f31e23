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
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildSite } from "./bench-kit.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** The server's memory is measured as growth while the export streams: PGlite alone holds a few hundred MB. */
export const consoleBudgets = { seedMs: 60_000, pageP95Ms: 500, exportFirstRowMs: 2_000, exportRssGrowthMb: 100 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

/** Migrated, with the demo content (its owner signs in) and `count` registrations; answers the seeding time. */
async function prepareDatabase({ dataDir, databaseUrl, count }) {
  const { register } = await import("tsx/esm/api");
  register();
  const load = (file) => import(pathToFileURL(path.join(root, file)).href);
  const [{ openDatabase, migrateDatabase }, { seedDemoContentIfEmpty }, { seedBulkRegistrations }, { sql }] = await Promise.all([
    load("db/client.ts"),
    load("db/seed/index.ts"),
    load("db/seed/bulk-registrations.ts"),
    import("drizzle-orm"),
  ]);
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : dataDir });
  try {
    await migrateDatabase(database);
    await seedDemoContentIfEmpty(database.db, { dataDir, demoStaff: true });
    const started = performance.now();
    const rows = await seedBulkRegistrations(database.db, { count });
    // Fresh statistics, as autovacuum would have them on a live database.
    await database.db.execute(sql`analyze`);
    const seedMs = performance.now() - started;
    // E-mails to search for, spread over the creators, as an organiser would paste them.
    const sample = await database.db.execute(sql`select email from users where id like 'b1%' order by md5(id) limit 40`);
    return { seedMs, rows, emails: sample.rows.map((row) => row.email) };
  } finally {
    await database.close();
  }
}

/** A database of its own on the PostgreSQL server of `serverUrl`; `drop` removes it. */
async function createPostgresDatabase(serverUrl) {
  const pg = (await import("pg")).default;
  const name = `bench_console_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function waitFor(url, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function buildSiteOrThrow(buildDir, log) {
  log(`  building into ${buildDir}…`);
  const status = buildSite(buildDir);
  if (status !== 0) throw new Error(`the build failed (${status})`);
}

/** Resident memory of a process in MB: now (VmRSS) and the peak since it started (VmHWM). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+) kB`))?.[1] ?? Number.NaN) / 1024;
    return { rssMb: field("VmRSS"), peakMb: field("VmHWM") };
  } catch {
    return { rssMb: Number.NaN, peakMb: Number.NaN };
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One GET, streamed: the time to the response head, to the first body byte, and to the end; the bytes
 * and lines received. The body is counted and dropped, never kept.
 */
function timedGet(url, cookie, { keepBody = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = null;
    let bytes = 0;
    let lines = 0;
    const kept = [];
    http
      .get(url, { agent, headers: { cookie } }, (response) => {
        const headMs = performance.now() - started;
        response.on("data", (chunk) => {
          firstByteMs ??= performance.now() - started;
          bytes += chunk.length;
          if (keepBody) kept.push(chunk);
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            headMs,
            firstByteMs,
            totalMs: performance.now() - started,
            bytes,
            lines,
            body: keepBody ? Buffer.concat(kept).toString("utf8") : null,
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

async function signIn(origin) {
  const response = await fetch(`${origin}/api/admin/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: "owner@demo.example", password: "console-demo-2026" }),
  });
  if (!response.ok) throw new Error(`console sign-in answered ${response.status}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("staff_session="));
  if (!cookie) throw new Error("console sign-in set no staff_session cookie");
  return cookie.split(";")[0];
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
    // The built site, started without scripts/start.mjs's check for newer sources (which would rebuild
    // from whatever is being edited); built here first unless told otherwise (npm run bench just did).
    if (options.build ?? !process.env.BENCH_SKIP_BUILD) buildSiteOrThrow(buildDir, log);
    log(`Console bench: seeding ${count} registrations (${postgres ? "PostgreSQL" : "PGlite"})…`);
    const seeded = await prepareDatabase({ dataDir, databaseUrl: postgres?.url, count });
    log(`  seeded in ${(seeded.seedMs / 1000).toFixed(1)} s: ${JSON.stringify(seeded.rows)}; starting the server…`);

    // PGlite unless this bench's own PostgreSQL database is named: never a DATABASE_URL from outside.
    const { DATABASE_URL: _ignored, ...environment } = process.env;
    server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      cwd: root,
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...environment,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        BUILD_DIR: buildDir,
        LOG_LEVEL: "silent",
        PUBLIC_URL: origin,
        NODE_ENV: "production",
        SEED_DEMO: "false",
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
    });
    let stderr = "";
    server.stderr.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    const exited = new Promise((resolve) => server.once("exit", resolve));
    await Promise.race([
      waitFor(`${origin}/api/company-details/get`),
      exited.then(() => {
        throw new Error(`the server stopped during start-up:\n${stderr}`);
      }),
    ]);
    const cookie = await signIn(origin);

    const contest = "b00000000000000000000000"; // the biggest bench contest (db/seed/bulk-registrations.ts)
    // The list's parameters as the console's page sends them (shared/console/registrations.ts, payments.ts).
    const tableCases = [
      ["registrations, first page", "/api/admin/registrations"],
      ["registrations, search by e-mail", "/api/admin/registrations?q={email}"],
      ["registrations, search by a name part", "/api/admin/registrations?q=tripathi"],
      ["registrations, status pending", "/api/admin/registrations?status=pending"],
      ["registrations, status refunded", "/api/admin/registrations?status=refunded"],
      ["registrations, one contest, paid, 30 days", `/api/admin/registrations?contest=${contest}&payment=paid&from={from}`],
      ["registrations, page 1000", "/api/admin/registrations?page=1000"],
      ["registrations, sorted by name", "/api/admin/registrations?sort=name"],
      ["payments, first page", "/api/admin/payments"],
      ["payments, state paid, one contest", `/api/admin/payments?state=paid&contestId=${contest}`],
    ];
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const table = [];
    for (const [name, template] of tableCases) {
      const url = (n) =>
        origin + template.replace("{email}", encodeURIComponent(seeded.emails[n % seeded.emails.length])).replace("{from}", from);
      const probe = await timedGet(url(0), cookie, { keepBody: true });
      if (probe.status !== 200) {
        table.push({ name, status: probe.status });
        continue;
      }
      // At most `runs` requests, and no more than 5 once a case has taken 15 s, so a slow case keeps the section bounded.
      const times = [];
      const caseStarted = performance.now();
      for (let n = 0; n < runs && (n < 5 || performance.now() - caseStarted < 15_000); n++)
        times.push((await timedGet(url(n), cookie)).totalMs);
      // How many rows the filter matched (the answer's total), so a search that finds nothing shows.
      const matched = JSON.parse(probe.body).data?.total ?? null;
      table.push({
        name,
        status: 200,
        medianMs: median(times),
        p95Ms: percentile(times, 0.95),
        requests: times.length,
        bytes: probe.bytes,
        matched,
      });
    }

    const exports = [];
    for (const [name, pathname] of [
      ["CSV export, biggest contest", `/api/admin/registrations/export.csv?contest=${contest}`],
      ["CSV export, every registration", "/api/admin/registrations/export.csv"],
    ]) {
      const before = memoryOf(server.pid);
      let sampledPeak = before.rssMb;
      const sampler = setInterval(() => {
        sampledPeak = Math.max(sampledPeak, memoryOf(server.pid).rssMb);
      }, 20);
      const result = await timedGet(origin + pathname, cookie).finally(() => clearInterval(sampler));
      const after = memoryOf(server.pid);
      exports.push({
        name,
        ...result,
        rows: Math.max(0, result.lines - 1),
        rssBeforeMb: before.rssMb,
        rssPeakMb: sampledPeak,
        hwmMb: after.peakMb,
      });
    }
    return { count, runs, database: postgres ? "PostgreSQL" : "PGlite", seeded, table, exports };
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    agent.destroy();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the tables and answers what is over budget. */
export function reportConsole(result, log = console.log) {
  const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : "-");
  const mb = (v) => (Number.isFinite(v) ? v.toFixed(0) : "-");
  const failures = [];
  log("");
  log(`Console at ${result.count} registrations (${result.database}; seeded in ${(result.seeded.seedMs / 1000).toFixed(1)} s)`);
  log("");
  log("| console request | requests | median (ms) | p95 (ms) | KB | rows matched |");
  log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const row of result.table) {
    if (row.status !== 200) {
      log(`| ${row.name} | answered ${row.status} | | | | |`);
      failures.push(`${row.name}: answered ${row.status}`);
      continue;
    }
    log(
      `| ${row.name} | ${row.requests} | ${ms(row.medianMs)} | ${ms(row.p95Ms)} | ${(row.bytes / 1024).toFixed(1)} | ${row.matched ?? "-"} |`,
    );
    if (row.p95Ms > consoleBudgets.pageP95Ms)
      failures.push(`${row.name}: p95 ${Math.round(row.p95Ms)} ms > ${consoleBudgets.pageP95Ms} ms`);
  }
  log("");
  log("| CSV export | first row (ms) | total (ms) | MB | rows | server RSS before / peak while streaming (MB) | server VmHWM after (MB) |");
  log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of result.exports) {
    if (row.status !== 200) {
      log(`| ${row.name} | answered ${row.status} | | | | | |`);
      failures.push(`${row.name}: answered ${row.status}`);
      continue;
    }
    log(
      `| ${row.name} | ${ms(row.firstByteMs)} | ${ms(row.totalMs)} | ${(row.bytes / 1024 / 1024).toFixed(1)} | ${row.rows} | ${mb(row.rssBeforeMb)} / ${mb(row.rssPeakMb)} | ${mb(row.hwmMb)} |`,
    );
    if (row.firstByteMs > consoleBudgets.exportFirstRowMs)
      failures.push(`${row.name}: first row after ${Math.round(row.firstByteMs)} ms > ${consoleBudgets.exportFirstRowMs} ms`);
    if (row.rssPeakMb - row.rssBeforeMb > consoleBudgets.exportRssGrowthMb)
      failures.push(
        `${row.name}: server RSS grew ${Math.round(row.rssPeakMb - row.rssBeforeMb)} MB while streaming > ${consoleBudgets.exportRssGrowthMb} MB`,
      );
  }
  if (result.seeded.seedMs > consoleBudgets.seedMs)
    failures.push(`seeding took ${Math.round(result.seeded.seedMs / 1000)} s > ${consoleBudgets.seedMs / 1000} s`);
  return failures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const failures = reportConsole(await benchConsole());
  console.log("");
  console.log(failures.length === 0 ? "Within budget." : `Over budget:\n  ${failures.join("\n  ")}`);
  if (failures.length > 0 && process.env.BENCH_STRICT) process.exitCode = 1;
}
