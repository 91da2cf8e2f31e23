/**
 * A 500-entry, 10-judge screening round end to end on the embedded database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): opening it (conflict check, balanced assignment, 1,000 assignments written) and
 * closing it (every score read, the ranking with per-judge normalisation, the shortlist, the snapshot and
 * its hash written). Prints figures; asserts nothing. Run: npx tsx scripts/bench-judging-round.ts
 */
import { performance } from "node:perf_hooks";
import { newId } from "../db/ids.ts";
import { judgingAssignments, judgingPanel, judgeAccounts, judgingScores } from "../db/schema/judging.ts";
import { closeRound, findRound, openRound } from "../server/services/judging/rounds.ts";
import { createStaff } from "../server/services/console/staff-access/staff-accounts.ts";
import { saveRubric } from "../server/services/judging/rubric.ts";
import { createContest, createJudge, createSubscriber, createUser, daysFromNow } from "../tests/support/factories.ts";
import { createTestDatabase } from "../tests/support/test-database.ts";

const ENTRIES = 500;
const JUDGES = 10;
const anchors = { "1": "Weak", "4": "Fair", "7": "Good", "10": "Outstanding" };
const point = (seed: number) => 1 + ((Math.imul(seed, 2654435761) >>> 0) % 10);

const database = await createTestDatabase();
const { db } = database;
try {
  const staff = await createStaff(db, {
    email: "bench@staff.example",
    name: "Bench",
    role: "editor",
    password: "correct horse bench",
    staffId: null,
  });
  const contest = await createContest(db, { registrationEndDate: daysFromNow(-10), contestEndDate: daysFromNow(-1) });
  await saveRubric(db, {
    staffId: null,
    contestId: contest.id,
    input: {
      criteria: ["Idea", "Craft", "Voice"].map((name, i) => ({ name, description: "", weight: [40, 35, 25][i] ?? 0, anchors })),
      checklist: ["The video is reachable", "Within the length", "On theme", "The creator's own work"],
      blind: true,
      reviewsPerEntry: 2,
      shortlistTop: null,
      shortlistPercent: 10,
      headJudgeId: null,
      scoresReleased: false,
    },
  });
  for (let i = 0; i < ENTRIES; i++) {
    const user = await createUser(db, { firstName: `Creator${i}` });
    await createSubscriber(db, { contestId: contest.id, userId: user.id });
  }
  for (let i = 0; i < JUDGES; i++) {
    const judge = await createJudge(db, { firstName: `Judge${i}` });
    await db.insert(judgeAccounts).values({ judgeId: judge.id, email: `judge${i}@judges.example`, emailKey: `judge${i}@judges.example` });
    await db.insert(judgingPanel).values({ contestId: contest.id, judgeId: judge.id });
  }

  let started = performance.now();
  await openRound(db, { staffId: staff.id, contestId: contest.id, kind: "screening" });
  const openMs = performance.now() - started;

  const round = await findRound(db, contest.id, "screening");
  const assignments = await db.select().from(judgingAssignments);
  const scores = assignments.map((a, i) => ({
    id: newId(),
    roundId: round?.id ?? "",
    subscriberId: a.subscriberId,
    judgeId: a.judgeId,
    criteria: { c1: point(i * 3), c2: point(i * 3 + 1), c3: point(i * 3 + 2) },
  }));
  for (let i = 0; i < scores.length; i += 200) await db.insert(judgingScores).values(scores.slice(i, i + 200));

  started = performance.now();
  const { hash } = await closeRound(db, { staffId: staff.id, contestId: contest.id, kind: "screening" });
  const closeMs = performance.now() - started;
  console.log(
    `${database.kind}: ${ENTRIES} entries, ${JUDGES} judges, ${assignments.length} assignments: open ${openMs.toFixed(0)} ms, close with snapshot ${closeMs.toFixed(0)} ms (snapshot ${hash.slice(0, 12)})`,
  );
} finally {
  await database.close();
}
