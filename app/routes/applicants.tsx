import { data, useNavigate, useSearchParams } from "react-router";
import { BackSoonNote } from "#app/components/back-soon-note.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { ApplicantCard, type WinnerInfo } from "#app/features/applicants/applicant-card.tsx";
import { RegistrationConfirmation } from "#app/features/applicants/registration-confirmation.tsx";
import type { Applicant, Contest } from "#shared/api-types.ts";
import { pageTitle } from "#shared/site.ts";
import { formatMoney } from "#shared/text.ts";
import type { Route } from "./+types/applicants";
import { loadApplicantsPage } from "./applicants.server.ts";

const LOAD_FAILED = "Failed to load applicants or contest details.";

export async function loader(args: Route.LoaderArgs) {
  const page = await loadApplicantsPage(args);
  // The signed-in creator's own receipt and card: no shared cache may keep that page.
  return page.viewer ? data(page, { headers: { "Cache-Control": "private, no-store" } }) : page;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: pageTitle(data?.contest ? `Applicants: ${data.contest.title}` : "Applicants") }, { name: "robots", content: "noindex" }];
}

/** The signed-in creator's own card first (docs/decisions.md#registration-form-on-a-phone), the rest in their order. */
function viewerFirst<T>(items: T[], isViewer: (item: T) => boolean): T[] {
  return [...items.filter(isViewer), ...items.filter((item) => !isViewer(item))];
}

/** Winners in rank order with their rank and prize text; everyone else in registration order. */
function splitWinners(contest: Contest, applicants: Applicant[], declared: boolean) {
  if (!declared) return { winners: [] as { applicant: Applicant; info: WinnerInfo }[], others: applicants };
  const details = new Map(contest.winnersDetails.map((w) => [w.subscriberId, w]));
  const winners = applicants
    .filter((a) => a.isWinner || details.has(a._id))
    .map((applicant) => {
      const detail = details.get(applicant._id);
      const prize =
        detail?.prizeTitle && detail.prizeAmount !== null
          ? `${detail.prizeTitle} (${formatMoney(detail.prizeAmount, contest.prizePoolCurrency)})`
          : (detail?.prizeTitle ?? "-");
      return { applicant, rank: detail?.prizeRank ?? null, info: { rank: detail?.prizeRank ? `#${detail.prizeRank}` : "-", prize } };
    })
    .sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER));
  const winnerIds = new Set(winners.map((w) => w.applicant._id));
  return { winners, others: applicants.filter((a) => !winnerIds.has(a._id)) };
}

/** Breadcrumb: "Contests" goes back (docs/product-rules.md#contests); a visitor who arrived here directly goes to `fallback`. */
function useCrumbs(fallback: string) {
  const navigate = useNavigate();
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  };
  return [{ label: "Home", to: "/" }, { label: "Contests", onClick: back }, { label: "Applicants" }];
}

/** An unknown contest (404) or a failure to load (500): the page's one error line (docs/product-rules.md#contests). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const crumbs = useCrumbs("/");
  return (
    <>
      <PageHero title="Applicants" crumbs={crumbs} />
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-red-800">
        {LOAD_FAILED}
      </p>
      <BackSoonNote error={error} />
    </>
  );
}

export default function ApplicantsPage({ loaderData }: Route.ComponentProps) {
  const { contest, applicants, viewer } = loaderData;
  const crumbs = useCrumbs(`/contest/${contest._id}`);
  const [search] = useSearchParams();
  const split = splitWinners(contest, applicants.data, applicants.winnersDeclared);
  const isViewer = (applicant: Applicant) => applicant._id === viewer?.subscriberId;
  const winners = viewerFirst(split.winners, ({ applicant }) => isViewer(applicant));
  const others = viewerFirst(split.others, isViewer);
  const grid = "mt-6 grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3";
  return (
    <>
      <PageHero title="Applicants" subtitle={contest.title} crumbs={crumbs} />
      {viewer && search.get("registered") === "1" ? (
        <RegistrationConfirmation contest={contest} registration={viewer} shareUrl={`/contest/${contest._id}`} />
      ) : null}
      {winners.length > 0 ? (
        <section aria-labelledby="winners" className="bg-lilac">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
            <h2 id="winners" className="text-2xl font-bold">
              Winners
            </h2>
            <ul className={grid} data-testid="winners">
              {winners.map(({ applicant, info }) => (
                <li key={applicant._id}>
                  <ApplicantCard applicant={applicant} winner={info} isViewer={isViewer(applicant)} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="applicants" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="applicants" className="text-2xl font-bold">
          {applicants.winnersDeclared ? "Other Applicants" : "Applicants"}
        </h2>
        {others.length === 0 ? (
          <p className="mt-6 text-gray-700">No applicants found.</p>
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
