import { z } from "zod";
import { menuContentPages } from "../menu-contests.ts";
import { INVALID_EMAIL_MESSAGE, isEmail } from "../validation/email.ts";
import { idSchema, isId } from "../validation/id.ts";
import { plainText } from "../validation/text.ts";
import { hindiText } from "./hindi-fields.ts";
import { optionalMedia, requiredMedia } from "./media-input.ts";

/**
 * The content forms of the organiser console (banners, testimonials, judges, contest categories,
 * registration categories, content pages, company details): one schema per form, used by the form in
 * the browser and by the API (docs/console.md, content).
 */

const required = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  plainText(label, max, options).min(1, `${label} is required.`);

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;
const slug = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .regex(SLUG_PATTERN, `${label} may hold only lower-case letters, digits and dashes (up to 80).`);

const httpsLink = (label: string) =>
  plainText(label, 300).refine((value) => {
    if (value === "") return true;
    try {
      return value.startsWith("https://") && new URL(value).protocol === "https:";
    } catch {
      return false;
    }
  }, `Please enter a valid ${label} starting with https://`);

export const bannerMessages = {
  contestUnknown: "Pick a contest from the list.",
  contestNotOnSite: "This contest is not on the site (inactive or archived): its link would lead nowhere.",
} as const;

export const BannerFormSchema = z.object({
  bannerImage: requiredMedia("Banner image"),
  bannerTitle: plainText("Banner title", 120),
  bannerTitleHi: hindiText("Banner title", 120),
  /** The contest the slide links to, or "" for none. */
  contestId: z.string().refine((value) => value === "" || isId(value), bannerMessages.contestUnknown),
  isActive: z.boolean(),
});
export type BannerForm = z.infer<typeof BannerFormSchema>;

export const TestimonialFormSchema = z.object({
  testimonial: required("Testimonial", 1000, { multiline: true }),
  testimonialHi: hindiText("Testimonial", 1000, { multiline: true }),
  name: required("Name", 80),
  nameHi: hindiText("Name", 80),
  profileImage: optionalMedia("Photo"),
  isActive: z.boolean(),
});
export type TestimonialForm = z.infer<typeof TestimonialFormSchema>;

export const JudgeFormSchema = z.object({
  firstName: required("First name", 60),
  lastName: plainText("Last name", 60),
  profession: plainText("Profession", 120),
  professionHi: hindiText("Profession", 120),
  bio: plainText("Bio", 2000, { multiline: true }),
  bioHi: hindiText("Bio", 2000, { multiline: true }),
  profileImage: optionalMedia("Photo"),
  home: z.boolean(),
  isActive: z.boolean(),
});
export type JudgeForm = z.infer<typeof JudgeFormSchema>;

export const ContestCategoryFormSchema = z.object({
  name: required("Name", 80),
  nameHi: hindiText("Name", 80),
  slug: slug("Slug"),
  description: plainText("Description", 1000, { multiline: true }),
  descriptionHi: hindiText("Description", 1000, { multiline: true }),
  contestType: plainText("Type", 40),
  contestTypeHi: hindiText("Type", 40),
  banner: optionalMedia("Banner"),
  isActive: z.boolean(),
});
export type ContestCategoryForm = z.infer<typeof ContestCategoryFormSchema>;

export const RegistrationCategoryFormSchema = z.object({
  name: required("Name", 60),
  nameHi: hindiText("Name", 60),
  isActive: z.boolean(),
});
export type RegistrationCategoryForm = z.infer<typeof RegistrationCategoryFormSchema>;

export const CmsPageFormSchema = z.object({
  title: required("Title", 120),
  titleHi: hindiText("Title", 120),
  slug: slug("Slug"),
  description: plainText("Summary", 300),
  descriptionHi: hindiText("Summary", 300),
  /** Rich text; sanitised on the server before it is stored. */
  content: z.string().max(200_000, "The page is too long."),
  contentHi: z.string().max(200_000, "The Hindi page is too long.").default(""),
  isActive: z.boolean(),
});
export type CmsPageForm = z.infer<typeof CmsPageFormSchema>;

/** Slugs the menu links to: their pages can be edited but not renamed, hidden or deleted. */
export const MENU_PAGE_SLUGS: readonly string[] = menuContentPages.map((page) => page.slug);

const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
/** State code, PAN, entity number, Z, check character. */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/;

export const CompanyDetailsFormSchema = z.object({
  name: required("Company name", 120),
  nameHi: hindiText("Company name", 120),
  logo: optionalMedia("Logo"),
  phone: plainText("Phone", 24).refine(
    (value) => value === "" || PHONE_PATTERN.test(value),
    "Phone may hold only digits, spaces, dashes and a leading +.",
  ),
  supportEmail: z
    .string()
    .trim()
    .refine((value) => value === "" || isEmail(value), INVALID_EMAIL_MESSAGE),
  address: plainText("Address", 300, { multiline: true }),
  addressHi: hindiText("Address", 300, { multiline: true }),
  /** Printed on receipts when set (docs/payments-and-capacity.md#receipts). */
  legalName: plainText("Legal name", 160).default(""),
  gstin: z
    .string()
    .trim()
    .refine((value) => value === "" || GSTIN_PATTERN.test(value.toUpperCase()), "A GSTIN is 15 characters, e.g. 27AAPFU0939F1ZV.")
    .default(""),
  socialLinks: z.object({
    whatsapp: httpsLink("WhatsApp link"),
    instagram: httpsLink("Instagram link"),
    youtube: httpsLink("YouTube link"),
    facebook: httpsLink("Facebook link"),
    twitter: httpsLink("Twitter link"),
    linkedIn: httpsLink("LinkedIn link"),
  }),
});
export type CompanyDetailsForm = z.infer<typeof CompanyDetailsFormSchema>;

/** Banners, judges and categories keep their order by moving one place up or down; new ones go last. */
export const MoveSchema = z.object({ direction: z.enum(["up", "down"]) });

export const ContentIdParams = z.object({ id: idSchema() });
