import { buttonClass } from "#app/components/ui/button-class.ts";
import { RegistrationFilters } from "#app/features/console/registrations/registration-filters.tsx";
import { RegistrationTable } from "#app/features/console/registrations/registration-table.tsx";
import { ConsolePageHeader } from "#app/features/console/shell/console-shell.tsx";
import type { Route } from "./+types/registrations";
import { loadRegistrationList } from "./registrations.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadRegistrationList(context, request);
}

export default function ConsoleRegistrations({ loaderData }: Route.ComponentProps) {
  const { list, contests, query, exportHref, queryError } = loaderData;
  const contest = contests.find((choice) => choice._id === query.contest);
  return (
    <>
      <title>{contest ? `Registrations: ${contest.title} · Console` : "Registrations · Console"}</title>
      <ConsolePageHeader
        title={contest ? `Registrations: ${contest.title}` : "Registrations"}
        description="Every registration, newest first. Status is what the creator sees on My registrations."
        actions={
          <a href={exportHref} download className={buttonClass({ variant: "secondary", size: "sm" })}>
            Export CSV
          </a>
        }
      />
      <div className="grid grid-cols-1 gap-4">
        <RegistrationFilters values={query} contests={contests} />
        {queryError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            {queryError} Showing every registration instead.
          </p>
        ) : null}
        <RegistrationTable
          rows={list.registrations}
          total={list.total}
          page={list.page}
          pageSize={list.pageSize}
          sort={{ key: query.sort, dir: query.dir === "asc" ? "asc" : "desc" }}
        />
      </div>
    </>
  );
}
