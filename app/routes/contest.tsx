import { lazy, Suspense, useEffect } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { BackSoonNote } from "#app/components/back-soon-note.tsx";
import { BelowTheFold } from "#app/components/below-the-fold.tsx";
import { notifyError } from "#app/components/notify.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { ShareButton } from "#app/components/share-button.tsx";
import { contestHeroBanner } from "#app/features/contests/contest-hero-banner.tsx";
import { ContestInfoCard } from "#app/features/contests/contest-info-card.tsx";
import { ContestWinners } from "#app/features/contests/contest-winners.tsx";
import { errorMessages } from "#app/features/contests/error-messages.ts";
import { StickyRegisterBar } from "#app/features/contests/sticky-register-bar.tsx";
import { RegistrationLauncher } from "#app/features/registration/registration-launcher.tsx";
import { MessagesProvider, metaMessages, useFormat, useMessages, useOptionalMessages } from "#app/i18n/i18n.tsx";
import type { Contest } from "#shared/api-types.ts";
import { applicantsButtonState, applicantsButtonText, registerButtonState, registerButtonText } from "#shared/contest-status.ts";
import { contestMoney } from "#shared/contest-money.ts";
import { fill } from "#shared/i18n/catalogue.ts";
import { languageOfPath, localisedPath } from "#shared/i18n/language.ts";
import type { Catalogue } from "#shared/i18n/namespaces.ts";
import { SITE_NAME, shareMeta } from "#shared/site.ts";
import { eligiblePlaceNames, joinWithAnd } from "#shared/eligible-places.ts";
import type { Route } from "./+types/contest";
import { loadContestPage } from "./contest.server.ts";

// The gallery and the prizes and judges arrive as HTML with the page and are hydrated once their code
// has loaded, after the register button: their scripts are not part of the page's first load.
const ImageSlideshow = lazy(() => import("#app/features/contests/image-slideshow.tsx").then((m) => ({ default: m.ImageSlideshow })));
const PrizesAndJudges = lazy(() => import("#app/features/contests/prizes-and-judges.tsx").then((m) => ({ default: m.PrizesAndJudges })));

export async function loader(args: Route.LoaderArgs) {
  const page = await loadContestPage(args);
  // Read with the signed-in creator's session ("You're registered"): no shared cache may keep that page.
  return page.viewerRegistration ? data(page, { headers: { "Cache-Control": "private, no-store" } }) : page;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData: data, params, error, location, matches }: Route.MetaArgs) {
  const language = languageOfPath(location.pathname);
  const contest = data?.contest;
  if (!contest) {
    const page = (metaMessages(matches, "contest") ?? errorMessages(error).contest)?.page;
    const notFound = isNotFound(error);
    return shareMeta({
      title: page ? (notFound ? page.notFoundTitle : page.failedTitle) : undefined,
      path: localisedPath(`/contest/${params.contestId}`, language),
      language,
      site: metaMessages(matches, "common")?.site,
    });
  }
  return shareMeta({
    origin: data.origin,
    path: localisedPath(`/contest/${contest._id}`, language),
    title: contest.title,
    description: contest.shortDescription,
    image: contest.banner ?? contest.thumbnail,
    language,
    site: metaMessages(matches, "common")?.site,
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

/**
 * Who may enter, next to the register button: the contest's eligible places, narrowest level first
 * ('Open to creators in Indore, Jaipur, Lucknow and Nagpur'; shared/registration/open-to-text.ts says
 * the same in the registration form).
 */
function whoMayEnter(contest: Contest, page: Catalogue["contest"]["page"]): string {
  const location = contest.eligibilityCriteria.location;
  const onlyCountry = location.cities.length === 0 && location.states.length === 0 && location.countries.length === 1;
  if (onlyCountry) return fill(page.openAcross, { country: location.countries[0]?.countryName ?? "" });
  const names = eligiblePlaceNames(location, page.district);
  if (names.length === 0) return page.openToEvery;
  return fill(page.openIn, { places: joinWithAnd(names, page.listAnd) });
}

const REGISTER_ACTIONS_ID = "register-actions";

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** An unknown contest answers 404, a failure to load it 500 with an error line and toast (docs/product-rules.md#contests). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MessagesProvider messages={errorMessages(error)}>
      <ContestError error={error} />
    </MessagesProvider>
  );
}

function ContestError({ error }: { error: unknown }) {
  const failed = !isNotFound(error);
  const f = useFormat();
  // The loader puts the contest's messages in its error; a failure before that has the frame's words only.
  const m = useOptionalMessages("contest");
  const common = useMessages("common");
  const loadFailed = m?.page.loadFailed ?? common.failed.reason;
  useEffect(() => {
    if (failed) notifyError(loadFailed);
  }, [failed, loadFailed]);
  const title = failed ? (m?.page.failedTitle ?? common.failed.title) : (m?.page.notFoundTitle ?? common.notFound.title);
  return (
    <>
      <PageHero
        title={title}
        crumbs={[{ label: m?.crumbs.home ?? common.failed.home, to: f.path("/") }, ...(m ? [{ label: m.crumbs.contests }] : [])]}
      />
      <p role={failed ? "alert" : undefined} className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-gray-800">
        {failed ? (m ? f.fill(m.page.error, { message: loadFailed }) : loadFailed) : (m?.page.notFound ?? common.notFound.title)}
      </p>
      <BackSoonNote error={error} />
    </>
  );
}

export default function ContestPage({ loaderData }: Route.ComponentProps) {
  const { contest, winners, origin, viewerRegistration, deadline, judgingRules } = loaderData;
  const m = useMessages("contest");
  const f = useFormat();
  const registered = viewerRegistration?.registered ?? false;
  const now = new Date(loaderData.now);
  const register = registerButtonState(contest, now);
  const applicants = applicantsButtonState(contest, now);
  const fee =
    contest.entryFee > 0
      ? f.fill(m.page.fee, { fee: contestMoney(contest.entryFee, contest.entryFeeCurrency, f.language) })
      : m.page.freeEntry;
  const pageUrl = new URL(f.path(`/contest/${contest._id}`), origin).toString();
  return (
    <>
      <PageHero
        title={contest.title}
        crumbs={[
          { label: m.crumbs.home, to: f.path("/") },
          { label: m.crumbs.contests, to: f.path("/#how-it-works") },
          { label: contest.title },
        ]}
        banner={contestHeroBanner(contest.banner)}
      />
      <Suspense>
        <ContestWinners
          contestId={contest._id}
          winners={winners}
          resultsComing={!contest.winnersDeclared && contest.contestEndDate !== null && now > new Date(contest.contestEndDate)}
        />
      </Suspense>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0">
          <h2 className="text-3xl font-extrabold tracking-tight">{contest.title}</h2>
          {/* Sanitised on the server (services/content/sanitize-html.ts). */}
          <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: contest.description }} />
          {/* Hydrated in parts after the page's frame, so no step blocks a tap for long. */}
          <Suspense>
            {contest.gallery.length > 0 ? (
              <div className="mt-8">
                <ImageSlideshow images={contest.gallery} label={f.fill(m.page.gallery, { title: contest.title })} />
              </div>
            ) : null}
            <NumberedList id="rules" title={m.page.rules} items={[...contest.rules, ...judgingRules]} />
            <NumberedList id="requirements" title={m.page.requirements} items={contest.requirements} />
          </Suspense>
        </div>
        <aside aria-label={m.page.aside} className="lg:sticky lg:top-6 lg:self-start">
          <Suspense>
            <ContestInfoCard contest={contest}>
              <div id={REGISTER_ACTIONS_ID} className="grid gap-2">
                <RegistrationLauncher
                  contest={contest}
                  state={register}
                  registered={registered}
                  pendingPayment={viewerRegistration?.pendingPayment}
                />
                <p data-testid="who-may-enter" className="flex items-start justify-center gap-1.5 text-center text-sm text-gray-700">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="mt-0.5 h-4 w-4 shrink-0 text-brand-700"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
                    <circle cx="12" cy="9.5" r="2.5" />
                  </svg>
                  {whoMayEnter(contest, m.page)}
                </p>
              </div>
              {applicants.disabled ? (
                <button
                  type="button"
                  disabled
                  className="rounded-full px-6 py-3 font-semibold text-gray-700 ring-1 ring-gray-300 disabled:cursor-not-allowed"
                >
                  {applicantsButtonText(applicants.label, m.status)}
                </button>
              ) : (
                <Link
                  to={f.path(`/contest/${contest._id}/applicants`)}
                  className="rounded-full px-6 py-3 text-center font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
                >
                  {applicantsButtonText(applicants.label, m.status)}
                </Link>
              )}
              <ShareButton
                url={pageUrl}
                title={contest.title}
                text={f.fill(m.page.shareText, { title: contest.title, site: SITE_NAME, description: contest.shortDescription })}
                className="justify-self-center"
              />
            </ContestInfoCard>
          </Suspense>
        </aside>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <BelowTheFold height={900}>
          <PrizesAndJudges contest={contest} />
        </BelowTheFold>
      </div>
      {register.disabled || registered ? null : (
        <StickyRegisterBar
          actionsId={REGISTER_ACTIONS_ID}
          title={contest.title}
          detail={deadline ? `${fee} · ${deadline}` : fee}
          label={viewerRegistration?.pendingPayment ? m.page.completePayment : registerButtonText(register.label, m.status)}
        />
      )}
    </>
  );
}
