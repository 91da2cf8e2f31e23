import { z } from "zod";
import { DoneAnswer, Ok } from "#shared/api/common.ts";
import { ConfirmWinnersSchema, RoundKindParam, RoundResultsAnswer } from "#shared/judging/console-api.ts";
import { idSchema } from "#shared/validation/id.ts";
import { AppError } from "../../errors.ts";
import { remindJudgesBehind } from "../../services/judging/progress.ts";
import { confirmWinners, roundResults } from "../../services/judging/results.ts";
import { closedSnapshot } from "../../services/judging/round-results.ts";
import { exportScoresCsv } from "../../services/judging/scores-export.ts";
import { answers, done, type ZodApi } from "../schemas.ts";
import { ContestParams, RoundParams, tags } from "./judging-params.ts";
import { staffIdOf as staffId } from "./signed-in-staff.ts";

/** The second half of judging's console routes (judging.ts registers them): reminders, results, exports, winners. */
export function judgingResultRoutes(api: ZodApi): void {
  progressRoutes(api);
  exportRoutes(api);
  winnerRoutes(api);
}

/** Reminding judges who are behind, and a round's ranking. */
function progressRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.post(
    "/judging/contests/:contestId/remind",
    {
      config: { action: "judging.manage" },
      schema: {
        tags,
        summary: "E-mail each judge who is behind in the open round (once a day)",
        params: ContestParams,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      const { behind, reminded: n } = await remindJudgesBehind(db, { staffId: staffId(request), contestId: request.params.contestId });
      if (behind === 0) return done("No judge is behind.");
      return done(n === 0 ? "Each judge who is behind was already reminded today." : `Reminded ${n} judge${n === 1 ? "" : "s"}.`);
    },
  );

  api.get(
    "/judging/contests/:contestId/results",
    {
      config: { action: "judging.read" },
      schema: {
        tags,
        summary: "A round's ranking, raw and normalised, and the proposed winners",
        params: ContestParams,
        querystring: z.object({ kind: RoundKindParam.optional() }),
        response: answers(RoundResultsAnswer),
      },
    },
    async (request) => ({
      isOk: true as const,
      data: await roundResults(db, { contestId: request.params.contestId, kind: request.query.kind }),
    }),
  );
}

/** A round's scores as CSV, and a closed round's snapshot. */
function exportRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.get(
    "/judging/contests/:contestId/rounds/:kind/scores.csv",
    {
      config: { action: "judging.read" },
      schema: {
        tags,
        summary: "A round's scores as CSV, by judge or by entry",
        params: RoundParams,
        querystring: z.object({ by: z.enum(["judge", "entry"]).default("entry") }),
        response: answers(z.string().describe("The CSV file: text/csv; charset=utf-8")),
      },
    },
    async (request, reply) => {
      const csv = await exportScoresCsv(db, {
        staffId: staffId(request),
        contestId: request.params.contestId,
        kind: request.params.kind,
        by: request.query.by,
      });
      if (csv === null) throw new AppError("NOT_FOUND", "This round has not been run.");
      reply.header("content-type", "text/csv; charset=utf-8");
      reply.header("content-disposition", `attachment; filename="scores-${request.params.kind}-by-${request.query.by}.csv"`);
      return csv;
    },
  );

  api.get(
    "/judging/rounds/:roundId/snapshot",
    {
      config: { action: "judging.read" },
      schema: {
        tags,
        summary: "A closed round's immutable snapshot (method, inputs, ranking, hash), as the audit log links it",
        params: z.object({ roundId: idSchema("Round not found.") }),
        response: answers(z.object({ isOk: Ok, data: z.object({ snapshotId: z.string(), hash: z.string(), payload: z.unknown() }) })),
      },
    },
    async (request) => {
      const snapshot = await closedSnapshot(db, request.params.roundId);
      if (!snapshot) throw new AppError("NOT_FOUND", "This round has no snapshot: it is still open.");
      const { hash, snapshotId, ...payload } = snapshot;
      return { isOk: true as const, data: { snapshotId, hash, payload } };
    },
  );
}

/** Confirming the winners from the closed round's proposal. */
function winnerRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.post(
    "/judging/contests/:contestId/winners/confirm",
    {
      config: { action: "judging.confirm" },
      schema: {
        tags,
        summary: "Confirm the winners from the closed round's proposal; departures need a written reason",
        params: ContestParams,
        body: ConfirmWinnersSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await confirmWinners(db, { staffId: staffId(request), contestId: request.params.contestId, picks: request.body.picks });
      return done("Winners confirmed. Declare the results when you are ready.");
    },
  );
}
