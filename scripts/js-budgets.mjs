// `npm run budgets` (part of `npm test`): the JavaScript each public route sends a phone, from the
// production build's route manifest, without a browser. For every route: first-load (the entry and
// every module of the route and its parents, with their static imports: what loads before hydration)
// and total (that, plus everything its code can import() later, whether on load or after a tap:
// dialogs, the share sheet, the later slides), gzip. Fails when a public route passes its budget, or reaches a console route's module.
// Beside them, first-load as the server sends it to a browser that takes Brotli: the build's own .br copies.
// The console's routes (the organiser console, judging, guardians) are listed apart and never count.
//
// Builds into BUILD_DIR (build) first when that build is missing or older than the sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { isStale } from "./build-freshness.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

/** KB of gzip (1 KB = 1024 bytes, as npm run bench counts). */
export const budgets = { firstLoadKb: 110, totalKb: 130 };
/**
 * Routes over the budget today, at what they weigh now: a ceiling that only comes down as the
 * pages are cut (issue: less script on public pages). Remove an entry once the route fits.
 */
export const ceilings = {
  // Every page: India's number and date formats and plural rules written from tables instead of Intl (+0.46 KB),
  // because a page's first Intl object started ICU inside the first script task: 70-107 ms of main thread at 4x slowdown.
  // Hindi beside English (issue: the whole product in Hindi): the language context, the formats of India,
  // the switch and the pages' texts read from their messages cost 1.2-3.0 KB of first load per page
  // (the texts themselves travel in each page's data, in its language only). The contest page's total
  // also counts the registration dialogs' messages in both languages and the Hindi of the API's
  // messages (+15 KB, of which a phone downloads one language's, on tap).
  // The affiliate's referral link (Copy, WhatsApp) and three more table columns: +1.5 KB (an affiliate's page, not a creator's).
  // Its view split into hooks and sections (no function over 60 lines): +0.3 KB.
  "routes/affiliate-list": { firstLoadKb: 123.8, totalKb: 139.5 },
  "routes/applicants": { firstLoadKb: 121.2, totalKb: 133.9 },
  "routes/certificate": { firstLoadKb: 118.4, totalKb: 131.1 },
  "routes/cms-page": { firstLoadKb: 118.6, totalKb: 131.3 },
  // The registration dialogs (on tap) gained the date-of-birth step and the guardian request: +6.6 KB;
  // a referral link's code filled in with Remove, and 'Results coming': +0.3 KB on tap (first load unchanged);
  // the registration flow split into its steps' dialogs and hook (no function over 60 lines): +0.3 KB on tap;
  // each dialog and field of that flow split likewise (props and hook results are names minifiers keep): +1.2 KB on tap;
  // the code step reopened with the code already sent, refused digits not sent again, a minor's form without
  // bank details, and the Hindi of 'consent was asked for this e-mail' among the API's messages: +0.4 KB on tap;
  // the code step kept for the tab, so a reload there (a phone freeing the tab while the creator reads the mail)
  // opens it again with the code already sent instead of a wait and a new code: +0.2 KB on tap.
  // Dialogs that open by themselves (that reload, Complete payment) give focus back to Register Now, not the body: +0.01 KB.
  "routes/contest": { firstLoadKb: 126.6, totalKb: 223.0 },
  "routes/home": { firstLoadKb: 123.7, totalKb: 136.4 },
  // The contact form's fields and request split (no function over 60 lines): +0.08 KB.
  "routes/lets-talk": { firstLoadKb: 120.6, totalKb: 160.3 },
  // My registrations gained the guardian-consent note and a creator's own released scores: +2.2 KB.
  // Its sign-in panel, registration card and sessions list split (no function over 60 lines): +0.4 KB.
  // Its sign-in panel and video link form check the e-mail, the code and the link with the zod-free rules
  // (shared/validation/email-address.ts, shared/api/creator-accounts-rules.ts, shared/registration/video-link.ts)
  // instead of the API's schemas, so the page no longer loads zod: -28.4 KB first load.
  "routes/me": { firstLoadKb: 128.3, totalKb: 141.0 },
  // My data (a signed-in creator's own page, like My registrations): the fresh-code step and the forms.
  // Its readable page and forms split likewise: +0.3 KB.
  "routes/me-data": { firstLoadKb: 154.6, totalKb: 167.3 },
  "routes/me-receipt": { firstLoadKb: 118.9, totalKb: 131.6 },
  "routes/not-found": { firstLoadKb: 116.3 },
  // The notice's sections and the page hero's crumbs split (no function over 60 lines): +0.07 KB.
  "routes/privacy": { firstLoadKb: 118.5, totalKb: 131.2 },
  "routes/privacy-consent": { firstLoadKb: 119.3, totalKb: 132.0 },
};

/** Console code: never part of a public page. */
const isConsoleRoute = (id) => /^(?:hi\/)?routes\/(admin|judge|judging|guardian)[/-]/.test(id);
/** A Hindi route (/hi/…) is the English route's module with the other language's data: the same limit. */
const limitOf = (id) => ({ ...budgets, ...ceilings[id.replace(/^hi\//, "")] });

function readManifest() {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${assets}`);
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

const sizes = new Map();
function gzipBytes(url) {
  if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(path.join(clientDir, url))).length);
  return sizes.get(url);
}
/**
 * The bytes sent to a browser that takes Brotli: the copy made at build time (scripts/precompress-assets.ts),
 * or NaN without one (the server would compress that file per request, at another quality).
 */
function brotliBytes(url) {
  const copy = `${path.join(clientDir, url)}.br`;
  return existsSync(copy) ? statSync(copy).size : Number.NaN;
}
const codeOf = (url) => readFileSync(path.join(clientDir, url), "utf8");
const resolveFrom = (url, specifier) => path.posix.join(path.posix.dirname(url), specifier);

/** Static imports (`import … from "./x.js"`, `import "./x.js"`) and literal dynamic ones (`import("./x.js")`). */
function importsOf(url) {
  const code = codeOf(url);
  const statics = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map((m) => resolveFrom(url, m[1]));
  const dynamics = [...code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => resolveFrom(url, m[1]));
  return { statics, dynamics };
}

/** Every file reached from `start` through static imports, and through dynamic ones too when asked. */
function closure(start, followDynamic) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const { statics, dynamics } = importsOf(url);
    queue.push(...statics, ...(followDynamic ? dynamics : []));
  }
  return seen;
}

const sum = (files, bytesOf = gzipBytes) => [...files].reduce((total, url) => total + bytesOf(url), 0);
const kb = (bytes) => bytes / 1024;

export function measureRoutes(manifest) {
  const { entry, routes } = manifest;
  const chain = (id) => (id ? [...chain(routes[id]?.parentId), routes[id]] : []);
  const consoleModules = new Set(
    Object.values(routes)
      .filter((r) => isConsoleRoute(r.id))
      .map((r) => r.module),
  );
  const hasChildren = new Set(Object.values(routes).map((r) => r.parentId));
  return Object.values(routes)
    .filter((route) => route.id !== "root" && !hasChildren.has(route.id))
    .map((route) => {
      const own = [entry.module, ...entry.imports, ...chain(route.id).flatMap((r) => [r.module, ...(r.imports ?? [])])];
      const firstLoad = closure(own, false);
      const total = closure(own, true);
      const consoleCode = isConsoleRoute(route.id) ? [] : [...total].filter((url) => consoleModules.has(url));
      return {
        id: route.id,
        console: isConsoleRoute(route.id),
        firstLoad: kb(sum(firstLoad)),
        firstLoadSent: kb(sum(firstLoad, brotliBytes)),
        total: kb(sum(total)),
        consoleCode,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

export function overBudget(route) {
  const limit = limitOf(route.id);
  const problems = [];
  if (route.firstLoad > limit.firstLoadKb) problems.push(`first-load ${route.firstLoad.toFixed(1)} KB > ${limit.firstLoadKb} KB`);
  if (route.total > limit.totalKb) problems.push(`total ${route.total.toFixed(1)} KB > ${limit.totalKb} KB`);
  for (const url of route.consoleCode) problems.push(`reaches the console's ${url}`);
  return problems;
}

function main() {
  if (isStale(path.join(buildDir, "server", "index.js"))) {
    console.log(`Building into ${path.relative(root, buildDir)} (missing or older than the sources)…`);
    const build = spawnSync("npx", ["react-router", "build"], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production", BUILD_DIR: path.relative(root, buildDir) },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const measured = measureRoutes(readManifest());
  const row = (r, limit) =>
    `| ${r.id.padEnd(34)} | ${r.firstLoad.toFixed(1).padStart(6)} | ${r.total.toFixed(1).padStart(6)} | ${(Number.isNaN(r.firstLoadSent) ? "–" : r.firstLoadSent.toFixed(1)).padStart(6)} | ${limit} |`;
  console.log(`JavaScript per route, KB gzip (budget: first-load ≤ ${budgets.firstLoadKb}, total ≤ ${budgets.totalKb});`);
  console.log("sent: the first load as the server sends it with Brotli (not budgeted)\n");
  console.log(`| ${"public route".padEnd(34)} | first  | total  | sent   | budget |`);
  console.log(`| ${"-".repeat(34)} | -----: | -----: | -----: | ------ |`);
  const failures = [];
  for (const r of measured.filter((m) => !m.console)) {
    const limit = limitOf(r.id);
    console.log(row(r, `${limit.firstLoadKb} / ${limit.totalKb}${ceilings[r.id.replace(/^hi\//, "")] ? " (ceiling)" : ""}`));
    for (const problem of overBudget(r)) failures.push(`${r.id}: ${problem}`);
  }
  console.log(`\n| ${"console route (not budgeted)".padEnd(34)} | first  | total  | sent   |        |`);
  console.log(`| ${"-".repeat(34)} | -----: | -----: | -----: | ------ |`);
  for (const r of measured.filter((m) => m.console)) console.log(row(r, ""));
  if (failures.length > 0) {
    console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nEvery public route is within its JavaScript budget.");
}

if (import.meta.filename === process.argv[1]) main();
