import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { menuContestSlots } from "#db/schema/publishing.ts";
import { contests } from "#db/schema.ts";
import { type MenuContestLink, type MenuContestSlot, menuContests } from "#shared/menu-contests.ts";
import type { AppContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import type { Tx } from "../../registration/capacity.ts";

export const menuSlotMessages = {
  contestNotOnSite: "Pick a published, active contest: the menu must never lead to 'Contest not found.'.",
} as const;

/** Each menu link with the contest it points to: the organiser's choice, else its demo contest. */
export async function menuContestLinks(db: Db | Tx): Promise<MenuContestLink[]> {
  const chosen = new Map((await db.select().from(menuContestSlots)).map((row) => [row.slot, row.contestId]));
  return menuContests.map((link) => ({ slot: link.slot, name: link.name, id: chosen.get(link.slot) ?? link.id }));
}

/** The menu links these contests (City Hustle, State Flex, The Big League): they stay on the site. */
export async function isMenuContest(db: Db | Tx, contestId: string): Promise<boolean> {
  return (await menuContestLinks(db)).some((link) => link.id === contestId);
}

/** Points a menu link at another contest, which must be on the site; audited. */
export async function setMenuContest(
  ctx: AppContext,
  options: { staffId: string; slot: MenuContestSlot; contestId: string; now?: Date },
): Promise<MenuContestLink[]> {
  const now = options.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    const [contest] = await tx
      .select({ isActive: contests.isActive, publishedAt: contests.publishedAt, archivedAt: contests.archivedAt })
      .from(contests)
      .where(eq(contests.id, options.contestId));
    if (!contest?.isActive || !contest.publishedAt || contest.archivedAt) {
      throw new AppError("BAD_REQUEST", menuSlotMessages.contestNotOnSite, {
        errors: { [options.slot]: menuSlotMessages.contestNotOnSite },
      });
    }
    await tx
      .insert(menuContestSlots)
      .values({ slot: options.slot, contestId: options.contestId, updatedAt: now })
      .onConflictDoUpdate({ target: menuContestSlots.slot, set: { contestId: options.contestId, updatedAt: now } });
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "point-menu-link",
      entity: "menu",
      entityId: options.slot,
      changedFields: { contestId: options.contestId },
    });
  });
  // Every page carries the menu (root loader reads "menu"), so every rendered page drops with it.
  ctx.cache.invalidate("menu");
  return menuContestLinks(ctx.db);
}
