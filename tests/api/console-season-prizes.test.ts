import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContestFormValues } from "#shared/console/contest-form.ts";
import { emptyContestForm } from "#shared/console/contest-form.ts";
import { toIstDay } from "#shared/console/ist-input.ts";
import { createContestCategory, daysFromNow } from "../support/factories.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * An organiser's season, the prizes part: the prize lines a contest page lists cannot add up to more
 * than the prize pool it announces beside them; the refusal is at the prize pool and says both sums.
 */
let t: TestApp;
let editor: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signInStaff(t.app, "editor");
  categoryId = (await createContestCategory(t.database.db, { name: "Monsoon" })).id;
});
afterAll(async () => {
  await t?.close();
});

const form = (overrides: Partial<ContestFormValues>): ContestFormValues => ({
  ...emptyContestForm(),
  title: "Monsoon Reels",
  titleHi: "मानसून रील्स",
  contestCategoryId: categoryId,
  entryFee: 99,
  maxParticipants: 3,
  registrationStartDate: toIstDay(daysFromNow(-1)),
  registrationEndDate: toIstDay(daysFromNow(2)),
  contestStartDate: `${toIstDay(daysFromNow(3))}T10:00`,
  contestEndDate: `${toIstDay(daysFromNow(5))}T18:00`,
  ...overrides,
});

const prize = (rank: number, amount: number) => ({ title: `Prize ${rank}`, titleHi: "", rank, amount, description: "", descriptionHi: "" });

async function post(values: ContestFormValues) {
  const raw = await t.app.inject({ method: "POST", url: "/api/admin/contests", headers: { cookie: editor }, payload: values });
  return { status: raw.statusCode, body: raw.json() as { message?: string; errors?: Record<string, string> } };
}

describe("prizes and the prize pool", () => {
  it("refuses prizes that add up to more than the pool, at the prize pool, with both sums", async () => {
    const answer = await post(form({ prizePool: 10000, prizes: [prize(1, 7000), prize(2, 5000), prize(3, 2000)] }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      prizePool: "The prizes add up to 14,000 INR, more than the prize pool of 10,000 INR: raise the prize pool or lower the prizes.",
    });
  });

  it("counts paise exactly and names the pool's currency", async () => {
    const over = await post(form({ prizePool: 100.2, prizePoolCurrency: "USD", prizes: [prize(1, 100.1), prize(2, 0.11)] }));
    expect(over.body.errors?.prizePool).toBe(
      "The prizes add up to 100.21 USD, more than the prize pool of 100.2 USD: raise the prize pool or lower the prizes.",
    );
    // 0.1 + 0.2 is the pool of 0.3, not a hair over it.
    expect((await post(form({ prizePool: 0.3, prizes: [prize(1, 0.1), prize(2, 0.2)] }))).status).toBe(201);
  });

  it("accepts prizes up to the pool, and a pool with prizes still to be named", async () => {
    expect((await post(form({ prizePool: 14000, prizes: [prize(1, 7000), prize(2, 5000), prize(3, 2000)] }))).status).toBe(201);
    expect((await post(form({ prizePool: 25000, prizes: [prize(1, 15000)] }))).status).toBe(201);
  });
});
