import { createHash } from "node:crypto";

/**
 * JSON with object keys sorted at every level and numbers rounded to 6 decimals: the same snapshot
 * always gives the same text, whatever order its parts were built in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    if (typeof value === "number") return JSON.stringify(Number.isFinite(value) ? Math.round(value * 1e6) / 1e6 : null);
    return JSON.stringify(value ?? null);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/** SHA-256 of the canonical JSON, in hex: what the audit log and the results page show. */
export const snapshotHash = (snapshot: unknown) => createHash("sha256").update(canonicalJson(snapshot)).digest("hex");
