import { data, Link } from "react-router";
import { AppError } from "#server/errors.ts";
import { getContest } from "#server/services/contests/get-contest.ts";
import { applicantsButtonState, registerButtonState } from "#shared/contest-status.ts";
import { formatIstDate } from "#shared/ist.ts";
import { mediaUrl } from "#shared/media-url.ts";
import { pageTitle } from "#shared/site.ts";
import { formatMoney } from "#shared/text.ts";
import { PageHero } from "../components/page-hero";
import type { Route } from "./+types/contest";

export async function loader({ params, context }: Route.LoaderArgs) {
  const now = new Date().toISOString();
  if (!/^[a-f0-9]{24}$/.test(params.contestId)) return data({ contest: null, failed: false as const, now }, { status: 404 });
  try {
    return { contest: await getContest(context.app.db, params.contestId), failed: false as const, now };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return data({ contest: null, failed: false as const, now }, { status: 404 });
    console.error("contest failed to load", error);
    return data({ contest: null, failed: true as const, now }, { status: 500 });
  }
}

export function meta({ data }: Route.MetaArgs) {
  const contest = data?.contest;
  return [{ title: pageTitle(contest?.title ?? "Contest not found") }, { name: "description", content: contest?.shortDescription ?? "" }];
}

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-gray-100 py-2.5 text-sm last:border-0">
      <dt className="font-medium text-gray-600">{label}</dt>
      <dd className="text-right font-semibold text-ink">{value}</dd>
    </div>
  );
}

export default function ContestPage({ loaderData }: Route.ComponentProps) {
  const { contest, failed } = loaderData;
  const now = new Date(loaderData.now);
  if (!contest) {
    return (
      <>
        <PageHero title={failed ? "Something went wrong" : "Contest not found"} crumbs={[{ label: "Home", to: "/" }, { label: "Contests" }]} />
        <p role={failed ? "alert" : undefined} className="mx-auto max-w-3xl px-6 py-16 text-center text-gray-700">
          {failed ? "Error: Failed to load contest details." : "Contest not found."}
        </p>
      </>
    );
  }
  const register = registerButtonState(contest, now);
  const applicants = applicantsButtonState(contest, now);
  const location = contest.eligibilityCriteria.location;
  return (
    <>
      <PageHero title={contest.title} crumbs={[{ label: "Home", to: "/" }, { label: "Contests" }, { label: contest.title }]} image={mediaUrl(contest.banner)} />
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 lg:grid-cols-[1fr_380px]">
        <div>
          <h2 className="text-3xl font-extrabold tracking-tight">{contest.title}</h2>
          <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: contest.description }} />
        </div>
        <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
          <h2 className="text-lg font-bold">Contest Information</h2>
          <dl className="mt-3">
            <InfoRow label="Category" value={contest.contestCategoryId?.name ?? "-"} />
            <InfoRow label="Registration" value={`${formatIstDate(contest.registrationStartDate)} - ${formatIstDate(contest.registrationEndDate)}`} />
            <InfoRow label="Contest Dates" value={`${formatIstDate(contest.contestStartDate)} - ${formatIstDate(contest.contestEndDate)}`} />
            {contest.resultAnnouncementDate ? <InfoRow label="Result" value={formatIstDate(contest.resultAnnouncementDate)} /> : null}
            <InfoRow label="Entry Fee" value={formatMoney(contest.entryFee, contest.entryFeeCurrency)} />
            <InfoRow label="Prize Pool" value={formatMoney(contest.prizePool, contest.prizePoolCurrency)} />
            <InfoRow label="Allowed Countries" value={location.countries.map((c) => c.countryName).join(", ") || "All"} />
            <InfoRow label="Allowed States" value={location.states.map((s) => s.stateName).join(", ") || "All"} />
            <InfoRow label="Allowed Cities" value={location.cities.map((c) => c.cityName).join(", ") || "All"} />
            <InfoRow label="Max Participants" value={contest.maxParticipants === 0 ? "Unlimited" : String(contest.maxParticipants)} />
          </dl>
          <div className="mt-6 grid gap-3">
            <button type="button" disabled={register.disabled} className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700">
              {register.label}
            </button>
            {applicants.disabled ? (
              <button type="button" disabled className="rounded-full px-6 py-3 font-semibold text-gray-700 ring-1 ring-gray-300 disabled:cursor-not-allowed">
                {applicants.label}
              </button>
            ) : (
              <Link to={`/contest/${contest._id}/applicants`} className="rounded-full px-6 py-3 text-center font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50">
                {applicants.label}
              </Link>
            )}
          </div>
        </aside>
      </div>
    </>
  );
}
