import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgingAssignments } from "#db/schema/judging.ts";
import { subscribers } from "#db/schema.ts";
import { judgeEntries } from "#server/services/judging/scoring.ts";
import { createOrder } from "#server/services/registration/create-order.ts";
import { createContest, createJudge, createPrize, createSubscriber, createUser, daysFromNow } from "../support/factories.ts";
import { testDeviceCookie } from "../support/creator-session.ts";
import { allKeys } from "../support/inject.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let editor: string;

const anchors = { "1": "Weak", "4": "Fair", "7": "Good", "10": "Outstanding" };

async function call(method: "GET" | "PUT" | "POST" | "DELETE", url: string, cookie: string, payload?: unknown) {
  const raw = await t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: raw.statusCode, body: raw.json() as Record<string, unknown> & { message?: string }, raw };
}

/** Signs a judge in at /api/judge with the code test-mail mode answers; returns the Cookie header. */
async function signInJudge(email: string): Promise<string> {
  const asked = await call("POST", "/api/judge/sign-in/code", testDeviceCookie(email), { email });
  expect(asked.status).toBe(200);
  const code = (asked.body.data as { testModeCode: string }).testModeCode;
  const signed = await call("POST", "/api/judge/sign-in", testDeviceCookie(email), { email, code });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  const setCookie = signed.raw.headers["set-cookie"];
  const pair = (Array.isArray(setCookie) ? setCookie : [setCookie]).find((c) => c?.startsWith("judge_session="));
  return (pair ?? "").split(";")[0] ?? "";
}

/** A contest with a blind rubric, two invited judges, three entries from creators with personal data, and an open final. */
async function contestInFinal(blind: boolean, criteria = [{ name: "Story", description: "", weight: 100, anchors }]) {
  const db = t.database.db;
  const contest = await createContest(db, {
    registrationStartDate: daysFromNow(-30),
    registrationEndDate: daysFromNow(-20),
    contestStartDate: daysFromNow(-15),
    contestEndDate: daysFromNow(-1),
  });
  await createPrize(db, { contestId: contest.id, rank: 1, title: "Winner" });
  const entries = [];
  for (let i = 0; i < 3; i++) {
    const user = await createUser(db, { firstName: `Zoya${i}`, lastName: "Secretname", mobileNo: "9811122233", dateOfBirth: "2010-01-02" });
    entries.push(await createSubscriber(db, { contestId: contest.id, userId: user.id, link: `https://youtu.be/abcdef${i}` }));
  }
  const judges = [];
  for (let i = 0; i < 2; i++) {
    const judge = await createJudge(db, { firstName: `Panel${i}` });
    const email = `panel${i}.${contest.id}@judges.example`;
    await call("POST", `/api/admin/judging/contests/${contest.id}/judges`, editor, { judgeId: judge.id, email });
    judges.push({ ...judge, email });
  }
  await call("PUT", `/api/admin/judging/contests/${contest.id}/rubric`, editor, {
    criteria,
    checklist: ["The video is reachable"],
    blind,
  });
  expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/open`, editor)).status).toBe(200);
  return { contest, entries, judges };
}

beforeAll(async () => {
  t = await createTestApp();
  editor = await signInStaff(t.app, "editor");
});
afterAll(async () => t?.close());

describe("[JUDGING] judges sign in and score", () => {
  it("a judge signs in by code and, in blind mode, receives no personal data", async () => {
    const { contest, entries, judges } = await contestInFinal(true);
    const cookie = await signInJudge(judges[0]!.email);
    const contests = await call("GET", "/api/judge/contests", cookie);
    expect(contests.body.data).toEqual([expect.objectContaining({ contestId: contest.id, round: "final", assigned: 3, scored: 0 })]);
    const entry = await call("GET", `/api/judge/contests/${contest.id}/entries/${entries[0]!.id}`, cookie);
    expect(entry.status).toBe(200);
    const text = entry.raw.body;
    for (const secret of ["Zoya", "Secretname", "9811122233", "2010-01-02", "@example.in", "isPaid", "affiliate", "city"])
      expect(text).not.toContain(secret);
    expect((entry.body.data as { entry: unknown }).entry).toEqual({
      entryId: entries[0]!.id,
      videoLink: "https://youtu.be/abcdef0",
      category: "",
      creator: null,
    });
    expect([...allKeys(entry.body)]).not.toContain("email");
  });

  it("without blind mode the judge sees the creator's name and city only", async () => {
    const { contest, entries, judges } = await contestInFinal(false);
    const cookie = await signInJudge(judges[1]!.email);
    const entry = await call("GET", `/api/judge/contests/${contest.id}/entries/${entries[1]!.id}`, cookie);
    expect((entry.body.data as { entry: { creator: unknown } }).entry.creator).toEqual({ name: "Zoya1 Secretname", city: "" });
    expect(entry.raw.body).not.toContain("9811122233");
  });

  it("in Hindi the default eligibility checks, the product's own words, read in Hindi", async () => {
    const { contest, entries, judges } = await contestInFinal(true);
    const cookie = await signInJudge(judges[0]!.email);
    const hindi = await t.app.inject({
      method: "GET",
      url: `/api/judge/contests/${contest.id}/entries/${entries[0]!.id}`,
      headers: { cookie, "accept-language": "hi-IN" },
    });
    expect((hindi.json() as { data: { checklist: unknown } }).data.checklist).toEqual([{ key: "k1", label: "वीडियो खुलता है" }]);
    const english = await call("GET", `/api/judge/contests/${contest.id}/entries/${entries[0]!.id}`, cookie);
    expect((english.body.data as { checklist: unknown }).checklist).toEqual([{ key: "k1", label: "The video is reachable" }]);
  });

  it("refuses an unassigned or recused judge and a score after close; an address that is not invited cannot sign in", async () => {
    const { contest, entries, judges } = await contestInFinal(true);
    const other = await contestInFinal(true);
    const cookie = await signInJudge(judges[0]!.email);
    const url = (entryId: string) => `/api/judge/contests/${contest.id}/entries/${entryId}/score`;
    expect((await call("PUT", url(entries[0]!.id), cookie, { criteria: { c1: 7 } })).status).toBe(200);
    // Another contest's entry is not theirs.
    expect(
      (await call("PUT", `/api/judge/contests/${other.contest.id}/entries/${other.entries[0]!.id}/score`, cookie, { criteria: { c1: 7 } }))
        .status,
    ).toBe(403);
    expect(
      (await call("POST", `/api/judge/contests/${contest.id}/entries/${entries[1]!.id}/recuse`, cookie, { reason: "My cousin." })).status,
    ).toBe(200);
    expect((await call("PUT", url(entries[1]!.id), cookie, { criteria: { c1: 7 } })).status).toBe(403);
    const [recused] = await t.database.db.select().from(judgingAssignments).where(eq(judgingAssignments.subscriberId, entries[1]!.id));
    expect(recused).toBeDefined();
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/close`, editor)).status).toBe(200);
    const late = await call("PUT", url(entries[0]!.id), cookie, { criteria: { c1: 9 } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This round is closed: scores can no longer change.");
    const asked = await call("POST", "/api/judge/sign-in/code", testDeviceCookie("stranger@judges.example"), {
      email: "stranger@judges.example",
    });
    const code = (asked.body.data as { testModeCode: string }).testModeCode;
    expect(
      (await call("POST", "/api/judge/sign-in", testDeviceCookie("stranger@judges.example"), { email: "stranger@judges.example", code }))
        .status,
    ).toBe(403);
  });

  it("an entry saved with some criteria left shows as started on the judge's list, neither scored nor untouched", async () => {
    const { contest, entries, judges } = await contestInFinal(true, [
      { name: "Story", description: "", weight: 60, anchors },
      { name: "Craft", description: "", weight: 40, anchors },
    ]);
    const cookie = await signInJudge(judges[0]!.email);
    const url = (entryId: string) => `/api/judge/contests/${contest.id}/entries/${entryId}/score`;
    expect((await call("PUT", url(entries[0]!.id), cookie, { criteria: { c1: 7, c2: 4 } })).status).toBe(200);
    expect((await call("PUT", url(entries[1]!.id), cookie, { criteria: { c1: 7 } })).status).toBe(200);
    const { entries: listed } = await judgeEntries(t.database.db, { judgeId: judges[0]!.id, contestId: contest.id });
    const byId = new Map(listed.map((e) => [e.entryId, { scored: e.scored, started: e.started }]));
    expect(byId.get(entries[0]!.id)).toEqual({ scored: true, started: false });
    expect(byId.get(entries[1]!.id)).toEqual({ scored: false, started: true });
    expect([...byId.values()].filter((e) => !e.scored && !e.started)).toHaveLength(listed.length - 2);
  });

  it("a judge cannot register for a contest they judge", async () => {
    const db = t.database.db;
    const open = await createContest(db, {
      registrationStartDate: daysFromNow(-2),
      registrationEndDate: daysFromNow(5),
      contestStartDate: daysFromNow(7),
      contestEndDate: daysFromNow(9),
      entryFeePaise: 0,
    });
    const judge = await createJudge(db, { firstName: "Entrant" });
    const email = `entrant.${open.id}@judges.example`;
    expect((await call("POST", `/api/admin/judging/contests/${open.id}/judges`, editor, { judgeId: judge.id, email })).status).toBe(200);
    const user = await createUser(db, { email });
    await expect(createOrder(t.app.ctx, { contestId: open.id, userId: user.id, link: "https://youtu.be/abcdefg" })).rejects.toMatchObject({
      status: 422,
      message: "You judge this contest, so you cannot enter it.",
    });
    expect(await db.select().from(subscribers).where(eq(subscribers.userId, user.id))).toHaveLength(0);
    // Someone who is not on its panel registers as usual.
    const other = await createUser(db);
    await createOrder(t.app.ctx, { contestId: open.id, userId: other.id, link: "https://youtu.be/abcdefg" });
    expect(await db.select().from(subscribers).where(eq(subscribers.userId, other.id))).toHaveLength(1);
  });
});
