import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { contests } from "../schema.ts";

/**
 * Which contest each of the menu's three named links (City Hustle, State Flex, The Big League) points
 * to, as the organiser chose in the console (docs/publishing.md). A slot without a row points to its
 * demo contest's fixed id.
 */
export const menuContestSlots = pgTable("menu_contest_slots", {
  /** The slot's key in shared/menu-contests.ts: "city-hustle", "state-flex", "the-big-league". */
  slot: text("slot").primaryKey(),
  contestId: text("contest_id")
    .notNull()
    .references(() => contests.id),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
