import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgingRounds } from "#db/schema/judging.ts";
import { formatIstDate, startOfIstDay } from "#shared/ist.ts";
import { createSubscriber, createUser, daysFromNow } from "../support/factories.ts";
import { contestWithPanel, judgingCaller, rubricOf } from "../support/judging.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { contests } from "#db/schema.ts";

/**
 * An organiser's season, the rounds part: a round takes the entries there are when it opens, so it
 * waits for registration to close; and the final decides, so screening cannot be opened after it.
 */
let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signInStaff(t.app, "editor");
});
afterAll(async () => {
  await t?.close();
});

describe("opening a round", () => {
  it("waits for registration to close, saying until when; an entry registered meanwhile is then judged", async () => {
    const call = judgingCaller(t);
    const db = t.database.db;
    const { contest, judges } = await contestWithPanel(t, editor, 2, 2);
    const base = `/api/admin/judging/contests/${contest.id}`;
    expect((await call("PUT", `${base}/rubric`, editor, rubricOf([100]))).status).toBe(200);
    // The organiser extends registration by two days: the contest is back to taking entries.
    const lastDay = daysFromNow(2);
    await db.update(contests).set({ registrationEndDate: lastDay }).where(eq(contests.id, contest.id));

    const refused = await call("POST", `${base}/rounds/final/open`, editor);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Registration is open until ${formatIstDate(lastDay)}: open a round once it has closed, so every entry is judged.`,
    );
    expect(await db.select().from(judgingRounds).where(eq(judgingRounds.contestId, contest.id))).toHaveLength(0);
    // Its last day is today: registration is open until that day ends in IST, whatever instant is stored.
    const today = startOfIstDay(new Date());
    await db.update(contests).set({ registrationEndDate: today }).where(eq(contests.id, contest.id));
    expect((await call("POST", `${base}/rounds/final/open`, editor)).status).toBe(409);

    // A late entry, then registration closes: the round opens with every entry, the late one too.
    await createSubscriber(db, { contestId: contest.id, userId: (await createUser(db)).id, link: "https://youtu.be/late" });
    await db
      .update(contests)
      .set({ registrationEndDate: daysFromNow(-1) })
      .where(eq(contests.id, contest.id));
    expect((await call("POST", `${base}/rounds/final/open`, editor)).status).toBe(200);
    const overview = await call("GET", base, editor);
    const progress = (overview.body.data as unknown as { progress: { judgeId: string; assigned: number }[] }).progress;
    expect(progress.map((p) => p.assigned)).toEqual(judges.map(() => 3));
  });

  it("does not open screening once the final has been run: the final's ranking decides", async () => {
    const call = judgingCaller(t);
    const { contest } = await contestWithPanel(t, editor, 3, 2);
    const base = `/api/admin/judging/contests/${contest.id}`;
    expect((await call("PUT", `${base}/rubric`, editor, rubricOf([100]))).status).toBe(200);
    expect((await call("POST", `${base}/rounds/final/open`, editor)).status).toBe(200);
    expect((await call("POST", `${base}/rounds/final/close`, editor)).status).toBe(200);

    const refused = await call("POST", `${base}/rounds/screening/open`, editor);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("The final has been run: screening comes before the final, so it can no longer be opened.");
    const rounds = await t.database.db.select().from(judgingRounds).where(eq(judgingRounds.contestId, contest.id));
    expect(rounds.map((r) => r.kind)).toEqual(["final"]);
  });
});
