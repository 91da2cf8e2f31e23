import { data, useNavigate, useSearchParams } from "react-router";
import { BackSoonNote } from "#app/components/back-soon-note.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { ApplicantCard } from "#app/features/applicants/applicant-card.tsx";
import { RegistrationConfirmation } from "#app/features/applicants/registration-confirmation.tsx";
import { errorMessages } from "#app/features/contests/error-messages.ts";
import { MessagesProvider, metaMessages, useFormat, useMessages, useOptionalMessages } from "#app/i18n/i18n.tsx";
import type { Applicant } from "#shared/api-types.ts";
import { splitWinners } from "#shared/contest-winners.ts";
import { fill } from "#shared/i18n/catalogue.ts";
import { pageTitle } from "#shared/site.ts";
import type { Route } from "./+types/applicants";
import { loadApplicantsPage } from "./applicants.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const page = await loadApplicantsPage(args);
  // The signed-in creator's own receipt and card: no shared cache may keep that page.
  return page.viewer ? data(page, { headers: { "Cache-Control": "private, no-store" } }) : page;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData: data, matches, error }: Route.MetaArgs) {
  const m = (metaMessages(matches, "contest") ?? errorMessages(error).contest)?.applicants;
  const title = data?.contest ? fill(m?.metaTitle ?? "{title}", { title: data.contest.title }) : m?.title;
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex" }];
}

/** The signed-in creator's own card first (docs/decisions.md#registration-form-on-a-phone), the rest in their order. */
function viewerFirst<T>(items: T[], isViewer: (item: T) => boolean): T[] {
  return [...items.filter(isViewer), ...items.filter((item) => !isViewer(item))];
}

/** Breadcrumb: "Contests" goes back (docs/product-rules.md#contests); a visitor who arrived here directly goes to `fallback`. */
function useCrumbs(fallback: string, words: { home: string; contests: string; applicants: string }) {
  const navigate = useNavigate();
  const f = useFormat();
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(f.path(fallback));
  };
  return [{ label: words.home, to: f.path("/") }, { label: words.contests, onClick: back }, { label: words.applicants }];
}

/** An unknown contest (404) or a failure to load (500): the page's one error line (docs/product-rules.md#contests). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MessagesProvider messages={errorMessages(error)}>
      <ApplicantsError error={error} />
    </MessagesProvider>
  );
}

function ApplicantsError({ error }: { error: unknown }) {
  // The loader puts the contest's messages in its error; a failure before that has the frame's words only.
  const m = useOptionalMessages("contest");
  const common = useMessages("common");
  const crumbs = useCrumbs(
    "/",
    m ? { ...m.crumbs, applicants: m.applicants.title } : { home: common.failed.home, contests: "", applicants: common.failed.title },
  );
  return (
    <>
      <PageHero title={m?.applicants.title ?? common.failed.title} crumbs={m ? crumbs : crumbs.slice(0, 1)} />
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-red-800">
        {m?.applicants.loadFailed ?? common.failed.reason}
      </p>
      <BackSoonNote error={error} />
    </>
  );
}

export default function ApplicantsPage({ loaderData }: Route.ComponentProps) {
  const { contest, applicants, viewer } = loaderData;
  const m = useMessages("contest");
  const f = useFormat();
  const crumbs = useCrumbs(`/contest/${contest._id}`, { ...m.crumbs, applicants: m.applicants.title });
  const [search] = useSearchParams();
  const split = splitWinners(contest, applicants.data, applicants.winnersDeclared, f.language);
  const isViewer = (applicant: Applicant) => applicant._id === viewer?.subscriberId;
  const winners = viewerFirst(split.winners, ({ applicant }) => isViewer(applicant));
  const others = viewerFirst(split.others, isViewer);
  const grid = "mt-6 grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3";
  return (
    <>
      <PageHero title={m.applicants.title} subtitle={contest.title} crumbs={crumbs} />
      {viewer && search.get("registered") === "1" ? (
        <RegistrationConfirmation contest={contest} registration={viewer} shareUrl={f.path(`/contest/${contest._id}`)} />
      ) : null}
      {winners.length > 0 ? (
        <section aria-labelledby="winners" className="bg-lilac">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
            <h2 id="winners" className="text-2xl font-bold">
              {m.applicants.winners}
            </h2>
            <ul className={grid} data-testid="winners">
              {winners.map(({ applicant, rankLabel, prizeLabel }) => (
                <li key={applicant._id}>
                  <ApplicantCard applicant={applicant} winner={{ rank: rankLabel, prize: prizeLabel }} isViewer={isViewer(applicant)} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="applicants" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="applicants" className="text-2xl font-bold">
          {applicants.winnersDeclared ? m.applicants.others : m.applicants.title}
        </h2>
        {others.length === 0 ? (
          <p className="mt-6 text-gray-700">{m.applicants.none}</p>
        ) : (
          <ul className={grid} data-testid="applicants">
            {others.map((applicant) => (
              <li key={applicant._id}>
                <ApplicantCard applicant={applicant} isViewer={isViewer(applicant)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
