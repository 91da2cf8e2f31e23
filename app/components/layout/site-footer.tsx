import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { CompanyDetails } from "#shared/api-types.ts";
import { menuContentPages } from "#shared/menu-contests.ts";
import { SITE_NAME } from "#shared/site.ts";

// Rendered with the page as HTML and hydrated once its code has loaded: the footer is never what a
// visitor taps first, so its icons are not part of any page's first-load script. The download starts
// as soon as this module runs (in the browser), beside the page's own modules, so it is in by the
// time a visitor has scrolled down to it.
const socialMenuModule = typeof document === "undefined" ? null : import("./floating-social-menu");
const FloatingSocialMenu = lazy(() =>
  (socialMenuModule ?? import("./floating-social-menu")).then((m) => ({ default: m.FloatingSocialMenu })),
);

const socialOrder = ["whatsapp", "instagram", "youtube", "facebook", "twitter", "linkedIn"] as const;

export function SiteFooter({ company }: { company: CompanyDetails | null }) {
  const links = socialOrder.flatMap((network) => {
    const url = company?.socialLinks?.[network];
    return url ? [[network, url] as [string, string]] : [];
  });
  const year = new Date().getFullYear();
  const { footer, menu } = useMessages("common");
  const { fill, path } = useFormat();
  const name = company?.name ?? SITE_NAME;
  return (
    <footer className="bg-ink text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-6 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{name}</p>
          <p className="mt-2 max-w-xs text-sm leading-relaxed">{footer.tagline}</p>
        </div>
        <nav aria-label={footer.navigation}>
          {/* Rows 44 px tall: each link a full-height tap target on a phone, none overlapping. */}
          <ul className="grid grid-cols-2 gap-x-2 text-sm">
            {menuContentPages.map((page) => (
              <li key={page.slug}>
                <Link to={path(`/cms/${page.slug}`)} className="inline-flex min-h-11 items-center hover:text-white">
                  {menu.pages[page.slug]}
                </Link>
              </li>
            ))}
            <li>
              <Link to={path("/lets-talk")} className="inline-flex min-h-11 items-center hover:text-white">
                {footer.contactUs}
              </Link>
            </li>
            <li>
              <Link to={path("/affiliate-list")} className="inline-flex min-h-11 items-center hover:text-white">
                {footer.viewAffiliates}
              </Link>
            </li>
            <li>
              <Link to={path("/privacy")} className="inline-flex min-h-11 items-center hover:text-white">
                {footer.privacy}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex items-start justify-between gap-6 text-sm">
          <div>
            {company?.supportEmail ? (
              <p>
                <a href={`mailto:${company.supportEmail}`} className="inline-flex min-h-11 items-center hover:text-white">
                  {company.supportEmail}
                </a>
              </p>
            ) : null}
            {company?.phone ? (
              <p>
                <a href={`tel:${company.phone.replace(/\s+/g, "")}`} className="inline-flex min-h-11 items-center hover:text-white">
                  {company.phone}
                </a>
              </p>
            ) : null}
          </div>
          <Suspense>
            <FloatingSocialMenu links={links} />
          </Suspense>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-6 py-5 text-xs text-gray-400 sm:flex-row">
          <p>{fill(footer.rights, { year, company: name })}</p>
          <p>{fill(footer.madeBy, { site: SITE_NAME })}</p>
          <button
            type="button"
            onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
            className="tap-area inline-flex items-center gap-1 rounded-full px-3 py-2 text-gray-300 ring-1 ring-white/20 hover:text-white"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 19V5M6 11l6-6 6 6" />
            </svg>
            {footer.backToTop}
          </button>
        </div>
      </div>
    </footer>
  );
}
