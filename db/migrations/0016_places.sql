CREATE TABLE "districts" (
	"id" text PRIMARY KEY NOT NULL,
	"district_name" text NOT NULL,
	"state_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_imports" (
	"version" text PRIMARY KEY NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"districts" integer NOT NULL,
	"towns" integer NOT NULL,
	"pincodes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_pincodes" (
	"pincode" text NOT NULL,
	"city_id" text NOT NULL,
	CONSTRAINT "place_pincodes_pincode_city_id_pk" PRIMARY KEY("pincode","city_id")
);
--> statement-breakpoint
DROP INDEX "cities_state_name_idx";--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "district_id" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "status" text DEFAULT 'listed' NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "eligible_district_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_pincodes" ADD CONSTRAINT "place_pincodes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "districts_state_name_idx" ON "districts" USING btree ("state_id","district_name");--> statement-breakpoint
CREATE INDEX "place_pincodes_city_idx" ON "place_pincodes" USING btree ("city_id");--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_state_district_name_idx" ON "cities" USING btree ("state_id",coalesce("district_id", ''),"city_name");--> statement-breakpoint
CREATE INDEX "cities_state_search_idx" ON "cities" USING btree ("state_id","status",lower("city_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cities_district_idx" ON "cities" USING btree ("district_id");