// `npm run loadtest`: the site as it runs on several machines, on this one, under a viral spike
// (docs/scale-out.md). Two app processes on one PostgreSQL database and one S3-protocol server
// (s3rver), behind a small load balancer written here; a real SMTP server receives the mail. 500
// simulated creators each do the whole registration (e-mail code read from their mail, sign-in,
// details form, order, test-mode checkout, confirmation) while 50 connections read pages, and one
// process is restarted midway. Then it checks what must hold: no failed request, no oversold place,
// no payment lost or doubled, every mail sent once.
// It also prints where the CPU went in the load phase, per completed registration (loadtest/cpu-use.mjs).
//
// Loopback only, bounded in time (about 4-6 minutes on 2 cores; LOADTEST_MAX_SECONDS stops the load phase).
// Options (environment): LOADTEST_DATABASE_URL (a PostgreSQL server to create a fresh database on;
// default TEST_DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432/postgres),
// LOADTEST_CREATORS (500), LOADTEST_READERS (50), LOADTEST_CONCURRENCY (creators at once, 25),
// LOADTEST_PLACES (places left in the contest, 400), LOADTEST_BUILD_DIR (build-loadtest),
// LOADTEST_MAX_SECONDS (360), LOADTEST_KEEP=1 (keep the database and folders), LOADTEST_CRASH=1 (process B is
// killed midway with SIGKILL instead of SIGTERM: the requests it held are cut off, and those creators start
// again from the e-mail step as a person reloading the page would; every check must still hold), LOADTEST_PORT_BASE (the
// first of five consecutive ports for the two processes, the balancer, SMTP and S3; default: any free ones),
// LOADTEST_CPU_PROFILE (a folder: each app process writes a V8 CPU profile there when it exits, node --cpu-prof).

import { checkOutcome } from "./loadtest/checks.mjs";
import { startCluster } from "./loadtest/cluster.mjs";
import { watchCpu } from "./loadtest/cpu-use.mjs";
import { mailedCodes } from "./loadtest/mail.mjs";
import { report } from "./loadtest/report.mjs";
import { cleanups, creatorsWanted, log, readersWanted } from "./loadtest/settings.mjs";
import { runSpike, siteTargets } from "./loadtest/spike.mjs";

async function main() {
  const run = Math.floor(Math.random() * 1000);
  log(`Load test: ${creatorsWanted} creators registering, ${readersWanted} connections reading, two processes, one restarted`);
  const cluster = await startCluster();
  const targets = await siteTargets(cluster.lbPort);
  const mail = mailedCodes(cluster.databaseUrl, cluster.mailSink);
  const cpu = watchCpu(cluster.balancer.pid);
  const spike = await runSpike({ ...cluster, mail, targets, run });
  const cpuUse = cpu.stop();
  const checks = await checkOutcome(cluster, spike);
  const balancerStats = await cluster.balancer.stats();
  report({ spike, checks, balancerStats, cpuUse, registeredBefore: cluster.registeredBefore });
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch((error) => console.error(`cleanup: ${error.message}`));
  log("Done.");
}
