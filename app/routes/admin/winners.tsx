import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import { WinnersContestList } from "../../features/console/winners/winners-contest-list";
import type { Route } from "./+types/winners";
import { loadWinnersList } from "./winners.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadWinnersList(context, request);
}

export default function Winners({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>Winners · Console</title>
      <ConsolePageHeader
        title="Winners"
        description="Choose each finished contest's winners among its completed registrations, then declare the results."
      />
      <WinnersContestList contests={loaderData.contests} />
    </>
  );
}
