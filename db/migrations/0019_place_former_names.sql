CREATE TABLE "place_former_names" (
	"city_id" text NOT NULL,
	"district_id" text,
	"name_key" text NOT NULL,
	CONSTRAINT "place_former_names_city_id_name_key_pk" PRIMARY KEY("city_id","name_key")
);
--> statement-breakpoint
ALTER TABLE "place_former_names" ADD CONSTRAINT "place_former_names_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_former_names_district_idx" ON "place_former_names" USING btree ("district_id","name_key");