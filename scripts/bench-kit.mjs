// What the benchmark and load-test scripts (and the API tests, tests/support/multipart.ts) share: building
// the site into a folder of its own, waiting for it to answer, a median, and a multipart/form-data body
// as a browser's FormData sends it.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** `react-router build` into `buildDir` (production), its errors on this terminal; answers the exit status. */
export function buildSite(buildDir) {
  const build = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir },
  });
  return build.status;
}

/** Waits until `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForAnswer(url, timeoutMs) {
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

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A multipart/form-data body's parts: the fields, then each file with its own Buffer (not a copy). */
export function multipartParts(boundary, fields, files) {
  const chunks = [
    Buffer.from(
      Object.entries(fields)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join(""),
    ),
  ];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return chunks;
}

/** A whole multipart/form-data body in one Buffer, with the content type that names its boundary. */
export function multipartForm(boundary, fields, files = []) {
  return { body: Buffer.concat(multipartParts(boundary, fields, files)), contentType: `multipart/form-data; boundary=${boundary}` };
}
