import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { contestJudges, contests, prizes } from "#db/schema.ts";
import type { Contest } from "#shared/api-types.ts";
import { contestMessages } from "#shared/console/contest-form.ts";
import type { AppContext } from "../../../context.ts";
import { AppError, notFound } from "../../../errors.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { getContest } from "../../contests/get-contest.ts";
import { activeBannersLinkingTo } from "../content/banners.ts";
import { nextSortOrder } from "../content/content-writes.ts";
import { CONSOLE_CONTEST_NOT_FOUND } from "./get-contest-form.ts";
import { isMenuContest } from "./menu-contest.ts";

const TITLE_MAX = 120;

/** "Copy of City Hustle", cut to the title's length. */
export const copyTitle = (title: string) => `Copy of ${title}`.slice(0, TITLE_MAX);

/**
 * Duplicates a contest with its prizes, judges, pictures and dates, as an inactive draft: it reaches
 * the site only once the organiser has set its dates and made it active. Registrations and winners
 * stay with the original.
 */
export async function duplicateContest(
  ctx: AppContext,
  options: { staffId: string; contestId: string; now?: Date },
): Promise<{ id: string }> {
  const now = options.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const [source] = await tx.select().from(contests).where(eq(contests.id, options.contestId));
    if (!source) throw notFound(CONSOLE_CONTEST_NOT_FOUND);
    const id = newId();
    const { id: _id, createdAt: _c, updatedAt: _u, ...copied } = source;
    await tx.insert(contests).values({
      ...copied,
      id,
      title: copyTitle(source.title),
      isActive: false,
      isCompleted: false,
      winnersDeclared: false,
      archivedAt: null,
      sortOrder: await nextSortOrder(tx, contests),
      createdAt: now,
      updatedAt: now,
    });
    const prizeRows = await tx.select().from(prizes).where(eq(prizes.contestId, source.id));
    if (prizeRows.length) await tx.insert(prizes).values(prizeRows.map((p) => ({ ...p, id: newId(), contestId: id })));
    const judgeRows = await tx.select().from(contestJudges).where(eq(contestJudges.contestId, source.id));
    if (judgeRows.length) await tx.insert(contestJudges).values(judgeRows.map((j) => ({ ...j, contestId: id })));
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "duplicate",
      entity: "contest",
      entityId: id,
      changedFields: { duplicateOf: source.id },
    });
    // An inactive draft changes nothing public: no cache to drop.
    return { id };
  });
}

/**
 * Archives a contest: it leaves the site (inactive) and the console's current list, and keeps its
 * registrations, payments and winners. Restoring brings it back to the list, still inactive.
 */
export async function setContestArchived(
  ctx: AppContext,
  options: { staffId: string; contestId: string; archived: boolean; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    if (options.archived && (await isMenuContest(tx, options.contestId))) throw new AppError("CONFLICT", contestMessages.linkedByMenu);
    if (options.archived && (await activeBannersLinkingTo(tx, options.contestId)) > 0) {
      throw new AppError("CONFLICT", contestMessages.linkedByBanner);
    }
    const [row] = await tx
      .update(contests)
      .set(options.archived ? { archivedAt: now, isActive: false, updatedAt: now } : { archivedAt: null, updatedAt: now })
      .where(eq(contests.id, options.contestId))
      .returning({ id: contests.id });
    if (!row) throw notFound(CONSOLE_CONTEST_NOT_FOUND);
    await recordAudit(tx, {
      staffId: options.staffId,
      action: options.archived ? "archive" : "restore",
      entity: "contest",
      entityId: row.id,
      changedFields: options.archived ? ["archivedAt", "isActive"] : ["archivedAt"],
    });
  });
  ctx.cache.invalidate("contest");
}

/** The contest as its public page would show it, active or not (the console's preview). */
export async function previewContest(db: Db, contestId: string): Promise<{ contest: Contest; onSite: boolean }> {
  const contest = await getContest(db, contestId, { includeInactive: true });
  const [row] = await db
    .select({ isActive: contests.isActive, publishedAt: contests.publishedAt })
    .from(contests)
    .where(eq(contests.id, contestId));
  return { contest, onSite: row?.isActive === true && row.publishedAt !== null };
}
