import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { SocialIcon, socialNetworkLabels } from "./social-icons";

const itemClass =
  "flex h-11 w-11 items-center justify-center rounded-full text-white shadow-lg ring-2 ring-ink/60 transition hover:scale-110 focus-visible:scale-110";

/**
 * The round social menu of the footer (docs/product-rules.md#pages): a round button that opens a
 * column of social links and the contact form above itself. It sits in the footer rather than over
 * the page, so it never covers a card, a button or the info card; Escape or a tap elsewhere closes it.
 */
export function FloatingSocialMenu({ links }: { links: [network: string, url: string][] }) {
  const [open, setOpen] = useState(false);
  const { social } = useMessages("common");
  const { path } = useFormat();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  const count = links.length + 1;
  // Each item rises from the button to its place in the column, one after another.
  // Hidden (not only transparent) once closed, so neither a tap nor a screen reader finds it.
  const itemStyle = (index: number) => ({
    transform: open ? "none" : `translateY(${(count - index) * 52}px) scale(0.4)`,
    opacity: open ? 1 : 0,
    visibility: open ? ("visible" as const) : ("hidden" as const),
    transition: "transform 200ms ease-out, opacity 200ms ease-out, visibility 200ms",
    transitionDelay: open ? `${(count - 1 - index) * 25}ms` : "0ms",
  });

  return (
    <div ref={container} className="relative h-13 w-13" data-testid="social-menu">
      <button
        ref={toggle}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="social-menu"
        aria-label={open ? social.close : social.open}
        className="relative z-10 flex h-13 w-13 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-pink-700 text-white shadow-xl shadow-black/30 transition hover:scale-105"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`h-6 w-6 transition-transform duration-300 ${open ? "rotate-45" : ""}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M12 5v14M5 12h14" />
        </svg>
      </button>
      {/* A column above the button, 52 px a step: 44 px icons never touch. */}
      <ul
        id="social-menu"
        aria-label={social.list}
        className={`absolute bottom-full left-1 z-20 mb-2 flex flex-col gap-2 ${open ? "" : "pointer-events-none"}`}
        inert={!open}
      >
        {links.map(([network, url], index) => (
          <li key={network} style={itemStyle(index)}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={socialNetworkLabels[network] ?? network}
              className={`${itemClass} ${network === "whatsapp" ? "bg-[#128C4B]" : "bg-brand-700"}`}
            >
              <SocialIcon network={network} />
            </a>
          </li>
        ))}
        <li style={itemStyle(links.length)}>
          <Link to={path("/lets-talk")} aria-label={social.contactUs} className={`${itemClass} bg-pink-700`} onClick={() => setOpen(false)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="M3 7l9 6 9-6" />
            </svg>
          </Link>
        </li>
      </ul>
    </div>
  );
}
