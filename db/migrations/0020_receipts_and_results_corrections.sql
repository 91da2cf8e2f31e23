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
ALTER TABLE "payment_refunds" ADD COLUMN "organiser_note" text;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- Payments made before receipts were numbered get numbers now, in the order they were paid, per Indian financial year (IST).
INSERT INTO "payment_receipts" ("payment_order_id", "receipt_number", "financial_year", "sequence", "issued_at")
SELECT "id", 'CC/' || "fy" || '/' || lpad("n"::text, 6, '0'), "fy", "n", "updated_at" FROM (
  SELECT "id", "updated_at", "fy", row_number() OVER (PARTITION BY "fy" ORDER BY "updated_at", "id") AS "n" FROM (
    SELECT "id", "updated_at",
      CASE WHEN extract(month FROM "updated_at" AT TIME ZONE 'Asia/Kolkata') >= 4
        THEN extract(year FROM "updated_at" AT TIME ZONE 'Asia/Kolkata')::int
        ELSE extract(year FROM "updated_at" AT TIME ZONE 'Asia/Kolkata')::int - 1
      END::text || '-' || lpad(((CASE WHEN extract(month FROM "updated_at" AT TIME ZONE 'Asia/Kolkata') >= 4
        THEN extract(year FROM "updated_at" AT TIME ZONE 'Asia/Kolkata')::int
        ELSE extract(year FROM "updated_at" AT TIME ZONE 'Asia/Kolkata')::int - 1
      END + 1) % 100)::text, 2, '0') AS "fy"
    FROM "payment_orders" WHERE "status" = 'paid' AND "provider_payment_id" IS NOT NULL
  ) AS "paid"
) AS "numbered";
--> statement-breakpoint
INSERT INTO "receipt_counters" ("financial_year", "last_number")
SELECT "financial_year", max("sequence") FROM "payment_receipts" GROUP BY "financial_year";
