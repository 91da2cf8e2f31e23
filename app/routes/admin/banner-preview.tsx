import "../../features/console/console.css";
import { useSearchParams } from "react-router";
import { PreviewBar, previewHeadline } from "#app/features/console/publishing/preview-bar.tsx";
import { publishingStatus } from "#app/features/console/publishing/publish-panel.tsx";
import { WidthFrame } from "#app/features/console/publishing/width-frame.tsx";
// From the home page's route module, not the component's own file: the public page's script then stays one chunk.
import { HeroBanners } from "../home";
import type { Route } from "./+types/banner-preview";
import { loadBannerPreview } from "./content-previews.server";

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadBannerPreview(context, request, params.bannerId);
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The widths the banner is shown at: a small phone and a common laptop. */
const frames = [
  { label: "On a phone (360 px wide)", width: 360, height: 300 },
  { label: "On a laptop (1366 px wide)", width: 1366, height: 680 },
];

/**
 * A banner as the home page's hero slider shows it (as its first slide), at a phone's and a laptop's width.
 * Each width is this address with ?frame, in a frame of that width: the hero alone, in the site's header.
 */
export default function BannerPreview({ loaderData }: Route.ComponentProps) {
  const { banner, contestTitle, publishing, onSite } = loaderData;
  const [search] = useSearchParams();
  if (search.has("frame")) return <HeroBanners banners={[banner]} loading={false} />;
  const name = banner.bannerTitle || "Untitled banner";
  return (
    <>
      <title>{`Preview: ${name} · Console`}</title>
      <PreviewBar back={{ to: "/admin/content/banners", label: "Back to the banners" }}>
        <strong>{previewHeadline(onSite, publishing.publishedAt)}.</strong> {publishingStatus(publishing, "banner")}
      </PreviewBar>
      {/* Dark under the site's header, whose words are white, as on every public page. */}
      <div className="bg-ink pt-24 pb-8 text-white sm:pt-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h1 className="font-display text-2xl font-bold sm:text-3xl">Banner preview: {name}</h1>
          <p className="mt-2 text-gray-200">
            The home page's hero with this banner as its first slide.{" "}
            {contestTitle ? `The slide opens the contest ${contestTitle}.` : "The slide opens no contest."}
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6">
        {frames.map((frame) => (
          <section key={frame.width} aria-labelledby={`frame-${frame.width}`} className="grid gap-3">
            <h2 id={`frame-${frame.width}`} className="text-lg font-bold text-ink">
              {frame.label}
            </h2>
            <WidthFrame
              src={`/admin/content/banners/${banner._id}/preview?frame`}
              title={`${name}, ${frame.label.toLowerCase()}`}
              width={frame.width}
              height={frame.height}
            />
          </section>
        ))}
      </div>
    </>
  );
}
