import { describe, expect, it } from "vitest";
import type { Db } from "#db/client.ts";
import { perDatabase } from "#db/per-database.ts";

describe("perDatabase", () => {
  it("builds once for each database and hands the same thing back", () => {
    let builds = 0;
    const of = perDatabase((db) => ({ db, n: ++builds }));
    const a = {} as Db;
    const b = {} as Db;
    expect(of(a)).toBe(of(a));
    expect(of(b).db).toBe(b);
    expect(builds).toBe(2);
  });
});
