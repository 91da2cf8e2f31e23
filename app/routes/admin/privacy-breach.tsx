import { Link } from "react-router";
import { BreachListView } from "../../features/console/privacy/breach-list-view";
import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import type { Route } from "./+types/privacy-breach";
import { loadBreachList } from "./privacy-breach.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadBreachList(context, request);
}

export default function ConsoleBreachList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>People to notify · Console</title>
      <ConsolePageHeader
        title="People to notify after a breach"
        description={
          <>
            Owners only.{" "}
            <Link to="/admin/privacy" className="font-medium text-brand-800 underline underline-offset-2">
              Back to Privacy
            </Link>
          </>
        }
      />
      <BreachListView people={loaderData.people} />
    </>
  );
}
