import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DoneAnswer } from "#shared/api/common.ts";
import {
  EligibilitySchema,
  InviteJudgeSchema,
  JudgingContestsAnswer,
  JudgingOverviewAnswer,
  ReleaseScoresSchema,
  TieDecisionSchema,
} from "#shared/judging/console-api.ts";
import { RubricSchema } from "#shared/judging/rubric.ts";
import { idSchema } from "#shared/validation/id.ts";
import { setEligibility } from "../../services/judging/entries.ts";
import { judgingOverview, listJudgingContests } from "../../services/judging/overview.ts";
import { inviteJudge, removeJudge } from "../../services/judging/panel.ts";
import { closeRound, openRound } from "../../services/judging/rounds.ts";
import { saveRubric, setScoresReleased } from "../../services/judging/rubric.ts";
import { recordTieDecision } from "../../services/judging/tie-decision.ts";
import { answers, done, type ZodApi } from "../schemas.ts";
import { ContestParams, RoundParams, tags } from "./judging-params.ts";
import { judgingResultRoutes } from "./judging-results.ts";
import { staffIdOf as staffId } from "./signed-in-staff.ts";

/** The organiser's side of judging (docs/judging.md): rubric, panel, eligibility, rounds, results, exports. */
export default async function judgingConsoleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  overviewRoutes(api);
  rubricRoutes(api);
  panelRoutes(api);
  eligibilityRoutes(api);
  roundRoutes(api);
  judgingResultRoutes(api);
}

/** Contests in judging, and one contest's whole state. */
function overviewRoutes(api: ZodApi): void {
  const { db } = api.ctx;

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
}

/** The rubric, and whether creators may read their scores. */
function rubricRoutes(api: ZodApi): void {
  const { db } = api.ctx;

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
      api.ctx.cache.invalidate("contest");
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
}

/** The judges on the panel. */
function panelRoutes(api: ZodApi): void {
  const { db } = api.ctx;

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
}

/** Which entries the panel judges. */
function eligibilityRoutes(api: ZodApi): void {
  const { db } = api.ctx;

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
}

/** Opening and closing rounds, and the head judge's tie decisions. */
function roundRoutes(api: ZodApi): void {
  const { db } = api.ctx;

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
}
