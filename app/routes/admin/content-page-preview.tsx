import "../../features/console/console.css";
import { PreviewBar, previewHeadline } from "#app/features/console/publishing/preview-bar.tsx";
import { publishingStatus } from "#app/features/console/publishing/publish-panel.tsx";
// From the public page's route module, not a file of its own: the public page's script then stays one chunk.
import { CmsPageView } from "../cms-page";
import type { Route } from "./+types/content-page-preview";
import { loadCmsPagePreview } from "./content-previews.server";

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadCmsPagePreview(context, request, params.pageId);
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The content page exactly as /cms/:slug shows it, in the public site's frame, under a bar saying it is a preview. */
export default function ContentPagePreview({ loaderData }: Route.ComponentProps) {
  const { page, publishing, onSite } = loaderData;
  return (
    <>
      <title>{`Preview: ${page.title} · Console`}</title>
      <PreviewBar back={{ to: `/admin/content/pages/${page._id}`, label: "Back to the editor" }}>
        <strong>{previewHeadline(onSite, publishing.publishedAt)}.</strong> {publishingStatus(publishing, "page")} Address:{" "}
        <strong>/cms/{page.slug}</strong>
      </PreviewBar>
      <CmsPageView page={page} />
    </>
  );
}
