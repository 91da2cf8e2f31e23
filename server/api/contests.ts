import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listActiveCategories, listActiveContestCategories } from "../services/content/categories.ts";
import { getContest } from "../services/contests/get-contest.ts";
import { listActiveContests } from "../services/contests/list-active-contests.ts";
import { IdParam } from "./schemas.ts";

export async function contestRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/contest/active", { schema: { tags: ["contests"], summary: "Active contests" } }, async () => {
    const { db, cache } = app.ctx;
    return { isOk: true, data: await cache.get("contests:active", () => listActiveContests(db)) };
  });

  api.get(
    "/contest/get/:id",
    {
      schema: {
        tags: ["contests"],
        summary: "One contest with category, places, prizes, judges and winners",
        params: z.object({ id: IdParam }),
      },
    },
    async (request) => ({ isOk: true, data: await getContest(app.ctx.db, request.params.id) }),
  );

  api.get("/contestCategory/active", { schema: { tags: ["contests"], summary: "Active contest categories" } }, async () => {
    const { db, cache } = app.ctx;
    return { isOk: true, data: await cache.get("contest-categories:active", () => listActiveContestCategories(db)) };
  });

  api.get("/category/list/active", { schema: { tags: ["registration"], summary: "Interests for the registration form" } }, async () => {
    const { db, cache } = app.ctx;
    return { isOk: true, data: await cache.get("categories:active", () => listActiveCategories(db)) };
  });
}
