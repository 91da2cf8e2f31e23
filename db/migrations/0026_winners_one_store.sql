-- hand-written: who won lives in the winners rows alone; a registration is a winner while a winners row names it
-- and its contest's winners are declared (server/services/contests/declared-winner.ts).
-- Every writer of is_winner set it from the winners rows (declaring; the demo and bulk seeds wrote both), and
-- withdrawing cleared it, so a flagged registration of a declared contest always has its row. One flagged by hand
-- without a row keeps its win here, as a winner without a rank or prize. A flag on an undeclared contest was never a
-- public win and is not carried over (the contest's saved winners rows stay its draft).
INSERT INTO "winners" ("id", "contest_id", "subscriber_id")
SELECT substr(md5(random()::text || "s"."id"), 1, 24), "s"."contest_id", "s"."id"
FROM "subscribers" "s" JOIN "contests" "c" ON "c"."id" = "s"."contest_id"
WHERE "s"."is_winner" AND "c"."winners_declared"
  AND NOT EXISTS (SELECT 1 FROM "winners" "w" WHERE "w"."contest_id" = "s"."contest_id" AND "w"."subscriber_id" = "s"."id");
--> statement-breakpoint
ALTER TABLE "subscribers" DROP COLUMN "is_winner";
