import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DoneAnswer } from "#shared/api/common.ts";
import {
  DeclareResultsSchema,
  MarkPrizePaidSchema,
  SaveWinnersSchema,
  WinnersBoardAnswer,
  WinnersContestsAnswer,
  WithdrawResultsSchema,
} from "#shared/console/winners.ts";
import { idSchema } from "#shared/validation/id.ts";
import { markPrizePaid } from "../../services/console/winners/mark-prize-paid.ts";
import { declareResults, saveWinners } from "../../services/console/winners/save-winners.ts";
import { withdrawResults } from "../../services/console/winners/withdraw-results.ts";
import { getWinnersBoard, listContestsForWinners } from "../../services/console/winners/winners-board.ts";
import { answers, type ZodApi } from "../schemas.ts";
import { staffIdOf as staffId } from "./signed-in-staff.ts";

const ContestParams = z.object({ contestId: idSchema("Contest not found.") });
const WinnerParams = ContestParams.extend({ winnerId: idSchema("Winner not found.") });

/** Choosing a contest's winners and declaring its results (docs/console.md, winners). */
export default async function winnersRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  choosingRoutes(api);
  resultsRoutes(api);
  prizeRoutes(api);
}

/** The contests awaiting winners, a contest's board, and saving the chosen winners as a draft. */
function choosingRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.get(
    "/winners",
    {
      config: { action: "winners.read" },
      schema: {
        tags: ["Admin"],
        summary: "Contests with their completed registrations and winners chosen; finished ones awaiting results first",
        description: "Role: viewer.",
        response: answers(WinnersContestsAnswer),
      },
    },
    async () => ({ isOk: true as const, data: await listContestsForWinners(ctx.db) }),
  );

  api.get(
    "/contests/:contestId/winners",
    {
      config: { action: "winners.read" },
      schema: {
        tags: ["Admin"],
        summary: "A contest's prizes, completed registrations and chosen winners",
        description: "Role: viewer. Registrations carry the creator's public name, video link and date only.",
        params: ContestParams,
        response: answers(WinnersBoardAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await getWinnersBoard(ctx.db, request.params.contestId) }),
  );

  api.put(
    "/contests/:contestId/winners",
    {
      config: { action: "winners.edit" },
      schema: {
        tags: ["Admin"],
        summary: "Replace the chosen winners (each a completed registration with a rank and one of the contest's prizes)",
        description:
          "Role: editor. Nothing public changes until the results are declared. 409 once they are. A field in error " +
          "answers 400 with its message under `errors` (e.g. `winners.1.rank`).",
        params: ContestParams,
        body: SaveWinnersSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await saveWinners(ctx.db, { staffId: staffId(request), contestId: request.params.contestId, input: request.body });
      return { isOk: true as const, message: "Winners saved." };
    },
  );
}

/** Declaring the results, and withdrawing them to correct them. */
function resultsRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.post(
    "/contests/:contestId/winners/declare",
    {
      config: { action: "winners.edit" },
      schema: {
        tags: ["Admin"],
        summary: "Declare the results: publish the chosen winners and e-mail every registrant",
        description:
          "Role: editor. Needs `{ confirm: true }`, an ended contest and at least one saved winner; final (409 when already " +
          "declared). The public contest and applicants pages show the winners at once.",
        params: ContestParams,
        body: DeclareResultsSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      const { winners } = await declareResults(ctx, { staffId: staffId(request), contestId: request.params.contestId });
      return { isOk: true as const, message: `Results declared with ${winners} winner${winners === 1 ? "" : "s"}.` };
    },
  );

  api.post(
    "/contests/:contestId/winners/withdraw",
    {
      config: { action: "winners.withdraw" },
      schema: {
        tags: ["Admin"],
        summary: "Withdraw declared results to correct them, with a written reason",
        description:
          "Role: owner. Allowed before any certificate is issued or within 7 days of declaring (409 otherwise, when " +
          "nothing is declared, and once any prize is marked paid). The public pages say the results are coming; the chosen winners stay as a draft to " +
          "correct and declare again, which sends each registrant one corrected e-mail. Audited with the reason.",
        params: ContestParams,
        body: WithdrawResultsSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await withdrawResults(ctx, { staffId: staffId(request), contestId: request.params.contestId, reason: request.body.reason });
      return { isOk: true as const, message: "Results withdrawn. Correct the winners, then declare the results again." };
    },
  );
}

/** Recording a declared winner's prize as paid. */
function prizeRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.post(
    "/contests/:contestId/winners/:winnerId/paid",
    {
      config: { action: "prizes.mark-paid" },
      schema: {
        tags: ["Admin"],
        summary: "Record that a winner's prize was paid, with the payment reference (e.g. the bank transfer's UTR)",
        description:
          "Role: owner. Only after the results are declared. The first record stands: marking again answers 409 and " +
          "changes nothing. Audited (`mark-prize-paid`). The winner's identity documents and bank details are cleared " +
          "the privacy contact's `documentRetentionDays` after this date, and the results can no longer be withdrawn.",
        params: WinnerParams,
        body: MarkPrizePaidSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      const { contestId, winnerId } = request.params;
      await markPrizePaid(ctx, { staffId: staffId(request), contestId, winnerId, reference: request.body.reference });
      return { isOk: true as const, message: "Prize marked paid." };
    },
  );
}
