// The bench's options (environment, listed in scripts/bench.mjs) and the pages it measures.
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
export const port = Number(process.env.BENCH_PORT ?? 4390);
export const helloPort = port + 1;
export const runs = Number(process.env.BENCH_RUNS ?? 5);
export const buildDir = process.env.BENCH_BUILD_DIR ?? "build-bench";
export const origin = `http://127.0.0.1:${port}`;

export const contestPath = "/contest/64b000000000000000000003";
// The Hindi site (/hi/…) holds the same budgets as the English one. My registrations as a visitor
// first sees it: signed out, its e-mail sign-in panel.
export const pages = ["/", contestPath, `${contestPath}/applicants`, "/cms/vibe-check", "/me", "/hi/", `/hi${contestPath}`];

export const log = (...args) => console.log(...args);
export const kb = (bytes) => (bytes / 1024).toFixed(1);
