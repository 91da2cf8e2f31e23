import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";

export const contactMessageStatuses = ["new", "read", "archived"] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/** A message sent with the contact form; the console's inbox moves it new → read → archived (and back). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    status: text("status").$type<ContactMessageStatus>().notNull().default("new"),
    /** When a staff member first opened it; kept when it is archived. */
    readAt: timestamp("read_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  // The inbox lists one status newest first, and the navigation counts the new ones.
  (t) => [index("contact_messages_status_created_idx").on(t.status, t.createdAt)],
);

/** Sliding-window counters shared by every app process (rate limits). */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
