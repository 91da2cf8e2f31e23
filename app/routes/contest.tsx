import { useEffect } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { notifyError } from "#app/components/notify.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { ContestInfoCard } from "#app/features/contests/contest-info-card.tsx";
import { ImageSlideshow } from "#app/features/contests/image-slideshow.tsx";
import { PrizesAndJudges } from "#app/features/contests/prizes-and-judges.tsx";
import { RegistrationLauncher } from "#app/features/registration/registration-launcher.tsx";
import { applicantsButtonState, registerButtonState } from "#shared/contest-status.ts";
import { shareMeta } from "#shared/site.ts";
import type { Route } from "./+types/contest";
import { loadContestPage } from "./contest.server.ts";
import { BackSoonNote } from "#app/components/back-soon-note.tsx";

const LOAD_FAILED = "Failed to load contest details.";

export function loader(args: Route.LoaderArgs) {
  return loadContestPage(args);
}

export function meta({ loaderData: data, params, error }: Route.MetaArgs) {
  const contest = data?.contest;
  if (!contest)
    return shareMeta({ title: isNotFound(error) ? "Contest not found" : "Something went wrong", path: `/contest/${params.contestId}` });
  return shareMeta({
    origin: data.origin,
    path: `/contest/${contest._id}`,
    title: contest.title,
    description: contest.shortDescription,
    image: contest.banner ?? contest.thumbnail,
  });
}

function NumberedList({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <ol className="mt-4 grid gap-3">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is static and may repeat a line
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

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** An unknown contest answers 404, a failure to load it 500 with an error line and toast (docs/product-rules.md#contests). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const failed = !isNotFound(error);
  useEffect(() => {
    if (failed) notifyError(LOAD_FAILED);
  }, [failed]);
  return (
    <>
      <PageHero
        title={failed ? "Something went wrong" : "Contest not found"}
        crumbs={[{ label: "Home", to: "/" }, { label: "Contests" }]}
      />
      <p role={failed ? "alert" : undefined} className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-gray-800">
        {failed ? `Error: ${LOAD_FAILED}` : "Contest not found."}
      </p>
      <BackSoonNote error={error} />
    </>
  );
}

export default function ContestPage({ loaderData }: Route.ComponentProps) {
  const { contest } = loaderData;
  const now = new Date(loaderData.now);
  const register = registerButtonState(contest, now);
  const applicants = applicantsButtonState(contest, now);
  return (
    <>
      <PageHero
        title={contest.title}
        crumbs={[{ label: "Home", to: "/" }, { label: "Contests", to: "/#how-it-works" }, { label: contest.title }]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0">
          <h2 className="text-3xl font-extrabold tracking-tight">{contest.title}</h2>
          {/* Sanitised on the server (services/content/sanitize-html.ts). */}
          <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: contest.description }} />
          {contest.gallery.length > 0 ? (
            <div className="mt-8">
              <ImageSlideshow images={contest.gallery} label={`${contest.title} gallery`} />
            </div>
          ) : null}
          <NumberedList id="rules" title="Rules" items={contest.rules} />
          <NumberedList id="requirements" title="Requirements" items={contest.requirements} />
        </div>
        <aside aria-label="Contest information and registration" className="lg:sticky lg:top-6 lg:self-start">
          <ContestInfoCard contest={contest}>
            <RegistrationLauncher contest={contest} state={register} />
            {applicants.disabled ? (
              <button
                type="button"
                disabled
                className="rounded-full px-6 py-3 font-semibold text-gray-700 ring-1 ring-gray-300 disabled:cursor-not-allowed"
              >
                {applicants.label}
              </button>
            ) : (
              <Link
                to={`/contest/${contest._id}/applicants`}
                className="rounded-full px-6 py-3 text-center font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
              >
                {applicants.label}
              </Link>
            )}
          </ContestInfoCard>
        </aside>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <PrizesAndJudges contest={contest} />
      </div>
    </>
  );
}
