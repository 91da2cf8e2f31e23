import { describe, expect, it } from "vitest";
import { affiliateCodeProblem, generateAffiliateCode } from "#server/services/affiliates/affiliate-codes.ts";
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  PASSWORD_HASH_OPTIONS,
  passwordProblem,
  verifyPassword,
} from "#server/services/identity/passwords.ts";

describe("affiliate codes", () => {
  it.each([
    ["Asha", /^ASHA[2-9A-HJ-NP-Z]{4}$/],
    ["Bhagyashree", /^BHAGYA[2-9A-HJ-NP-Z]{4}$/],
    ["Zoë", /^ZOE[2-9A-HJ-NP-Z]{4}$/],
    ["Al", /^[2-9A-HJ-NP-Z]{8}$/],
    ["अनन्या", /^[2-9A-HJ-NP-Z]{8}$/],
  ])("generates a code from %s", (name, pattern) => {
    const code = generateAffiliateCode(name);
    expect(code).toMatch(pattern);
    expect(affiliateCodeProblem(code)).toBeNull();
  });

  it.each([["ab"], ["has space"], ["a".repeat(33)], ["emoji😀"], [""]])("refuses %j", (code) => {
    expect(affiliateCodeProblem(code)).toMatch(/3 to 32 letters/);
  });

  it.each([["ASHA2026"], ["asha_2026"], ["a-b"]])("accepts %j", (code) => {
    expect(affiliateCodeProblem(code)).toBeNull();
  });
});

describe("passwords", () => {
  it("hashes with argon2id and verifies", async () => {
    const hash = await hashPassword("creator-demo-2026");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, "creator-demo-2026")).toBe(true);
    expect(await verifyPassword(hash, "creator-demo-2027")).toBe(false);
  });

  it("the dummy hash costs what a real one does, and never lets anyone in", async () => {
    const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS;
    expect(DUMMY_PASSWORD_HASH.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`)).toBe(true);
    expect((await hashPassword("x")).split("$")[3]).toBe(DUMMY_PASSWORD_HASH.split("$")[3]);
    expect(await verifyPassword(null, "")).toBe(false);
    expect(await verifyPassword(undefined, "anything")).toBe(false);
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
  });

  it.each([
    ["short", /at least 10/],
    ["x".repeat(257), /at most 256/],
    [" leading space ok?", /space/],
  ])("refuses %j", (password, message) => {
    expect(passwordProblem(password)).toMatch(message);
  });

  it("accepts a long passphrase", () => {
    expect(passwordProblem("correct horse battery staple")).toBeNull();
  });
});
