import { type ReactNode, useState } from "react";
import { Link, NavLink, useRouteLoaderData } from "react-router";
import type { StaffMemberView } from "#shared/console/staff-access.ts";
import { may } from "#shared/permissions.ts";
import { apiPost } from "../../../lib/api-client";
import { SideOverflowCues, useSideOverflow } from "./scroll-cue";
import { type ConsoleNavCounts, type ConsoleNavItem, consoleNavigation, roleLabels } from "./console-navigation";

type ShellStaff = Pick<StaffMemberView, "name" | "role" | "email">;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `relative flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-semibold transition ${
    isActive ? "bg-brand-700 text-white" : "text-gray-800 hover:bg-brand-50 hover:text-brand-800"
  }`;

/**
 * The organiser console's frame: its own header and navigation (a sidebar on wide screens, a
 * scrolling row on phones), and the page in <main>. It shares the public site's colours and type.
 */
export function ConsoleShell({ staff, children }: { staff: ShellStaff; children: ReactNode }) {
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    await apiPost("/api/admin/sign-out");
    window.location.assign("/admin/sign-in");
  };
  const items = consoleNavigation.filter((item) => may(staff.role, item.action));
  // The layout's loader counts them (routes/admin/layout.server.ts); read here so every page and error panel shows them.
  const counts = useRouteLoaderData<Partial<ConsoleNavCounts>>("routes/admin/layout");
  const navScroll = useSideOverflow<HTMLUListElement>();
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-[120rem] flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 lg:px-6">
          <Link to="/admin" className="flex items-center gap-2 rounded font-display text-lg font-bold text-ink">
            <span aria-hidden="true" className="inline-block h-7 w-7 rounded-lg bg-brand-600" />
            CreatorCup <span className="font-semibold text-brand-700">console</span>
          </Link>
          <div className="flex items-center gap-1 text-sm sm:gap-3">
            <Link to="/admin/account" className="flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-gray-100">
              <span className="max-w-[10rem] truncate font-medium text-gray-900">{staff.name}</span>
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{roleLabels[staff.role]}</span>
            </Link>
            <button
              type="button"
              onClick={signOut}
              disabled={signingOut}
              aria-busy={signingOut || undefined}
              className="min-h-11 rounded-lg px-3 font-semibold text-gray-800 hover:bg-gray-100 disabled:text-gray-500"
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      {/* The page takes the screen's width (wide tables fit on a laptop), up to 1920 px so lines stay readable on a wide monitor. */}
      <div className="mx-auto flex w-full max-w-[120rem] flex-1 flex-col lg:flex-row">
        <nav aria-label="Console" className="border-b border-gray-200 bg-white lg:w-48 lg:shrink-0 lg:border-r lg:border-b-0 2xl:w-56">
          <SideOverflowCues overflow={navScroll.overflow} className="lg:sticky lg:top-0">
            <ul ref={navScroll.ref} className="flex gap-1 overflow-x-auto px-3 py-2 lg:flex-col lg:px-3 lg:py-4">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={navLinkClass}>
                    <NavLabel item={item} counts={counts} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </SideOverflowCues>
        </nav>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 lg:px-6 2xl:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}

/**
 * A link's text, with its count when there is one: seen as "Messages 3", read as "Messages, 3 new". The
 * read text is the link's content (so the name and the visible words agree for voice control); the link
 * is `relative`, so that hidden text stays inside the phone's scrolling row instead of widening the page.
 */
function NavLabel({ item, counts }: { item: ConsoleNavItem; counts: Partial<ConsoleNavCounts> | undefined }) {
  const count = item.badge ? (counts?.[item.badge.count] ?? 0) : 0;
  if (!item.badge || count <= 0) return <>{item.label}</>;
  return (
    <>
      <span aria-hidden="true">{item.label}</span>
      <span
        aria-hidden="true"
        data-testid={`nav-badge-${item.badge.count}`}
        className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-bold tabular-nums text-ink"
      >
        {count > 99 ? "99+" : count.toLocaleString("en-IN")}
      </span>
      <span className="sr-only">{`${item.label}, ${count.toLocaleString("en-IN")} ${item.badge.noun}`}</span>
    </>
  );
}

/** A console page's heading row: the title and, at the right, the page's main actions. */
export function ConsolePageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-2xl font-bold text-ink">{title}</h1>
        {description ? <p className="mt-1 text-gray-700">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
