import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressFile } from "../../scripts/precompress-assets.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/*
 * The browser's scripts are compressed once at build time (scripts/precompress-assets.ts) and sent as
 * they are: brotli to a browser that takes it, gzip to one that takes only gzip, the file itself to
 * one that takes neither; each answer says it varies by Accept-Encoding and keeps its year of caching.
 */

let t: TestApp;
let clientDir: string;
const script = `${"export const greeting = 'Namaste from Kanpur';\n".repeat(200)}`;
const scriptPath = "/assets/page-abc123.js";

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), "contests-assets-"));
  mkdirSync(path.join(clientDir, "assets"));
  const file = path.join(clientDir, scriptPath);
  writeFileSync(file, script);
  await precompressFile(file);
  // A file the build did not compress (copied from public/, say).
  writeFileSync(path.join(clientDir, "assets", "tiny-abc123.js"), "export {};\n");
  const loadBuild = () => Promise.reject(new Error("no pages in this test"));
  t = await createTestApp({}, {}, { loadBuild, mode: "production", clientDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("[ASSETS] scripts compressed at build time", () => {
  it("writes brotli and gzip copies that open to the same bytes, smaller than the file", () => {
    const file = path.join(clientDir, scriptPath);
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(script.length / 10);
  });

  it("sends the brotli copy to a browser that takes brotli, the gzip copy to one that takes gzip, the file otherwise", async () => {
    const file = path.join(clientDir, scriptPath);
    const asBrotli = await t.app.inject({ method: "GET", url: scriptPath, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(asBrotli.statusCode).toBe(200);
    expect(asBrotli.headers["content-encoding"]).toBe("br");
    expect(asBrotli.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(String(asBrotli.headers["content-type"])).toMatch(/javascript/);
    expect(asBrotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(asBrotli.headers.vary)).toMatch(/accept-encoding/i);

    const asGzip = await t.app.inject({ method: "GET", url: scriptPath, headers: { "accept-encoding": "gzip" } });
    expect(asGzip.headers["content-encoding"]).toBe("gzip");
    expect(asGzip.rawPayload.equals(readFileSync(`${file}.gz`))).toBe(true);

    const plain = await t.app.inject({ method: "GET", url: scriptPath, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("still compresses a file that has no copy, as it is sent", async () => {
    const tiny = await t.app.inject({ method: "GET", url: "/assets/tiny-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(tiny.rawPayload).toString()).toBe("export {};\n");
  });
});
