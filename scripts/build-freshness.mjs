// Whether a production build is older than what it is built from (npm start, the JavaScript budgets).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The newest change among the build's sources and configuration (milliseconds since the epoch). */
export function newestSourceChange() {
  const sources = ["app", "shared", "public", "server", "db"].map((d) => path.join(root, d)).filter(existsSync);
  const configFiles = ["vite.config.ts", "react-router.config.ts", "package-lock.json"].map((f) => path.join(root, f)).filter(existsSync);
  return Math.max(...sources.map(newestChange), ...configFiles.map((f) => statSync(f).mtimeMs));
}

/** True when `builtFile` is missing or older than any source. */
export function isStale(builtFile) {
  return !existsSync(builtFile) || statSync(builtFile).mtimeMs < newestSourceChange();
}
