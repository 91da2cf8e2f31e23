import { Link, useNavigate } from "react-router";
import { notifyError, notifySuccess } from "#app/components/notify.ts";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { CmsPageForm } from "#app/features/console/content/cms-page-form.tsx";
import { leaveWithoutAsking } from "#app/features/console/forms/unsaved-changes-guard.tsx";
import { PublishPanel } from "#app/features/console/publishing/publish-panel.tsx";
import { apiFetch } from "#app/lib/api-client.ts";
import type { Route } from "./+types/content-page-edit";
import { loadCmsPageEditor } from "./content.server";
import { failedCallMessage } from "../../features/console/forms/form-errors";

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadCmsPageEditor(context, request, params.pageId);
}

/** Deletes the page after a confirmation, then goes back to the list; a refusal is said in a toast. */
function useDeletePage(pageId: string | null, title: string) {
  const navigate = useNavigate();
  return async () => {
    if (!pageId || !window.confirm(`Delete the page "${title}"? Its address will show "Content not found.".`)) return;
    const result = await apiFetch<{ message: string }>(`/api/admin/content/pages/${pageId}`, { method: "DELETE" });
    if (!result.ok) {
      notifyError(failedCallMessage(result));
      return;
    }
    notifySuccess(result.body.message);
    // The page is gone: edits to it left unsaved have nothing left to be saved to.
    navigate("/admin/content/pages", leaveWithoutAsking);
  };
}

/** The way back to the pages, the page's title, and (for a saved page) Open on the site and Delete. */
function PageEditorHeader({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { pageId, values, inMenu, publishing, canEdit } = loaderData;
  const remove = useDeletePage(pageId, values.title);
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div>
        <p className="text-sm">
          <Link to="/admin/content/pages" className="font-semibold text-brand-800 hover:underline">
            ← Pages
          </Link>
        </p>
        <h2 className="mt-1 font-display text-xl font-bold text-ink">{pageId ? values.title : "New page"}</h2>
      </div>
      {pageId ? (
        <div className="flex flex-wrap gap-2">
          {/* A draft's address shows "Content not found.": its Preview is in the Publishing panel. */}
          {publishing?.publishedAt ? (
            <a href={`/cms/${values.slug}`} target="_blank" rel="noreferrer" className={buttonClass({ variant: "secondary", size: "sm" })}>
              Open on the site<span className="sr-only"> (new tab)</span>
            </a>
          ) : null}
          {canEdit && !inMenu ? (
            <button
              type="button"
              className={buttonClass({ variant: "secondary", size: "sm", className: "text-red-700" })}
              onClick={() => void remove()}
            >
              Delete page
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export default function ContentPageEditor({ loaderData }: Route.ComponentProps) {
  const { pageId, values, inMenu, publishing, canEdit } = loaderData;
  return (
    <>
      <title>{`${pageId ? values.title : "New page"} · Console`}</title>
      <PageEditorHeader loaderData={loaderData} />
      {pageId && publishing ? (
        <div className="mb-6">
          <PublishPanel
            endpoint={`/api/admin/content/pages/${pageId}/publishing`}
            state={publishing}
            canEdit={canEdit}
            noun="page"
            preview={`/admin/content/pages/${pageId}/preview`}
          />
        </div>
      ) : null}
      <CmsPageForm key={pageId ?? "new"} pageId={pageId} initial={values} inMenu={inMenu} canEdit={canEdit} />
    </>
  );
}
