import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DoneAnswer } from "#shared/api/common.ts";
import {
  ContestFormAnswer,
  ContestFormOptionsAnswer,
  ContestListAnswer,
  ContestListQuery,
  ContestSavedAnswer,
  PlaceSearchAnswer,
  PlaceSearchQuery,
} from "#shared/console/contest-api.ts";
import { ContestFormSchema } from "#shared/console/contest-form.ts";
import { duplicateContest, setContestArchived } from "../../services/console/contests/contest-actions.ts";
import { getContestForm, getContestFormOptions } from "../../services/console/contests/get-contest-form.ts";
import { listConsoleContests } from "../../services/console/contests/list-contests.ts";
import { searchPlaces } from "../../services/console/contests/places.ts";
import { saveContest } from "../../services/console/contests/save-contest.ts";
import { answers, IdParam, type ZodApi } from "../schemas.ts";
import { staffIdOf } from "./signed-in-staff.ts";

const tags = ["Admin"];
const read = { action: "contests.read" } as const;
const edit = { action: "contests.edit" } as const;
const Params = z.object({ id: IdParam });

/**
 * The console's contests (docs/console.md, contests): list, form, save, duplicate, archive. Reads need
 * the viewer role, writes the editor role; every write is audited and drops the public contest caches.
 */
export default async function consoleContestRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  listRoutes(api);
  formRoutes(api);
  saveRoutes(api);
  actionRoutes(api);
}

/** The contest list and the form's options. */
function listRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.get(
    "/contests",
    {
      config: read,
      schema: {
        tags,
        summary: "Contests, searched by title, filtered by status badge, current or archived, 20 a page (viewer)",
        querystring: ContestListQuery,
        response: answers(ContestListAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await listConsoleContests(db, request.query) }),
  );

  api.get(
    "/contests/options",
    {
      config: read,
      schema: {
        tags,
        summary: "The contest form's choices: contest categories and judges (viewer)",
        response: answers(ContestFormOptionsAnswer),
      },
    },
    async () => ({ isOk: true as const, data: await getContestFormOptions(db) }),
  );
}

/** Place search for the form, and one contest's form. */
function formRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.get(
    "/contests/places",
    {
      config: read,
      schema: {
        tags,
        summary: "Type-ahead of the eligibility pickers: countries, states or cities by name (viewer)",
        querystring: PlaceSearchQuery,
        response: answers(PlaceSearchAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await searchPlaces(db, request.query.kind, request.query.q) }),
  );

  api.get(
    "/contests/:id",
    {
      config: read,
      schema: {
        tags,
        summary: "A contest as the form edits it (money in rupees, dates as IST wall-clock text), with what locks its fields (viewer)",
        params: Params,
        response: answers(ContestFormAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await getContestForm(db, request.params.id) }),
  );
}

/** Saving a new or changed contest. */
function saveRoutes(api: ZodApi): void {
  const saveDescription =
    "The contest form's one schema (shared/console/contest-form.ts). 400 with `errors` per field: dates in order (IST), fee and prizes ≥ 0, unique prize ranks; max participants never below the completed registrations; the entry fee of a contest with payments never changes.";

  api.post(
    "/contests",
    {
      config: edit,
      schema: {
        tags,
        summary: "Create a contest (editor)",
        description: saveDescription,
        body: ContestFormSchema,
        response: answers(ContestSavedAnswer, 201),
      },
    },
    async (request, reply) => {
      const saved = await saveContest(api.ctx, { staffId: staffIdOf(request), contestId: null, form: request.body });
      return reply.status(201).send({ isOk: true as const, message: "Contest created.", data: { _id: saved.id } });
    },
  );

  api.put(
    "/contests/:id",
    {
      config: edit,
      schema: {
        tags,
        summary: "Save a contest (editor)",
        description: saveDescription,
        params: Params,
        body: ContestFormSchema,
        response: answers(ContestSavedAnswer),
      },
    },
    async (request) => {
      const saved = await saveContest(api.ctx, { staffId: staffIdOf(request), contestId: request.params.id, form: request.body });
      return { isOk: true as const, message: "Contest saved.", data: { _id: saved.id } };
    },
  );
}

/** Duplicating, archiving and restoring a contest. */
function actionRoutes(api: ZodApi): void {
  api.post(
    "/contests/:id/duplicate",
    {
      config: edit,
      schema: {
        tags,
        summary: "Duplicate a contest as an inactive draft with its prizes, judges and pictures (editor)",
        params: Params,
        response: answers(ContestSavedAnswer, 201),
      },
    },
    async (request, reply) => {
      const copy = await duplicateContest(api.ctx, { staffId: staffIdOf(request), contestId: request.params.id });
      return reply.status(201).send({ isOk: true as const, message: "Contest duplicated.", data: { _id: copy.id } });
    },
  );

  api.post(
    "/contests/:id/archive",
    {
      config: edit,
      schema: {
        tags,
        summary: "Archive a contest: off the site and the current list, records kept (editor)",
        params: Params,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await setContestArchived(api.ctx, { staffId: staffIdOf(request), contestId: request.params.id, archived: true });
      return { isOk: true as const, message: "Contest archived." };
    },
  );

  api.post(
    "/contests/:id/restore",
    {
      config: edit,
      schema: {
        tags,
        summary: "Bring an archived contest back to the current list, still inactive (editor)",
        params: Params,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await setContestArchived(api.ctx, { staffId: staffIdOf(request), contestId: request.params.id, archived: false });
      return { isOk: true as const, message: "Contest restored. It stays inactive until you make it active." };
    },
  );
}
