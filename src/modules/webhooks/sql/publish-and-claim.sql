-- The event relay's publication when this process's webhook dispatcher runs (it asks the relay to
-- publish through it): publish_events numbers what is safe to number, the fan-out trigger makes
-- the numbered events' deliveries, and, when it numbered something, what is then due is claimed
-- for the dispatcher's free slots in the same transaction (webhook_claim_due). A new event's
-- deliveries so start with the publication's answer, without a claim of their own a round trip
-- after it.
--
-- One table for both answers: the published events (owner_id, body, position; id NULL), in
-- position order, then the claimed deliveries (id, body and the rest; position NULL).
--
-- The live definition of the function is this file: the migrator applies it after the migrations
-- whenever its text changes (src/app/sql-definitions.ts).

CREATE OR REPLACE FUNCTION webhook_publish_and_claim(batch integer, claim_limit integer, wall timestamptz, lease_until timestamptz)
  RETURNS TABLE (
    owner_id text, body text, "position" bigint,
    id uuid, endpoint_id text, event_type text, kind text, attempts integer, account_id text, offset_ms bigint,
    url text, secret_encrypted text, previous_secret_encrypted text, previous_secret_expires_at timestamptz, api_version text
  )
  LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY SELECT p.owner_id, p.body, p."position", NULL::uuid, NULL::text, NULL::text, NULL::text, NULL::integer, NULL::text, NULL::bigint,
    NULL::text, NULL::text, NULL::text, NULL::timestamptz, NULL::text
    FROM publish_events(batch) p;
  IF FOUND AND claim_limit > 0 THEN
    RETURN QUERY SELECT NULL::text, c.body, NULL::bigint, c.id, c.endpoint_id, c.event_type, c.kind, c.attempts, c.account_id, c.offset_ms,
      c.url, c.secret_encrypted, c.previous_secret_encrypted, c.previous_secret_expires_at, c.api_version
      FROM webhook_claim_due(claim_limit, wall, lease_until, NULL) c;
  END IF;
END $$;
