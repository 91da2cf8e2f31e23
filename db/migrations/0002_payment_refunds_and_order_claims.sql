CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_order_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "provider_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "payments_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_one_creating_idx" ON "payment_orders" USING btree ("subscriber_id") WHERE "payment_orders"."status" = 'creating';--> statement-breakpoint
INSERT INTO "payment_refunds" ("id", "payment_order_id", "provider_payment_id", "amount_paise", "currency", "reason", "idempotency_key", "status", "provider_refund_id")
SELECT substr(md5("id" || ':refund'), 1, 24), "id", "provider_payment_id", "amount_paise", "currency", coalesce("failure_reason", 'refund'), 'refund-' || "id",
  CASE WHEN "status" = 'refunded' THEN 'refunded' ELSE 'pending' END, "provider_refund_id"
FROM "payment_orders" WHERE "status" IN ('refund_pending', 'refunded') AND "provider_payment_id" IS NOT NULL
ON CONFLICT DO NOTHING;
