// The load test's tables and its verdict.
import os from "node:os";
import { serverErrors } from "./apps.mjs";
import { percentile } from "./readers.mjs";
import { crashMidway, creatorsWanted, placesLeft } from "./settings.mjs";

const fmt = (ms) => `${Math.round(ms)} ms`;
const cutOffCount = (record) => [...record.cutOffs.values()].reduce((sum, n) => sum + n, 0);
const sorted = (times) => [...times].sort((a, b) => a - b);

function printMeasures({ spike, checks, balancerStats, cpuUse, registeredBefore, errors }) {
  const { readers, creators, outcome, loadSeconds } = spike;
  const all = sorted([...readers.times, ...creators.times]);
  const readerTimes = sorted(readers.times);
  const rate = checks.registrationRate;
  console.log("");
  console.log(
    `Results (${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores, load phase ${loadSeconds.toFixed(0)} s)`,
  );
  console.log("");
  console.log("| measure | value |");
  console.log("| --- | ---: |");
  console.log(`| requests (readers + creators) | ${all.length + readers.errors + creators.errors} |`);
  console.log(`| errors (failed or unexpected answers) | ${errors} |`);
  console.log(`| latency p50 / p99, all requests | ${fmt(percentile(all, 50))} / ${fmt(percentile(all, 99))} |`);
  console.log(`| latency p50 / p99, page readers | ${fmt(percentile(readerTimes, 50))} / ${fmt(percentile(readerTimes, 99))} |`);
  console.log(`| reader requests/s | ${Math.round(readerTimes.length / loadSeconds)} |`);
  console.log(`| requests the balancer retried on the other process (connection refused) | ${balancerStats.retried} |`);
  if (crashMidway) {
    console.log(`| process killed midway (SIGKILL), then started again | B (${spike.restartCode}) |`);
    console.log(
      `| requests cut off by the kill (creators, readers) / creators who started again | ${cutOffCount(creators)}, ${cutOffCount(readers)} / ${outcome.startedAgain} |`,
    );
  } else {
    console.log(`| process restarted (exit code after SIGTERM) | B (${spike.restartCode}) |`);
  }
  console.log(`| creators who went through the registration | ${spike.finished} of ${creatorsWanted} |`);
  console.log(`| registrations completed / places | ${checks.completed - registeredBefore} / ${placesLeft} |`);
  console.log(
    `| paid registrations completed per second (whole load phase / busiest 10 s) | ${rate.whole.toFixed(1)} / ${rate.busiest.toFixed(1)} |`,
  );
  console.log(
    `| load average (1, 5, 15 min) at the end | ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")} |`,
  );
  printCpuUse(cpuUse, checks.completed - registeredBefore, readerTimes.length > 0);
  console.log(
    `| creators told Registration Full (before paying / after paying, refunded) | ${outcome.full} / ${outcome.fullAfterPaying} |`,
  );
  console.log(`| oversold places | ${checks.oversold} |`);
  console.log(
    `| payments made / completed / refunded | ${checks.paymentsMade} / ${checks.paymentsMade - checks.refunded - checks.lostPayments} / ${checks.refunded} |`,
  );
  console.log(
    `| lost payments / double payments | ${checks.lostPayments + checks.confirmedButNotCompleted + checks.unsettledAtProvider} / ${checks.doublePayments} |`,
  );
  console.log(
    `| mails: outbox sent / received by SMTP / received twice | ${checks.sentRows} / ${checks.uniqueMessages} / ${checks.duplicateMails} |`,
  );
  console.log(`| outbox by state | ${checks.outbox.map((row) => `${row.status} ${row.n}`).join(", ")} |`);
  console.log("");
}

/**
 * Where the CPU went in the load phase, per completed registration: what a registration costs the app
 * and the database, apart from what the test's own parts (balancer, clients, stand-ins) cost this machine.
 */
function printCpuUse(cpuUse, registrations, withReaders) {
  if (!cpuUse || registrations === 0) return;
  const { parts, machineBusySeconds, seconds, cores } = cpuUse;
  const perRegistration = (cpuSeconds) => ((cpuSeconds * 1000) / registrations).toFixed(1);
  const readersToo = withReaders ? ", the readers' pages included" : "";
  console.log(
    `| CPU per completed registration, ms${readersToo}: app processes / PostgreSQL / balancer / load test (clients, SMTP, S3) / other | ${[
      parts.apps,
      parts.postgres,
      parts.balancer,
      parts.loadTest,
      parts.other,
    ]
      .map(perRegistration)
      .join(" / ")} |`,
  );
  console.log(`| cores busy in the load phase | ${(machineBusySeconds / seconds).toFixed(2)} of ${cores} |`);
}

function printCreatorSteps(creators) {
  console.log("| creator step | p50 | p99 |");
  console.log("| --- | ---: | ---: |");
  for (const [step, times] of creators.steps) {
    const ordered = sorted(times);
    console.log(`| ${step} | ${fmt(percentile(ordered, 50))} | ${fmt(percentile(ordered, 99))} |`);
  }
  console.log("");
}

function printErrors({ readers, creators }, balancerStats, errors) {
  if (creators.cutOffs.size + readers.cutOffs.size > 0) {
    console.log("Requests cut off by the kill (a creator started again, a reader read on):");
    for (const [what, n] of [...creators.cutOffs, ...readers.cutOffs]) console.log(`  ${n} × ${what}`);
  }
  if (errors > 0) {
    console.log("Errors:");
    for (const [what, n] of [...readers.problems, ...creators.problems]) console.log(`  ${n} × ${what}`);
    if (balancerStats.failed) console.log(`  ${balancerStats.failed} × failed at the balancer`);
  }
  if (serverErrors.length > 0) console.log(`Errors the processes logged:\n  ${serverErrors.join("\n  ")}`);
}

function failedChecks(checks, restartCode, errors) {
  const failures = [];
  if (errors > 0) failures.push(`${errors} errors`);
  if (checks.oversold > 0) failures.push(`${checks.oversold} places oversold`);
  if (checks.lostPayments + checks.confirmedButNotCompleted + checks.unsettledAtProvider > 0) failures.push("payments lost");
  if (checks.doublePayments > 0) failures.push("payments doubled");
  if (checks.duplicateMails > 0 || checks.sentRows !== checks.uniqueMessages) failures.push("mail not sent exactly once");
  if (!crashMidway && restartCode !== 0) failures.push(`process B exited with ${restartCode} on SIGTERM`);
  return failures;
}

/** Prints the tables and whether every check holds; exit status 1 when one does not. */
export function report({ spike, checks, balancerStats, cpuUse, registeredBefore }) {
  // The balancer's failures are the requests the killed process held: counted as cut off, not as errors.
  const cutOff = cutOffCount(spike.readers) + cutOffCount(spike.creators);
  const failedAtBalancer = crashMidway ? Math.max(0, balancerStats.failed - cutOff) : balancerStats.failed;
  const errors = spike.readers.errors + spike.creators.errors + failedAtBalancer;
  printMeasures({ spike, checks, balancerStats, cpuUse, registeredBefore, errors });
  printCreatorSteps(spike.creators);
  printErrors(spike, { ...balancerStats, failed: failedAtBalancer }, errors);
  const failures = failedChecks(checks, spike.restartCode, errors);
  console.log(failures.length === 0 ? "Every check holds." : `FAILED: ${failures.join(", ")}`);
  if (failures.length > 0) process.exitCode = 1;
}
