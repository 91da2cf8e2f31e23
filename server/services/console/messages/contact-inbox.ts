import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type ContactMessageStatus, contactMessages } from "#db/schema.ts";
import {
  type ConsoleMessageView,
  MESSAGE_PAGE_SIZE,
  type MessageCountsView,
  type MessageListOptions,
  type MessageStatus,
} from "#shared/console/messages.ts";
import { notFound } from "../../../errors.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name, e-mail or the message's text, any case, anywhere. */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(ilike(contactMessages.fullName, pattern), ilike(contactMessages.email, pattern), ilike(contactMessages.message, pattern));
}

const columns = {
  id: contactMessages.id,
  fullName: contactMessages.fullName,
  email: contactMessages.email,
  message: contactMessages.message,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
  archivedAt: contactMessages.archivedAt,
};

type Row = Pick<typeof contactMessages.$inferSelect, keyof typeof columns>;

const view = (row: Row): ConsoleMessageView => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  archivedAt: row.archivedAt?.toISOString() ?? null,
});

/**
 * One tab of the inbox, newest first, a page at a time (the (status, created_at) index serves it), and
 * how many messages each tab holds under the same search.
 */
export async function listContactMessages(
  db: Db,
  options: MessageListOptions & { pageSize?: number },
): Promise<{ messages: ConsoleMessageView[]; total: number; page: number; pageSize: number; counts: MessageCountsView }> {
  const pageSize = options.pageSize ?? MESSAGE_PAGE_SIZE;
  const search = searchCondition(options.q);
  const [rows, grouped] = await Promise.all([
    db
      .select(columns)
      .from(contactMessages)
      .where(and(eq(contactMessages.status, options.status), search))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset((options.page - 1) * pageSize),
    db.select({ status: contactMessages.status, count: count() }).from(contactMessages).where(search).groupBy(contactMessages.status),
  ]);
  const counts: MessageCountsView = { new: 0, read: 0, archived: 0 };
  for (const row of grouped) if (row.status in counts) counts[row.status] = Number(row.count);
  return { messages: rows.map(view), total: counts[options.status], page: options.page, pageSize, counts };
}

/** The navigation's figure: one COUNT on the status index. */
export async function countNewContactMessages(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(contactMessages).where(eq(contactMessages.status, "new"));
  return Number(row?.count ?? 0);
}

export async function getContactMessage(db: Db, id: string): Promise<ConsoleMessageView> {
  const [row] = await db.select(columns).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!row) throw notFound("No such message.");
  return view(row);
}

export type MessageAction = "read" | "archive" | "unarchive";

/** Which statuses each action moves a message from, and to. */
const transitions: Record<MessageAction, { from: ContactMessageStatus[]; to: MessageStatus }> = {
  read: { from: ["new"], to: "read" },
  archive: { from: ["new", "read"], to: "archived" },
  unarchive: { from: ["archived"], to: "read" },
};

/**
 * Moves a message along the inbox: opened (new → read), archived, or moved back to read. A guarded
 * update, so two staff members acting at once change it once and write one audit row; an action that
 * no longer applies (already read, already archived) changes nothing and answers the message as it is.
 */
export async function changeContactMessageStatus(
  db: Db,
  options: { id: string; action: MessageAction; staffId: string; now?: Date },
): Promise<{ message: ConsoleMessageView; changed: boolean }> {
  const { from, to } = transitions[options.action];
  const now = options.now ?? new Date();
  const changed = await db.transaction(async (tx) => {
    const updated = await tx
      .update(contactMessages)
      .set({
        status: to,
        // Archiving an unopened message counts as reading it; moving back keeps when it was read.
        readAt: sql`coalesce(${contactMessages.readAt}, ${now.toISOString()}::timestamptz)`,
        archivedAt: to === "archived" ? now : null,
      })
      .where(and(eq(contactMessages.id, options.id), inArray(contactMessages.status, from)))
      .returning({ id: contactMessages.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, {
      staffId: options.staffId,
      action: options.action,
      entity: "contact-message",
      entityId: options.id,
      changedFields: { status: to },
    });
    return true;
  });
  // Throws 404 for an unknown id, whether or not anything changed.
  return { message: await getContactMessage(db, options.id), changed };
}
