import { useState } from "react";
import { useRevalidator } from "react-router";
import { notifyError, notifySuccess } from "#app/components/notify.ts";
import type { ConsoleAffiliateRowView } from "#shared/console/affiliates.ts";
import { formatIstDate } from "#shared/ist.ts";
import { apiPost } from "../../../lib/api-client";
import { type ConsoleColumn, consoleColumns, DataTable } from "../data-table/data-table";
import { SearchForm } from "../forms/filter-fields";
import { GeneratedPassword } from "../forms/generated-password";
import { failedCallMessage } from "../forms/form-errors";

type Props = {
  affiliates: ConsoleAffiliateRowView[];
  total: number;
  page: number;
  pageSize: number;
  q: string;
  canEdit: boolean;
};

type Reset = { message: string; email: string; password: string };

// Row actions name their row with aria-label, not hidden text: hidden text far right in a table that scrolls
// inside its box would widen a phone's page.
const actionClass =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-gray-500";

const failure = (result: { network?: boolean; body: { message: string } }) => notifyError(failedCallMessage(result));

function RowActions({ affiliate, onReset }: { affiliate: ConsoleAffiliateRowView; onReset: (reset: Reset) => void }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const resetPassword = async () => {
    if (!window.confirm(`Give ${affiliate.code} a new password? The old one stops working and they are signed out.`)) return;
    setBusy(true);
    const result = await apiPost<{ message: string; data: { email: string; generatedPassword: string } }>(
      `/api/admin/affiliates/${affiliate.id}/reset-password`,
    );
    setBusy(false);
    if (!result.ok) return failure(result);
    onReset({ message: result.body.message, email: result.body.data.email, password: result.body.data.generatedPassword });
  };
  const setActive = async (active: boolean) => {
    if (!active && !window.confirm(`Deactivate ${affiliate.code}? Registration refuses the code and they cannot sign in.`)) return;
    setBusy(true);
    const result = await apiPost<{ message: string }>(`/api/admin/affiliates/${affiliate.id}/active`, { active });
    setBusy(false);
    if (!result.ok) return failure(result);
    notifySuccess(result.body.message);
    revalidator.revalidate();
  };
  return (
    <div className="flex flex-nowrap">
      <button
        type="button"
        className={actionClass}
        disabled={busy}
        aria-label={`Reset password of ${affiliate.code}`}
        onClick={() => void resetPassword()}
      >
        Reset password
      </button>
      <button
        type="button"
        className={actionClass}
        disabled={busy}
        aria-label={`${affiliate.active ? "Deactivate" : "Activate"} ${affiliate.code}`}
        onClick={() => void setActive(!affiliate.active)}
      >
        {affiliate.active ? "Deactivate" : "Activate"}
      </button>
    </div>
  );
}

function StatusBadge({ affiliate }: { affiliate: ConsoleAffiliateRowView }) {
  const tone = affiliate.active ? "bg-green-50 text-green-900 ring-green-200" : "bg-gray-100 text-gray-800 ring-gray-300";
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tone}`}>
      {affiliate.active ? "Active" : "Deactivated"}
      {affiliate.hasPassword ? "" : " · no password"}
    </span>
  );
}

const column = consoleColumns<ConsoleAffiliateRowView>();

function affiliateColumns(canEdit: boolean, onReset: (reset: Reset) => void): ConsoleColumn<ConsoleAffiliateRowView>[] {
  const columns: ConsoleColumn<ConsoleAffiliateRowView>[] = [
    column.accessor("code", {
      header: "Code",
      cell: (info) => <span className="font-mono font-semibold">{info.getValue()}</span>,
    }),
    column.accessor("name", { header: "Name", cell: (info) => info.getValue() || "—" }),
    column.accessor("email", { header: "Email", cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span> }),
    column.display({ id: "status", header: "Status", cell: (info) => <StatusBadge affiliate={info.row.original} /> }),
    column.accessor("paidReferrals", { header: "Paid referrals", meta: { numeric: true } }),
    column.accessor("freeReferrals", { header: "Free referrals", meta: { numeric: true } }),
    column.accessor("createdAt", {
      header: "Created",
      cell: (info) => <span className="whitespace-nowrap">{formatIstDate(info.getValue())}</span>,
    }),
  ];
  if (canEdit) {
    columns.push(
      column.display({ id: "actions", header: "Actions", cell: (info) => <RowActions affiliate={info.row.original} onReset={onReset} /> }),
    );
  }
  return columns;
}

/**
 * Every affiliate with their code, status and referrals (completed registrations of the users they
 * referred, paid and free), newest first, 50 a page; the search is the page's address.
 */
export function AffiliateListView({ affiliates, total, page, pageSize, q, canEdit }: Props) {
  const [reset, setReset] = useState<Reset | null>(null);
  return (
    <div className="grid grid-cols-1 gap-4">
      <SearchForm label="Affiliates" box={{ id: "affiliate-search", label: "Search by code, name or email", value: q }} />
      <div role="status">{reset ? <GeneratedPassword message={reset.message} email={reset.email} password={reset.password} /> : null}</div>
      <DataTable
        caption="Affiliates, newest first"
        columns={affiliateColumns(canEdit, setReset)}
        rows={affiliates}
        rowId={(row) => row.id}
        total={total}
        page={page}
        pageSize={pageSize}
        empty={q ? `No affiliate matches "${q}".` : "No affiliates yet."}
      />
    </div>
  );
}
