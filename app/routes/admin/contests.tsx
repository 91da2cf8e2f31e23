import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { ContestListView } from "#app/features/console/contests/contest-list-view.tsx";
import { MenuLinksPanel } from "#app/features/console/publishing/menu-links-panel.tsx";
import { ConsolePageHeader } from "#app/features/console/shell/console-shell.tsx";
import type { Route } from "./+types/contests";
import { loadContestList } from "./contests.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContestList(context, request);
}

export default function ConsoleContests({ loaderData }: Route.ComponentProps) {
  const { list, query, canEdit } = loaderData;
  return (
    <>
      <title>Contests · Console</title>
      <ConsolePageHeader
        title="Contests"
        description="Every contest, newest first. Status is the badge visitors see, or Draft (Scheduled with a publish time) until it is published."
        actions={
          canEdit ? (
            <Link to="/admin/contests/new" className={buttonClass()}>
              New contest
            </Link>
          ) : null
        }
      />
      <MenuLinksPanel canEdit={canEdit} />
      <ContestListView
        contests={list.contests}
        total={list.total}
        page={list.page}
        pageSize={list.pageSize}
        query={query}
        canEdit={canEdit}
      />
    </>
  );
}
