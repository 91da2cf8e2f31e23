CREATE TABLE "email_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"email_key" text NOT NULL,
	"client_key" text,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"principal_id" text NOT NULL,
	"email" text,
	"pending_step" text,
	"device" text DEFAULT '' NOT NULL,
	"device_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "identity_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "email_codes_email_idx" ON "email_codes" USING btree ("purpose","email_key","created_at");--> statement-breakpoint
CREATE INDEX "identity_sessions_principal_idx" ON "identity_sessions" USING btree ("kind","principal_id") WHERE "identity_sessions"."revoked_at" is null;
--> statement-breakpoint
-- Existing sessions and codes move over, so nobody is signed out by the move (docs/identity.md).
-- Affiliates' and staff's old rows were keyed by the token's SHA-256; their public id is derived from it.
INSERT INTO "identity_sessions" ("id", "kind", "token_hash", "principal_id", "email", "device", "created_at", "last_seen_at", "expires_at", "revoked_at")
SELECT "id", 'creator', "token_hash", "email_key", "email", "device", "created_at", "last_seen_at", "expires_at", "revoked_at" FROM "creator_sessions";--> statement-breakpoint
INSERT INTO "identity_sessions" ("id", "kind", "token_hash", "principal_id", "created_at", "last_seen_at", "expires_at")
SELECT substr(md5('affiliate:' || "id"), 1, 24), 'affiliate', "id", "user_id", "created_at", "created_at", "expires_at" FROM "sessions";--> statement-breakpoint
INSERT INTO "identity_sessions" ("id", "kind", "token_hash", "principal_id", "pending_step", "created_at", "last_seen_at", "expires_at")
SELECT substr(md5('staff:' || "id"), 1, 24), 'staff', "id", "staff_id", CASE WHEN "second_factor_pending" THEN 'second-factor' END, "created_at", "created_at", "expires_at" FROM "staff_sessions";--> statement-breakpoint
INSERT INTO "email_codes" ("id", "purpose", "email_key", "code_hash", "attempts", "created_at", "expires_at", "used_at")
SELECT "id", 'creator-sign-in', "email_key", "code_hash", "attempts", "created_at", "expires_at", "used_at" FROM "creator_email_codes";--> statement-breakpoint
DROP TABLE "sessions" CASCADE;--> statement-breakpoint
DROP TABLE "staff_sessions" CASCADE;--> statement-breakpoint
DROP TABLE "creator_email_codes" CASCADE;--> statement-breakpoint
DROP TABLE "creator_sessions" CASCADE;