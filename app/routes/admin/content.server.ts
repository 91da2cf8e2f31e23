import { type RouterContextProvider, redirect } from "react-router";
import { notFound } from "#server/errors.ts";
import { listBannerContestOptions, listConsoleBanners } from "#server/services/console/content/banners.ts";
import { getConsoleCmsPage, listConsoleCmsPages } from "#server/services/console/content/cms-pages.ts";
import { getCompanyDetailsForm } from "#server/services/console/content/company-details.ts";
import { listConsoleContestCategories } from "#server/services/console/content/contest-categories.ts";
import { listConsoleJudges } from "#server/services/console/content/judges.ts";
import { listConsoleRegistrationCategories } from "#server/services/console/content/registration-categories.ts";
import { listConsoleTestimonials } from "#server/services/console/content/testimonials.ts";
import { MENU_PAGE_SLUGS } from "#shared/console/content-forms.ts";
import { may } from "#shared/permissions.ts";
import { isId } from "#shared/validation/id.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

type Context = Readonly<RouterContextProvider>;

/** /admin/content opens on its first section. */
export async function redirectToFirstSection(context: Context, request: Request) {
  await requireStaff(context, request, "content.read");
  throw redirect("/admin/content/banners");
}

export const LIST_SECTIONS = ["banners", "testimonials", "judges", "contest-categories", "registration-categories"] as const;

/** One list of content (banners, testimonials, judges, contest or registration categories), by section. */
async function listSection(context: Context, section: string) {
  const { db } = appOf(context);
  switch (section) {
    case "banners":
      return { section, items: await listConsoleBanners(db), contests: await listBannerContestOptions(db) } as const;
    case "testimonials":
      return { section, items: await listConsoleTestimonials(db) } as const;
    case "judges":
      return { section, items: await listConsoleJudges(db) } as const;
    case "contest-categories":
      return { section, items: await listConsoleContestCategories(db) } as const;
    case "registration-categories":
      return { section, items: await listConsoleRegistrationCategories(db) } as const;
    default:
      throw notFound("This console page does not exist.");
  }
}

export async function loadContentSection(context: Context, request: Request, section: string) {
  const staff = await requireStaff(context, request, "content.read");
  return loadPage(async () => ({ list: await listSection(context, section), canEdit: may(staff.role, "content.edit") }));
}

export async function loadCmsPages(context: Context, request: Request) {
  const staff = await requireStaff(context, request, "content.read");
  return loadPage(async () => ({ pages: await listConsoleCmsPages(appOf(context).db), canEdit: may(staff.role, "content.edit") }));
}

/** One content page's form; without an id a new page's (editors only). */
export async function loadCmsPageEditor(context: Context, request: Request, pageId: string | undefined) {
  const staff = await requireStaff(context, request, pageId === undefined ? "content.edit" : "content.read");
  return loadPage(async () => {
    const canEdit = may(staff.role, "content.edit");
    if (pageId === undefined) {
      return {
        pageId: null,
        values: { title: "", titleHi: "", slug: "", description: "", descriptionHi: "", content: "", contentHi: "", isActive: true },
        inMenu: false,
        publishing: null,
        canEdit,
      };
    }
    if (!isId(pageId)) throw notFound("Page not found.");
    const page = await getConsoleCmsPage(appOf(context).db, pageId);
    return {
      pageId: page._id,
      values: {
        title: page.title,
        titleHi: page.titleHi,
        slug: page.slug,
        description: page.description,
        descriptionHi: page.descriptionHi,
        content: page.content,
        contentHi: page.contentHi,
        isActive: page.isActive,
      },
      inMenu: MENU_PAGE_SLUGS.includes(page.slug),
      publishing: { publishAt: page.publishAt, publishedAt: page.publishedAt },
      canEdit,
    };
  });
}

export async function loadCompanyDetails(context: Context, request: Request) {
  const staff = await requireStaff(context, request, "content.read");
  return loadPage(async () => ({ values: await getCompanyDetailsForm(appOf(context).db), canEdit: may(staff.role, "content.edit") }));
}
