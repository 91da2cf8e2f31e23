CREATE TABLE "menu_contest_slots" (
	"slot" text PRIMARY KEY NOT NULL,
	"contest_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_contest_slots" ADD CONSTRAINT "menu_contest_slots_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- What was on the site before drafts existed stays published; what was inactive becomes a draft.
UPDATE "contests" SET "published_at" = "created_at" WHERE "is_active" AND "archived_at" IS NULL;--> statement-breakpoint
UPDATE "banners" SET "published_at" = "created_at" WHERE "is_active";--> statement-breakpoint
UPDATE "cms_pages" SET "published_at" = "updated_at" WHERE "is_active";
