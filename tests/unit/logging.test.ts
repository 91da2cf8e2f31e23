import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions, redactUrl } from "#server/logging.ts";

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
