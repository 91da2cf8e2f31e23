CREATE TABLE "creator_email_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "creator_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "creator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "creator_email_codes_email_idx" ON "creator_email_codes" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "creator_sessions_email_idx" ON "creator_sessions" USING btree ("email_key") WHERE "creator_sessions"."revoked_at" is null;