ALTER TABLE "subscribers" ADD COLUMN "hold_client" text;--> statement-breakpoint
CREATE INDEX "subscribers_hold_client_idx" ON "subscribers" USING btree ("hold_client","hold_expires_at") WHERE "subscribers"."status" = 'pending' and "subscribers"."hold_client" is not null;
--> statement-breakpoint
-- The one step of registration that must be atomic (docs/payments-and-capacity.md): under a lock of
-- the contest's places (an advisory lock, held until the calling statement commits), count completed
-- registrations and live holds and answer 'full', 'hold' (a place, held) or 'place' (a place is free
-- but no hold is granted: the client already holds CLIENT_HOLDS, or holds would pass half of the
-- places not yet paid). The caller inserts the registration in the same statement.
CREATE OR REPLACE FUNCTION take_place(p_contest text, p_counted_after timestamptz, p_client text, p_client_holds integer)
RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  places integer;
  paid integer;
  held integer;
  client_held integer := 0;
BEGIN
  IF p_client IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(727101, hashtext(p_client));
  END IF;
  PERFORM pg_advisory_xact_lock(727100, hashtext(p_contest));
  SELECT max_participants INTO places FROM contests WHERE id = p_contest;
  IF places IS NULL THEN RETURN 'full'; END IF;
  IF places <= 0 THEN RETURN 'hold'; END IF;
  SELECT count(*) FILTER (WHERE status = 'completed'),
         count(*) FILTER (WHERE status = 'pending' AND hold_expires_at > p_counted_after)
    INTO paid, held
    FROM subscribers
   WHERE contest_id = p_contest AND status IN ('completed', 'pending');
  IF paid + held >= places THEN RETURN 'full'; END IF;
  IF p_client IS NOT NULL THEN
    SELECT count(*) INTO client_held FROM subscribers
     WHERE hold_client = p_client AND status = 'pending' AND hold_expires_at > p_counted_after;
  END IF;
  IF client_held >= p_client_holds OR (held + 1) * 2 > places - paid THEN RETURN 'place'; END IF;
  RETURN 'hold';
END;
$$;
