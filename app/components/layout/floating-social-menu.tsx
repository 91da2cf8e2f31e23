import { useState } from "react";
import { SocialIcon, socialNetworkLabels } from "./social-icons";

/** The circular floating menu of social links in the corner of every page (docs/product-rules.md#pages footer). */
export function FloatingSocialMenu({ links }: { links: [network: string, url: string][] }) {
  const [open, setOpen] = useState(false);
  if (links.length === 0) return null;
  const radius = 86;
  return (
    <div className="fixed right-5 bottom-5 z-30">
      <ul id="social-menu" aria-label="Follow us" className={open ? "" : "pointer-events-none"}>
        {links.map(([network, url], index) => {
          // Fan the icons out on a quarter circle above and to the left of the toggle.
          const angle = (Math.PI / 2) * (links.length === 1 ? 0.5 : index / (links.length - 1));
          const x = -Math.cos(angle) * radius;
          const y = -Math.sin(angle) * radius;
          return (
            <li
              key={network}
              className="absolute right-1 bottom-1 transition-all duration-300"
              style={{ transform: open ? `translate(${x}px, ${y}px)` : "translate(0,0) scale(0.3)", opacity: open ? 1 : 0 }}
            >
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                tabIndex={open ? 0 : -1}
                aria-label={socialNetworkLabels[network] ?? network}
                className={`flex h-11 w-11 items-center justify-center rounded-full text-white shadow-lg ${network === "whatsapp" ? "bg-[#128C4B]" : "bg-brand-700"} hover:scale-110`}
              >
                <SocialIcon network={network} />
              </a>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="social-menu"
        aria-label={open ? "Close social links" : "Open social links"}
        className="relative flex h-13 w-13 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-pink-600 text-white shadow-xl shadow-brand-900/30 transition hover:scale-105"
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
    </div>
  );
}
