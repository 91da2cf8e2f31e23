import { useCallback, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { type MenuContestLink, menuContentPages, menuContests } from "#shared/menu-contests.ts";
import { buttonClass } from "../ui/button-class";
import { LanguageSwitch } from "./language-switch";

// The menu is in every page's first download; what makes it modal is not needed until it opens, so it
// loads then (or when the visitor points at the toggle). Until it arrives, the close button has focus.
let behaviour: Promise<typeof import("./menu-modal")> | null = null;
export const loadMenuBehaviour = () => {
  behaviour ??= import("./menu-modal").catch((error: unknown) => {
    behaviour = null;
    throw error;
  });
  return behaviour;
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg py-1 text-3xl font-extrabold tracking-tight transition sm:text-4xl ${isActive ? "text-brand-300" : "text-white hover:text-brand-300"}`;

/** Whether the browser opens popovers itself (then the menu opens on a tap even before the page's scripts have run). */
export const supportsPopover = () => typeof HTMLElement !== "undefined" && Object.hasOwn(HTMLElement.prototype, "popover");

/**
 * The full-page menu of docs/product-rules.md#pages, opened and closed by the header's toggle. A
 * popover: the browser opens it on the first tap, before the page's JavaScript has arrived, and
 * Escape closes it. Once the scripts run it is modal like the dialogs: focus stays inside, the page
 * behind does not scroll, focus returns to the toggle.
 */
export function MenuOverlay({
  open,
  onOpenChange,
  menu = menuContests,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The organiser's choice of contest for each named link; the demo ids until the root loader says. */
  menu?: readonly MenuContestLink[];
}) {
  const location = useLocation();
  const { menu: m } = useMessages("common");
  const { path } = useFormat();
  const overlay = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const lastPath = useRef(location.pathname);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  const close = useCallback(() => {
    const container = overlay.current;
    if (container && supportsPopover() && container.matches(":popover-open")) container.hidePopover();
    onOpenChangeRef.current(false);
  }, []);

  // Opened by a tap before hydration: the page's state catches up.
  useEffect(() => {
    if (supportsPopover() && overlay.current?.matches(":popover-open")) onOpenChangeRef.current(true);
  }, []);

  useEffect(() => {
    const container = overlay.current;
    if (!open || !container) return;
    const opener =
      document.activeElement instanceof HTMLElement && !container.contains(document.activeElement) ? document.activeElement : null;
    closeButton.current?.focus();
    let stop: (() => void) | null = null;
    let closed = false;
    loadMenuBehaviour()
      .then(({ startModal }) => {
        if (!closed) stop = startModal(container, { onEscape: close, initialFocus: () => closeButton.current, opener });
      })
      .catch(() => {});
    return () => {
      closed = true;
      if (stop) stop();
      else if (container.contains(document.activeElement)) opener?.focus();
    };
  }, [open, close]);

  useEffect(() => {
    if (lastPath.current !== location.pathname) {
      lastPath.current = location.pathname;
      close();
    }
  }, [location.pathname, close]);

  return (
    <div
      ref={overlay}
      id="site-menu"
      role="dialog"
      aria-modal="true"
      aria-label={m.label}
      tabIndex={-1}
      popover="auto"
      // Where popovers are unknown the page opens it (app.css hides it until then).
      data-open={open ? "" : undefined}
      onToggle={(event) => onOpenChangeRef.current(event.newState === "open")}
      className="fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none overflow-y-auto overscroll-contain border-0 bg-ink/97 p-0 text-white outline-none"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none fixed inset-0 bg-[radial-gradient(circle_at_85%_10%,rgba(162,73,237,0.35),transparent_50%)]"
      />
      <div className="relative mx-auto flex min-h-full max-w-7xl flex-col px-6 py-5">
        <div className="flex items-center justify-between gap-4">
          {/* The same page in the other language, here too: on a phone the menu is where visitors look. */}
          <LanguageSwitch className="flex h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-white/30 hover:bg-white/10" />
          <button
            ref={closeButton}
            type="button"
            popoverTarget="site-menu"
            popoverTargetAction="hide"
            onClick={close}
            className="flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold tracking-wide uppercase ring-1 ring-white/30 hover:bg-white/10"
          >
            {m.close}
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <nav aria-label={m.navigation} className="mt-6 grid flex-1 gap-10 md:grid-cols-2">
          <div>
            <h2 className="mb-4 text-xs font-semibold tracking-[0.2em] text-brand-200 uppercase">{m.explore}</h2>
            <ul className="space-y-2">
              <li>
                <NavLink to={path("/")} end className={linkClass}>
                  {m.home}
                </NavLink>
              </li>
              {menuContentPages.map((page) => (
                <li key={page.slug}>
                  <NavLink to={path(`/cms/${page.slug}`)} className={linkClass}>
                    {m.pages[page.slug]}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to={path("/lets-talk")} className={linkClass}>
                  {m.contactUs}
                </NavLink>
              </li>
              <li>
                <NavLink to={path("/me")} className={linkClass}>
                  {m.myRegistrations}
                </NavLink>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="mb-4 text-xs font-semibold tracking-[0.2em] text-brand-200 uppercase">{m.contests}</h2>
            <ul className="space-y-2">
              {menu.map((contest) => (
                <li key={contest.id}>
                  <NavLink to={path(`/contest/${contest.id}`)} className={linkClass}>
                    {m.contestLinks[contest.slot] ?? contest.name}
                  </NavLink>
                </li>
              ))}
            </ul>
            <NavLink to={path("/affiliate-list")} className={buttonClass({ size: "lg", className: "mt-10" })}>
              {m.viewAffiliates}
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 12h14M13 6l6 6-6 6" />
              </svg>
            </NavLink>
          </div>
        </nav>
      </div>
    </div>
  );
}
