import { Form, Link } from "react-router";
import { type AuditLogFilters, type AuditLogRow, auditEntityPath, describeChange } from "#shared/console/audit-log.ts";
import { formatIstDateTime } from "#shared/ist.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { inputClass } from "../../../components/ui/field";
import { type ConsoleColumn, consoleColumns, DataTable } from "../data-table/data-table";

export type AuditLogChoices = { staff: { id: string; name: string; active: boolean }[]; entities: string[]; actions: string[] };

const column = consoleColumns<AuditLogRow>();

/** "contest-winners" → "Contest winners". */
const words = (name: string) => {
  const text = name.replaceAll("-", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Staff pages are for owners: other roles see the entity without a link there. */
const columnsFor = (canOpenStaff: boolean): ConsoleColumn<AuditLogRow>[] => [
  column.accessor("createdAt", {
    header: "When (IST)",
    cell: (info) => <span className="whitespace-nowrap">{formatIstDateTime(info.getValue())}</span>,
  }),
  column.accessor("staffName", {
    header: "Who",
    cell: (info) => {
      const row = info.row.original;
      // The publishing sweep publishes scheduled drafts with no member signed in (docs/publishing.md).
      if (!row.staffId)
        return <span className="italic text-gray-700">{row.action === "publish" ? "Scheduled publish" : "Command line"}</span>;
      return row.staffName ?? "A removed member";
    },
  }),
  column.accessor("action", { header: "Action", cell: (info) => words(info.getValue()) }),
  column.accessor("entity", {
    header: "Entity",
    cell: (info) => {
      const row = info.row.original;
      const path = row.entity === "staff" && !canOpenStaff ? null : auditEntityPath(row.entity, row.entityId);
      return path ? (
        <Link to={path} className="font-medium text-brand-800 underline underline-offset-2">
          {words(row.entity)}
        </Link>
      ) : (
        words(row.entity)
      );
    },
  }),
  column.accessor("changedFields", {
    header: "What changed",
    cell: (info) => {
      const changes = Object.entries(info.getValue());
      if (changes.length === 0) return <span className="text-gray-600">—</span>;
      return (
        <ul className="flex max-w-md flex-wrap gap-1">
          {changes.map(([field, value]) => (
            <li key={field} className="break-all rounded bg-gray-100 px-1.5 py-0.5 font-mono text-xs text-gray-800">
              {describeChange(field, value)}
            </li>
          ))}
        </ul>
      );
    },
  }),
];

const ownerColumns = columnsFor(true);
const otherColumns = columnsFor(false);

const selectClass = `${inputClass} min-w-0 py-2.5`;

function Filters({ filters, choices }: { filters: AuditLogFilters; choices: AuditLogChoices }) {
  return (
    <Form method="get" className="grid gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
      <label className="grid min-w-0 gap-1 text-sm font-semibold text-gray-800">
        Staff member
        <select name="staff" defaultValue={filters.staff ?? ""} className={selectClass}>
          <option value="">Everyone</option>
          <option value="cli">Command line</option>
          {choices.staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
              {member.active ? "" : " (deactivated)"}
            </option>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-1 text-sm font-semibold text-gray-800">
        Entity
        <select name="entity" defaultValue={filters.entity ?? ""} className={selectClass}>
          <option value="">Any</option>
          {choices.entities.map((entity) => (
            <option key={entity} value={entity}>
              {words(entity)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-1 text-sm font-semibold text-gray-800">
        Action
        <select name="action" defaultValue={filters.action ?? ""} className={selectClass}>
          <option value="">Any</option>
          {choices.actions.map((action) => (
            <option key={action} value={action}>
              {words(action)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-1 text-sm font-semibold text-gray-800">
        From
        <input type="date" name="from" defaultValue={filters.from ?? ""} className={selectClass} />
      </label>
      <label className="grid min-w-0 gap-1 text-sm font-semibold text-gray-800">
        To
        <input type="date" name="to" defaultValue={filters.to ?? ""} className={selectClass} />
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClass({ size: "sm" })}>
          Filter
        </button>
        <Link to="/admin/audit-log" className={buttonClass({ size: "sm", variant: "secondary" })}>
          Clear
        </Link>
      </div>
    </Form>
  );
}

/** The audit log: read only, newest first, 50 a page. */
export function AuditLogView({
  entries,
  total,
  page,
  pageSize,
  filters,
  choices,
  canOpenStaff,
}: {
  canOpenStaff: boolean;
  entries: AuditLogRow[];
  total: number;
  page: number;
  pageSize: number;
  filters: AuditLogFilters;
  choices: AuditLogChoices;
}) {
  return (
    <div className="grid gap-4">
      <Filters key={JSON.stringify(filters)} filters={filters} choices={choices} />
      <DataTable
        caption="Audit log entries"
        columns={canOpenStaff ? ownerColumns : otherColumns}
        rows={entries}
        rowId={(row) => row.id}
        total={total}
        page={page}
        pageSize={pageSize}
        empty="No entries match these filters."
      />
    </div>
  );
}
