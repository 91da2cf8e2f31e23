import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BannerListAnswer, CmsPageAnswer, JudgeListAnswer, TestimonialListAnswer } from "#shared/api/content.ts";
import { listBanners } from "../services/content/banners.ts";
import { getCmsPage } from "../services/content/cms-pages.ts";
import { listJudges } from "../services/content/judges.ts";
import { listTestimonials } from "../services/content/testimonials.ts";
import { keyInLanguage } from "#shared/i18n/localise-fields.ts";
import { listQueryKey } from "../services/public-list-cache.ts";
import { answers, LooseBoolean, optionalBody, SlugParam, SortDirection, type ZodApi } from "./schemas.ts";

const Count = (max: number) => z.coerce.number().int().min(0).max(max);

const JudgeListBody = optionalBody(
  z.object({
    skip: Count(100_000).default(0),
    per_page: Count(100).min(1).default(100),
    home: LooseBoolean.optional(),
    isActive: LooseBoolean.optional(),
  }),
);

const BannerListBody = optionalBody(
  z.object({
    isActive: LooseBoolean.optional(),
    sortBy: z.enum(["createdAt", "bannerTitle", "sortOrder"]).default("sortOrder"),
    sortDirection: SortDirection.default("asc"),
  }),
);

const TestimonialListBody = optionalBody(
  z.object({
    isActive: LooseBoolean.optional(),
    pageNo: Count(100_000).min(1).default(1),
    pageSize: Count(100).min(1).default(10),
    sortBy: z.enum(["createdAt", "name"]).default("createdAt"),
    sortDirection: SortDirection.default("desc"),
  }),
);

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  judgeAndBannerRoutes(api);
  testimonialAndPageRoutes(api);
}

/** The judges and the banners. */
function judgeAndBannerRoutes(api: ZodApi): void {
  api.post(
    "/judge/listByparams",
    {
      schema: {
        tags: ["content"],
        summary: "Judges; the first item of the list holds `data`",
        body: JudgeListBody,
        response: answers(JudgeListAnswer),
      },
    },
    async (request) => {
      const { db, cache } = api.ctx;
      const query = { skip: request.body.skip, perPage: request.body.per_page, home: request.body.home, isActive: request.body.isActive };
      const result = await cache.get(keyInLanguage(listQueryKey("judges", query), request.language), () =>
        listJudges(db, query, request.language),
      );
      return [{ data: result.data, total: result.total }];
    },
  );

  api.post(
    "/banner/list",
    { schema: { tags: ["content"], summary: "Hero banners", body: BannerListBody, response: answers(BannerListAnswer) } },
    async (request) => {
      const { db, cache } = api.ctx;
      const banners = await cache.get(keyInLanguage(listQueryKey("banners", request.body), request.language), () =>
        listBanners(db, request.body, request.language),
      );
      return { success: true as const, banners };
    },
  );
}

/** The testimonials and the site's pages. */
function testimonialAndPageRoutes(api: ZodApi): void {
  api.post(
    "/testimonial/list",
    {
      schema: {
        tags: ["content"],
        summary: "Testimonials, a page at a time",
        body: TestimonialListBody,
        response: answers(TestimonialListAnswer),
      },
    },
    async (request) => {
      const { db, cache } = api.ctx;
      const page = await cache.get(keyInLanguage(listQueryKey("testimonials", request.body), request.language), () =>
        listTestimonials(db, request.body, request.language),
      );
      return { isOk: true as const, ...page };
    },
  );

  api.get(
    "/cms/:slug",
    {
      schema: {
        tags: ["content"],
        summary: "A content page's title and sanitised HTML",
        params: z.object({ slug: SlugParam }),
        response: answers(CmsPageAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: { content: await getCmsPage(api.ctx.db, request.params.slug, request.language) } }),
  );
}
