import { useRevalidator } from "react-router";
import { AddAffiliateForm } from "../../features/console/affiliates/add-affiliate-form";
import { AffiliateListView } from "../../features/console/affiliates/affiliate-list-view";
import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import type { Route } from "./+types/affiliates";
import { loadAffiliates } from "./affiliates.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAffiliates(context, request);
}

export default function ConsoleAffiliates({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { list, query, canEdit } = loaderData;
  return (
    <>
      <title>Affiliates · Console</title>
      <ConsolePageHeader
        title="Affiliates"
        description="People who bring creators with their code. Referrals are completed registrations of the users they referred."
      />
      <div className="grid grid-cols-1 gap-8">
        <AffiliateListView
          affiliates={list.affiliates}
          total={list.total}
          page={list.page}
          pageSize={list.pageSize}
          q={query.q}
          canEdit={canEdit}
        />
        {canEdit ? (
          <section aria-labelledby="add-affiliate" className="max-w-3xl rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
            <h2 id="add-affiliate" className="mb-4 text-lg font-semibold text-ink">
              Add an affiliate
            </h2>
            <AddAffiliateForm onAdded={() => void revalidator.revalidate()} />
          </section>
        ) : null}
      </div>
    </>
  );
}
