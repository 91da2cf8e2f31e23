ALTER TABLE "banners" ADD COLUMN "banner_title_hi" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "content_hi" text;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "company_details" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "company_details" ADD COLUMN "address_hi" text;--> statement-breakpoint
ALTER TABLE "contest_categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "contest_categories" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "contest_categories" ADD COLUMN "contest_type_hi" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "short_description_hi" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "rules_hi" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "requirements_hi" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "judges" ADD COLUMN "profession_hi" text;--> statement-breakpoint
ALTER TABLE "judges" ADD COLUMN "bio_hi" text;--> statement-breakpoint
ALTER TABLE "prizes" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "prizes" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "testimonial_hi" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "name_hi" text;