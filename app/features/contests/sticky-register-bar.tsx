import { useEffect, useState } from "react";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { useMessages } from "#app/i18n/i18n.tsx";

/**
 * On a phone the contest page's register button sits below the description and the rules. Once the
 * visitor has scrolled past the title, this bar keeps it in reach at the bottom of the screen, except
 * while the page's own button (or the footer) is in view. It presses the page's own button, so there
 * is one registration flow on the page.
 */
export function StickyRegisterBar({
  actionsId,
  title,
  detail,
  label,
}: {
  actionsId: string;
  title: string;
  detail: string;
  label: string;
}) {
  const [shown, setShown] = useState(false);
  const m = useMessages("contest").page;

  useEffect(() => {
    const actions = document.getElementById(actionsId);
    const heading = document.querySelector("main h1");
    const footer = document.querySelector("body > footer, footer[role=contentinfo]");
    if (!actions || !heading || typeof IntersectionObserver !== "function") return;
    const inView = new Map<Element, boolean>([
      [actions, true],
      [heading, true],
    ]);
    if (footer) inView.set(footer, false);
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) inView.set(entry.target, entry.isIntersecting);
      const pastTitle = !inView.get(heading) && heading.getBoundingClientRect().bottom < 0;
      setShown(pastTitle && !inView.get(actions) && !(footer && inView.get(footer)));
    });
    for (const element of inView.keys()) observer.observe(element);
    return () => observer.disconnect();
  }, [actionsId]);

  const register = () => {
    const button = document.querySelector<HTMLButtonElement>(`#${actionsId} button:not([disabled])`);
    button?.click();
  };

  return (
    <section
      aria-label={m.stickyBar}
      data-testid="sticky-register-bar"
      hidden={!shown}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_rgba(22,16,31,0.12)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-bold text-ink">{title}</p>
          <p className="truncate text-xs text-gray-700">{detail}</p>
        </div>
        <button type="button" onClick={register} className={buttonClass({ size: "sm", className: "shrink-0" })}>
          {label}
        </button>
      </div>
    </section>
  );
}
