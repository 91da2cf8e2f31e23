import { data, Link } from "react-router";
import { BackSoonNote } from "#app/components/back-soon-note.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { CorrectionForm } from "#app/features/my-data/correction-form.tsx";
import { EraseForm } from "#app/features/my-data/erase-form.tsx";
import { FreshCodeStep } from "#app/features/my-data/fresh-code-step.tsx";
import { GrievanceForm } from "#app/features/my-data/grievance-form.tsx";
import { MyDataReadable } from "#app/features/my-data/my-data-readable.tsx";
import { PrizeDocumentsForm } from "#app/features/my-data/prize-documents-form.tsx";
import { pageTitle } from "#shared/site.ts";
import type { Route } from "./+types/me-data";
import { loadMyDataPage } from "./me-data.server.ts";

const crumbs = [{ label: "Home", to: "/" }, { label: "My registrations", to: "/me" }, { label: "My data" }];

export async function loader(args: Route.LoaderArgs) {
  // Personal data: no shared cache may keep it.
  return data(await loadMyDataPage(args), { headers: { "Cache-Control": "private, no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta() {
  return [{ title: pageTitle("My data") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <PageHero title="My data" crumbs={crumbs} />
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-red-800">
        Your data could not be loaded. Please try again.
      </p>
      <BackSoonNote error={error} />
    </>
  );
}

/** My data (docs/privacy.md#my-data): everything held, readable; correct, ask, erase; a winner's documents. */
export default function MyDataPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="My data" crumbs={crumbs} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        {loaderData.state === "signed-out" ? (
          <p className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            <Link className="font-semibold text-brand-700 underline underline-offset-2" to="/me">
              Sign in on My registrations
            </Link>{" "}
            to see the data we hold about you.
          </p>
        ) : loaderData.state === "code-needed" ? (
          <FreshCodeStep email={loaderData.email} />
        ) : (
          <>
            <p className="text-sm text-gray-700">
              Everything we hold about you, and what you can do with it. Read the{" "}
              <a className="font-medium text-brand-700 underline underline-offset-2" href="/privacy">
                privacy notice
              </a>
              .
            </p>
            {loaderData.prizeDocuments ? <PrizeDocumentsForm need={loaderData.prizeDocuments} /> : null}
            <MyDataReadable data={loaderData.data} />
            {loaderData.data.details ? (
              <CorrectionForm
                initial={{
                  firstName: loaderData.data.details.firstName,
                  middleName: loaderData.data.details.middleName ?? "",
                  lastName: loaderData.data.details.lastName,
                  mobileNo: loaderData.data.details.mobileNo,
                  address: loaderData.data.details.address,
                  pincode: loaderData.data.details.pincode ?? "",
                  bio: loaderData.data.details.bio ?? "",
                }}
              />
            ) : null}
            <GrievanceForm contactEmail={loaderData.contactEmail} />
            <EraseForm />
          </>
        )}
      </div>
    </>
  );
}
