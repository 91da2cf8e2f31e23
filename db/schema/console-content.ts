import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Pictures uploaded through the organiser console, until a saved record points at them. An upload
 * nobody saved (the form was abandoned) is removed after a day; one that a record points at is removed
 * once no record refers to it any more (docs/console.md, images).
 */
export const consoleUploads = pgTable(
  "console_uploads",
  {
    /** The web path the upload answered, "/uploads/console/…". */
    path: text("path").primaryKey(),
    /** Who uploaded it (a staff id; kept without a foreign key so removing staff keeps the history). */
    staffId: text("staff_id"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("console_uploads_uploaded_idx").on(t.uploadedAt)],
);
