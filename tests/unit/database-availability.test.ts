import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { pageError } from "#app/routes/page-loader.server.ts";
import { isDatabaseUnavailable, markAsDatabaseFailure } from "#db/availability.ts";
import { retryConnects } from "#db/client.ts";

const wrapped = (cause: Error) => new DrizzleQueryError("select 1", [], cause);
const socketError = (code: string, message = `connect ${code} 127.0.0.1:5432`) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["connection refused", wrapped(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))],
    [
      "server shutting down (57P01)",
      wrapped(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })),
    ],
    ["connection exception class 08", Object.assign(new Error("connection failure"), { code: "08006" })],
    ["too many connections", Object.assign(new Error("sorry, too many clients already"), { code: "53300" })],
    [
      "a database refusing connections (55000)",
      wrapped(Object.assign(new Error('database "creatorcup" is not currently accepting connections'), { code: "55000" })),
    ],
    [
      "a primary demoted mid-failover (25006)",
      wrapped(Object.assign(new Error("cannot execute INSERT in a read-only transaction"), { code: "25006" })),
    ],
    ["the database dropped (57P04)", Object.assign(new Error('database "creatorcup" does not exist'), { code: "57P04" })],
    ["connection dropped mid-query", wrapped(new Error("Connection terminated unexpectedly"))],
    ["pool exhausted past its timeout", wrapped(new Error("timeout exceeded when trying to connect"))],
    ["embedded database closed", wrapped(new Error("PGlite is closed"))],
  ])("is true for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", Object.assign(new Error("duplicate key value"), { code: "23505" })],
    ["a syntax error", wrapped(Object.assign(new Error('syntax error at or near "x"'), { code: "42601" }))],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["nothing", undefined],
    // The same socket codes from S3, SMTP or Razorpay are their failures, not the database's.
    ["an S3 upload cut by a reset", Object.assign(socketError("ECONNRESET", "socket hang up"), { $metadata: { attempts: 1 } })],
    ["an SMTP server timing out", socketError("ETIMEDOUT", "Connection timeout")],
    [
      "Razorpay's name not found",
      new TypeError("fetch failed", { cause: socketError("ENOTFOUND", "getaddrinfo ENOTFOUND api.razorpay.com") }),
    ],
  ])("is false for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("is true for a connection the pool could not open, though no query wraps it (a transaction's first connect)", () => {
    const refused = socketError("ECONNREFUSED");
    expect(isDatabaseUnavailable(refused)).toBe(false);
    markAsDatabaseFailure(refused);
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it("is true for what the pool's connect gives up with after its retries", async () => {
    let tries = 0;
    const pool = {
      connect: (() => {
        tries++;
        return Promise.reject(socketError("ECONNREFUSED"));
      }) as never,
    };
    retryConnects(pool, [1, 1]);
    const failure = await (pool.connect as unknown as () => Promise<unknown>)().catch((error: unknown) => error);
    expect(tries).toBe(3);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });
});

describe("a page whose loader finds the database away", () => {
  it("answers 503 with Retry-After and a friendly message, not a 500", () => {
    const response = pageError(wrapped(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })));
    expect(response.init?.status).toBe(503);
    expect(new Headers(response.init?.headers).get("retry-after")).toBe("30");
    expect(response.data).toEqual({ code: "UNAVAILABLE", message: "We are back in a moment." });
  });
});
