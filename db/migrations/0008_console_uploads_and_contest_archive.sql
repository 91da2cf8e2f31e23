CREATE TABLE "console_uploads" (
	"path" text PRIMARY KEY NOT NULL,
	"staff_id" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "console_uploads_uploaded_idx" ON "console_uploads" USING btree ("uploaded_at");