CREATE TABLE "job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"trigger" text NOT NULL,
	"report" jsonb,
	"error" text,
	"last_change_at" timestamp with time zone,
	"last_change_report" jsonb
);
