// The site as it runs on several machines, on this one: two app processes on one PostgreSQL database,
// one object store and one SMTP server, behind the load balancer.

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { restartableApp, startApp, stopApp, waitReady } from "./apps.mjs";
import { forkBalancer } from "./balancer.mjs";
import { startMailSink } from "./mail.mjs";
import { createDatabase, startObjectStore } from "./services.mjs";
import { buildDir, cleanups, contestId, creatorsWanted, freePort, keepEverything, log, placesLeft, root } from "./settings.mjs";

/** What both processes are started with. */
function appEnvironment({ databaseUrl, s3Endpoint, smtpUrl, origin }) {
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    BUILD_DIR: buildDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    SESSION_SECRET: randomBytes(24).toString("hex"),
    ENCRYPTION_KEY: randomBytes(32).toString("hex"),
    S3_BUCKET: "creatorcup-media",
    S3_PRIVATE_BUCKET: "creatorcup-documents",
    S3_ENDPOINT: s3Endpoint,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    SMTP_URL: smtpUrl,
    MAIL_FROM: "CreatorCup <hello@creatorcup.example>",
    // Unready for a second before closing: the balancer asks every 200 ms.
    SHUTDOWN_DELAY_MS: "1000",
    UPLOAD_QUOTA_MB_PER_HOUR: "100000",
  };
}

/** Each process's own DATA_DIR, removed at the end. */
function dataFolders() {
  const folders = [mkdtempSync(path.join(os.tmpdir(), "loadtest-a-")), mkdtempSync(path.join(os.tmpdir(), "loadtest-b-"))];
  cleanups.push(async () => {
    if (!keepEverything) for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  return folders;
}

async function copySeededPictures(environment, dataDir) {
  log("Copying the seeded pictures into the bucket (npm run cli -- storage copy-to-s3)…");
  const copy = spawn(process.execPath, ["--import", "tsx", "server/cli/index.ts", "storage", "copy-to-s3"], {
    cwd: root,
    env: { ...process.env, ...environment, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  copy.stdout.on("data", (chunk) => log(`  ${String(chunk).trim()}`));
  if ((await new Promise((resolve) => copy.once("exit", resolve))) !== 0) throw new Error("storage copy-to-s3 failed");
}

/** Sets the contest's capacity to those registered plus the places the test leaves; answers both. */
async function leavePlaces(db) {
  const { rows } = await db.query("select count(*)::int as n from subscribers where contest_id = $1 and status = 'completed'", [contestId]);
  const registeredBefore = rows[0].n;
  const capacity = registeredBefore + placesLeft;
  await db.query("update contests set max_participants = $2 where id = $1", [contestId, capacity]);
  log(`The Big League: ${registeredBefore} registered, capacity set to ${capacity} (${placesLeft} places for ${creatorsWanted} creators)`);
  return { registeredBefore, capacity };
}

/** Everything started, the contest prepared: answers what the load phase and the checks need. */
export async function startCluster() {
  const [databaseUrl, s3Endpoint, mailSink] = await Promise.all([createDatabase(), startObjectStore(), startMailSink()]);
  const folders = dataFolders();
  const [portA, portB, lbPort] = [await freePort(), await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${lbPort}`;
  const shared = appEnvironment({ databaseUrl, s3Endpoint, smtpUrl: mailSink.url, origin });

  log("Starting process A (builds the site if needed, migrates, seeds the demo content)…");
  const appA = startApp("A", portA, { ...shared, DATA_DIR: folders[0], SEED_DEMO: "true" });
  cleanups.push(() => stopApp(appA));
  await waitReady(appA);
  await copySeededPictures(shared, folders[0]);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  cleanups.push(() => db.end());
  const { registeredBefore, capacity } = await leavePlaces(db);

  log("Starting process B (its own empty DATA_DIR: files come from the bucket)…");
  const appB = restartableApp("B", portB, { ...shared, DATA_DIR: folders[1], SEED_DEMO: "false" });
  await appB.start();

  const balancer = await forkBalancer([portA, portB], lbPort);
  return { databaseUrl, mailSink, db, registeredBefore, capacity, lbPort, origin, appB, balancer };
}
