import { asc, count, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { contestJudges, contests, judges } from "#db/schema.ts";
import type { ConsoleJudge } from "#shared/console/content-api.ts";
import type { JudgeForm } from "#shared/console/content-forms.ts";
import { hindiOf } from "#shared/console/hindi-fields.ts";
import { mediaOrNull } from "#shared/console/media-input.ts";
import type { AppContext } from "../../../context.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { afterContentWrite, changedKeys, conflict, missing, moveRow, nextSortOrder } from "./content-writes.ts";

type JudgeRow = typeof judges.$inferSelect;
const JUDGE = "Judge";
/** The Hall of Fame lists judges; contest pages name theirs ("contest" also drops the contest lists). */
const CACHE = ["judges", "contest"];

export const judgeOnContestMessage = (titles: string[]) =>
  `This judge is on ${titles.length === 1 ? "a contest" : `${titles.length} contests`} (${titles.slice(0, 3).join(", ")}${titles.length > 3 ? ", …" : ""}): remove them from ${titles.length === 1 ? "it" : "those"} first, or make the judge inactive.`;

const formOf = (row: JudgeRow): JudgeForm => ({
  firstName: row.firstName,
  lastName: row.lastName,
  profession: row.profession,
  professionHi: hindiOf(row.professionHi),
  bio: row.bio,
  bioHi: hindiOf(row.bioHi),
  profileImage: row.profileImage ?? "",
  home: row.home,
  isActive: row.isActive,
});

/** Every judge in the Hall of Fame's order, with how many contests each sits on. */
export async function listConsoleJudges(db: Db): Promise<ConsoleJudge[]> {
  const rows = await db
    .select({ judge: judges, contestCount: count(contestJudges.contestId) })
    .from(judges)
    .leftJoin(contestJudges, eq(contestJudges.judgeId, judges.id))
    .groupBy(judges.id)
    .orderBy(asc(judges.sortOrder), asc(judges.id));
  return rows.map(({ judge, contestCount }) => ({
    _id: judge.id,
    firstName: judge.firstName,
    lastName: judge.lastName,
    profession: judge.profession,
    professionHi: hindiOf(judge.professionHi),
    bio: judge.bio,
    bioHi: hindiOf(judge.bioHi),
    profileImage: judge.profileImage,
    home: judge.home,
    isActive: judge.isActive,
    sortOrder: judge.sortOrder,
    contestCount: Number(contestCount),
  }));
}

export async function saveJudge(
  ctx: AppContext,
  options: { staffId: string; id: string | null; form: JudgeForm },
): Promise<{ id: string }> {
  const { form, staffId } = options;
  const values = { ...form, profileImage: mediaOrNull(form.profileImage) };
  const result = await ctx.db.transaction(async (tx) => {
    if (options.id) {
      const [before] = await tx.select().from(judges).where(eq(judges.id, options.id)).for("update");
      if (!before) throw missing(JUDGE);
      await tx.update(judges).set(values).where(eq(judges.id, before.id));
      await recordAudit(tx, {
        staffId,
        action: "update",
        entity: "judge",
        entityId: before.id,
        changedFields: changedKeys(formOf(before), form),
      });
      return { id: before.id, before: before.profileImage };
    }
    const id = newId();
    await tx.insert(judges).values({ id, ...values, sortOrder: await nextSortOrder(tx, judges) });
    await recordAudit(tx, { staffId, action: "create", entity: "judge", entityId: id, changedFields: changedKeys(null, form) });
    return { id, before: null };
  });
  await afterContentWrite(ctx, { invalidate: CACHE, picturesBefore: [result.before], picturesAfter: [values.profileImage] });
  return { id: result.id };
}

/** A judge on a contest is not deleted: the contest page would lose them without anyone deciding so. */
export async function deleteJudge(ctx: AppContext, options: { staffId: string; id: string }): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(judges).where(eq(judges.id, options.id)).for("update");
    if (!row) throw missing(JUDGE);
    const onContests = await tx
      .select({ title: contests.title })
      .from(contestJudges)
      .innerJoin(contests, eq(contestJudges.contestId, contests.id))
      .where(eq(contestJudges.judgeId, row.id))
      .orderBy(asc(contests.title));
    if (onContests.length > 0) throw conflict(judgeOnContestMessage(onContests.map((c) => c.title)));
    await tx.delete(judges).where(eq(judges.id, row.id));
    await recordAudit(tx, { staffId: options.staffId, action: "delete", entity: "judge", entityId: row.id });
    return row;
  });
  await afterContentWrite(ctx, { invalidate: CACHE, picturesBefore: [removed.profileImage] });
}

export async function moveJudge(ctx: AppContext, options: { staffId: string; id: string; direction: "up" | "down" }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (await moveRow(tx, judges, options.id, options.direction, JUDGE)) {
      await recordAudit(tx, {
        staffId: options.staffId,
        action: "move",
        entity: "judge",
        entityId: options.id,
        changedFields: ["sortOrder"],
      });
    }
  });
  await afterContentWrite(ctx, { invalidate: CACHE });
}
