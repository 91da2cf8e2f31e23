CREATE TABLE "payment_receipts" (
	"payment_order_id" text PRIMARY KEY NOT NULL,
	"receipt_number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_receipts_receipt_number_unique" UNIQUE("receipt_number")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_details" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "company_details" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "results_declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "results_withdrawals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;