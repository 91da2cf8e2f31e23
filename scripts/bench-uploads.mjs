// `node scripts/bench-uploads.mjs`: a burst of sign-ups with four large files each against a
// production start on loopback (fresh DATA_DIR, demo content), measuring the server process's peak
// memory (Linux /proc), the answers (200, 503 with Retry-After, other), the time and the disk kept.
// The audit's burst: 200 concurrent sign-ups with four 5 MB files took the process from 0.3 to 5.4 GB.
//
// Options (environment): BENCH_REQUESTS (200, all sent at once), BENCH_FILE_BYTES (5000000),
// BENCH_TIMEOUT_S (300: requests still open then are abandoned), BENCH_PORT (4392),
// BENCH_BUILD_DIR (build-bench; built when missing), plus any server setting (UPLOAD_CONCURRENCY, …).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { buildSite, multipartParts } from "./bench-kit.mjs";

const root = path.resolve(import.meta.dirname, "..");
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const fileBytes = Number(process.env.BENCH_FILE_BYTES ?? 5_000_000);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 300) * 1000;
const port = Number(process.env.BENCH_PORT ?? 4392);
const buildDir = process.env.BENCH_BUILD_DIR ?? "build-bench";
const origin = `http://127.0.0.1:${port}`;
const log = (...args) => console.log(...args);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

if (!existsSync(path.join(root, buildDir, "server", "index.js"))) {
  log(`Building into ${buildDir}…`);
  const status = buildSite(buildDir);
  if (status !== 0) process.exit(status ?? 1);
}

// Four files of about fileBytes each: a noisy JPEG photo (decoded and re-encoded by the server), and
// three documents that pass the content check (PDF, PNG signature, JPEG) made of random-looking bytes.
async function photoOfAbout(bytes) {
  let width = Math.round(Math.sqrt(bytes / 2.2));
  for (let attempt = 0; attempt < 8; attempt++) {
    const height = Math.round(width * 0.75);
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    if (jpeg.length <= bytes && jpeg.length > bytes * 0.9) return jpeg;
    width = Math.round(width * Math.sqrt(bytes / jpeg.length) * 0.98);
  }
  throw new Error("could not make a photo of the asked size");
}
const document = (signature) => {
  const data = Buffer.alloc(fileBytes);
  for (let i = 0; i < data.length; i++) data[i] = (i * 2246822519) >>> 24;
  signature.copy(data);
  return data;
};
const files = [
  { name: "profileImage", filename: "me.jpg", type: "image/jpeg", data: await photoOfAbout(fileBytes) },
  { name: "aadharCard", filename: "aadhar.pdf", type: "application/pdf", data: document(Buffer.from("%PDF-1.4\n")) },
  {
    name: "panCard",
    filename: "pan.png",
    type: "image/png",
    data: document(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { name: "cancelledCheck", filename: "cheque.jpg", type: "image/jpeg", data: document(Buffer.from([0xff, 0xd8, 0xff, 0xe0])) },
];

const dataDir = mkdtempSync(path.join(os.tmpdir(), "contests-bench-uploads-"));
const startSite = () =>
  spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
const stopSite = async (child) => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
};
let server;
process.on("exit", () => {
  if (server?.exitCode === null) server.kill("SIGTERM");
});

const getJson = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => (res.statusCode === 200 ? resolve(JSON.parse(body)) : reject(new Error(`${url}: ${res.statusCode}`))));
      })
      .on("error", reject);
  });

async function untilUp() {
  const deadline = Date.now() + 180_000;
  while (true) {
    try {
      return await getJson(`${origin}/api/category/list/active`);
    } catch (error) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the site did not start: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
// The first start seeds the demo content (drawing its pictures); a live site starts on a seeded
// database, so the measured process is a second start.
log(`Seeding a fresh DATA_DIR (${dataDir}) with a first production start on ${origin}…`);
server = startSite();
await untilUp();
await stopSite(server);
log("Starting the site again (production, loopback)…");
server = startSite();
await untilUp();

// The server runs in the process start.mjs started (it imports server/index.ts), so its pid is ours.
const status = () => readFileSync(`/proc/${server.pid}/status`, "utf8");
const kib = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status())?.[1] ?? 0) * 1024;
const rssBefore = kib("VmRSS");
// Resets the kernel's peak-RSS mark (VmHWM), so the peak below is the burst's, not start-up's.
let peakFromKernel = true;
try {
  writeFileSync(`/proc/${server.pid}/clear_refs`, "5");
} catch {
  peakFromKernel = false;
}
let sampledPeak = rssBefore;
const sampler = setInterval(() => {
  sampledPeak = Math.max(sampledPeak, kib("VmRSS"));
}, 50);

const [category] = (await getJson(`${origin}/api/category/list/active`)).data;
const [country] = (await getJson(`${origin}/api/location/list/country`)).data;
const [state] = (await getJson(`${origin}/api/location/list/state/country/${country._id}`)).data;
const [city] = (await getJson(`${origin}/api/location/list/city/state/${state._id}`)).data;

/** Each sign-up from its own address, as in a real burst (the per-address limits are not measured here). */
const addressOf = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

const postJson = (url, body, headers = {}) =>
  new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", headers: { "content-type": "application/json", ...headers } }, (res) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode, body: JSON.parse(text), cookies: res.headers["set-cookie"] ?? [] }));
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });

/** The creator proves the e-mail first, as the registration dialog does (the local trial shows the code). */
async function signIn(index, email) {
  const headers = { "x-forwarded-for": addressOf(index) };
  const asked = await postJson(`${origin}/api/creator/email-code`, { email }, headers);
  const signedIn = await postJson(`${origin}/api/creator/sign-in`, { email, code: asked.body.data?.testModeCode }, headers);
  const cookie = signedIn.cookies.find((c) => c.startsWith("creator_session="));
  if (!cookie) throw new Error(`sign-in for the bench failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  return cookie.split(";")[0];
}

function signUp(index, email, cookie) {
  const boundary = `----bench${index}x${Date.now()}`;
  const fields = {
    firstName: "Riya",
    lastName: "Sharma",
    mobileNo: "9123456780",
    email,
    countryId: country._id,
    stateId: state._id,
    cityId: city._id,
    address: "44 Lake View Road",
    pincode: "462001",
    dateOfBirth: "2005-02-11",
    gender: "Female",
    socialMedia: JSON.stringify({ instagram: "https://instagram.com/riya" }),
    categories: JSON.stringify([category._id]),
    link: "https://instagram.com/reel/riya",
  };
  // The four files are the same Buffers for every request: the client holds them once.
  const chunks = multipartParts(boundary, fields, files);
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  return new Promise((resolve) => {
    const req = http.request(
      `${origin}/api/user/create`,
      {
        method: "POST",
        agent: false,
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": length,
          "x-forwarded-for": addressOf(index),
          cookie,
        },
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, retryAfter: res.headers["retry-after"] }));
      },
    );
    req.on("error", (error) => resolve({ status: "error", error: error.code ?? error.message }));
    req.on("timeout", () => req.destroy(new Error("timeout")));
    (async () => {
      for (const chunk of chunks) {
        if (req.destroyed) return;
        if (!req.write(chunk)) await new Promise((done) => req.once("drain", done).once("close", done));
      }
      req.end();
    })();
  });
}

log(`Signing in ${requests} creators…`);
const creators = [];
for (let i = 1; i <= requests; i++) {
  const email = `bench.${i}.${Date.now()}@example.in`;
  creators.push({ index: i, email, cookie: await signIn(i, email) });
}
log(`Sending ${requests} sign-ups at once, each with four files of ~${mb(fileBytes)}…`);
const started = Date.now();
const results = await Promise.all(creators.map(({ index, email, cookie }) => signUp(index, email, cookie)));
const seconds = (Date.now() - started) / 1000;
clearInterval(sampler);
const peak = peakFromKernel ? Math.max(kib("VmHWM"), sampledPeak) : sampledPeak;
await new Promise((resolve) => setTimeout(resolve, 5000));
const rssAfter = kib("VmRSS");

const count = (test) => results.filter(test).length;
const du = (dir) => {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
};
const stored = ["private", path.join("uploads", "public", "profiles"), "pending", "tmp"]
  .map((dir) => path.join(dataDir, dir))
  .filter(existsSync)
  .reduce((sum, dir) => sum + du(dir), 0);
const others = [...new Set(results.filter((r) => r.status !== 200 && r.status !== 503).map((r) => r.error ?? r.status))];

log("");
log(
  `requests            ${requests} (${count((r) => r.status === 200)} created, ${count((r) => r.status === 503)} × 503, ${count((r) => r.status !== 200 && r.status !== 503)} other${others.length ? `: ${others.join(", ")}` : ""})`,
);
log(
  `503 with Retry-After ${count((r) => r.status === 503 && r.retryAfter)} (${[...new Set(results.map((r) => r.retryAfter).filter(Boolean))].join(", ") || "-"} s)`,
);
log(`time                ${seconds.toFixed(1)} s`);
log(
  `server RSS          ${mb(rssBefore)} before, peak ${mb(peak)}${peakFromKernel ? "" : " (sampled every 50 ms)"}, ${mb(rssAfter)} 5 s after`,
);
log(`uploads on disk     ${mb(stored)} (documents, photos, pending and temporary files)`);

await stopSite(server);
rmSync(dataDir, { recursive: true, force: true });
process.exit(peak > 600 * 1024 * 1024 && process.env.BENCH_STRICT ? 1 : 0);
