import { and, asc, count, desc, eq, gte, isNull, lte, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { auditLog, staff } from "#db/schema/console.ts";
import { AUDIT_LOG_PAGE_SIZE, type AuditLogFilters, type AuditLogRow } from "#shared/console/audit-log.ts";
import { istDayEnd, istDayStart } from "#shared/console/ist-input.ts";

/** The page's filters, and for a record's own page its entries (not a URL filter). */
export type AuditLogListOptions = AuditLogFilters & { entityId?: string; pageSize?: number };

function conditions(filters: AuditLogListOptions): SQL | undefined {
  const from = filters.from ? istDayStart(filters.from) : null;
  const to = filters.to ? istDayEnd(filters.to) : null;
  return and(
    filters.staff === "cli" ? isNull(auditLog.staffId) : filters.staff ? eq(auditLog.staffId, filters.staff) : undefined,
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
    from ? gte(auditLog.createdAt, from) : undefined,
    to ? lte(auditLog.createdAt, to) : undefined,
  );
}

/**
 * A page of the audit log, newest first, filtered in SQL (the indexes on created_at, on entity and
 * on staff serve the filters). Entries name the member who made the change; null is the command line.
 */
export async function listAuditLog(
  db: Db,
  filters: AuditLogListOptions,
): Promise<{ entries: AuditLogRow[]; total: number; page: number; pageSize: number }> {
  const where = conditions(filters);
  const pageSize = filters.pageSize ?? AUDIT_LOG_PAGE_SIZE;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        staffId: auditLog.staffId,
        staffName: staff.name,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        changedFields: auditLog.changedFields,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(where)
      // Entries of one transaction share a timestamp: the id keeps their order stable across pages.
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), changedFields: row.changedFields ?? {} })),
    total: Number(totalRow?.n ?? 0),
    page: filters.page,
    pageSize,
  };
}

/** The filters' choices: every staff member (deactivated ones too), and the entities and actions recorded. */
export async function auditLogChoices(db: Db) {
  const [members, entities, actions] = await Promise.all([
    db.select({ id: staff.id, name: staff.name, active: staff.active }).from(staff).orderBy(asc(staff.name)),
    db.selectDistinct({ value: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return { staff: members, entities: entities.map((e) => e.value), actions: actions.map((a) => a.value) };
}
