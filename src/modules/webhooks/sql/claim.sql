-- The deliveries due now, up to `claim_limit`, leased to the caller until `lease_until` (their
-- attempt counted): the dispatcher's claim, and the one a publication makes in its own transaction
-- (publish-and-claim.sql). Due means due on the delivery's account clock (its endpoint's account,
-- or the callback's); with `for_account`, only that account's, including while its clock is being
-- advanced; without, nothing of an account whose clock is being advanced (the advance delivers it).
-- Each comes with what its attempt needs: the endpoint's URL, secrets and API version, or for a
-- callback its URL and its account's callback secret. SKIP LOCKED: two claims never take one row.
--
-- The live definition of the function is this file: the migrator applies it after the migrations
-- whenever its text changes (src/app/sql-definitions.ts).

CREATE OR REPLACE FUNCTION webhook_claim_due(claim_limit integer, wall timestamptz, lease_until timestamptz, for_account text)
  RETURNS TABLE (
    id uuid, endpoint_id text, event_type text, body text, kind text, attempts integer, account_id text, offset_ms bigint,
    url text, secret_encrypted text, previous_secret_encrypted text, previous_secret_expires_at timestamptz, api_version text
  )
  LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH due AS (
    SELECT d.id, coalesce(we.account_id, d.account_id) AS account_id, c.offset_ms
    FROM webhook_deliveries d
    LEFT JOIN webhook_endpoints we ON we.id = d.endpoint_id
    LEFT JOIN sandbox_clocks c ON c.account_id = coalesce(we.account_id, d.account_id)
    WHERE d.status = 'PENDING' AND d.next_attempt_at <= wall + coalesce(c.offset_ms, 0) * interval '1 millisecond'
      -- A bound the due index can range over: nothing is due later than the furthest clock's now.
      AND d.next_attempt_at <= wall + (SELECT coalesce(max(s.offset_ms), 0) FROM sandbox_clocks s) * interval '1 millisecond'
      AND (d.locked_until IS NULL OR d.locked_until <= wall)
      AND (we.id IS NULL OR we.status <> 'DISABLED')
      AND CASE WHEN for_account IS NULL THEN c.advancing_until IS NULL OR c.advancing_until <= wall
               ELSE coalesce(we.account_id, d.account_id) = for_account END
    ORDER BY d.next_attempt_at LIMIT claim_limit
    FOR UPDATE OF d SKIP LOCKED
  )
  UPDATE webhook_deliveries d SET locked_until = lease_until, attempts = d.attempts + 1
  FROM due
  WHERE d.id = due.id
  RETURNING d.id, d.endpoint_id, d.event_type, d.body, d.kind, d.attempts, due.account_id, due.offset_ms,
    coalesce((SELECT e.url FROM webhook_endpoints e WHERE e.id = d.endpoint_id), d.callback_url),
    coalesce((SELECT e.secret_encrypted FROM webhook_endpoints e WHERE e.id = d.endpoint_id),
             (SELECT s.secret_encrypted FROM callback_signing_secrets s WHERE s.account_id = d.account_id)),
    (SELECT e.previous_secret_encrypted FROM webhook_endpoints e WHERE e.id = d.endpoint_id),
    (SELECT e.previous_secret_expires_at FROM webhook_endpoints e WHERE e.id = d.endpoint_id),
    (SELECT e.api_version FROM webhook_endpoints e WHERE e.id = d.endpoint_id);
END $$;
