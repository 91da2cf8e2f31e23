import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { auditLog } from "#db/schema/console.ts";

/**
 * What changed: field names, with non-personal values where they help (a title, a rank, an amount).
 * Never e-mails, mobile numbers, addresses, passwords or codes (docs/console.md).
 */
export type AuditChanges = readonly string[] | Readonly<Record<string, unknown>>;

export type AuditEntry = {
  /**
   * Null when no staff member made the change: the command line, or a judge's own score or recusal
   * (entity "judging-score", which names the judge in changedFields.judgeId: the log credits them).
   */
  staffId: string | null;
  /** A verb: "create", "update", "delete", "declare-results", "sign-in", … */
  action: string;
  /** The kind of thing changed: "contest", "banner", "winner", "staff", … */
  entity: string;
  entityId?: string | null;
  changedFields?: AuditChanges;
};

/**
 * Records one console change. Call it with the transaction that makes the change, so the entry exists
 * exactly when the change does.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  const changes = entry.changedFields ?? {};
  const changedFields: Record<string, unknown> = Array.isArray(changes)
    ? Object.fromEntries((changes as readonly string[]).map((field) => [field, true]))
    : { ...(changes as Record<string, unknown>) };
  await tx.insert(auditLog).values({
    id: newId(),
    staffId: entry.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    changedFields,
  });
}
