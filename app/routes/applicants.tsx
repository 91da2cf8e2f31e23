import { data, useNavigate } from "react-router";
import { AppError } from "#server/errors.ts";
import { listApplicants } from "#server/services/applicants/list-applicants.ts";
import { getContest } from "#server/services/contests/get-contest.ts";
import { formatIstDateTime } from "#shared/ist.ts";
import { mediaUrl } from "#shared/media-url.ts";
import { pageTitle } from "#shared/site.ts";
import { PageHero } from "../components/page-hero";
import type { Route } from "./+types/applicants";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.app;
  try {
    const [contest, applicants] = await Promise.all([getContest(db, params.contestId), listApplicants(db, params.contestId)]);
    return { contest, applicants, failed: false as const };
  } catch (error) {
    const status = error instanceof AppError && error.status === 404 ? 404 : 500;
    if (status === 500) console.error("applicants failed to load", error);
    return data({ contest: null, applicants: null, failed: true as const }, { status });
  }
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: pageTitle(data?.contest ? `Applicants: ${data.contest.title}` : "Applicants") }];
}

export default function ApplicantsPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { contest, applicants } = loaderData;
  const crumbs = [{ label: "Home", to: "/" }, { label: "Contests", onClick: () => navigate(-1) }, { label: "Applicants" }];
  if (!contest || !applicants) {
    return (
      <>
        <PageHero title="Applicants" crumbs={crumbs} />
        <p role="alert" className="mx-auto max-w-3xl px-6 py-16 text-center text-red-700">
          Failed to load applicants or contest details.
        </p>
      </>
    );
  }
  return (
    <>
      <PageHero title="Applicants" subtitle={contest.title} crumbs={crumbs} />
      <section className="mx-auto max-w-7xl px-6 py-12">
        <h2 className="text-2xl font-bold">{applicants.winnersDeclared ? "Other Applicants" : "Applicants"}</h2>
        {applicants.data.length === 0 ? (
          <p className="mt-6 text-gray-700">No applicants found.</p>
        ) : (
          <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {applicants.data.map((applicant) => (
              <li key={applicant._id} className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
                <img
                  src={mediaUrl(applicant.userId.profileImage) ?? "/default-avatar.svg"}
                  alt={`${applicant.userId.firstName} ${applicant.userId.lastName}`}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="h-16 w-16 rounded-full object-cover"
                />
                <div>
                  <p className="font-semibold">
                    {applicant.userId.firstName} {applicant.userId.lastName}
                  </p>
                  <a href={applicant.link} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-brand-700 underline">
                    View Video
                  </a>
                  <p className="text-xs text-gray-600">{formatIstDateTime(applicant.createdAt)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
