import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category, ContestCategory } from "#shared/api-types.ts";
import { type CategoryRow, type ContestCategoryRow, createCategory, createContestCategory } from "../support/factories.ts";
import { getJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type Ok<T> = { isOk: true; data: T };

let t: TestApp;
let ugc: ContestCategoryRow;
let untyped: ContestCategoryRow;
let secondBySortOrder: ContestCategoryRow;
let inactiveContestCategory: ContestCategoryRow;
let comedy: CategoryRow;
let dance: CategoryRow;
let travel: CategoryRow;
let inactiveInterest: CategoryRow;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Same sort order: by name. contestType left empty reads "Contest".
  untyped = await createContestCategory(db, { name: "Brand Films", slug: "brand-films", sortOrder: 1, contestType: null, banner: null });
  ugc = await createContestCategory(db, { name: "Awareness", slug: "awareness", sortOrder: 1, contestType: "Campaign" });
  secondBySortOrder = await createContestCategory(db, { name: "Aardvark last", slug: "aardvark", sortOrder: 2, contestType: "" });
  inactiveContestCategory = await createContestCategory(db, { name: "Retired", slug: "retired", sortOrder: 0, isActive: false });

  travel = await createCategory(db, { name: "Travel", sortOrder: 0 });
  dance = await createCategory(db, { name: "Dance", sortOrder: 0 });
  comedy = await createCategory(db, { name: "Comedy", sortOrder: 5 });
  inactiveInterest = await createCategory(db, { name: "Astrology", sortOrder: 0, isActive: false });
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/contestCategory/active", () => {
  it("lists the active contest categories by sort order then name, contestType defaulting to 'Contest'", async () => {
    const res = await getJson<Ok<ContestCategory[]>>(t.app, "/api/contestCategory/active");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isOk: true,
      data: [
        { _id: ugc.id, slug: "awareness", name: "Awareness", description: ugc.description, contestType: "Campaign", banner: ugc.banner },
        {
          _id: untyped.id,
          slug: "brand-films",
          name: "Brand Films",
          description: untyped.description,
          contestType: "Contest",
          banner: null,
        },
        {
          _id: secondBySortOrder.id,
          slug: "aardvark",
          name: "Aardvark last",
          description: secondBySortOrder.description,
          contestType: "Contest",
          banner: secondBySortOrder.banner,
        },
      ],
    });
    expect(res.raw.body).not.toContain(inactiveContestCategory.id);
  });
});

describe("GET /api/category/list/active", () => {
  it("lists the active interests as _id and name, by sort order then name", async () => {
    const res = await getJson<Ok<Category[]>>(t.app, "/api/category/list/active");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isOk: true,
      data: [
        { _id: dance.id, name: "Dance" },
        { _id: travel.id, name: "Travel" },
        { _id: comedy.id, name: "Comedy" },
      ],
    });
    expect(res.raw.body).not.toContain(inactiveInterest.id);
  });
});
