import { data, Link } from "react-router";
import { BackSoonNote } from "#app/components/back-soon-note.tsx";
import { fillNodes } from "#app/components/fill-nodes.tsx";
import { ErrorMessages } from "#app/components/page-error-messages.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { CorrectionForm } from "#app/features/my-data/correction-form.tsx";
import { EraseForm } from "#app/features/my-data/erase-form.tsx";
import { FreshCodeStep } from "#app/features/my-data/fresh-code-step.tsx";
import { GrievanceForm } from "#app/features/my-data/grievance-form.tsx";
import { MyDataReadable } from "#app/features/my-data/my-data-readable.tsx";
import { PrizeDocumentsForm } from "#app/features/my-data/prize-documents-form.tsx";
import { metaMessages, useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { pageTitle } from "#shared/site.ts";
import type { Route } from "./+types/me-data";
import { loadMyDataPage, myDataPageHeaders } from "./me-data.server.ts";

function Hero() {
  const { crumbs, myData } = useMessages("account");
  const f = useFormat();
  return (
    <PageHero
      title={myData.title}
      crumbs={[{ label: crumbs.home, to: f.path("/") }, { label: crumbs.myRegistrations, to: f.path("/me") }, { label: crumbs.myData }]}
    />
  );
}

export async function loader(args: Route.LoaderArgs) {
  // Personal data: no shared cache may keep it.
  return data(await loadMyDataPage(args), { headers: myDataPageHeaders(args) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(metaMessages(matches, "account")?.myData.title) }, { name: "robots", content: "noindex" }];
}

function LoadFailed() {
  const { myData } = useMessages("account");
  return (
    <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-lg text-red-800">
      {myData.loadFailed}
    </p>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorMessages error={error}>
      <Hero />
      <LoadFailed />
      <BackSoonNote error={error} />
    </ErrorMessages>
  );
}

/** My data (docs/privacy.md#my-data): everything held, readable; correct, ask, erase; a winner's documents. */
export default function MyDataPage({ loaderData }: Route.ComponentProps) {
  const { myData: t } = useMessages("account");
  const f = useFormat();
  const linkClass = "font-semibold text-brand-700 underline underline-offset-2";
  return (
    <>
      <Hero />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        {"note" in loaderData ? (
          // Signed out, or the account just erased: the loader chose the texts.
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            {loaderData.note.title && <h2 className="mb-2 text-lg font-bold text-ink">{loaderData.note.title}</h2>}
            <p>
              {fillNodes(loaderData.note.text, {
                link: (
                  <Link className={linkClass} to={loaderData.note.to}>
                    {loaderData.note.link}
                  </Link>
                ),
              })}
            </p>
          </div>
        ) : loaderData.state === "code-needed" ? (
          <FreshCodeStep email={loaderData.email} />
        ) : (
          <>
            <p className="text-sm text-gray-700">
              {fillNodes(t.intro, {
                link: (
                  <a className="font-medium text-brand-700 underline underline-offset-2" href={f.path("/privacy")}>
                    {t.privacyNotice}
                  </a>
                ),
              })}
            </p>
            {loaderData.prizeDocuments ? <PrizeDocumentsForm need={loaderData.prizeDocuments} /> : null}
            <MyDataReadable data={loaderData.data} shown={loaderData.shown} />
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
