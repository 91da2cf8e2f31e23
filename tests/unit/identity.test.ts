import { describe, expect, it } from "vitest";
import { cookieFromHeader, SESSION_TOKEN_PATTERN, sessionTokenFromHeader } from "#server/services/identity/cookies.ts";
import { principalKinds, SESSION_KINDS } from "#server/services/identity/kinds.ts";
import { sessionTokenHash } from "#server/services/identity/sessions.ts";

const token = `${"A".repeat(21)}_-${"z".repeat(20)}`;

describe("session kinds", () => {
  it("gives every kind its own cookie", () => {
    const names = principalKinds.map((kind) => SESSION_KINDS[kind].cookie);
    expect(new Set(names).size).toBe(principalKinds.length);
    expect(principalKinds).toEqual(expect.arrayContaining(["creator", "affiliate", "staff", "judge", "guardian"]));
  });

  it("keeps the cookie names, lifetimes and SameSite the kinds shipped with", () => {
    expect(SESSION_KINDS.creator).toMatchObject({ cookie: "creator_session", ttlMs: 30 * 86_400_000, sameSite: "lax" });
    expect(SESSION_KINDS.affiliate).toMatchObject({ cookie: "cc_session", ttlMs: 7 * 86_400_000, sameSite: "lax" });
    expect(SESSION_KINDS.staff).toMatchObject({
      cookie: "staff_session",
      ttlMs: 12 * 3_600_000,
      sameSite: "strict",
      pendingTtlMs: 300_000,
    });
  });
});

describe("session cookie", () => {
  it("reads each kind's token from a Cookie header among others", () => {
    expect(SESSION_TOKEN_PATTERN.test(token)).toBe(true);
    const header = `a=1; cc_session=${token}; staff_session=x; b=2`;
    expect(sessionTokenFromHeader("affiliate", header)).toBe(token);
    expect(sessionTokenFromHeader("creator", header)).toBeNull();
    // A malformed value is nobody's session.
    expect(sessionTokenFromHeader("staff", header)).toBeNull();
  });

  it.each([[""], [null], [undefined], ["cc_sessionx=1"], ["cc_session=%E0%A4%A"], [`cc_session=${token}x`]])(
    "finds no token in %j",
    (header) => {
      expect(sessionTokenFromHeader("affiliate", header)).toBeNull();
    },
  );

  it("decodes a cookie's value and never throws on a broken one", () => {
    expect(cookieFromHeader("lang=hi; x=a%2Db", "x")).toBe("a-b");
    expect(() => cookieFromHeader("x=%E0%A4%A", "x")).not.toThrow();
  });

  it("stores a SHA-256 digest, never the token", () => {
    expect(sessionTokenHash("token")).toBe("3c469e9d6c5875d37a43f353d4f88e61fcf812c66eee3457465a40b0da4153e0");
  });
});
