CREATE TABLE "judge_accounts" (
	"judge_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_accounts_email_key_unique" UNIQUE("email_key")
);
--> statement-breakpoint
CREATE TABLE "judging_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"subscriber_id" text NOT NULL,
	"judge_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"recused_at" timestamp with time zone,
	"recusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judging_eligibility" (
	"subscriber_id" text PRIMARY KEY NOT NULL,
	"contest_id" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by_staff_id" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judging_panel" (
	"contest_id" text NOT NULL,
	"judge_id" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by_staff_id" text,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "judging_panel_contest_id_judge_id_pk" PRIMARY KEY("contest_id","judge_id")
);
--> statement-breakpoint
CREATE TABLE "judging_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"contest_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"head_judge_order" text[] DEFAULT '{}'::text[] NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by_staff_id" text,
	"closed_at" timestamp with time zone,
	"closed_by_staff_id" text
);
--> statement-breakpoint
CREATE TABLE "judging_rubrics" (
	"contest_id" text PRIMARY KEY NOT NULL,
	"criteria" jsonb NOT NULL,
	"checklist" jsonb NOT NULL,
	"blind" boolean DEFAULT true NOT NULL,
	"reviews_per_entry" integer DEFAULT 2 NOT NULL,
	"shortlist_top" integer,
	"shortlist_percent" integer,
	"head_judge_id" text,
	"scores_released" boolean DEFAULT false NOT NULL,
	"locked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judging_scores" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"subscriber_id" text NOT NULL,
	"judge_id" text NOT NULL,
	"criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checklist" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judging_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"contest_id" text NOT NULL,
	"method" text NOT NULL,
	"hash" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judging_snapshots_round_id_unique" UNIQUE("round_id")
);
--> statement-breakpoint
ALTER TABLE "judge_accounts" ADD CONSTRAINT "judge_accounts_judge_id_judges_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."judges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_assignments" ADD CONSTRAINT "judging_assignments_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_assignments" ADD CONSTRAINT "judging_assignments_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_assignments" ADD CONSTRAINT "judging_assignments_judge_id_judges_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."judges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_eligibility" ADD CONSTRAINT "judging_eligibility_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_eligibility" ADD CONSTRAINT "judging_eligibility_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_panel" ADD CONSTRAINT "judging_panel_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_panel" ADD CONSTRAINT "judging_panel_judge_id_judges_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."judges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_rounds" ADD CONSTRAINT "judging_rounds_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_rubrics" ADD CONSTRAINT "judging_rubrics_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_rubrics" ADD CONSTRAINT "judging_rubrics_head_judge_id_judges_id_fk" FOREIGN KEY ("head_judge_id") REFERENCES "public"."judges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_scores" ADD CONSTRAINT "judging_scores_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_scores" ADD CONSTRAINT "judging_scores_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_scores" ADD CONSTRAINT "judging_scores_judge_id_judges_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."judges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_snapshots" ADD CONSTRAINT "judging_snapshots_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "judging_assignments_pair_idx" ON "judging_assignments" USING btree ("round_id","subscriber_id","judge_id");--> statement-breakpoint
CREATE INDEX "judging_assignments_judge_idx" ON "judging_assignments" USING btree ("round_id","judge_id","sort_order");--> statement-breakpoint
CREATE INDEX "judging_eligibility_contest_idx" ON "judging_eligibility" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "judging_panel_judge_idx" ON "judging_panel" USING btree ("judge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "judging_rounds_contest_kind_idx" ON "judging_rounds" USING btree ("contest_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "judging_scores_pair_idx" ON "judging_scores" USING btree ("round_id","subscriber_id","judge_id");--> statement-breakpoint
CREATE INDEX "judging_scores_round_idx" ON "judging_scores" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "judging_snapshots_contest_idx" ON "judging_snapshots" USING btree ("contest_id");
--> statement-breakpoint
-- A round's snapshot is written once when it closes and never changed (docs/judging.md): the database refuses.
CREATE OR REPLACE FUNCTION judging_snapshots_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A judging snapshot never changes: % is refused.', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER judging_snapshots_immutable BEFORE UPDATE ON judging_snapshots FOR EACH ROW EXECUTE FUNCTION judging_snapshots_refuse_change();
