import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { judgeAccounts, judgingAssignments, judgingPanel, judgingRounds, judgingRubrics } from "#db/schema/judging.ts";
import { judges, subscribers } from "#db/schema.ts";
import { contestIds } from "./contests.ts";
import { rubricCriterionHindi } from "./hindi.ts";

/** The demo judge's sign-in (README, "Try the demo"): a code e-mailed to it shows in test-mail mode. Demo only. */
export const DEMO_JUDGE_EMAIL = "judge@demo.example";
export const SECOND_JUDGE_EMAIL = "judge2@demo.example";

const anchors = (weak: string, fair: string, good: string, best: string) => ({ "1": weak, "4": fair, "7": good, "10": best });

/**
 * Street Dance Showdown (in progress) in its screening round: a rubric, two judges on the panel (Kavya
 * Iyer, the head judge, signs in as the demo judge) and every entry assigned to both. Demo content
 * only, with the demo owner: never on a public site.
 */
export async function seedDemoJudging(tx: Db, now: Date): Promise<void> {
  const contestId = contestIds.inProgress;
  const panel = await tx
    .select({ id: judges.id, firstName: judges.firstName })
    .from(judges)
    .where(inArray(judges.firstName, ["Kavya", "Farhan"]));
  const kavya = panel.find((j) => j.firstName === "Kavya");
  const farhan = panel.find((j) => j.firstName === "Farhan");
  if (!kavya || !farhan) return;
  await tx.insert(judgingRubrics).values(demoRubric(contestId, kavya.id, now));
  await tx.insert(judgeAccounts).values([
    { judgeId: kavya.id, email: DEMO_JUDGE_EMAIL, emailKey: DEMO_JUDGE_EMAIL },
    { judgeId: farhan.id, email: SECOND_JUDGE_EMAIL, emailKey: SECOND_JUDGE_EMAIL },
  ]);
  await tx.insert(judgingPanel).values([
    { contestId, judgeId: kavya.id, invitedAt: now },
    { contestId, judgeId: farhan.id, invitedAt: now },
  ]);
  const roundId = newId();
  await tx.insert(judgingRounds).values({ id: roundId, contestId, kind: "screening", status: "open", openedAt: now });
  const entries = await tx
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.contestId, contestId), eq(subscribers.status, "completed")))
    .orderBy(subscribers.id);
  const rows = entries.flatMap((entry, index) =>
    [kavya, farhan].map((judge) => ({ id: newId(), roundId, subscriberId: entry.id, judgeId: judge.id, sortOrder: index })),
  );
  if (rows.length > 0) await tx.insert(judgingAssignments).values(rows);
}

/** A rubric criterion with its Hindi words (./hindi.ts). */
const criterion = (
  key: "c1" | "c2" | "c3",
  english: { name: string; description: string; weight: number; anchors: ReturnType<typeof anchors> },
) => ({
  key,
  nameHi: rubricCriterionHindi[key]?.name,
  descriptionHi: rubricCriterionHindi[key]?.description,
  anchorsHi: rubricCriterionHindi[key]?.anchors,
  ...english,
});

/** Street Dance Showdown's rubric: three weighted criteria, a checklist, blind, two reviews an entry. */
function demoRubric(contestId: string, headJudgeId: string, now: Date): typeof judgingRubrics.$inferInsert {
  return {
    contestId,
    criteria: [
      criterion("c1", {
        name: "Energy and skill",
        description: "Control, musicality and power.",
        weight: 50,
        anchors: anchors("Off the beat, unsure", "Some good moments", "Tight and confident", "Unforgettable"),
      }),
      criterion("c2", {
        name: "Use of the place",
        description: "How the street becomes the stage.",
        weight: 30,
        anchors: anchors("Any room would do", "The place is a backdrop", "The place is part of it", "Only possible there"),
      }),
      criterion("c3", {
        name: "Filming",
        description: "Framing, light and sound on a phone.",
        weight: 20,
        anchors: anchors("Hard to watch", "Watchable", "Well shot", "Cinematic"),
      }),
    ],
    checklist: [
      { key: "k1", label: "The video is reachable" },
      { key: "k2", label: "Within the length limit" },
      { key: "k3", label: "On the contest's theme" },
      { key: "k4", label: "The creator's own work" },
    ],
    blind: true,
    reviewsPerEntry: 2,
    shortlistTop: 2,
    headJudgeId,
    updatedAt: now,
  };
}
