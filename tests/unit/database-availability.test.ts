import { describe, expect, it } from "vitest";
import { pageError } from "#app/routes/page-loader.server.ts";
import { isDatabaseUnavailable } from "#db/availability.ts";

const wrapped = (cause: Error) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["connection refused", wrapped(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))],
    [
      "server shutting down (57P01)",
      wrapped(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })),
    ],
    ["connection exception class 08", Object.assign(new Error("connection failure"), { code: "08006" })],
    ["too many connections", Object.assign(new Error("sorry, too many clients already"), { code: "53300" })],
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
  ])("is false for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
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
