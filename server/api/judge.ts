import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { judgeAccounts } from "#db/schema/judging.ts";
import { DoneAnswer, Ok } from "#shared/api/common.ts";
import { RecuseSchema, ScoreSchema } from "#shared/judging/scoring.ts";
import { EmailSchema } from "#shared/validation/email.ts";
import { idSchema } from "#shared/validation/id.ts";
import { AppError } from "../errors.ts";
import { rememberJudgeLanguage } from "../services/i18n/stored-language.ts";
import { signInWithEmailCode } from "../services/identity/code-sign-in.ts";
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from "../services/identity/cookies.ts";
import { describeDevice } from "../services/identity/device.ts";
import { requestEmailCode } from "../services/identity/email-codes.ts";
import { requestingClient } from "../services/identity/requesting-client.ts";
import { sameOriginHook } from "../services/identity/same-origin.ts";
import { endSession } from "../services/identity/sessions.ts";
import { judgeContests } from "../services/judging/judge-home.ts";
import { requireJudgeSession } from "../services/judging/judge-session.ts";
import { judgeEntries, judgeEntry, recuse, saveScore } from "../services/judging/scoring.ts";
import { answers, type ZodApi } from "./schemas.ts";

const tags = ["Judging"];
const EntryParams = z.object({ contestId: idSchema("Contest not found."), entryId: idSchema("Entry not found.") });
const NOT_INVITED = "This address is not invited to judge. Use the address the organiser's invitation went to.";

const Criterion = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  weight: z.number(),
  anchors: z.object({ "1": z.string(), "4": z.string(), "7": z.string(), "10": z.string() }),
});

/**
 * What a judge receives for one entry. Declared field by field and serialised through this schema, so
 * nothing else can leave: in blind mode `creator` is null; never an e-mail, mobile, age, school,
 * affiliate or payment.
 */
export const JudgeEntryAnswer = z.object({
  isOk: Ok,
  data: z.object({
    contestTitle: z.string(),
    round: z.string(),
    blind: z.boolean(),
    entry: z.object({
      entryId: z.string(),
      videoLink: z.string(),
      category: z.string(),
      creator: z.object({ name: z.string(), city: z.string() }).nullable(),
    }),
    number: z.number(),
    total: z.number(),
    previousEntryId: z.string().nullable(),
    nextEntryId: z.string().nullable(),
    criteria: z.array(Criterion),
    checklist: z.array(z.object({ key: z.string(), label: z.string() })),
    score: z.object({
      criteria: z.record(z.string(), z.number()),
      checklist: z.record(z.string(), z.boolean()),
      note: z.string(),
      feedback: z.string(),
      updatedAt: z.string().nullable(),
    }),
  }),
});

/** The judges' API under /api/judge (docs/judging.md): sign-in by e-mailed code, their contests and entries, scoring. */
export default async function judgeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.addHook("preHandler", sameOriginHook(ctx.config.publicUrl));
  codeRoutes(api);
  sessionRoutes(api);
  contestRoutes(api);
  entryRoutes(api);
}

/** The e-mailed sign-in code. */
function codeRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.post(
    "/sign-in/code",
    {
      schema: {
        tags,
        summary: "E-mail a 6-digit sign-in code to a judge's address",
        description: "The same answer whether or not the address is a judge's. testModeCode only in test-mail mode.",
        body: z.object({ email: EmailSchema }),
        response: answers(z.object({ isOk: Ok, message: z.string(), data: z.object({ testModeCode: z.string().optional() }) })),
      },
    },
    async (request, reply) => {
      const client = requestingClient(request, reply, ctx.config.publicUrl);
      const sent = await requestEmailCode(ctx, {
        purpose: "judge-sign-in",
        email: request.body.email,
        client,
        language: request.language,
      });
      return {
        isOk: true as const,
        message: "If this address is invited to judge, a code is on its way.",
        data: ctx.config.mail.mode === "test" ? { testModeCode: sent.code } : {},
      };
    },
  );
}

/** Signing in with the code, and out. */
function sessionRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.post(
    "/sign-in",
    {
      schema: {
        tags,
        summary: "Prove the address with its code: starts a judge session (httpOnly cookie judge_session)",
        body: z.object({ email: EmailSchema, code: z.string().trim().min(1, "Enter the code.").max(12) }),
        response: answers(DoneAnswer),
      },
    },
    async (request, reply) => {
      const session = await signInWithEmailCode(ctx, {
        kind: "judge",
        purpose: "judge-sign-in",
        email: request.body.email,
        code: request.body.code,
        client: requestingClient(request, reply, ctx.config.publicUrl),
        device: describeDevice(request.headers["user-agent"]),
        replacingToken: sessionTokenOf("judge", request),
        principalFor: async (tx, emailKey) => {
          const [account] = await tx
            .select({ judgeId: judgeAccounts.judgeId })
            .from(judgeAccounts)
            .where(eq(judgeAccounts.emailKey, emailKey));
          if (!account) throw new AppError("FORBIDDEN", NOT_INVITED);
          // The judge's mails (reminders, invitations) follow the language they sign in with.
          await rememberJudgeLanguage(tx as unknown as Db, account.judgeId, request.language);
          return account.judgeId;
        },
      });
      setSessionCookie(reply, "judge", ctx.config.publicUrl, session);
      return { isOk: true as const, message: "Signed in." };
    },
  );

  api.post("/sign-out", { schema: { tags, summary: "End the judge's session", response: answers(DoneAnswer) } }, async (request, reply) => {
    await endSession(ctx.db, "judge", sessionTokenOf("judge", request));
    clearSessionCookie(reply, "judge", ctx.config.publicUrl);
    return { isOk: true as const, message: "Signed out." };
  });
}

/** The judge's contests, and a contest's entries for them. */
function contestRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.get(
    "/contests",
    {
      schema: {
        tags,
        summary: "The contests the judge is on the panel of, with the open round and their progress",
        response: answers(
          z.object({
            isOk: Ok,
            data: z.array(
              z.object({
                contestId: z.string(),
                title: z.string(),
                round: z.string().nullable(),
                assigned: z.number(),
                scored: z.number(),
              }),
            ),
          }),
        ),
      },
    },
    async (request) => ({
      isOk: true as const,
      data: await judgeContests(ctx.db, (await requireJudgeSession(request)).judgeId, request.language),
    }),
  );

  api.get(
    "/contests/:contestId/entries",
    {
      schema: {
        tags,
        summary: "The judge's entries in the contest's open round: ids and whether each is scored",
        params: EntryParams.pick({ contestId: true }),
        response: answers(
          z.object({
            isOk: Ok,
            data: z.object({
              round: z.object({ kind: z.string() }).nullable(),
              entries: z.array(z.object({ entryId: z.string(), number: z.number(), scored: z.boolean() })),
            }),
          }),
        ),
      },
    },
    async (request) => {
      const judge = await requireJudgeSession(request);
      return { isOk: true as const, data: await judgeEntries(ctx.db, { judgeId: judge.judgeId, contestId: request.params.contestId }) };
    },
  );
}

/** One entry: reading, scoring, recusing. */
function entryRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.get(
    "/contests/:contestId/entries/:entryId",
    {
      schema: {
        tags,
        summary: "One assigned entry for scoring (blind mode: the video and category only)",
        params: EntryParams,
        response: answers(JudgeEntryAnswer),
      },
    },
    async (request) => {
      const judge = await requireJudgeSession(request);
      return {
        isOk: true as const,
        data: await judgeEntry(ctx.db, { judgeId: judge.judgeId, ...request.params, language: request.language }),
      };
    },
  );

  api.put(
    "/contests/:contestId/entries/:entryId/score",
    {
      schema: {
        tags,
        summary: "Save the judge's score of an entry (autosave); refused when not assigned, recused, or the round is closed",
        params: EntryParams,
        body: ScoreSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      const judge = await requireJudgeSession(request);
      await saveScore(ctx.db, { judgeId: judge.judgeId, ...request.params, input: request.body });
      return { isOk: true as const, message: "Saved." };
    },
  );

  api.post(
    "/contests/:contestId/entries/:entryId/recuse",
    {
      schema: {
        tags,
        summary: "Recuse from an entry with a reason; it goes to another judge",
        params: EntryParams,
        body: RecuseSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      const judge = await requireJudgeSession(request);
      await recuse(ctx.db, { judgeId: judge.judgeId, ...request.params, reason: request.body.reason });
      return { isOk: true as const, message: "You are no longer judging this entry." };
    },
  );
}
