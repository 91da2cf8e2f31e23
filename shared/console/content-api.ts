import { z } from "zod";
import { IsoDate, MediaPath, Ok, okData } from "../api/common.ts";

/**
 * The console's content API: what each list answers (docs/console.md, content). Schemas only: the
 * server declares them on its routes (and in the OpenAPI document), the console imports their types.
 */

export const ConsoleBannerSchema = z.object({
  _id: z.string(),
  bannerImage: z.string(),
  bannerTitle: z.string(),
  bannerTitleHi: z.string(),
  contestId: z.string().nullable().describe("The contest the slide links to"),
  contestTitle: z.string().nullable(),
  isActive: z.boolean(),
  publishAt: z.string().nullable().describe("The IST moment a draft publishes at"),
  publishedAt: z.string().nullable().describe("Null for a draft, which the site never shows"),
  sortOrder: z.number().int(),
  createdAt: IsoDate,
});
export type ConsoleBanner = z.infer<typeof ConsoleBannerSchema>;

export const ConsoleTestimonialSchema = z.object({
  _id: z.string(),
  testimonial: z.string(),
  testimonialHi: z.string(),
  name: z.string(),
  nameHi: z.string(),
  profileImage: MediaPath,
  isActive: z.boolean(),
  createdAt: IsoDate,
});
export type ConsoleTestimonial = z.infer<typeof ConsoleTestimonialSchema>;

export const ConsoleJudgeSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profession: z.string(),
  professionHi: z.string(),
  bio: z.string(),
  bioHi: z.string(),
  profileImage: MediaPath,
  home: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  contestCount: z.number().int().describe("Contests the judge sits on: such a judge cannot be deleted"),
});
export type ConsoleJudge = z.infer<typeof ConsoleJudgeSchema>;

export const ConsoleContestCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameHi: z.string(),
  slug: z.string(),
  description: z.string(),
  descriptionHi: z.string(),
  contestType: z.string(),
  contestTypeHi: z.string(),
  banner: MediaPath,
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  contestCount: z.number().int().describe("Contests in the category: such a category cannot be deleted"),
});
export type ConsoleContestCategory = z.infer<typeof ConsoleContestCategorySchema>;

export const ConsoleRegistrationCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameHi: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  creatorCount: z.number().int().describe("Creators who picked it: such a category cannot be deleted"),
});
export type ConsoleRegistrationCategory = z.infer<typeof ConsoleRegistrationCategorySchema>;

export const ConsoleCmsPageSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  titleHi: z.string(),
  description: z.string(),
  descriptionHi: z.string(),
  content: z.string().describe("Sanitised HTML"),
  contentHi: z.string().describe("Sanitised HTML; empty: the Hindi page shows the English"),
  isActive: z.boolean(),
  inMenu: z.boolean().describe("The menu links to it: its slug stays and it cannot be hidden or deleted"),
  publishAt: z.string().nullable().describe("The IST moment a draft publishes at"),
  publishedAt: z.string().nullable().describe("Null for a draft, which the site never shows"),
  updatedAt: IsoDate,
});
export type ConsoleCmsPage = z.infer<typeof ConsoleCmsPageSchema>;

export const ConsoleCompanyDetailsSchema = z.object({
  name: z.string(),
  nameHi: z.string(),
  logo: z.string(),
  phone: z.string(),
  supportEmail: z.string(),
  address: z.string(),
  addressHi: z.string(),
  legalName: z.string(),
  gstin: z.string(),
  socialLinks: z.object({
    whatsapp: z.string(),
    instagram: z.string(),
    youtube: z.string(),
    facebook: z.string(),
    twitter: z.string(),
    linkedIn: z.string(),
  }),
});

/** Contests a banner may link to: those on the site. */
export const BannerContestOptionSchema = z.object({ _id: z.string(), title: z.string() });
export type BannerContestOption = z.infer<typeof BannerContestOptionSchema>;

export const listAnswer = <T extends z.ZodType>(item: T) => okData(z.array(item));
export const SavedAnswer = z.object({ isOk: Ok, message: z.string(), data: z.object({ _id: z.string() }) });
export const DoneAnswer = z.object({ isOk: Ok, message: z.string() });
export const UploadedImageAnswer = okData(z.object({ path: z.string(), width: z.number().int(), height: z.number().int() }));

/** The content kinds the console edits, in its navigation's order, with their URL segments. */
export const contentSections = [
  { segment: "banners", label: "Banners" },
  { segment: "testimonials", label: "Testimonials" },
  { segment: "judges", label: "Judges" },
  { segment: "contest-categories", label: "Contest categories" },
  { segment: "registration-categories", label: "Registration categories" },
  { segment: "pages", label: "Pages" },
  { segment: "company", label: "Company details" },
] as const;
export type ContentSegment = (typeof contentSections)[number]["segment"];
