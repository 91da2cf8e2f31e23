import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { okData } from "#shared/api/common.ts";
import {
  ConsoleBannerSchema,
  ConsoleCmsPageSchema,
  ConsoleCompanyDetailsSchema,
  ConsoleContestCategorySchema,
  ConsoleJudgeSchema,
  ConsoleRegistrationCategorySchema,
  ConsoleTestimonialSchema,
  DoneAnswer,
} from "#shared/console/content-api.ts";
import {
  BannerFormSchema,
  CmsPageFormSchema,
  CompanyDetailsFormSchema,
  ContestCategoryFormSchema,
  JudgeFormSchema,
  RegistrationCategoryFormSchema,
  TestimonialFormSchema,
} from "#shared/console/content-forms.ts";
import { deleteBanner, listConsoleBanners, moveBanner, saveBanner } from "../../services/console/content/banners.ts";
import { deleteCmsPage, getConsoleCmsPage, listConsoleCmsPages, saveCmsPage } from "../../services/console/content/cms-pages.ts";
import { getCompanyDetailsForm, saveCompanyDetails } from "../../services/console/content/company-details.ts";
import {
  deleteContestCategory,
  listConsoleContestCategories,
  moveContestCategory,
  saveContestCategory,
} from "../../services/console/content/contest-categories.ts";
import { deleteJudge, listConsoleJudges, moveJudge, saveJudge } from "../../services/console/content/judges.ts";
import {
  deleteRegistrationCategory,
  listConsoleRegistrationCategories,
  moveRegistrationCategory,
  saveRegistrationCategory,
} from "../../services/console/content/registration-categories.ts";
import { deleteTestimonial, listConsoleTestimonials, saveTestimonial } from "../../services/console/content/testimonials.ts";
import { answers, IdParam, type ZodApi } from "../schemas.ts";
import { contentKind } from "./content-kind-routes.ts";
import { staffIdOf } from "./signed-in-staff.ts";

const tags = ["Admin"];
const read = { action: "content.read" } as const;
const edit = { action: "content.edit" } as const;
const Params = z.object({ id: IdParam });

/** The console's content (docs/console.md, content): every write is audited and drops the public caches it touches. */
export default async function consoleContentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  listedContentRoutes(api);
  categoryRoutes(api);
  pageRoutes(api);
  companyRoutes(api);
}

/** Banners, testimonials and judges. */
function listedContentRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  contentKind(api, {
    segment: "banners",
    noun: "banner",
    form: BannerFormSchema,
    item: ConsoleBannerSchema,
    list: () => listConsoleBanners(db),
    save: saveBanner,
    remove: deleteBanner,
    move: moveBanner,
  });

  contentKind(api, {
    segment: "testimonials",
    noun: "testimonial",
    form: TestimonialFormSchema,
    item: ConsoleTestimonialSchema,
    list: () => listConsoleTestimonials(db),
    save: saveTestimonial,
    remove: deleteTestimonial,
  });

  contentKind(api, {
    segment: "judges",
    noun: "judge",
    form: JudgeFormSchema,
    item: ConsoleJudgeSchema,
    list: () => listConsoleJudges(db),
    save: saveJudge,
    remove: deleteJudge,
    move: moveJudge,
    refusals: "409 for deleting a judge who is on a contest.",
  });
}

/** Contest and registration categories. */
function categoryRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  contentKind(api, {
    segment: "contest-categories",
    noun: "contest category",
    form: ContestCategoryFormSchema,
    item: ConsoleContestCategorySchema,
    list: () => listConsoleContestCategories(db),
    save: saveContestCategory,
    remove: deleteContestCategory,
    move: moveContestCategory,
    refusals: "409 for a slug another category uses, and for deleting a category that holds contests.",
  });

  contentKind(api, {
    segment: "registration-categories",
    noun: "registration category",
    form: RegistrationCategoryFormSchema,
    item: ConsoleRegistrationCategorySchema,
    list: () => listConsoleRegistrationCategories(db),
    save: saveRegistrationCategory,
    remove: deleteRegistrationCategory,
    move: moveRegistrationCategory,
    refusals: "409 for a name another category has, and for deleting a category creators picked.",
  });
}

/** Content pages. */
function pageRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  contentKind(api, {
    segment: "pages",
    noun: "page",
    form: CmsPageFormSchema,
    item: ConsoleCmsPageSchema,
    list: () => listConsoleCmsPages(db),
    save: saveCmsPage,
    remove: deleteCmsPage,
    refusals:
      "The body is stored sanitised. 409 for a slug another page uses, and for renaming, hiding or deleting a page the menu links to.",
  });

  api.get(
    "/content/pages/:id",
    {
      config: read,
      schema: { tags, summary: "One content page (viewer)", params: Params, response: answers(okData(ConsoleCmsPageSchema)) },
    },
    async (request) => ({ isOk: true as const, data: await getConsoleCmsPage(db, request.params.id) }),
  );
}

/** The company details. */
function companyRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.get(
    "/content/company",
    {
      config: read,
      schema: { tags, summary: "Company details as the form edits them (viewer)", response: answers(okData(ConsoleCompanyDetailsSchema)) },
    },
    async () => ({ isOk: true as const, data: await getCompanyDetailsForm(db) }),
  );

  api.put(
    "/content/company",
    {
      config: edit,
      schema: {
        tags,
        summary: "Save the company details: logo, phone, support e-mail, address, social links (editor)",
        body: CompanyDetailsFormSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await saveCompanyDetails(api.ctx, { staffId: staffIdOf(request), form: request.body });
      return { isOk: true as const, message: "Company details saved." };
    },
  );
}
