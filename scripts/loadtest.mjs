// `npm run loadtest`: the site as it runs on several machines, on this one, under a viral spike
// (docs/scale-out.md). Two app processes on one PostgreSQL database and one S3-protocol server
// (s3rver), behind a small load balancer written here; a real SMTP server receives the mail. 500
// simulated creators each do the whole registration (e-mail code read from their mail, sign-in,
// details form, order, test-mode checkout, confirmation) while 50 connections read pages, and one
// process is restarted midway. Then it checks what must hold: no failed request, no oversold place,
// no payment lost or doubled, every mail sent once.
//
// Loopback only, bounded in time (about 4-6 minutes on 2 cores; LOADTEST_MAX_SECONDS stops the load phase).
// Options (environment): LOADTEST_DATABASE_URL (a PostgreSQL server to create a fresh database on;
// default TEST_DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432/postgres),
// LOADTEST_CREATORS (500), LOADTEST_READERS (50), LOADTEST_CONCURRENCY (creators at once, 25),
// LOADTEST_PLACES (places left in the contest, 400), LOADTEST_BUILD_DIR (build-loadtest),
// LOADTEST_MAX_SECONDS (360), LOADTEST_KEEP=1 (keep the database and folders), LOADTEST_PORT_BASE (the
// first of five consecutive ports for the two processes, the balancer, SMTP and S3; default: any free ones).
import { fork, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";
import { multipartParts } from "./bench-kit.mjs";

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const creatorsWanted = Number(env.LOADTEST_CREATORS ?? 500);
const readersWanted = Number(env.LOADTEST_READERS ?? 50);
const creatorConcurrency = Number(env.LOADTEST_CONCURRENCY ?? 25);
const placesLeft = Number(env.LOADTEST_PLACES ?? 400);
const buildDir = env.LOADTEST_BUILD_DIR ?? "build-loadtest";
const maxLoadMs = Number(env.LOADTEST_MAX_SECONDS ?? 360) * 1000;
const contestId = "64b000000000000000000003"; // The Big League: paid, open to every city
const startedAt = Date.now();
const log = (...args) => console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)} s]`, ...args);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanups = [];
const serverErrors = [];

let nextPort = env.LOADTEST_PORT_BASE ? Number(env.LOADTEST_PORT_BASE) : 0;

/** A free port: the next one from LOADTEST_PORT_BASE when it is set (several runs share a machine), else any. */
async function freePort() {
  const wanted = nextPort > 0 ? nextPort++ : 0;
  const server = net.createServer();
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(wanted, "127.0.0.1", resolve);
  });
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// ---------------------------------------------------------------------------------------------
// The parts around the app: PostgreSQL database, object store, SMTP server.

function serverUrl() {
  const base = env.LOADTEST_DATABASE_URL ?? env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const url = new URL(base);
  const host = url.hostname;
  if (!(host === "localhost" || host === "::1" || host === "[::1]" || /^127\./.test(host))) {
    throw new Error(`The load test runs on this machine only: ${host} is not a loopback address.`);
  }
  return url;
}

async function createDatabase() {
  const url = serverUrl();
  const name = `loadtest_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  cleanups.push(async () => {
    if (env.LOADTEST_KEEP) return log(`kept database ${name}`);
    const dropper = new pg.Client({ connectionString: serverUrl().toString() });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return url.toString();
}

async function startObjectStore() {
  const directory = mkdtempSync(path.join(os.tmpdir(), "loadtest-s3-"));
  const store = new S3rver({
    address: "127.0.0.1",
    port: await freePort(),
    silent: true,
    directory,
    configureBuckets: [{ name: "creatorcup-media" }, { name: "creatorcup-documents" }],
  });
  // s3rver keeps objects as files in folders and removes a folder when a delete empties it, which races
  // a write into that folder at the same moment (ENOENT, and the stand-in's process dies). Real S3 has
  // no folders: here a delete removes the object's files and leaves the folders.
  store.store.deleteObject = async (bucket, key) => {
    for (const kind of ["object", "object.md5", "metadata.json"]) {
      await rm(store.store.getResourcePath(bucket, key, kind), { force: true });
    }
  };
  const { port } = await store.run();
  cleanups.push(async () => {
    await store.close();
    if (!env.LOADTEST_KEEP) rmSync(directory, { recursive: true, force: true });
  });
  return `http://127.0.0.1:${port}`;
}

/** A real SMTP server keeping what arrives: the creators read their codes here, and it counts each Message-ID. */
async function startMailSink() {
  const received = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const headers = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
        const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(headers)?.[1]?.trim();
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          messageId: header("Message-ID"),
          subject: header("Subject") ?? "",
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `smtp://127.0.0.1:${port}`, received };
}

// ---------------------------------------------------------------------------------------------
// The app processes.

function startApp(name, port, appEnv) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, ...appEnv, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The server's own log lines about requests at level warn or worse (JSON, one a line), to show when a check fails.
  child.stdout.on("data", (chunk) => {
    for (const line of String(chunk).split("\n")) {
      if (/"level":(40|50|60)/.test(line) && /"reqId"/.test(line) && serverErrors.length < 20)
        serverErrors.push(`${name}: ${line.slice(0, 600)}`);
    }
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
    if (stderr.length > 20_000) stderr = stderr.slice(-10_000);
  });
  const app = { name, port, child, stderr: () => stderr, exited: new Promise((resolve) => child.once("exit", resolve)) };
  return app;
}

async function waitReady(app, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) throw new Error(`${app.name} exited with ${app.child.exitCode}:\n${app.stderr()}`);
    const answer = await request({ port: app.port, path: "/readyz", agent: false }).catch(() => null);
    if (answer?.status === 200) return;
    await sleep(250);
  }
  throw new Error(`${app.name} was not ready within ${timeoutMs / 1000} s:\n${app.stderr()}`);
}

async function stopApp(app) {
  if (app.child.exitCode !== null) return app.child.exitCode;
  app.child.kill("SIGTERM");
  return Promise.race([app.exited, sleep(20_000).then(() => app.child.kill("SIGKILL"))]);
}

// ---------------------------------------------------------------------------------------------
// HTTP: one request, the balancer.

function request({ port, path: pathName, method = "GET", headers = {}, body, agent }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: "127.0.0.1", port, path: pathName, method, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }),
      );
      res.on("error", reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * A small load balancer: round robin over the processes whose /readyz answers 200 (asked every
 * 200 ms), kept-alive connections to each, and a request whose connection is refused (a process
 * restarting) retried on another, as nginx's proxy_next_upstream does. A request a process received
 * is never sent again.
 */
async function startBalancer(backends, port) {
  const stats = { requests: 0, retried: 0, failed: 0 };
  for (const backend of backends) {
    backend.ready = false;
    backend.agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  }
  let next = 0;
  let polling = true;
  const poll = async (backend) => {
    while (polling) {
      const answer = await request({ port: backend.port, path: "/readyz", agent: false }).catch(() => null);
      backend.ready = answer?.status === 200;
      await sleep(200);
    }
  };
  for (const backend of backends) void poll(backend);
  const pick = async (avoid) => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const ready = backends.filter((b) => b.ready && b !== avoid);
      const candidates = ready.length > 0 ? ready : backends.filter((b) => b.ready);
      if (candidates.length > 0) return candidates[next++ % candidates.length];
      await sleep(50);
    }
    return null;
  };
  const server = http.createServer(async (req, res) => {
    stats.requests++;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    let avoid = null;
    for (let attempt = 0; attempt < 4; attempt++) {
      const backend = await pick(avoid);
      if (!backend) break;
      try {
        const answer = await new Promise((resolve, reject) => {
          const up = http.request(
            {
              host: "127.0.0.1",
              port: backend.port,
              method: req.method,
              path: req.url,
              headers: { ...req.headers, "x-forwarded-for": forwardedFor, "content-length": String(body.length) },
              agent: backend.agent,
            },
            resolve,
          );
          up.on("error", reject);
          up.end(body);
        });
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
        return;
      } catch (error) {
        // Refused: nothing reached the process, so another may take it.
        if (error.code !== "ECONNREFUSED") {
          stats.failed++;
          res.writeHead(502).end(`upstream ${error.code ?? error.message}`);
          return;
        }
        backend.ready = false;
        avoid = backend;
        stats.retried++;
      }
    }
    stats.failed++;
    res.writeHead(503).end("no process ready");
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const ready = async () => {
    while (!backends.every((backend) => backend.ready)) await sleep(50);
  };
  const close = async () => {
    polling = false;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    for (const backend of backends) backend.agent.destroy();
  };
  return { port, stats, ready, close };
}

/** Runs startBalancer in a child process (this same file with --balancer) and talks to it over IPC. */
async function forkBalancer(ports, port) {
  const child = fork(import.meta.filename, ["--balancer", String(port), ...ports.map(String)], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const answers = [];
  child.on("message", (message) => answers.shift()?.(message));
  const ask = (question) =>
    new Promise((resolve) => {
      answers.push(resolve);
      child.send(question);
    });
  cleanups.push(async () => {
    if (child.exitCode === null) {
      await ask("close");
      child.disconnect();
    }
  });
  await ask("ready");
  return { stats: () => ask("stats") };
}

/** The balancer's own process: `node scripts/loadtest.mjs --balancer <port> <backend port>…`. */
async function balancerProcess([port, ...backendPorts]) {
  const balancer = await startBalancer(
    backendPorts.map((backendPort, i) => ({ name: String.fromCharCode(65 + i), port: Number(backendPort) })),
    Number(port),
  );
  process.on("message", async (question) => {
    if (question === "ready") await balancer.ready();
    if (question === "close") await balancer.close();
    process.send(question === "stats" ? balancer.stats : "ok");
  });
}

// ---------------------------------------------------------------------------------------------
// The visitors.

const percentile = (sorted, p) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]);

function recorder() {
  const times = [];
  const steps = new Map();
  const problems = new Map();
  return {
    times,
    steps,
    problems,
    ok: (ms, step) => {
      times.push(ms);
      if (step) steps.set(step, [...(steps.get(step) ?? []), ms]);
    },
    /** A timed wait that is not a request (the code mail arriving). */
    waited: (ms, step) => steps.set(step, [...(steps.get(step) ?? []), ms]),
    fail: (what) => problems.set(what, (problems.get(what) ?? 0) + 1),
    get errors() {
      return [...problems.values()].reduce((sum, n) => sum + n, 0);
    },
  };
}

async function readPages(lbPort, pages, until, record) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let i = Math.floor(Math.random() * pages.length);
  while (!until()) {
    const page = pages[i++ % pages.length];
    try {
      const answer = await request({ port: lbPort, path: page, agent, headers: { "accept-encoding": "br, gzip" } });
      if (answer.status === 200) record.ok(answer.ms);
      else record.fail(`GET ${page} → ${answer.status}`);
    } catch (error) {
      record.fail(`GET ${page} → ${error.code ?? error.message}`);
    }
  }
  agent.destroy();
}

function multipart(fields, files) {
  const boundary = `----loadtest${randomBytes(8).toString("hex")}`;
  const chunks = multipartParts(boundary, fields, files);
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** 0 → "a", 27 → "bb": names take letters only. */
const lettersOf = (n) => (n < 26 ? "" : lettersOf(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));

/** One creator, from the e-mail dialog to the confirmation, as the registration dialogs call the API. */
async function register(i, context, record, outcome) {
  const { lbPort, origin, mail, place, categoryId, photo } = context;
  const email = `creator${i}.${context.run}@example.in`;
  const address = `10.${20 + (i >> 16)}.${(i >> 8) & 255}.${i & 255 || 1}`;
  let cookie = "";
  const call = async (method, pathName, payload, extraHeaders = {}) => {
    const isForm = Boolean(payload?.type);
    const body = payload === undefined ? undefined : isForm ? payload.body : Buffer.from(JSON.stringify(payload));
    const headers = {
      "x-forwarded-for": address,
      origin,
      ...(cookie ? { cookie } : {}),
      ...(body ? { "content-type": isForm ? payload.type : "application/json" } : {}),
      ...extraHeaders,
    };
    try {
      const answer = await request({ port: lbPort, path: pathName, method, headers, body, agent: context.agent });
      record.ok(
        answer.ms,
        `${method} ${pathName
          .split("/")
          .slice(0, 4)
          .join("/")
          .replace(/[0-9a-f]{24}|order_\w+|creator\d+[^/]*/g, ":id")}`,
      );
      let json = null;
      try {
        json = JSON.parse(answer.body.toString("utf8"));
      } catch {
        // not JSON
      }
      return { status: answer.status, json, headers: answer.headers };
    } catch (error) {
      record.fail(`${method} ${pathName.replace(/[0-9a-f]{24}|order_\w+|creator\d+[^/]*/g, ":id")} → ${error.code ?? error.message}`);
      return null;
    }
  };
  const expect = (answer, statuses, step) => {
    if (!answer) return false;
    if (statuses.includes(answer.status)) return true;
    const why = answer.json?.errors ? Object.keys(answer.json.errors).join(",") : (answer.json?.message ?? "");
    record.fail(`${step} → ${answer.status} ${answer.json?.code ?? ""} ${why}`.trim());
    return false;
  };

  const asked = await call("POST", "/api/creator/email-code", { email });
  if (!expect(asked, [200], "email-code")) return;
  // The code works only in the browser that asked for it: keep its device cookie, as a browser does.
  const device = [asked.headers["set-cookie"] ?? []].flat().find((line) => String(line).startsWith("cc_device="));
  cookie = String(device ?? "")
    .split(";")[0]
    .trim();
  const waitedFrom = performance.now();
  const code = await mail.codeFor(email);
  record.waited(performance.now() - waitedFrom, "(reading the code from the mail)");
  if (!code) return record.fail("sign-in code mail did not arrive within 30 s");
  const signedIn = await call("POST", "/api/creator/sign-in", { email, code });
  if (!expect(signedIn, [200], "sign-in")) return;
  const session = [signedIn.headers["set-cookie"] ?? []].flat().find((line) => String(line).startsWith("creator_session="));
  cookie = [
    cookie,
    String(session ?? "")
      .split(";")[0]
      .trim(),
  ]
    .filter(Boolean)
    .join("; ");
  const lookup = await call("GET", `/api/user/getByEmail/${encodeURIComponent(email)}`);
  if (!expect(lookup, [200, 404], "getByEmail")) return;
  const form = multipart(
    {
      firstName: "Creator",
      lastName: `Sharma ${lettersOf(i)}`,
      mobileNo: String(9_000_000_000 + i * 7919 + context.run),
      email,
      countryId: place.countryId,
      stateId: place.stateId,
      cityId: place.cityId,
      address: `${i} Market Road`,
      pincode: "462001",
      dateOfBirth: "2001-05-17",
      gender: i % 2 ? "Female" : "Male",
      categories: JSON.stringify([categoryId]),
      socialMedia: JSON.stringify({ instagram: `https://instagram.com/creator${i}` }),
      link: `https://instagram.com/reel/creator${i}`,
    },
    // Every fifth creator sends a profile photo: it is re-encoded and stored in the bucket.
    i % 5 === 0 ? [{ name: "profileImage", filename: "me.png", type: "image/png", data: photo }] : [],
  );
  const created = await call("POST", "/api/user/create", form);
  if (!expect(created, [200], "user/create")) return;
  const userId = created.json.data?._id ?? created.json.data?.id;
  const ordered = await call("POST", "/api/subscriber/create-order", { contestId, userId, link: `https://instagram.com/reel/creator${i}` });
  if (ordered?.status === 409 && ordered.json?.code === "REGISTRATION_FULL") return outcome.full++;
  if (!expect(ordered, [200], "create-order")) return;
  const orderId = ordered.json.data.order.id;
  const checkout = await call("POST", `/api/subscriber/simulated-checkout/${orderId}`, { outcome: "success" });
  if (!expect(checkout, [200], "simulated-checkout")) return;
  outcome.payments.push({ paymentId: checkout.json.razorpay_payment_id, email });
  const confirmed = await call("POST", "/api/subscriber/confirm-order", { ...checkout.json, contestId, userId });
  if (confirmed?.status === 409 && confirmed.json?.code === "REGISTRATION_FULL") return outcome.fullAfterPaying++;
  if (!expect(confirmed, [200], "confirm-order")) return;
  outcome.confirmed.push(email);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const run = Math.floor(Math.random() * 1000);
  log(`Load test: ${creatorsWanted} creators registering, ${readersWanted} connections reading, two processes, one restarted`);
  const [databaseUrl, s3Endpoint, mailSink] = await Promise.all([createDatabase(), startObjectStore(), startMailSink()]);
  const folders = [mkdtempSync(path.join(os.tmpdir(), "loadtest-a-")), mkdtempSync(path.join(os.tmpdir(), "loadtest-b-"))];
  cleanups.push(async () => {
    if (!env.LOADTEST_KEEP) for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const [portA, portB, lbPortPlanned] = [await freePort(), await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${lbPortPlanned}`;
  const shared = {
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
    SMTP_URL: mailSink.url,
    MAIL_FROM: "CreatorCup <hello@creatorcup.example>",
    // Unready for a second before closing: the balancer asks every 200 ms.
    SHUTDOWN_DELAY_MS: "1000",
    UPLOAD_QUOTA_MB_PER_HOUR: "100000",
  };

  log("Starting process A (builds the site if needed, migrates, seeds the demo content)…");
  const appA = startApp("A", portA, { ...shared, DATA_DIR: folders[0], SEED_DEMO: "true" });
  cleanups.push(() => stopApp(appA));
  await waitReady(appA);
  log("Copying the seeded pictures into the bucket (npm run cli -- storage copy-to-s3)…");
  const copy = spawn(process.execPath, ["--import", "tsx", "server/cli/index.ts", "storage", "copy-to-s3"], {
    cwd: root,
    env: { ...process.env, ...shared, DATA_DIR: folders[0] },
    stdio: ["ignore", "pipe", "inherit"],
  });
  copy.stdout.on("data", (chunk) => log(`  ${String(chunk).trim()}`));
  if ((await new Promise((resolve) => copy.once("exit", resolve))) !== 0) throw new Error("storage copy-to-s3 failed");

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  cleanups.push(() => db.end());
  const { rows: before } = await db.query("select count(*)::int as n from subscribers where contest_id = $1 and status = 'completed'", [
    contestId,
  ]);
  const capacity = before[0].n + placesLeft;
  await db.query("update contests set max_participants = $2 where id = $1", [contestId, capacity]);
  log(`The Big League: ${before[0].n} registered, capacity set to ${capacity} (${placesLeft} places for ${creatorsWanted} creators)`);

  log("Starting process B (its own empty DATA_DIR: files come from the bucket)…");
  const appB = startApp("B", portB, { ...shared, DATA_DIR: folders[1], SEED_DEMO: "false" });
  const appsB = [appB];
  cleanups.push(() => stopApp(appsB.at(-1)));
  await waitReady(appB);

  // The balancer runs in a process of its own, as a real one would, so it does not share a thread
  // with the simulated visitors.
  const balancer = await forkBalancer([portA, portB], lbPortPlanned);
  const lbPort = lbPortPlanned;

  const api = async (pathName) => JSON.parse((await request({ port: lbPort, path: pathName, agent: false })).body.toString("utf8"));
  const countries = (await api("/api/location/list/country")).data;
  const india = countries.find((c) => /india/i.test(c.countryName)) ?? countries[0];
  const state = (await api(`/api/location/list/state/country/${india._id}`)).data[0];
  const city = (await api(`/api/location/list/city/state/${state._id}`)).data[0];
  const category = (await api("/api/category/list/active")).data[0];
  const photo = await sharp({ create: { width: 640, height: 640, channels: 3, background: { r: 230, g: 80, b: 140 } } })
    .png()
    .toBuffer();
  const bannerPicture = /\/img\/\d+\/[^"\s,]+/.exec((await request({ port: lbPort, path: "/", agent: false })).body.toString("utf8"))?.[0];
  const pages = [
    "/",
    `/contest/${contestId}`,
    `/contest/${contestId}/applicants`,
    "/api/contest/active",
    "/cms/vibe-check",
    "/contest/64b000000000000000000001",
  ];
  if (bannerPicture) pages.push(bannerPicture);

  // A creator reads the code from their mail: here from the message as the site wrote it in the outbox
  // (or as the SMTP server received it, whichever comes first), so the run does not wait on delivery.
  const codes = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  cleanups.push(() => codes.end());
  const mail = {
    codeFor: async (email) => {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const received = mailSink.received.findLast((m) => m.to.includes(email) && /is your CreatorCup code/.test(m.subject));
        if (received) return /(\d{6}) is your CreatorCup code/.exec(received.subject)?.[1];
        const { rows } = await codes.query(
          "select payload->>'code' as code from mail_outbox where template = 'sign-in-code' and lower(recipient) = $1 order by created_at desc limit 1",
          [email],
        );
        if (rows[0]?.code) return rows[0].code;
        await sleep(100);
      }
      return null;
    },
  };

  log(`Load: ${readersWanted} readers over ${pages.length} pages and lists, ${creatorsWanted} creators (${creatorConcurrency} at a time)…`);
  const readers = recorder();
  const creators = recorder();
  const outcome = { full: 0, fullAfterPaying: 0, payments: [], confirmed: [] };
  const context = {
    lbPort,
    origin,
    mail,
    place: { countryId: india._id, stateId: state._id, cityId: city._id },
    categoryId: category._id,
    photo,
    run,
    agent: new http.Agent({ keepAlive: true, maxSockets: creatorConcurrency }),
  };
  const loadStarted = Date.now();
  let creatorsDone = false;
  const readerLoops = Array.from({ length: readersWanted }, () =>
    readPages(lbPort, pages, () => creatorsDone || Date.now() - loadStarted > maxLoadMs, readers),
  );
  let nextCreator = 0;
  let finished = 0;
  let restart = null;
  const creatorLoops = Array.from({ length: creatorConcurrency }, async () => {
    while (nextCreator < creatorsWanted && Date.now() - loadStarted < maxLoadMs) {
      const i = nextCreator++;
      await register(i, context, creators, outcome);
      finished++;
      if (finished % 100 === 0) log(`  ${finished} creators done`);
      // Midway (40 % of the creators, or of the time allowed), process B is restarted as a deployment
      // would: SIGTERM, then started again.
      if (!restart && (finished >= creatorsWanted * 0.4 || Date.now() - loadStarted >= maxLoadMs * 0.4)) {
        restart = (async () => {
          const old = appsB.at(-1);
          const signalled = Date.now();
          log("  restarting process B (SIGTERM)…");
          const code = await stopApp(old);
          log(`  process B exited with ${code} after ${((Date.now() - signalled) / 1000).toFixed(1)} s; starting it again`);
          const again = startApp("B", portB, { ...shared, DATA_DIR: folders[1], SEED_DEMO: "false" });
          appsB.push(again);
          await waitReady(again);
          log(`  process B is back after ${((Date.now() - signalled) / 1000).toFixed(1)} s`);
          return code;
        })();
      }
    }
  });
  await Promise.all(creatorLoops);
  creatorsDone = true;
  await Promise.all(readerLoops);
  const restartCode = restart ? await restart : null;
  const loadSeconds = (Date.now() - loadStarted) / 1000;
  context.agent.destroy();
  log(`Load finished in ${loadSeconds.toFixed(1)} s; waiting for the mail outbox to drain…`);

  // ---------------------------------------------------------------------------------------------
  // What must hold.
  for (let waited = 0; waited < 60_000; waited += 250) {
    const { rows } = await db.query("select count(*)::int as n from mail_outbox where status = 'pending'");
    if (rows[0].n === 0) break;
    await sleep(250);
  }
  await sleep(500);
  const one = async (sql, params = []) => (await db.query(sql, params)).rows[0];
  const completed = (await one("select count(*)::int as n from subscribers where contest_id = $1 and status = 'completed'", [contestId])).n;
  const oversold = Math.max(0, completed - capacity);
  const doubleRegistrations = (
    await one(
      "select count(*)::int as n from (select user_id from subscribers where contest_id = $1 and status = 'completed' group by user_id having count(*) > 1) d",
      [contestId],
    )
  ).n;
  const paymentIds = outcome.payments.map((p) => p.paymentId);
  const settled = await db.query(
    `select p.payment_id,
            exists(select 1 from payment_orders o join subscribers s on s.id = o.subscriber_id
                   where o.provider_payment_id = p.payment_id and o.status = 'paid' and s.status = 'completed') as completed,
            (select count(*)::int from payment_refunds r where r.provider_payment_id = p.payment_id) as refunds
       from unnest($1::text[]) as p(payment_id)`,
    [paymentIds],
  );
  const lostPayments = settled.rows.filter((row) => !row.completed && row.refunds === 0).length;
  const doublePayments = settled.rows.filter((row) => (row.completed && row.refunds > 0) || row.refunds > 1).length + doubleRegistrations;
  const refunded = settled.rows.filter((row) => row.refunds === 1).length;
  const confirmedButNotCompleted = (
    await one(
      `select count(*)::int as n from unnest($1::text[]) as c(email)
        where not exists (select 1 from subscribers s join users u on u.id = s.user_id
                          where lower(u.email) = lower(c.email) and s.contest_id = $2 and s.status = 'completed')`,
      [outcome.confirmed, contestId],
    )
  ).n;
  // Paid registrations completed per second: over the whole load phase, and in its busiest 10 seconds.
  const completedTimes = (
    await db.query("select completed_at from subscribers where contest_id = $1 and status = 'completed' and completed_at >= $2", [
      contestId,
      new Date(loadStarted),
    ])
  ).rows
    .map((row) => new Date(row.completed_at).getTime())
    .sort((a, b) => a - b);
  let busiest = 0;
  for (let first = 0, last = 0; last < completedTimes.length; last++) {
    while (completedTimes[last] - completedTimes[first] >= 10_000) first++;
    busiest = Math.max(busiest, last - first + 1);
  }
  const registrationRate = { whole: completedTimes.length / loadSeconds, busiest: busiest / 10 };
  const outbox = await db.query("select status, count(*)::int as n from mail_outbox group by status order by status");
  const sentRows = outbox.rows.find((row) => row.status === "sent")?.n ?? 0;
  const messageIds = mailSink.received.map((m) => m.messageId);
  const uniqueMessages = new Set(messageIds).size;
  const duplicateMails = messageIds.length - uniqueMessages;

  const all = [...readers.times, ...creators.times].sort((a, b) => a - b);
  const readerTimes = [...readers.times].sort((a, b) => a - b);
  const balancerStats = await balancer.stats();
  const errors = readers.errors + creators.errors + balancerStats.failed;
  const fmt = (ms) => `${Math.round(ms)} ms`;
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
  console.log(`| process restarted (exit code after SIGTERM) | B (${restartCode}) |`);
  console.log(`| creators who went through the registration | ${finished} of ${creatorsWanted} |`);
  console.log(`| registrations completed / places | ${completed - before[0].n} / ${placesLeft} |`);
  console.log(
    `| paid registrations completed per second (whole load phase / busiest 10 s) | ${registrationRate.whole.toFixed(1)} / ${registrationRate.busiest.toFixed(1)} |`,
  );
  console.log(
    `| load average (1, 5, 15 min) at the end | ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")} |`,
  );
  console.log(
    `| creators told Registration Full (before paying / after paying, refunded) | ${outcome.full} / ${outcome.fullAfterPaying} |`,
  );
  console.log(`| oversold places | ${oversold} |`);
  console.log(
    `| payments made / completed / refunded | ${paymentIds.length} / ${paymentIds.length - refunded - lostPayments} / ${refunded} |`,
  );
  console.log(`| lost payments / double payments | ${lostPayments + confirmedButNotCompleted} / ${doublePayments} |`);
  console.log(`| mails: outbox sent / received by SMTP / received twice | ${sentRows} / ${uniqueMessages} / ${duplicateMails} |`);
  console.log(`| outbox by state | ${outbox.rows.map((row) => `${row.status} ${row.n}`).join(", ")} |`);
  console.log("");
  console.log("| creator step | p50 | p99 |");
  console.log("| --- | ---: | ---: |");
  for (const [step, times] of creators.steps) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`| ${step} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 99))} |`);
  }
  console.log("");
  if (errors > 0) {
    console.log("Errors:");
    for (const [what, n] of [...readers.problems, ...creators.problems]) console.log(`  ${n} × ${what}`);
    if (balancerStats.failed) console.log(`  ${balancerStats.failed} × failed at the balancer`);
  }
  if (serverErrors.length > 0) console.log(`Errors the processes logged:\n  ${serverErrors.join("\n  ")}`);
  const failures = [];
  if (errors > 0) failures.push(`${errors} errors`);
  if (oversold > 0) failures.push(`${oversold} places oversold`);
  if (lostPayments + confirmedButNotCompleted > 0) failures.push("payments lost");
  if (doublePayments > 0) failures.push("payments doubled");
  if (duplicateMails > 0 || sentRows !== uniqueMessages) failures.push("mail not sent exactly once");
  if (restartCode !== 0) failures.push(`process B exited with ${restartCode} on SIGTERM`);
  console.log(failures.length === 0 ? "Every check holds." : `FAILED: ${failures.join(", ")}`);
  if (failures.length > 0) process.exitCode = 1;
}

if (process.argv[2] === "--balancer") {
  await balancerProcess(process.argv.slice(3));
} else {
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch((error) => console.error(`cleanup: ${error.message}`));
    log("Done.");
  }
}
