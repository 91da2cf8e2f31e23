import { and, asc, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contests } from "#db/schema.ts";
import { type PublishableKind, PublishingActionSchema } from "#shared/console/publishing.ts";
import {
  MenuContestBody,
  MenuContestsAnswer,
  MenuSlotParam,
  PinAnswer,
  PinBody,
  PublishingAnswer,
} from "#shared/console/publishing-api.ts";
import type { MenuContestSlot } from "#shared/menu-contests.ts";
import type { Action } from "#shared/permissions.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../../services/audit-log/record-audit.ts";
import { menuContestLinks, setMenuContest } from "../../services/console/contests/menu-contest.ts";
import { contestOnSite } from "../../services/publishing/on-site.ts";
import { changePublishing } from "../../services/publishing/publishing.ts";
import { answers, IdParam, type ZodApi } from "../schemas.ts";
import { staffIdOf } from "./signed-in-staff.ts";

const tags = ["Admin"];
const Params = z.object({ id: IdParam });

/**
 * Drafts and publishing (docs/publishing.md): publish now, at an IST time, or take the time back, for
 * contests, banners and content pages; pinning a contest; choosing the menu's three contests.
 */
export default async function consolePublishingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  publishingRoutes(api);
  pinRoutes(api);
  menuRoutes(api);
}

/** Publishing a contest, banner or content page now or at a time. */
function publishingRoutes(api: ZodApi): void {
  const publishing = (path: string, kind: PublishableKind, action: Action, noun: string) =>
    api.post(
      path,
      {
        config: { action },
        schema: {
          tags,
          summary: `Publish a draft ${noun} now or at an IST time, or cancel its time (${action})`,
          description: "409 when it is already published; 400 with `errors.at` for a time that is not in the future.",
          params: Params,
          body: PublishingActionSchema,
          response: answers(PublishingAnswer),
        },
      },
      async (request) => ({
        isOk: true as const,
        data: await changePublishing(api.ctx, { staffId: staffIdOf(request), kind, id: request.params.id, change: request.body }),
      }),
    );

  publishing("/contests/:id/publishing", "contest", "contests.edit", "contest");

  publishing("/content/banners/:id/publishing", "banner", "content.edit", "banner");

  publishing("/content/pages/:id/publishing", "cms-page", "content.edit", "content page");
}

/** Pinning a contest. */
function pinRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.post(
    "/contests/:id/pin",
    {
      config: { action: "contests.edit" },
      schema: {
        tags,
        summary: "Pin a contest first on the home page, or unpin it (editor)",
        params: Params,
        body: PinBody,
        response: answers(PinAnswer),
      },
    },
    async (request) => {
      const { pinned } = request.body;
      await db.transaction(async (tx) => {
        const [row] = await tx.update(contests).set({ pinned }).where(eq(contests.id, request.params.id)).returning({ id: contests.id });
        if (!row) throw new AppError("NOT_FOUND", "Contest not found.");
        await recordAudit(tx, { staffId: staffIdOf(request), action: pinned ? "pin" : "unpin", entity: "contest", entityId: row.id });
      });
      api.ctx.cache.invalidate("contest");
      return { isOk: true as const, data: { pinned } };
    },
  );
}

/** The menu's three contests. */
function menuRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  const menuData = async () => ({
    links: await menuContestLinks(db),
    options: (
      await db
        .select({ _id: contests.id, title: contests.title })
        .from(contests)
        .where(and(contestOnSite(), isNull(contests.archivedAt)))
        .orderBy(asc(contests.title))
    ).map((c) => ({ _id: c._id, title: c.title })),
  });

  api.get(
    "/menu-contests",
    {
      config: { action: "contests.read" },
      schema: {
        tags,
        summary: "The menu's three contest links and the contests they may point to (viewer)",
        response: answers(MenuContestsAnswer),
      },
    },
    async () => ({ isOk: true as const, data: await menuData() }),
  );

  api.put(
    "/menu-contests/:slot",
    {
      config: { action: "contests.edit" },
      schema: {
        tags,
        summary: "Point a menu link (City Hustle, State Flex, The Big League) at a contest on the site (editor)",
        params: z.object({ slot: MenuSlotParam }),
        body: MenuContestBody,
        response: answers(MenuContestsAnswer),
      },
    },
    async (request) => {
      await setMenuContest(api.ctx, {
        staffId: staffIdOf(request),
        slot: request.params.slot as MenuContestSlot,
        contestId: request.body.contestId,
      });
      return { isOk: true as const, data: await menuData() };
    },
  );
}
