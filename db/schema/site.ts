import { boolean, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, publishingColumns, updatedAt } from "./columns.ts";
import { contests } from "./contests.ts";

/** The site's own content: company details, banners, testimonials and content pages. */
export type SocialLinks = {
  instagram?: string;
  youtube?: string;
  facebook?: string;
  twitter?: string;
  linkedIn?: string;
  tiktok?: string;
};

export type CompanySocialLinks = SocialLinks & { whatsapp?: string };

export const companyDetails = pgTable("company_details", {
  id: id(),
  name: text("name").notNull(),
  logo: text("logo"),
  phone: text("phone"),
  supportEmail: text("support_email"),
  address: text("address"),
  /** Hindi beside the English (DESIGN.md, Languages): each optional, a Hindi page falls back to the English field. */
  nameHi: text("name_hi"),
  addressHi: text("address_hi"),
  /** The registered legal name and GSTIN printed on receipts when set (docs/payments-and-capacity.md#receipts). */
  legalName: text("legal_name"),
  gstin: text("gstin"),
  socialLinks: jsonb("social_links").$type<CompanySocialLinks>().notNull().default({}),
  updatedAt: updatedAt(),
});

export const banners = pgTable("banners", {
  id: id(),
  bannerImage: text("banner_image").notNull(),
  bannerTitle: text("banner_title").notNull().default(""),
  bannerTitleHi: text("banner_title_hi"),
  /** The contest the banner advertises; its slide links there. */
  contestId: text("contest_id").references(() => contests.id, { onDelete: "set null" }),
  isActive: boolean("is_active").notNull().default(true),
  ...publishingColumns(),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const testimonials = pgTable("testimonials", {
  id: id(),
  testimonial: text("testimonial").notNull(),
  name: text("name").notNull(),
  testimonialHi: text("testimonial_hi"),
  nameHi: text("name_hi"),
  profileImage: text("profile_image"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

export const cmsPages = pgTable("cms_pages", {
  id: id(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  /** Sanitised on write and again on render. */
  content: text("content").notNull().default(""),
  description: text("description").notNull().default(""),
  titleHi: text("title_hi"),
  contentHi: text("content_hi"),
  descriptionHi: text("description_hi"),
  isActive: boolean("is_active").notNull().default(true),
  ...publishingColumns(),
  updatedAt: updatedAt(),
});
