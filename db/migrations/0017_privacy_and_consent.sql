CREATE TABLE "consent_records" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"purpose" text NOT NULL,
	"action" text NOT NULL,
	"given_by" text NOT NULL,
	"verified_by" text NOT NULL,
	"guardian_request_id" text,
	"notice_version" integer NOT NULL,
	"notice_hash" text NOT NULL,
	"purpose_version" integer NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_state" (
	"subject_id" text NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"purpose_version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_state_subject_id_purpose_pk" PRIMARY KEY("subject_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "guardian_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"creator_email" text NOT NULL,
	"creator_email_key" text NOT NULL,
	"contest_id" text,
	"guardian_email" text NOT NULL,
	"guardian_email_key" text NOT NULL,
	"guardian_mobile" text,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"guardian_name" text,
	"relationship" text,
	"guardian_date_of_birth" date,
	"language" text DEFAULT 'en' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "personal_data_access_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_contact" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"document_retention_days" integer DEFAULT 90 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_notice_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"text_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"email" text,
	"message" text,
	"answer_due_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_subjects" (
	"id" text PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_subjects_email_key_unique" UNIQUE("email_key")
);
--> statement-breakpoint
CREATE INDEX "consent_records_subject_idx" ON "consent_records" USING btree ("subject_id","purpose","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_requests_one_open_idx" ON "guardian_requests" USING btree ("creator_email_key") WHERE "guardian_requests"."status" in ('waiting', 'consented');--> statement-breakpoint
CREATE INDEX "guardian_requests_status_idx" ON "guardian_requests" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "guardian_requests_guardian_idx" ON "guardian_requests" USING btree ("guardian_email_key");--> statement-breakpoint
CREATE INDEX "personal_data_access_log_created_idx" ON "personal_data_access_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_created_idx" ON "privacy_requests" USING btree ("created_at","id");--> statement-breakpoint
-- Consent records are append-only (docs/privacy.md#consent-records): the database itself refuses to change
-- or remove one. A withdrawal is a new row.
CREATE OR REPLACE FUNCTION consent_records_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Consent records are append-only: % is refused.', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consent_records_append_only BEFORE UPDATE OR DELETE ON consent_records FOR EACH ROW EXECUTE FUNCTION consent_records_refuse_change();
--> statement-breakpoint
CREATE TRIGGER consent_records_no_truncate BEFORE TRUNCATE ON consent_records FOR EACH STATEMENT EXECUTE FUNCTION consent_records_refuse_change();
