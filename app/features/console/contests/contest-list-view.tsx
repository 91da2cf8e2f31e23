import { useState } from "react";
import { Link, useNavigate, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { type ConsoleContestRow, contestStatusFilters } from "#shared/console/contest-api.ts";
import { maxParticipantsLabel } from "#shared/contest-status.ts";
import { formatIstDate, formatIstDateTime } from "#shared/ist.ts";
import { formatMoney } from "#shared/text.ts";
import { FilterSelect, SearchForm } from "../forms/filter-fields";
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
    // Wraps onto a second line rather than push the table past a laptop's width.
    <div className="flex flex-wrap">
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

const archivedChoices = [
  ["false", "Current contests"],
  ["true", "Archived contests"],
] as const;

const fill = (contest: ConsoleContestRow) => `${contest.completedRegistrations} / ${maxParticipantsLabel(contest.maxParticipants)}`;
const dates = (start: string | null, end: string | null) => `${formatIstDate(start)} – ${formatIstDate(end)}`;

/** What the badge (Draft, Scheduled or the dates' badge) leaves unsaid: when a scheduled one publishes, an inactive one. */
function publishingNote(contest: ConsoleContestRow) {
  if (contest.publishedAt) return contest.isActive ? "" : " · Inactive";
  return contest.publishAt ? ` · Publishes ${formatIstDateTime(contest.publishAt)} IST` : "";
}

function ContestRow({ contest, canEdit }: { contest: ConsoleContestRow; canEdit: boolean }) {
  return (
    <tr className="align-top">
      <th scope="row" className="min-w-40 px-4 py-3 font-semibold text-ink">
        <Link to={`/admin/contests/${contest._id}`} className="hover:text-brand-800 hover:underline">
          {contest.title}
        </Link>
        <span className="mt-0.5 block text-xs font-normal text-gray-600">
          {contest.categoryName ?? "No category"}
          {publishingNote(contest)}
          {contest.pinned ? " · Pinned" : ""}
        </span>
      </th>
      <td className="px-4 py-3">
        <ContestStatusBadge contest={contest} />
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
  );
}

const headings = ["Title", "Status", "Dates (IST)", "Entry fee", "Registered"];

function ContestTable({ contests, canEdit }: { contests: ConsoleContestRow[]; canEdit: boolean }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-gray-200 bg-white">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">Contests, newest first</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-xs font-semibold tracking-wide text-gray-700 uppercase">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {contests.map((contest) => (
            <ContestRow key={contest._id} contest={contest} canEdit={canEdit} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous and next page, the filters kept. */
function Pager({ page, pages }: { page: number; pages: number }) {
  const [params] = useSearchParams();
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(to));
    return `?${next.toString()}`;
  };
  const pageButton = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className={pageButton}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-700">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={pageLink(page + 1)} className={pageButton}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * The console's contests: search by title, filter by status badge, current or archived, 20 a page.
 * The search and filters are the page's address, so Back and a shared link keep them.
 */
export function ContestListView({ contests, total, page, pageSize, query, canEdit }: Props) {
  const navigation = useNavigation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/contests";
  return (
    <div className="grid grid-cols-1 gap-4">
      <SearchForm label="Contests" box={{ id: "contest-search", label: "Search by title", value: query.q }}>
        <FilterSelect
          id="contest-status"
          name="status"
          label="Status"
          value={query.status}
          any="Any status"
          options={Object.entries(contestStatusFilters)}
        />
        <FilterSelect id="contest-archived" name="archived" label="Showing" value={String(query.archived)} options={archivedChoices} />
      </SearchForm>

      <p role="status" className="text-sm text-gray-700">
        {loading ? "Loading..." : `${total} ${total === 1 ? "contest" : "contests"}${query.q ? ` matching "${query.q}"` : ""}`}
      </p>

      {contests.length === 0 ? (
        <p className="rounded-2xl border border-gray-200 bg-white px-4 py-10 text-center text-gray-700">No contests found.</p>
      ) : (
        <ContestTable contests={contests} canEdit={canEdit} />
      )}

      {pages > 1 ? <Pager page={page} pages={pages} /> : null}
    </div>
  );
}
