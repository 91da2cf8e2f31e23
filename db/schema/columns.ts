import { text, timestamp } from "drizzle-orm/pg-core";

/** Columns every table of the product shares. */
// Ids are 24 lower-case hex characters, exposed to the web as `_id` (docs/product-rules.md, contests).
export const id = () => text("id").primaryKey();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/**
 * Drafts and publishing (docs/publishing.md): a contest, banner or content page is on the site only once
 * `publishedAt` is set (and it is active). `publishAt` is the IST moment an organiser chose; the publishing
 * sweep sets `publishedAt` then, once, whatever the number of processes.
 */
export const publishingColumns = () => ({
  publishAt: timestamp("publish_at", { withTimezone: true }),
  publishedAt: timestamp("published_at", { withTimezone: true }),
});
