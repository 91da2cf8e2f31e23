// What the benchmark and load-test scripts share: building the site into a folder of its own, and a
// multipart/form-data body as a browser's FormData sends it.
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
