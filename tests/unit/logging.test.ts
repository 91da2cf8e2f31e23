import { DrizzleQueryError } from "drizzle-orm/errors";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions, redactText, redactUrl, serializeError } from "#server/logging.ts";

describe("redactUrl", () => {
  it.each([
    ["/api/user/getByEmail/asha@example.in", "/api/user/getByEmail/[redacted]"],
    ["/api/user/getByEmail/asha%40example.in", "/api/user/getByEmail/[redacted]"],
    ["/api/user/getbyemail/Asha@Example.in", "/api/user/getbyemail/[redacted]"],
    ["/api/user/getByEmail/asha@example.in?x=1", "/api/user/getByEmail/[redacted]"],
    ["/api/user/getByEmail/asha@example.in/extra", "/api/user/getByEmail/[redacted]/extra"],
    ["/api/contest/active?email=asha@example.in&mobile=9876543210", "/api/contest/active"],
    ["/contest/0123456789abcdef01234567?utm_source=whatsapp", "/contest/0123456789abcdef01234567"],
    ["/api/contest/get/0123456789abcdef01234567", "/api/contest/get/0123456789abcdef01234567"],
    ["/", "/"],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it("leaves no e-mail address in any of them", () => {
    for (const url of ["/api/user/getByEmail/a.b+c@example.co.in", "/x?to=a@b.in", "/api/user/getByEmail/a@b.in#frag"]) {
      expect(redactUrl(url)).not.toMatch(/@|%40/);
    }
  });
});

describe("loggerOptions", () => {
  it("logs requests with the redacted URL and no headers", () => {
    const options = loggerOptions("info");
    const logged = options.serializers.req({
      method: "GET",
      url: "/api/user/getByEmail/asha@example.in?token=abc",
      headers: { cookie: "sid=secret" },
    } as unknown as FastifyRequest);
    expect(logged).toEqual({ method: "GET", url: "/api/user/getByEmail/[redacted]" });
  });

  it("removes cookies and authorization from what it logs", () => {
    const options = loggerOptions("debug");
    expect(options.level).toBe("debug");
    expect(options.redact.paths).toEqual(
      expect.arrayContaining(["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"]),
    );
    expect(options.redact.remove).toBe(true);
  });
});

describe("redactText", () => {
  it.each([
    [
      'Failed query: insert into "users" values ($1, $2)\nparams: 9876543210,asha@example.in',
      'Failed query: insert into "users" values ($1, $2)\nparams: [redacted]',
    ],
    ['invalid input syntax for type date: "31-02-2008"', 'invalid input syntax for type date: "[redacted]"'],
    ["mail to Asha.Verma+cc@example.co.in failed", "mail to [email] failed"],
    ["call +91 98765 43210 or 09876543210", "call [number] or [number]"],
    ["account 123456789012 and aadhaar 1234 5678 9012", "account [number] and aadhaar [number]"],
    [
      'duplicate key value violates unique constraint "users_email_key_unique"',
      'duplicate key value violates unique constraint "users_email_key_unique"',
    ],
    ["contest 0123456789abcdef01234567 at 2026-11-22T10:00:00Z", "contest 0123456789abcdef01234567 at 2026-11-22T10:00:00Z"],
  ])("%s", (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });
});

describe("serializeError", () => {
  it("keeps what names a failed query and drops its values, at every level", () => {
    const driverError = Object.assign(new Error('new row for relation "users" violates check constraint "x"'), {
      code: "23514",
      constraint: "x",
      table: "users",
      detail: "Failing row contains (Asha, 9876543210, asha@example.in, 2008-04-01, 12 MG Road, 6789).",
      where: "SQL statement",
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("first_name") values ($1)',
      ["Asha", "9876543210", "asha@example.in"],
      driverError,
    );
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    for (const planted of ["Asha", "9876543210", "asha@example.in", "2008-04-01", "MG Road", "6789", "Failing row"]) {
      expect(text).not.toContain(planted);
    }
    expect(logged).toMatchObject({
      type: "Error",
      message: 'Failed query: insert into "users" ("first_name") values ($1)\nparams: [redacted]',
      query: 'insert into "users" ("first_name") values ($1)',
      cause: { code: "23514", constraint: "x", table: "users" },
    });
    expect(logged.stack).toMatch(/^Error: Failed query: [^\n]*\nparams: \[redacted\]\n\s+at /);
    expect(logged).not.toHaveProperty("params");
    expect(logged.cause).not.toHaveProperty("detail");
  });

  it("is the logger's error serialiser", () => {
    const options = loggerOptions("info");
    const logged = options.serializers.err(Object.assign(new Error("no mail for asha@example.in"), { body: { email: "asha@example.in" } }));
    expect(logged).toEqual({ type: "Error", message: "no mail for [email]", stack: expect.any(String) });
  });

  it("copes with things thrown that are not errors", () => {
    expect(serializeError("lost asha@example.in")).toEqual({ type: "string", message: "lost [email]" });
  });
});
