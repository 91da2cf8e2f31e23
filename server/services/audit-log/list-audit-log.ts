import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, not, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { auditLog, staff } from "#db/schema/console.ts";
import { judges } from "#db/schema.ts";
import { AUDIT_LOG_PAGE_SIZE, type AuditLogFilters, type AuditLogRow } from "#shared/console/audit-log.ts";
import { istDayEnd, istDayStart } from "#shared/console/ist-input.ts";
import { displayName } from "#shared/display-name.ts";

/**
 * A judge's own change: their scores and recusals (judging/scoring.ts) are written with no staff member
 * and name the judge in changed_fields.judgeId. Those rows are credited to the judge, not the command line.
 */
const judgeIdOfEntry = sql<string | null>`${auditLog.changedFields}->>'judgeId'`;
const byJudgeOnly = and(eq(auditLog.entity, "judging-score"), isNotNull(judgeIdOfEntry)) as SQL;
const byJudge = and(isNull(auditLog.staffId), byJudgeOnly) as SQL;

function byWhom(who: AuditLogFilters["staff"]): SQL | undefined {
  if (who === "cli") return and(isNull(auditLog.staffId), not(byJudgeOnly));
  if (who === "judges") return byJudge;
  return who ? eq(auditLog.staffId, who) : undefined;
}

/** The page's filters, and for a record's own page its entries (not a URL filter). */
export type AuditLogListOptions = AuditLogFilters & { entityId?: string; pageSize?: number };

function conditions(filters: AuditLogListOptions): SQL | undefined {
  const from = filters.from ? istDayStart(filters.from) : null;
  const to = filters.to ? istDayEnd(filters.to) : null;
  return and(
    byWhom(filters.staff),
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
    from ? gte(auditLog.createdAt, from) : undefined,
    to ? lte(auditLog.createdAt, to) : undefined,
  );
}

/**
 * A page of the audit log, newest first, filtered in SQL (the indexes on created_at, on entity and
 * on staff serve the filters). Entries name the member who made the change, or the judge (their scores
 * and recusals); neither is the command line.
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
        judgeId: sql<string | null>`case when ${byJudge} then ${judgeIdOfEntry} end`,
        judgeFirstName: judges.firstName,
        judgeLastName: judges.lastName,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        changedFields: auditLog.changedFields,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .leftJoin(judges, and(byJudge, eq(judges.id, judgeIdOfEntry)))
      .where(where)
      // Entries of one transaction share a timestamp: the id keeps their order stable across pages.
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map(({ judgeFirstName, judgeLastName, ...row }) => ({
      ...row,
      judgeName: judgeFirstName === null ? null : displayName({ firstName: judgeFirstName, lastName: judgeLastName }),
      createdAt: row.createdAt.toISOString(),
      changedFields: row.changedFields ?? {},
    })),
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
