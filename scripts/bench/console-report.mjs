// The console bench's tables, and what is over budget.

/** The server's memory is measured as growth while the export streams: PGlite alone holds a few hundred MB. */
export const consoleBudgets = { seedMs: 60_000, pageP95Ms: 500, exportFirstRowMs: 2_000, exportRssGrowthMb: 100 };

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
