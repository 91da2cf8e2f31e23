import { z } from "zod";
import { IsoDate, MediaPath, Ok, okData } from "./common.ts";

export const CompanyDetailsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  logo: MediaPath,
  phone: z.string().nullable(),
  supportEmail: z.string().nullable(),
  address: z.string().nullable(),
  socialLinks: z.object({
    instagram: z.string().optional(),
    youtube: z.string().optional(),
    facebook: z.string().optional(),
    twitter: z.string().optional(),
    linkedIn: z.string().optional(),
    whatsapp: z.string().optional(),
  }),
});

export const CategorySchema = z.object({ _id: z.string(), name: z.string() });

export const ContestCategorySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  contestType: z.string(),
  banner: MediaPath,
});

export const JudgeSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profession: z.string(),
  bio: z.string(),
  profileImage: MediaPath,
  home: z.boolean(),
  isActive: z.boolean(),
});

export const BannerSchema = z.object({
  _id: z.string(),
  bannerImage: z.string(),
  bannerTitle: z.string().describe("Shown as text over the picture, which carries no words of its own"),
  contestId: z.string().nullable().describe("The contest the banner advertises; its slide links there"),
  isActive: z.boolean(),
  createdAt: IsoDate,
});

export const TestimonialSchema = z.object({
  _id: z.string(),
  testimonial: z.string(),
  name: z.string(),
  profileImage: MediaPath,
  isActive: z.boolean(),
  createdAt: IsoDate,
});

export const CmsContentSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string().describe("Sanitised HTML"),
  description: z.string(),
});

export const CompanyDetailsAnswer = okData(CompanyDetailsSchema);
export const CategoryListAnswer = okData(z.array(CategorySchema));
export const ContestCategoryListAnswer = okData(z.array(ContestCategorySchema));
/** The spec's odd shape: a list whose first item holds the judges. */
export const JudgeListAnswer = z.array(z.object({ data: z.array(JudgeSchema), total: z.number().int() }));
export const BannerListAnswer = z.object({ success: Ok, banners: z.array(BannerSchema) });
export const TestimonialListAnswer = z.object({ isOk: Ok, testimonials: z.array(TestimonialSchema), total: z.number().int() });
export const CmsPageAnswer = okData(z.object({ content: CmsContentSchema }));
