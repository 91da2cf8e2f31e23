import { describe, expect, it } from "vitest";
import { judgeReturnPath } from "#shared/judging/return-path.ts";

const contest = "64b000000000000000000007";
const entry = "94d83241c53aed25a10b6c99";

describe("[JUDGING] the page a signed-out judge opened, kept for after the sign-in", () => {
  it("keeps a contest's entries or an entry, in English or Hindi", () => {
    for (const path of [
      `/judge/contests/${contest}`,
      `/judge/contests/${contest}/entries/${entry}`,
      `/hi/judge/contests/${contest}`,
      `/hi/judge/contests/${contest}/entries/${entry}`,
    ])
      expect(judgeReturnPath(path)).toBe(path);
  });

  it("keeps nothing else: no other site, no other page of this one, no trick that leaves the judges' pages", () => {
    for (const value of [
      null,
      undefined,
      42,
      "",
      "/judge",
      "/hi/judge",
      "https://evil.example/judge/contests/" + contest,
      "//evil.example/judge/contests/" + contest,
      "/\\evil.example/judge/contests/" + contest,
      "\\\\evil.example",
      `/judge/contests/${contest}/../../admin`,
      `/judge/contests/${contest}?next=//evil.example`,
      `/judge/contests/${contest}#x`,
      `/judge/contests/${contest}/`,
      `/judge/contests/${contest}\n`,
      `/judge/contests/${contest}%2F..%2Fadmin`,
      `/judge/contests/${contest.toUpperCase()}`,
      "/judge/contests/not-an-id",
      `/admin/judging/${contest}`,
      `/en/judge/contests/${contest}`,
      `javascript:alert(1)//judge/contests/${contest}`,
    ])
      expect(judgeReturnPath(value), String(value)).toBeNull();
  });
});
