import { useState } from "react";
import { Form, Link, useNavigate, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { inputClass } from "#app/components/ui/field.tsx";
import { type ConsoleContestRow, contestStatusFilters } from "#shared/console/contest-api.ts";
import { maxParticipantsLabel } from "#shared/contest-status.ts";
import { formatIstDate } from "#shared/ist.ts";
import { formatMoney } from "#shared/text.ts";
import { runContestAction } from "./contest-actions";
import { ContestStatusBadge } from "./contest-status-badge";

type Props = {
  contests: ConsoleContestRow[];
  total: number;
  page: number;
  pageSize: number;
  query: { q: string; status: string; archived: boolean };
  canEdit: boolean;
};

const actionClass =
  "inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-gray-500";

function RowActions({ contest, canEdit }: { contest: ConsoleContestRow; canEdit: boolean }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const run = async (action: "duplicate" | "archive" | "restore") => {
    if (action === "archive" && !window.confirm(`Archive "${contest.title}"? It leaves the site; its registrations and payments are kept.`))
      return;
    setBusy(true);
    const id = await runContestAction(contest._id, action);
    setBusy(false);
    if (id && action === "duplicate") navigate(`/admin/contests/${id}`);
    else if (id) revalidator.revalidate();
  };
  return (
    <div className="flex flex-nowrap">
      <Link to={`/admin/contests/${contest._id}`} className={actionClass}>
        {canEdit ? "Edit" : "View"}
        <span className="sr-only"> {contest.title}</span>
      </Link>
      <Link to={`/admin/contests/${contest._id}/preview`} className={actionClass}>
        Preview<span className="sr-only"> {contest.title}</span>
      </Link>
      {canEdit ? (
        <>
          <button type="button" className={actionClass} disabled={busy} onClick={() => void run("duplicate")}>
            Duplicate<span className="sr-only"> {contest.title}</span>
          </button>
          <button
            type="button"
            className={actionClass}
            disabled={busy}
            onClick={() => void run(contest.archivedAt ? "restore" : "archive")}
          >
            {contest.archivedAt ? "Restore" : "Archive"}
            <span className="sr-only"> {contest.title}</span>
          </button>
        </>
      ) : null}
    </div>
  );
}

const fill = (contest: ConsoleContestRow) => `${contest.completedRegistrations} / ${maxParticipantsLabel(contest.maxParticipants)}`;
const dates = (start: string | null, end: string | null) => `${formatIstDate(start)} – ${formatIstDate(end)}`;

/**
 * The console's contests: search by title, filter by status badge, current or archived, 20 a page.
 * The search and filters are the page's address, so Back and a shared link keep them.
 */
export function ContestListView({ contests, total, page, pageSize, query, canEdit }: Props) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(to));
    return `?${next.toString()}`;
  };
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/contests";
  return (
    <div className="grid grid-cols-1 gap-4">
      <Form
        method="get"
        role="search"
        aria-label="Contests"
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-gray-200 bg-white p-4"
      >
        <div className="min-w-48 flex-1">
          <label htmlFor="contest-search" className="mb-1.5 block text-sm font-semibold text-gray-800">
            Search by title
          </label>
          <input id="contest-search" name="q" type="search" defaultValue={query.q} className={inputClass} />
        </div>
        <div>
          <label htmlFor="contest-status" className="mb-1.5 block text-sm font-semibold text-gray-800">
            Status
          </label>
          <select id="contest-status" name="status" defaultValue={query.status} className={inputClass}>
            <option value="">Any status</option>
            {Object.entries(contestStatusFilters).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="contest-archived" className="mb-1.5 block text-sm font-semibold text-gray-800">
            Showing
          </label>
          <select id="contest-archived" name="archived" defaultValue={String(query.archived)} className={inputClass}>
            <option value="false">Current contests</option>
            <option value="true">Archived contests</option>
          </select>
        </div>
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          Search
        </button>
      </Form>

      <p role="status" className="text-sm text-gray-700">
        {loading ? "Loading..." : `${total} ${total === 1 ? "contest" : "contests"}${query.q ? ` matching "${query.q}"` : ""}`}
      </p>

      {contests.length === 0 ? (
        <p className="rounded-2xl border border-gray-200 bg-white px-4 py-10 text-center text-gray-700">No contests found.</p>
      ) : (
        <div className="relative overflow-x-auto rounded-2xl border border-gray-200 bg-white">
          <table className="w-full min-w-[52rem] text-left text-sm">
            <caption className="sr-only">Contests, newest first</caption>
            <thead className="border-b border-gray-200 bg-gray-50 text-xs font-semibold tracking-wide text-gray-700 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Title
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Dates (IST)
                </th>
                <th scope="col" className="px-4 py-3">
                  Entry fee
                </th>
                <th scope="col" className="px-4 py-3">
                  Registered
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {contests.map((contest) => (
                <tr key={contest._id} className="align-top">
                  <th scope="row" className="min-w-40 px-4 py-3 font-semibold text-ink">
                    <Link to={`/admin/contests/${contest._id}`} className="hover:text-brand-800 hover:underline">
                      {contest.title}
                    </Link>
                    <span className="mt-0.5 block text-xs font-normal text-gray-600">
                      {contest.categoryName ?? "No category"}
                      {contest.publishedAt
                        ? contest.isActive
                          ? ""
                          : " · Inactive"
                        : contest.publishAt
                          ? " · Draft, scheduled"
                          : " · Draft"}
                      {contest.pinned ? " · Pinned" : ""}
                    </span>
                  </th>
                  <td className="px-4 py-3">
                    <ContestStatusBadge badge={contest.badge} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-gray-800">
                    <span className="block">
                      <span className="text-gray-600">Registration </span>
                      {dates(contest.registrationStartDate, contest.registrationEndDate)}
                    </span>
                    <span className="block">
                      <span className="text-gray-600">Contest </span>
                      {dates(contest.contestStartDate, contest.contestEndDate)}
                    </span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-gray-800">
                    {contest.entryFee === 0 ? "Free" : formatMoney(contest.entryFee, contest.entryFeeCurrency)}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-gray-800">{fill(contest)}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap">
                    <RowActions contest={contest} canEdit={canEdit} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className={buttonClass({ variant: "secondary", size: "sm" })}>
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-gray-700">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} className={buttonClass({ variant: "secondary", size: "sm" })}>
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
