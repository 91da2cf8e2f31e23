ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "judge_accounts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "guardian_requests" ADD COLUMN "creator_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "judge_accounts" ADD CONSTRAINT "judge_accounts_language_check" CHECK ("judge_accounts"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_language_check" CHECK ("mail_outbox"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "guardian_requests" ADD CONSTRAINT "guardian_requests_language_check" CHECK ("guardian_requests"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "guardian_requests" ADD CONSTRAINT "guardian_requests_creator_language_check" CHECK ("guardian_requests"."creator_language" in ('en', 'hi'));