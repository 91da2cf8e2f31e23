import "../../features/console/console.css";
import { PageHero } from "#app/components/page-hero.tsx";
import { PreviewBar } from "#app/features/console/publishing/preview-bar.tsx";
import { contestHeroBanner } from "#app/features/contests/contest-hero-banner.tsx";
import { ContestInfoCard } from "#app/features/contests/contest-info-card.tsx";
import { ImageSlideshow } from "#app/features/contests/image-slideshow.tsx";
import { PrizesAndJudges } from "#app/features/contests/prizes-and-judges.tsx";
import { applicantsButtonState, contestBadge, registerButtonState } from "#shared/contest-status.ts";
import type { Route } from "./+types/contests-preview";
import { loadContestPreview } from "./contests-preview.server";

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadContestPreview(context, request, params.contestId);
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

function NumberedList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold">{title}</h2>
      <ol className="mt-4 grid gap-3">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list that may repeat a line
          <li key={index} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
            >
              {index + 1}
            </span>
            <span className="pt-0.5 text-gray-800">{item}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The contest as its public page shows it (active or not), inside the public site's header and footer
 * (the route is not marked as a console page), under a bar that says it is a preview. Its buttons show
 * their state but do nothing.
 */
export default function ContestPreview({ loaderData }: Route.ComponentProps) {
  const { contest, onSite } = loaderData;
  const now = new Date(loaderData.now);
  const register = registerButtonState(contest, now);
  const applicants = applicantsButtonState(contest, now);
  return (
    <>
      <title>{`Preview: ${contest.title} · Console`}</title>
      <PreviewBar back={{ to: `/admin/contests/${contest._id}`, label: "Back to the form" }}>
        <strong>Preview</strong> of the contest page{onSite ? "" : " (not on the site: a draft, or inactive)"}. Badge on the home page:{" "}
        <strong>{contestBadge(contest, now)}</strong>. Buttons do nothing here.
      </PreviewBar>
      <PageHero
        title={contest.title}
        crumbs={[{ label: "Home", to: "/" }, { label: "Contests" }, { label: contest.title }]}
        banner={contestHeroBanner(contest.banner)}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0">
          <h2 className="text-3xl font-extrabold tracking-tight">{contest.title}</h2>
          {/* Sanitised on the server. */}
          <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: contest.description }} />
          {contest.gallery.length > 0 ? (
            <div className="mt-8">
              <ImageSlideshow images={contest.gallery} label={`${contest.title} gallery`} />
            </div>
          ) : null}
          <NumberedList title="Rules" items={contest.rules} />
          <NumberedList title="Requirements" items={contest.requirements} />
        </div>
        <aside aria-label="Contest information" className="lg:self-start">
          <ContestInfoCard contest={contest}>
            <button
              type="button"
              disabled
              className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white disabled:bg-gray-300 disabled:text-gray-700"
              aria-disabled="true"
            >
              {register.label}
            </button>
            <button
              type="button"
              disabled
              className="rounded-full px-6 py-3 font-semibold text-brand-800 ring-1 ring-brand-300 disabled:text-gray-700"
            >
              {applicants.label}
            </button>
          </ContestInfoCard>
        </aside>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <PrizesAndJudges contest={contest} />
      </div>
    </>
  );
}
