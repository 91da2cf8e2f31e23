import { expect } from "vitest";
import { createContest, createJudge, createPrize, createSubscriber, createUser, daysFromNow } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

export type JudgingCall = (
  method: "GET" | "PUT" | "POST" | "DELETE",
  url: string,
  cookie: string,
  payload?: unknown,
) => Promise<{ status: number; body: Record<string, unknown> & { message?: string; data?: never } }>;

/** Calls the app's API with a session cookie and answers the status and the JSON body. */
export const judgingCaller =
  (t: TestApp): JudgingCall =>
  async (method, url, cookie, payload) => {
    const raw = await t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: raw.statusCode, body: raw.json() };
  };

const anchors = { "1": "Weak", "4": "Fair", "7": "Good", "10": "Outstanding" };

/** A blind rubric with one criterion per weight. */
export const rubricOf = (weights: number[]) => ({
  criteria: weights.map((weight, i) => ({ name: `Criterion ${i + 1}`, description: "", weight, anchors })),
  checklist: ["The video is reachable", "The creator's own work"],
  blind: true,
});

/** A finished contest with two prizes, `entries` completed registrations and `judgeCount` judges the editor invited. */
export async function contestWithPanel(t: TestApp, editor: string, entries: number, judgeCount: number) {
  const call = judgingCaller(t);
  const db = t.database.db;
  const contest = await createContest(db, {
    registrationStartDate: daysFromNow(-30),
    registrationEndDate: daysFromNow(-20),
    contestStartDate: daysFromNow(-15),
    contestEndDate: daysFromNow(-1),
  });
  const prizes = [
    await createPrize(db, { contestId: contest.id, rank: 1, title: "Winner" }),
    await createPrize(db, { contestId: contest.id, rank: 2, title: "Runner-up" }),
  ];
  const subs = [];
  const creators = [];
  for (let i = 0; i < entries; i++) {
    const user = await createUser(db, { firstName: `Creator${i}` });
    creators.push(user);
    subs.push(await createSubscriber(db, { contestId: contest.id, userId: user.id, link: `https://youtu.be/video${i}` }));
  }
  const judges = [];
  for (let i = 0; i < judgeCount; i++) {
    const judge = await createJudge(db, { firstName: `Judge${i}` });
    const email = `judge${i}.${contest.id}@judges.example`;
    expect((await call("POST", `/api/admin/judging/contests/${contest.id}/judges`, editor, { judgeId: judge.id, email })).status).toBe(200);
    judges.push({ ...judge, email });
  }
  return { contest, prizes, subs, creators, judges };
}
