import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contests } from "#db/schema.ts";
import { scoresForCreator } from "#server/services/judging/creator-scores.ts";
import { saveScore } from "#server/services/judging/scoring.ts";
import { contestWithPanel, judgingCaller, rubricOf } from "../support/judging.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signInStaff(t.app, "editor");
});
afterAll(async () => t?.close());

describe("[JUDGING] a creator reads their own scores and feedback on My registrations", () => {
  it("only after results and the organiser's release, only their own, without judges' names", async () => {
    const db = t.database.db;
    const call = judgingCaller(t);
    const { contest, subs, creators, judges } = await contestWithPanel(t, editor, 2, 2);
    const base = `/api/admin/judging/contests/${contest.id}`;
    await call("PUT", `${base}/rubric`, editor, rubricOf([70, 30]));
    await call("POST", `${base}/rounds/final/open`, editor);
    for (const [j, judge] of judges.entries())
      for (const [i, sub] of subs.entries())
        await saveScore(db, {
          judgeId: judge.id,
          contestId: contest.id,
          entryId: sub.id,
          input: { criteria: { c1: 8 - i - j, c2: 6 }, note: `private note ${i}`, feedback: j === 0 ? `Feedback for entry ${i}` : "" },
        });
    await call("POST", `${base}/rounds/final/close`, editor);
    const mine = () => scoresForCreator(db, { userId: creators[0]!.id });

    // Closed but not declared, then declared but not released: nothing.
    expect(await mine()).toEqual([]);
    await db.update(contests).set({ winnersDeclared: true }).where(eq(contests.id, contest.id));
    expect(await mine()).toEqual([]);

    expect((await call("PUT", `${base}/scores-released`, editor, { released: true })).status).toBe(200);
    const [scores, ...others] = await mine();
    expect(others).toEqual([]);
    expect(scores).toEqual({
      subscriberId: subs[0]!.id,
      round: "final",
      criteria: [
        { name: "Criterion 1", weight: 70, mean: 7.5, scores: expect.arrayContaining([8, 7]) },
        { name: "Criterion 2", weight: 30, mean: 6, scores: [6, 6] },
      ],
      feedback: ["Feedback for entry 0"],
    });
    const text = JSON.stringify(scores);
    for (const secret of ["private note", "Feedback for entry 1", judges[0]!.firstName, judges[0]!.email])
      expect(text).not.toContain(secret);

    await call("PUT", `${base}/scores-released`, editor, { released: false });
    expect(await mine()).toEqual([]);
  });
});
