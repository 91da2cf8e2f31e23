import { CompanyForm } from "#app/features/console/content/company-form.tsx";
import type { Route } from "./+types/content-company";
import { loadCompanyDetails } from "./content.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadCompanyDetails(context, request);
}

export default function ContentCompany({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>Company details · Console</title>
      <h2 className="sr-only">Company details</h2>
      <CompanyForm initial={loaderData.values} canEdit={loaderData.canEdit} />
    </>
  );
}
