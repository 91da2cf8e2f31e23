ALTER TABLE "payment_refunds" ADD COLUMN "provider_fee_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "provider_tax_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "fee_checked_at" timestamp with time zone;