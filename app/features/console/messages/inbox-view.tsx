import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { buttonClass } from "#app/components/ui/button-class.ts";
import {
  type ConsoleMessageView,
  MESSAGE_STATUSES,
  type MessageCountsView,
  type MessageStatus,
  messageStatusLabels,
  replyMailto,
} from "#shared/console/messages.ts";
import { formatIstDateTime } from "#shared/ist.ts";
import { type ConsoleColumn, consoleColumns, DataTable } from "../data-table/data-table";
import { SearchForm, StatusTabs } from "../forms/filter-fields";
import { type MessageAction, runMessageAction } from "./message-actions";

type Props = {
  messages: ConsoleMessageView[];
  total: number;
  page: number;
  pageSize: number;
  counts: MessageCountsView;
  status: MessageStatus;
  q: string;
  opened: ConsoleMessageView | null;
  companyName: string;
  canEdit: boolean;
};

// Row actions name their row with aria-label, not hidden text: hidden text far right in a table that scrolls
// inside its box would widen a phone's page.
const actionClass =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-gray-500";

/** The inbox's address with some parameters changed (a tab, a page, the open message). */
function hrefWith(location: { pathname: string; search: string }, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

function useMessageAction() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const run = async (id: string, action: MessageAction) => {
    setBusy(true);
    const changed = await runMessageAction(id, action);
    setBusy(false);
    // Reloads the list, the tab counts and the navigation's count of new messages.
    if (changed) await revalidator.revalidate();
    return changed;
  };
  return { busy, run };
}

function ArchiveButton({ message, onDone }: { message: ConsoleMessageView; onDone?: () => void }) {
  const { busy, run } = useMessageAction();
  const action: MessageAction = message.status === "archived" ? "unarchive" : "archive";
  const label = action === "archive" ? "Archive" : "Move back to Read";
  return (
    <button
      type="button"
      className={actionClass}
      disabled={busy}
      aria-label={`${label} the message from ${message.fullName}`}
      onClick={() => void run(message.id, action).then((changed) => changed && onDone?.())}
    >
      {label}
    </button>
  );
}

/** The message named by `open`: its full text, a reply link, and (editors) archive or move back. */
function OpenedMessage({ message, companyName, canEdit }: { message: ConsoleMessageView; companyName: string; canEdit: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const markedRead = useRef<string | null>(null);
  const close = hrefWith(location, { open: null });

  // Opening a new message marks it read (editors; a viewer's look changes nothing). The server does it
  // once however often this runs.
  useEffect(() => {
    if (!canEdit || message.status !== "new" || markedRead.current === message.id) return;
    markedRead.current = message.id;
    void runMessageAction(message.id, "read", { quiet: true }).then((changed) => changed && revalidator.revalidate());
  }, [canEdit, message.id, message.status, revalidator]);

  return (
    <article aria-labelledby="opened-message" className="grid gap-4 rounded-2xl border border-brand-200 bg-white p-5 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="opened-message" className="text-lg font-semibold text-ink">
            {message.fullName}
          </h2>
          <p className="break-all text-sm text-gray-700">{message.email}</p>
          <p className="text-sm text-gray-700">
            Received {formatIstDateTime(message.createdAt)} · {messageStatusLabels[message.status]}
          </p>
        </div>
        <Link to={close} preventScrollReset className={buttonClass({ variant: "secondary", size: "sm" })}>
          Close
        </Link>
      </header>
      <p className="whitespace-pre-wrap break-words text-gray-900">{message.message}</p>
      <div className="flex flex-wrap items-center gap-2">
        <a href={replyMailto(message.email, companyName)} className={buttonClass({ size: "sm" })}>
          Reply by e-mail
        </a>
        {canEdit ? <ArchiveButton message={message} onDone={() => navigate(close, { preventScrollReset: true })} /> : null}
      </div>
    </article>
  );
}

const column = consoleColumns<ConsoleMessageView>();

function messageColumns(canEdit: boolean, openHref: (id: string) => string): ConsoleColumn<ConsoleMessageView>[] {
  const columns: ConsoleColumn<ConsoleMessageView>[] = [
    column.display({
      id: "from",
      header: "From",
      cell: ({ row: { original: m } }) => (
        <div className="min-w-40 max-w-56">
          <p className={m.status === "new" ? "font-bold text-ink" : "font-medium"}>{m.fullName}</p>
          <p className="break-all text-gray-700">{m.email}</p>
        </div>
      ),
    }),
    column.accessor("message", {
      header: "Message",
      cell: (info) => <p className="line-clamp-2 min-w-56 max-w-xl break-words">{info.getValue()}</p>,
    }),
    column.accessor("createdAt", {
      header: "Received",
      cell: (info) => <span className="whitespace-nowrap">{formatIstDateTime(info.getValue())}</span>,
    }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row: { original: m } }) => (
        <div className="flex flex-nowrap">
          <Link to={openHref(m.id)} aria-label={`Open the message from ${m.fullName}`} className={actionClass}>
            Open
          </Link>
          {canEdit ? <ArchiveButton message={m} /> : null}
        </div>
      ),
    }),
  ];
  return columns;
}

/**
 * The contact-form inbox: a tab per status with its count, a search over name, e-mail and text, 50 a
 * page newest first. The tab, search, page and open message are the address, so Back and links keep them.
 */
export function InboxView({ messages, total, page, pageSize, counts, status, q, opened, companyName, canEdit }: Props) {
  const location = useLocation();
  const tabHref = (tab: MessageStatus) => hrefWith(location, { status: tab === "new" ? null : tab, page: null, open: null });
  return (
    <div className="grid grid-cols-1 gap-4">
      <StatusTabs
        label="Message status"
        tabs={MESSAGE_STATUSES}
        current={status}
        labels={messageStatusLabels}
        counts={counts}
        href={tabHref}
      />
      <SearchForm
        label="Messages"
        keep={{ status: status === "new" ? null : status }}
        box={{ id: "message-search", label: "Search name, email or text", value: q }}
      />
      {opened ? <OpenedMessage key={opened.id} message={opened} companyName={companyName} canEdit={canEdit} /> : null}
      <DataTable
        caption={`${messageStatusLabels[status]} messages, newest first`}
        columns={messageColumns(canEdit, (id) => hrefWith(location, { open: id }))}
        rows={messages}
        rowId={(row) => row.id}
        total={total}
        page={page}
        pageSize={pageSize}
        empty={q ? `No ${status} message matches "${q}".` : `No ${status} messages.`}
      />
    </div>
  );
}
