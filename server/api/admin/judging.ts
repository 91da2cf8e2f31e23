import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DoneAnswer, Ok } from "#shared/api/common.ts";
import {
  ConfirmWinnersSchema,
  EligibilitySchema,
  InviteJudgeSchema,
  JudgingContestsAnswer,
  JudgingOverviewAnswer,
  ReleaseScoresSchema,
  RoundKindParam,
  RoundResultsAnswer,
  TieDecisionSchema,
} from "#shared/judging/console-api.ts";
import { RubricSchema } from "#shared/judging/rubric.ts";
import { idSchema } from "#shared/validation/id.ts";
import { AppError } from "../../errors.ts";
import { setEligibility } from "../../services/judging/entries.ts";
import { judgingOverview, listJudgingContests } from "../../services/judging/overview.ts";
import { inviteJudge, removeJudge } from "../../services/judging/panel.ts";
import { remindJudgesBehind } from "../../services/judging/progress.ts";
import { confirmWinners, roundResults } from "../../services/judging/results.ts";
import { closedSnapshot } from "../../services/judging/round-results.ts";
import { closeRound, openRound } from "../../services/judging/rounds.ts";
import { saveRubric, setScoresReleased } from "../../services/judging/rubric.ts";
import { exportScoresCsv } from "../../services/judging/scores-export.ts";
import { recordTieDecision } from "../../services/judging/tie-decision.ts";
import { answers } from "../schemas.ts";

const ContestParams = z.object({ contestId: idSchema("Contest not found.") });
const RoundParams = ContestParams.extend({ kind: RoundKindParam });
const staffId = (request: FastifyRequest) => {
  if (!request.staff) throw new AppError("UNAUTHORIZED", "Please sign in to the console.");
  return request.staff.id;
};
const done = (message: string) => ({ isOk: true as const, message });
const tags = ["Admin"];

/** The organiser's side of judging (docs/judging.md): rubric, panel, eligibility, rounds, results, exports. */
export default async function judgingConsoleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    "/judging/contests",
    {
      config: { action: "judging.read" },
      schema: { tags, summary: "Contests and the state of their judging", response: answers(JudgingContestsAnswer) },
    },
    async () => ({
      isOk: true as const,
      data: await listJudgingContests(db),
    }),
  );

  api.get(
    "/judging/contests/:contestId",
    {
      config: { action: "judging.read" },
      schema: {
        tags,
        summary: "A contest's rubric, panel, rounds, progress, conflicts and entries",
        params: ContestParams,
        response: answers(JudgingOverviewAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await judgingOverview(db, request.params.contestId) }),
  );

  api.put(
    "/judging/contests/:contestId/rubric",
    {
      config: { action: "judging.manage" },
      schema: {
        tags,
        summary: "Save the rubric (409 once the first score locked it)",
        params: ContestParams,
        body: RubricSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await saveRubric(db, { staffId: staffId(request), contestId: request.params.contestId, input: request.body });
      // The contest page's Rules show the criteria.
      app.ctx.cache.invalidate("contest");
      return done("Rubric saved.");
    },
  );

  api.put(
    "/judging/contests/:contestId/scores-released",
    {
      config: { action: "judging.manage" },
      schema: {
        tags,
        summary: "Let creators read their own scores and feedback after results",
        params: ContestParams,
        body: ReleaseScoresSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await setScoresReleased(db, { staffId: staffId(request), contestId: request.params.contestId, released: request.body.released });
      return done(request.body.released ? "Creators can read their scores after results." : "Scores are not shown to creators.");
    },
  );

  api.post(
    "/judging/contests/:contestId/judges",
    {
      config: { action: "judging.manage" },
      schema: {
        tags,
        summary: "Invite a judge profile with the address their sign-in codes go to",
        params: ContestParams,
        body: InviteJudgeSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await inviteJudge(db, { staffId: staffId(request), contestId: request.params.contestId, ...request.body });
      return done("Invitation sent.");
    },
  );

  api.delete(
    "/judging/contests/:contestId/judges/:judgeId",
    {
      config: { action: "judging.manage" },
      schema: {
        tags,
        summary: "Remove a judge from the panel (409 while a round is open)",
        params: ContestParams.extend({ judgeId: idSchema("Judge not found.") }),
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await removeJudge(db, { staffId: staffId(request), contestId: request.params.contestId, judgeId: request.params.judgeId });
      return done("Judge removed from the panel.");
    },
  );

  api.put(
    "/judging/contests/:contestId/entries/:subscriberId/eligibility",
    {
      config: { action: "judging.manage" },
      schema: {
        tags,
        summary: "Mark an entry judge / maybe / don't judge, with a reason",
        params: ContestParams.extend({ subscriberId: idSchema("Entry not found.") }),
        body: EligibilitySchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await setEligibility(db, {
        staffId: staffId(request),
        contestId: request.params.contestId,
        subscriberId: request.params.subscriberId,
        ...request.body,
      });
      return done("Eligibility saved.");
    },
  );

  api.post(
    "/judging/contests/:contestId/rounds/:kind/open",
    {
      config: { action: "judging.rounds" },
      schema: { tags, summary: "Open a round: assign entries to judges", params: RoundParams, response: answers(DoneAnswer) },
    },
    async (request) => {
      await openRound(db, { staffId: staffId(request), contestId: request.params.contestId, kind: request.params.kind });
      return done("Round opened.");
    },
  );

  api.post(
    "/judging/contests/:contestId/rounds/:kind/close",
    {
      config: { action: "judging.rounds" },
      schema: {
        tags,
        summary: "Close a round: freeze its scores and write its snapshot",
        params: RoundParams,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      const { hash } = await closeRound(db, { staffId: staffId(request), contestId: request.params.contestId, kind: request.params.kind });
      return done(`Round closed. Snapshot ${hash.slice(0, 12)}.`);
    },
  );

  api.put(
    "/judging/contests/:contestId/rounds/:kind/tie-decision",
    {
      config: { action: "judging.rounds" },
      schema: {
        tags,
        summary: "Record the head judge's order, with the reason, for entries the tie-break ladder leaves tied",
        params: RoundParams,
        body: TieDecisionSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await recordTieDecision(db, {
        staffId: staffId(request),
        contestId: request.params.contestId,
        kind: request.params.kind,
        ...request.body,
      });
      return done("The head judge's decision is recorded.");
    },
  );

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
