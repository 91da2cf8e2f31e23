ALTER TABLE "payment_orders" ADD COLUMN "provider_fee_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "provider_tax_paise" integer;