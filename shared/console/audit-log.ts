import { z } from "zod";
import { okData } from "../api/common.ts";
import { formatPaiseForAccounts } from "../i18n/accounts-format.ts";
import { idSchema } from "../validation/id.ts";
import { IST_DAY_PATTERN, istDayStart } from "./ist-input.ts";
import { CONSOLE_PAGE_SIZE, consolePageParam } from "./table-query.ts";

/**
 * The console's audit-log viewer (docs/console.md, audit log): its query and answers. Read only: the
 * console has no route that changes or removes an entry, and the database refuses to.
 */

export const AUDIT_LOG_PAGE_SIZE = CONSOLE_PAGE_SIZE;

export const auditLogMessages = {
  badDay: "Enter a day as YYYY-MM-DD.",
  rangeBackwards: "The first day must be on or before the last day.",
  badName: "Use lower-case letters, digits and dashes.",
} as const;

const istDay = z
  .string()
  .regex(IST_DAY_PATTERN, auditLogMessages.badDay)
  .refine((day) => istDayStart(day) !== null, auditLogMessages.badDay);

/** An entity or action name as recordAudit writes them ("contest", "reset-two-factor"). */
const auditName = z.string().regex(/^[a-z][a-z0-9-]{0,59}$/, auditLogMessages.badName);

/** Filters are the page's address (?staff=…&entity=…&action=…&from=…&to=…&page=…); days are IST days. */
export const AuditLogQuery = z
  .object({
    /** A staff member's id, "cli" for changes made with the command line, or "judges" for judges' own (scores, recusals). */
    staff: z.union([z.literal("cli"), z.literal("judges"), idSchema("must be a staff member's id, cli or judges")]).optional(),
    entity: auditName.optional(),
    action: auditName.optional(),
    from: istDay.optional(),
    to: istDay.optional(),
    page: consolePageParam,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: auditLogMessages.rangeBackwards, path: ["to"] });
export type AuditLogFilters = z.infer<typeof AuditLogQuery>;

export const AuditLogRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  staffId: z.string().nullable(),
  /** Null for the command line. */
  staffName: z.string().nullable(),
  /** The judge who made the change (their scores and recusals, which no staff member makes); null otherwise. */
  judgeId: z.string().nullable(),
  /** That judge's name; null when the judge's record is gone. */
  judgeName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Field names, with the non-personal values recorded (true when only the name was). */
  changedFields: z.record(z.string(), z.unknown()),
});
export type AuditLogRow = z.infer<typeof AuditLogRowSchema>;

export const AuditLogAnswer = okData(
  z.object({
    entries: z.array(AuditLogRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);

/** What the filters offer: every member who ever wrote an entry (active or not), every entity and action. */
export const AuditLogChoicesAnswer = okData(
  z.object({
    staff: z.array(z.object({ id: z.string(), name: z.string(), active: z.boolean() })),
    entities: z.array(z.string()),
    actions: z.array(z.string()),
  }),
);

/** The console page that shows an entity, where one exists. */
export function auditEntityPath(entity: string, entityId: string | null): string | null {
  if (!entityId) return null;
  switch (entity) {
    case "contest":
      return `/admin/contests/${entityId}`;
    case "contest-winners":
      return `/admin/winners/${entityId}`;
    case "registration":
      return `/admin/registrations/${entityId}`;
    case "staff":
      return `/admin/staff/${entityId}`;
    // Judging (docs/judging.md): a closed round's entry opens its immutable snapshot (JSON).
    case "judging-round":
      return `/api/admin/judging/rounds/${entityId}/snapshot`;
    case "judging-rubric":
    case "judging-panel":
      return `/admin/judging/${entityId}`;
    default:
      return null;
  }
}

/**
 * "role: editor", "title", "active: false": a field's name, and its value when one was recorded. Money
 * is kept in paise (a name ending in Paise) and shown in rupees, as everywhere in the console:
 * amountPaise 9900 → "amount: ₹99.00".
 */
export function describeChange(recorded: string, value: unknown): string {
  const inPaise = /.Paise$/.test(recorded);
  const field = inPaise ? recorded.slice(0, -"Paise".length) : recorded;
  if (inPaise && typeof value === "number" && Number.isInteger(value)) return `${field}: ${formatPaiseForAccounts(value)}`;
  if (value === true) return field;
  if (value === null || value === undefined) return `${field}: none`;
  if (typeof value === "object") return `${field}: ${JSON.stringify(value)}`;
  return `${field}: ${String(value)}`;
}
