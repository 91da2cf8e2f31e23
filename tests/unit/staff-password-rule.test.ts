import { describe, expect, it } from "vitest";
import { DEMO_OWNER_PASSWORD } from "#db/seed/staff.ts";
import { generatePassword } from "#server/services/identity/passwords.ts";
import { staffPasswordMessages, staffPasswordProblem } from "#server/services/identity/staff-password-rule.ts";

describe("a staff member's password", () => {
  it("is at least 12 characters", async () => {
    expect(await staffPasswordProblem("creatorcup")).toBe(staffPasswordMessages.tooShort);
    expect(await staffPasswordProblem("Xk9#mQ2!vL7")).toBe(staffPasswordMessages.tooShort);
  });

  it("is not a common, breached or patterned one, nor the site's name or the member's own", async () => {
    for (const weak of [
      "aaaaaaaaaaaa",
      "123456789012",
      "password1234",
      "qwertyuiop12",
      "iloveyou1234",
      "creatorcup2026",
      "CreatorCup2026!",
    ]) {
      expect(await staffPasswordProblem(weak), weak).toBe(staffPasswordMessages.tooEasy);
    }
    const member = { email: "priya.sharma@staff.example", name: "Priya Sharma" };
    expect(await staffPasswordProblem("priya.sharma@staff.example", member)).toBe(staffPasswordMessages.tooEasy);
    expect(await staffPasswordProblem("priya.sharma@staff.example")).toBeNull();
  });

  it("takes a passphrase, a generated password and the demo owner's", async () => {
    for (const strong of ["correct horse battery", "tulsi kettle monsoon 42", generatePassword(), DEMO_OWNER_PASSWORD]) {
      expect(await staffPasswordProblem(strong), strong).toBeNull();
    }
  });

  it("keeps the rules every password has: no spaces around it, at most 256 characters", async () => {
    expect(await staffPasswordProblem(" correct horse battery")).toBe("The password must not start or end with a space.");
    expect(await staffPasswordProblem("x".repeat(257))).toBe("The password must be at most 256 characters long.");
  });
});
