import { describe, expect, it } from "vitest";
import { safeReturnPath } from "#app/routes/admin/staff.server.ts";
import { twoFactorRequired } from "#server/services/console/staff-access/two-factor-policy.ts";
import { isSameOriginRequest } from "#server/services/identity/same-origin.ts";
import { CreateStaffSchema, STAFF_ROLES, StaffSignInSchema } from "#shared/console/staff-access.ts";
import { SaveWinnersSchema } from "#shared/console/winners.ts";
import { ACTIONS, may } from "#shared/permissions.ts";

const id = (n: number) => n.toString(16).padStart(24, "0");

describe("roles", () => {
  it.each([
    ["owner", "staff.manage", true],
    ["editor", "staff.manage", false],
    ["owner", "payments.refund", true],
    ["editor", "payments.refund", false],
    ["owner", "documents.read", true],
    ["viewer", "documents.read", false],
    ["editor", "contests.edit", true],
    ["viewer", "contests.edit", false],
    ["viewer", "registrations.read", true],
    ["viewer", "payments.reconcile", false],
    ["accountant", "payments.read", true],
    ["accountant", "registrations.read", false],
    ["accountant", "payments.refund", false],
  ] as const)("%s may %s: %s", (role, action, allowed) => {
    expect(may(role, action)).toBe(allowed);
  });

  it("an accountant holds the money and nothing that opens a creator's details", () => {
    expect(ACTIONS.filter((action) => may("accountant", action))).toEqual([
      "console.open",
      "account.manage",
      "contests.read",
      "payments.read",
    ]);
  });

  it("each role may do everything the roles below it may (owner > editor > viewer > accountant)", () => {
    for (const action of ACTIONS) {
      const holders = STAFF_ROLES.map((role) => may(role, action));
      // Strongest first: once a role lacks an action, every weaker role lacks it too.
      expect(holders, action).toEqual([...holders].sort((a, b) => Number(b) - Number(a)));
      expect(holders[0], `${action}: owners hold every console action`).toBe(true);
    }
  });

  it("two-factor sign-in is required only of owners on a public site", () => {
    for (const role of STAFF_ROLES) {
      expect(twoFactorRequired({ publicSite: true }, role)).toBe(role === "owner");
      expect(twoFactorRequired({ publicSite: false }, role)).toBe(false);
    }
  });
});

describe("where sign-in returns to", () => {
  it.each([
    [null, "/admin"],
    ["/admin/winners", "/admin/winners"],
    ["/admin/winners/abc?x=1", "/admin/winners/abc?x=1"],
    ["/admin", "/admin"],
    ["/administrator", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["/admin/sign-in", "/admin"],
    ["/admin/\\evil", "/admin"],
    ["/", "/admin"],
  ])("%s → %s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});

describe("same-origin check for console writes", () => {
  const request = { requestOrigin: "http://127.0.0.1:3000", publicUrl: "https://creatorcup.in" };
  it.each([
    ["GET", "https://evil.example", true],
    ["POST", undefined, true],
    ["POST", "http://127.0.0.1:3000", true],
    ["POST", "https://creatorcup.in", true],
    ["PUT", "https://evil.example", false],
    ["DELETE", "null", false],
    ["POST", "https://creatorcup.in.evil.example", false],
  ] as const)("%s with Origin %s: allowed %s", (method, origin, allowed) => {
    expect(isSameOriginRequest({ method, origin, ...request })).toBe(allowed);
  });
});

describe("console forms' schemas", () => {
  it("sign-in names the missing field", () => {
    const result = StaffSignInSchema.safeParse({ email: " ", password: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["email", "Email is required."],
      ["password", "Password is required."],
    ]);
  });

  it("a new staff member needs a name and a role; an empty password means generate one", () => {
    expect(CreateStaffSchema.safeParse({ email: "a@staff.example", name: "A", role: "viewer", password: "" }).success).toBe(true);
    const bad = CreateStaffSchema.safeParse({ email: "a@staff.example", name: "", role: "boss", password: " spaced password " });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", "Name is required."],
      ["role", "Choose a role."],
      ["password", "The password must not start or end with a space."],
    ]);
  });

  it("winners: a rank once, a registration once, ranks 1 to 100", () => {
    const ok = SaveWinnersSchema.safeParse({
      winners: [
        { subscriberId: id(1), rank: 1, prizeId: id(9) },
        { subscriberId: id(2), rank: 2, prizeId: id(9) },
      ],
    });
    expect(ok.success).toBe(true);
    const bad = SaveWinnersSchema.safeParse({
      winners: [
        { subscriberId: id(1), rank: 1, prizeId: id(9) },
        { subscriberId: id(1), rank: 1, prizeId: id(9) },
        { subscriberId: id(3), rank: 101, prizeId: id(9) },
        { subscriberId: id(4), rank: 1.5, prizeId: "" },
      ],
    });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["winners.2.rank", "The rank must be a whole number from 1 to 100."],
      ["winners.3.rank", "The rank must be a whole number from 1 to 100."],
      ["winners.3.prizeId", "Choose a prize."],
    ]);
  });

  it("winners: duplicates are named at the second row", () => {
    const bad = SaveWinnersSchema.safeParse({
      winners: [
        { subscriberId: id(1), rank: 1, prizeId: id(9) },
        { subscriberId: id(1), rank: 1, prizeId: id(9) },
      ],
    });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["winners.1.subscriberId", "This registration is already a winner."],
      ["winners.1.rank", "Each rank can be given once."],
    ]);
  });
});
