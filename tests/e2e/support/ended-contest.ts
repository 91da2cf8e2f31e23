import { type APIRequestContext, expect } from "@playwright/test";
import { contestIds } from "#db/seed/contests.ts";
import { createUserByApi, registerFreeByApi } from "./registration.ts";

/** "2026-11-25" in IST, `days` from today. */
export const istDay = (days: number) => new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

type FormValues = Record<string, unknown> & {
  title: string;
  prizes: { title: string; rank: number; amount: number; description: string }[];
};

/**
 * A free contest of its own (so no other spec's winners get in the way), built from a demo contest's
 * form: registration open today, three creators registered, then its dates moved into the past so it
 * has ended and results can be declared.
 */
export async function endedContestWithEntries(console: APIRequestContext, creators: APIRequestContext[]) {
  const source = (await (await console.get(`/api/admin/contests/${contestIds.resultsPending}`)).json()) as { data: { values: FormValues } };
  const values: FormValues = {
    ...source.data.values,
    title: `Judged Reels ${Date.now().toString(36)}`,
    entryFee: 0,
    maxParticipants: 0,
    eligibleCountryIds: [],
    eligibleStateIds: [],
    eligibleCityIds: [],
    prizes: [
      { title: "Winner", rank: 1, amount: 5000, description: "" },
      { title: "Runner-up", rank: 2, amount: 2000, description: "" },
    ],
    judges: [],
    isActive: true,
    registrationStartDate: istDay(-1),
    registrationEndDate: istDay(1),
    contestStartDate: `${istDay(2)}T10:00`,
    contestEndDate: `${istDay(3)}T10:00`,
    resultAnnouncementDate: `${istDay(4)}T18:00`,
  };
  const created = await console.post("/api/admin/contests", { data: values });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = ((await created.json()) as { data: { _id: string } }).data._id;
  // A new contest is a draft: creators register once it is published.
  const published = await console.post(`/api/admin/contests/${contestId}/publishing`, { data: { action: "publish" } });
  expect(published.status(), await published.text()).toBe(200);
  const names: string[] = [];
  for (const [index, request] of creators.entries()) {
    const user = await createUserByApi(request, { tag: `judged${index}`, link: `https://www.youtube.com/watch?v=judged${index}` });
    await registerFreeByApi(request, user.id, contestId);
    names.push(`${user.firstName} ${user.lastName}`);
  }
  const form = (await (await console.get(`/api/admin/contests/${contestId}`)).json()) as { data: { values: FormValues } };
  const ended = await console.put(`/api/admin/contests/${contestId}`, {
    data: {
      ...form.data.values,
      registrationStartDate: istDay(-10),
      registrationEndDate: istDay(-6),
      contestStartDate: `${istDay(-5)}T10:00`,
      contestEndDate: `${istDay(-1)}T10:00`,
      resultAnnouncementDate: `${istDay(-1)}T18:00`,
    },
  });
  expect(ended.status(), await ended.text()).toBe(200);
  return { contestId, names };
}

/** An ended contest of its own with three entries and declared results: its first two registrations won. */
export async function declaredContest(console: APIRequestContext, creators: APIRequestContext[]) {
  const { contestId, names } = await endedContestWithEntries(console, creators);
  const board = (await (await console.get(`/api/admin/contests/${contestId}/winners`)).json()) as {
    data: { prizes: { id: string; rank: number }[]; registrations: { subscriberId: string }[] };
  };
  const winners = board.data.prizes.map((prize, index) => ({
    subscriberId: board.data.registrations[index]?.subscriberId ?? "",
    rank: prize.rank,
    prizeId: prize.id,
  }));
  const saved = await console.put(`/api/admin/contests/${contestId}/winners`, { data: { winners } });
  expect(saved.status(), await saved.text()).toBe(200);
  const declared = await console.post(`/api/admin/contests/${contestId}/winners/declare`, { data: { confirm: true } });
  expect(declared.status(), await declared.text()).toBe(200);
  return { contestId, names, winners: winners.length };
}
