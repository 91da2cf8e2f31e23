import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import { WinnersForm } from "../../features/console/winners/winners-form";
import { WithdrawResults } from "../../features/console/winners/withdraw-results";
import type { Route } from "./+types/winners-contest";
import { loadWinnersBoard } from "./winners.server";

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadWinnersBoard(context, request, params.contestId);
}

export default function ContestWinners({ loaderData }: Route.ComponentProps) {
  const { board, canEdit, canWithdraw, canMarkPaid } = loaderData;
  const revalidator = useRevalidator();
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  const { contest } = board;
  return (
    <>
      <title>{`Winners: ${contest.title} · Console`}</title>
      <p className="mb-2 text-sm">
        <Link to="/admin/winners" className="font-medium text-brand-700 underline underline-offset-2">
          Winners
        </Link>
      </p>
      <ConsolePageHeader
        title={contest.title}
        description={
          contest.winnersDeclared ? (
            <>
              Results declared.{" "}
              <a href={`/contest/${contest.id}/applicants`} className="font-medium text-brand-700 underline underline-offset-2">
                See the applicants page
              </a>
            </>
          ) : canEdit ? (
            "Give each winner a prize and a rank, save, then declare the results."
          ) : (
            "Your role can see the winners but not change them."
          )
        }
      />
      {withdrawn && !contest.winnersDeclared ? (
        <p role="status" className="mb-6 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          {withdrawn}
        </p>
      ) : null}
      {canWithdraw && contest.winnersDeclared && contest.canWithdraw ? (
        <WithdrawResults
          contestId={contest.id}
          onWithdrawn={(message) => {
            setWithdrawn(message);
            void revalidator.revalidate();
          }}
        />
      ) : null}
      <WinnersForm
        key={contest.id}
        board={board}
        canEdit={canEdit}
        canMarkPaid={canMarkPaid}
        onSaved={() => {
          // Saved or declared again: the withdrawal's message has served its turn.
          setWithdrawn(null);
          void revalidator.revalidate();
        }}
      />
    </>
  );
}
