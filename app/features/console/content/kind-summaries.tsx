import type {
  ConsoleBanner,
  ConsoleContestCategory,
  ConsoleJudge,
  ConsoleRegistrationCategory,
  ConsoleTestimonial,
} from "#shared/console/content-api.ts";
import { imageSrc } from "#shared/media-url.ts";
import { PublishPanel } from "../publishing/publish-panel";

/** How each kind of content shows as a row of its list. */

function State({ active, extra }: { active: boolean; extra?: string | null }) {
  return (
    <span className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
      <span
        className={`rounded-full px-2 py-0.5 ring-1 ${active ? "bg-green-50 text-green-900 ring-green-200" : "bg-gray-100 text-gray-700 ring-gray-300"}`}
      >
        {active ? "Active" : "Inactive"}
      </span>
      {extra ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-900 ring-1 ring-brand-200">{extra}</span> : null}
    </span>
  );
}

function Thumb({ path, wide = false }: { path: string | null; wide?: boolean }) {
  const src = imageSrc(path, 160);
  return (
    <span className={`block shrink-0 overflow-hidden rounded-lg bg-gray-100 ${wide ? "h-14 w-24" : "h-14 w-14"}`}>
      {src ? <img src={src} alt="" className="h-full w-full object-cover" /> : null}
    </span>
  );
}

export function BannerSummary({ item }: { item: ConsoleBanner }) {
  return (
    <div className="flex items-center gap-3">
      <Thumb path={item.bannerImage} wide />
      <div className="min-w-0">
        <p className="font-semibold text-ink">{item.bannerTitle || "Untitled banner"}</p>
        {item.contestTitle ? <p className="text-sm text-gray-700">Links to {item.contestTitle}</p> : null}
        {item.publishedAt ? <State active={item.isActive} /> : null}
        <div className="mt-2">
          {item.publishedAt ? null : (
            <PublishPanel
              endpoint={`/api/admin/content/banners/${item._id}/publishing`}
              state={item}
              canEdit
              noun="banner"
              preview={`/admin/content/banners/${item._id}/preview`}
            />
          )}
        </div>
      </div>
    </div>
  );
}

export function TestimonialSummary({ item }: { item: ConsoleTestimonial }) {
  return (
    <div className="flex items-start gap-3">
      <Thumb path={item.profileImage} />
      <div className="min-w-0">
        <p className="font-semibold text-ink">{item.name}</p>
        <p className="line-clamp-2 text-sm text-gray-700">{item.testimonial}</p>
        <State active={item.isActive} />
      </div>
    </div>
  );
}

export function JudgeSummary({ item }: { item: ConsoleJudge }) {
  return (
    <div className="flex items-center gap-3">
      <Thumb path={item.profileImage} />
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {item.firstName} {item.lastName}
        </p>
        <p className="text-sm text-gray-700">{item.profession}</p>
        <State active={item.isActive} extra={item.home ? "Hall of Fame" : null} />
      </div>
    </div>
  );
}

export function ContestCategorySummary({ item }: { item: ConsoleContestCategory }) {
  return (
    <div className="flex items-center gap-3">
      <Thumb path={item.banner} wide />
      <div className="min-w-0">
        <p className="font-semibold text-ink">{item.name}</p>
        <p className="text-sm text-gray-700">
          {item.slug} · {item.contestType || "Contest"} · {item.contestCount} {item.contestCount === 1 ? "contest" : "contests"}
        </p>
        <State active={item.isActive} />
      </div>
    </div>
  );
}

export function RegistrationCategorySummary({ item }: { item: ConsoleRegistrationCategory }) {
  return (
    <div>
      <p className="font-semibold text-ink">{item.name}</p>
      <p className="text-sm text-gray-700">
        {item.creatorCount} {item.creatorCount === 1 ? "creator" : "creators"}
      </p>
      <State active={item.isActive} />
    </div>
  );
}
