import { Link } from "react-router";
import { type AuditLogFilters, type AuditLogRow, auditEntityPath, describeChange } from "#shared/console/audit-log.ts";
import { formatIstDateTime } from "#shared/ist.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { type ConsoleColumn, consoleColumns, DataTable } from "../data-table/data-table";
import { FilterForm, FilterInput, FilterSelect } from "../forms/filter-fields";

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
      // A judge's own scores and recusals (docs/judging.md): no staff member, but not the command line either.
      if (row.judgeId) return `Judge: ${row.judgeName ?? "a removed judge"}`;
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

function Filters({ filters, choices }: { filters: AuditLogFilters; choices: AuditLogChoices }) {
  const staff = [
    ["cli", "Command line"],
    ["judges", "Judges"],
    ...choices.staff.map((member) => [member.id, `${member.name}${member.active ? "" : " (deactivated)"}`] as const),
  ] as const;
  const each = { compact: true, className: "min-w-0" } as const;
  return (
    <FilterForm label="Audit log" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <FilterSelect {...each} id="audit-staff" name="staff" label="Who" value={filters.staff ?? ""} any="Everyone" options={staff} />
      <FilterSelect
        {...each}
        id="audit-entity"
        name="entity"
        label="Entity"
        value={filters.entity ?? ""}
        any="Any"
        options={choices.entities.map((entity) => [entity, words(entity)] as const)}
      />
      <FilterSelect
        {...each}
        id="audit-action"
        name="action"
        label="Action"
        value={filters.action ?? ""}
        any="Any"
        options={choices.actions.map((action) => [action, words(action)] as const)}
      />
      <FilterInput {...each} type="date" id="audit-from" name="from" label="From" value={filters.from ?? ""} />
      <FilterInput {...each} type="date" id="audit-to" name="to" label="To" value={filters.to ?? ""} />
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClass({ size: "sm" })}>
          Filter
        </button>
        <Link to="/admin/audit-log" className={buttonClass({ size: "sm", variant: "secondary" })}>
          Clear
        </Link>
      </div>
    </FilterForm>
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
