import type { ReactNode } from "react";
import { Link } from "react-router";
import { useMessages } from "#app/i18n/i18n.tsx";

export type Crumb = { label: string; to?: string; onClick?: () => void };

/** A step of the breadcrumb: a link, a button, or where the visitor is (the last one). */
function crumbItem(crumb: Crumb, index: number, crumbs: Crumb[]) {
  return (
    <li key={crumb.label} className="flex items-center gap-2">
      {index > 0 ? <span aria-hidden="true">/</span> : null}
      {crumb.to ? (
        <Link to={crumb.to} className="tap-area underline-offset-4 hover:text-white hover:underline">
          {crumb.label}
        </Link>
      ) : crumb.onClick ? (
        <button type="button" onClick={crumb.onClick} className="tap-area underline-offset-4 hover:text-white hover:underline">
          {crumb.label}
        </button>
      ) : (
        <span
          aria-current={index === crumbs.length - 1 ? "page" : undefined}
          className={index === crumbs.length - 1 ? "font-semibold text-white" : ""}
        >
          {crumb.label}
        </span>
      )}
    </li>
  );
}

/**
 * The dark hero every page opens with: a title, an optional subtitle and a breadcrumb. With `animated`
 * the parts fade up in 0.5 s after 0.2, 0.3 and 0.4 s (docs/product-rules.md#pages, content page).
 */
export function PageHero({
  title,
  subtitle,
  crumbs,
  animated = false,
  banner,
}: {
  title: string;
  subtitle?: string;
  crumbs: Crumb[];
  animated?: boolean;
  /**
   * A picture beside the title (a contest's banner), never behind it: organisers' banners carry their
   * own lettering, which no dimming keeps from colliding with the title. The caller gives it the
   * `contest-hero-banner` class (app.css), which lays the two side by side on a wide screen.
   */
  banner?: ReactNode;
}) {
  const { breadcrumb } = useMessages("common");
  const animation = (delayMs: number) => (animated ? { className: "animate-fade-up", style: { animationDelay: `${delayMs}ms` } } : {});
  const titleAnimation = animation(200);
  const subtitleAnimation = animation(300);
  const crumbAnimation = animation(subtitle ? 400 : 300);
  return (
    <section className="relative overflow-hidden bg-ink pt-28 pb-14 text-white sm:pt-36 sm:pb-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgba(162,73,237,0.5),transparent_55%),radial-gradient(circle_at_90%_100%,rgba(236,72,153,0.25),transparent_45%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6">
        <div>
          <h1
            className={`text-3xl font-extrabold tracking-tight break-words sm:text-5xl ${titleAnimation.className ?? ""}`}
            style={titleAnimation.style}
          >
            {title}
          </h1>
          {subtitle ? (
            <p className={`mt-3 max-w-2xl text-lg text-gray-200 ${subtitleAnimation.className ?? ""}`} style={subtitleAnimation.style}>
              {subtitle}
            </p>
          ) : null}
          <nav aria-label={breadcrumb.label} className={`mt-6 ${crumbAnimation.className ?? ""}`} style={crumbAnimation.style}>
            <ol className="flex flex-wrap items-center gap-2 text-sm text-gray-200">{crumbs.map(crumbItem)}</ol>
          </nav>
        </div>
        {banner}
      </div>
    </section>
  );
}
