import { Link } from "react-router";

export type Crumb = { label: string; to?: string; onClick?: () => void };

/** The dark hero every page opens with: a title, an optional subtitle and a breadcrumb. */
export function PageHero({ title, subtitle, crumbs, image }: { title: string; subtitle?: string; crumbs: Crumb[]; image?: string | null }) {
  return (
    <section className="relative overflow-hidden bg-ink pt-28 pb-14 text-white sm:pt-36 sm:pb-20">
      {image ? (
        <img src={image} alt="" aria-hidden="true" className="absolute inset-0 h-full w-full object-cover opacity-30" fetchPriority="high" />
      ) : null}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgba(162,73,237,0.5),transparent_55%),radial-gradient(circle_at_90%_100%,rgba(236,72,153,0.25),transparent_45%)]" />
      <div className="relative mx-auto max-w-7xl px-6">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-2xl text-lg text-gray-200">{subtitle}</p> : null}
        <nav aria-label="Breadcrumb" className="mt-6">
          <ol className="flex flex-wrap items-center gap-2 text-sm text-gray-200">
            {crumbs.map((crumb, index) => (
              <li key={crumb.label} className="flex items-center gap-2">
                {index > 0 ? <span aria-hidden="true">/</span> : null}
                {crumb.to ? (
                  <Link to={crumb.to} className="underline-offset-4 hover:text-white hover:underline">
                    {crumb.label}
                  </Link>
                ) : crumb.onClick ? (
                  <button type="button" onClick={crumb.onClick} className="underline-offset-4 hover:text-white hover:underline">
                    {crumb.label}
                  </button>
                ) : (
                  <span aria-current="page" className="font-semibold text-white">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </section>
  );
}
