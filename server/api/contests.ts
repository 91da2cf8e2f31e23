import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CategoryListAnswer, ContestCategoryListAnswer } from "#shared/api/content.ts";
import { ActiveContestsAnswer, ContestAnswer } from "#shared/api/contests.ts";
import { orderContestsForHome } from "#shared/contest-order.ts";
import { keyInLanguage } from "#shared/i18n/localise-fields.ts";
import { listActiveCategories, listActiveContestCategories } from "../services/content/categories.ts";
import { getContest } from "../services/contests/get-contest.ts";
import { listActiveContests } from "../services/contests/list-active-contests.ts";
import { answers, IdParam } from "./schemas.ts";

export async function contestRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/contest/active",
    { schema: { tags: ["contests"], summary: "Active contests", response: answers(ActiveContestsAnswer) } },
    async (request) => {
      const { db, cache } = app.ctx;
      // Ordered again now: the cached list outlives the moment it was ordered at.
      const contests = await cache.get(keyInLanguage("contests:active", request.language), () =>
        listActiveContests(db, new Date(), request.language),
      );
      return { isOk: true as const, data: orderContestsForHome(contests, new Date()) };
    },
  );

  api.get(
    "/contest/get/:id",
    {
      schema: {
        tags: ["contests"],
        summary: "One contest with category, places, prizes, judges and winners",
        params: z.object({ id: IdParam }),
        response: answers(ContestAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await getContest(app.ctx.db, request.params.id, { language: request.language }) }),
  );

  api.get(
    "/contestCategory/active",
    { schema: { tags: ["contests"], summary: "Active contest categories", response: answers(ContestCategoryListAnswer) } },
    async (request) => {
      const { db, cache } = app.ctx;
      const key = keyInLanguage("contest-categories:active", request.language);
      return { isOk: true as const, data: await cache.get(key, () => listActiveContestCategories(db, request.language)) };
    },
  );

  api.get(
    "/category/list/active",
    { schema: { tags: ["registration"], summary: "Interests for the registration form", response: answers(CategoryListAnswer) } },
    async (request) => {
      const { db, cache } = app.ctx;
      const key = keyInLanguage("categories:active", request.language);
      return { isOk: true as const, data: await cache.get(key, () => listActiveCategories(db, request.language)) };
    },
  );
}
