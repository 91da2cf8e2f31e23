import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { formatIstDateTime } from "#shared/ist.ts";
import type { Route } from "./+types/content-pages";
import { loadCmsPages } from "./content.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadCmsPages(context, request);
}

/** Content pages: the menu's first (they cannot be renamed or removed), then the others. */
export default function ContentPages({ loaderData }: Route.ComponentProps) {
  const { pages, canEdit } = loaderData;
  return (
    <>
      <title>Pages · Console</title>
      <h2 className="sr-only">Pages</h2>
      <div className="grid grid-cols-1 gap-4">
        {canEdit ? (
          <div>
            <Link to="/admin/content/pages/new" className={buttonClass()}>
              New page
            </Link>
          </div>
        ) : null}
        <ul className="grid gap-3">
          {pages.map((page) => (
            <li
              key={page._id}
              className="flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">{page.title}</p>
                <p className="text-sm text-gray-700">
                  /cms/{page.slug} · updated {formatIstDateTime(page.updatedAt)}
                </p>
                <span className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
                  <span
                    className={`rounded-full px-2 py-0.5 ring-1 ${page.isActive ? "bg-green-50 text-green-900 ring-green-200" : "bg-gray-100 text-gray-700 ring-gray-300"}`}
                  >
                    {page.isActive ? "Active" : "Inactive"}
                  </span>
                  {page.inMenu ? (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-900 ring-1 ring-brand-200">In the menu</span>
                  ) : null}
                </span>
              </div>
              <div className="flex shrink-0 gap-1.5">
                <Link
                  to={`/admin/content/pages/${page._id}`}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50"
                >
                  {canEdit ? "Edit" : "View"}
                  <span className="sr-only"> {page.title}</span>
                </Link>
                <a
                  href={`/cms/${page.slug}`}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  Open on the site<span className="sr-only"> {page.title} (new tab)</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
