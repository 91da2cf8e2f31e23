ALTER TABLE "winners" ADD COLUMN "prize_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "winners" ADD COLUMN "prize_paid_reference" text;