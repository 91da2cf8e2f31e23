import { useState } from "react";
import { useRevalidator } from "react-router";
import { notifyError, notifySuccess } from "#app/components/notify.ts";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { type PrivacyRequestRow, privacyRequestKindLabels } from "#shared/console/privacy.ts";
import { formatIstDate, formatIstDateTime } from "#shared/ist.ts";
import { apiPost } from "../../../lib/api-client";
import { type ConsoleColumn, consoleColumns, DataTable } from "../data-table/data-table";
import { failedCallMessage } from "../forms/form-errors";

const column = consoleColumns<PrivacyRequestRow>();

function StatusCell({ row }: { row: PrivacyRequestRow }) {
  if (row.kind !== "grievance") return <span>Done</span>;
  if (row.status === "answered") return <span>Answered {formatIstDate(row.answeredAt)}</span>;
  const late = row.answerDueAt !== null && new Date(row.answerDueAt).getTime() < Date.now();
  return (
    <span className={late ? "font-semibold text-red-800" : "font-semibold text-amber-800"}>
      Open · answer by {formatIstDate(row.answerDueAt)}
      {late ? " (late)" : ""}
    </span>
  );
}

function MarkAnswered({ id }: { id: string }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function mark() {
    setBusy(true);
    const result = await apiPost<{ message: string }>(`/api/admin/privacy/requests/${encodeURIComponent(id)}/answered`);
    setBusy(false);
    if (!result.ok) return notifyError(failedCallMessage(result));
    notifySuccess(result.body.message);
    revalidator.revalidate();
  }
  return (
    <button type="button" className={buttonClass({ size: "sm", variant: "secondary" })} disabled={busy} onClick={() => void mark()}>
      {busy ? "Saving..." : "Mark answered"}
    </button>
  );
}

const columnsFor = (canManage: boolean): ConsoleColumn<PrivacyRequestRow>[] => [
  column.accessor("createdAt", {
    header: "When (IST)",
    cell: (info) => <span className="whitespace-nowrap">{formatIstDateTime(info.getValue())}</span>,
  }),
  column.accessor("kind", { header: "Request", cell: (info) => privacyRequestKindLabels[info.getValue()] ?? info.getValue() }),
  column.accessor("status", { header: "Status", cell: (info) => <StatusCell row={info.row.original} /> }),
  column.accessor("message", {
    header: "From and message",
    cell: (info) => {
      const row = info.row.original;
      if (!row.email) return <span className="text-gray-700">Names nobody</span>;
      return (
        <div className="grid max-w-md gap-1">
          <a className="font-medium text-brand-800 underline underline-offset-2" href={`mailto:${row.email}`}>
            {row.email}
          </a>
          <p className="whitespace-pre-wrap break-words text-gray-800">{row.message}</p>
        </div>
      );
    },
  }),
  column.display({
    id: "actions",
    header: "",
    cell: (info) => {
      const row = info.row.original;
      return canManage && row.kind === "grievance" && row.status === "open" ? <MarkAnswered id={row.id} /> : null;
    },
  }),
];

const managerColumns = columnsFor(true);
const readerColumns = columnsFor(false);

/** Downloads, corrections, erasures and grievances, newest first; editors mark grievances answered once replied to by e-mail. */
export function PrivacyRequestsTable(props: {
  requests: PrivacyRequestRow[];
  total: number;
  page: number;
  pageSize: number;
  canManage: boolean;
}) {
  return (
    <DataTable
      caption="Privacy requests"
      columns={props.canManage ? managerColumns : readerColumns}
      rows={props.requests}
      rowId={(row) => row.id}
      total={props.total}
      page={props.page}
      pageSize={props.pageSize}
      empty="No requests yet."
    />
  );
}
