-- Delivered attempts, recorded together (the dispatcher groups the successes that finish while an
-- earlier record is being written): each one's log line, its delivery settled, and a degraded
-- endpoint that answered made active again, in one statement.
--
-- A function, for its plan: sent as a statement, its arrays made PostgreSQL plan it anew on every
-- run (a custom plan for each group's size), about 0.2 ms of planning against 0.4 of execution in
-- bench:events (pg_stat_statements). plan_cache_mode = force_generic_plan keeps one plan per
-- connection, as for the ledger call and the relay's publication. That one plan reaches each
-- delivery by its key: with sequential scans, hash and merge joins off for the function, a plan
-- made while webhook_deliveries was young cannot go on hashing a scan of the whole table on every
-- call as it grows (as one did in bench:events until the next analyze, 0.5-6.8 ms a call at 2,800
-- deliveries); webhooks/sql/fan-out.sql says more.
--
-- The live definition of the function is this file: the migrator applies it after the migrations
-- whenever its text changes (src/app/sql-definitions.ts).

CREATE OR REPLACE FUNCTION webhook_record_delivered(
  delivery_ids uuid[], endpoint_ids text[], attempt_numbers int[], started_ats timestamptz[], durations_ms int[],
  status_codes int[], errors text[], excerpts text[], recorded_ats timestamptz[]
) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan
  SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off SET jit = off AS $$
BEGIN
  WITH delivered AS (
    SELECT * FROM unnest(delivery_ids, endpoint_ids, attempt_numbers, started_ats, durations_ms, status_codes, errors, excerpts, recorded_ats)
      AS d (delivery_id, endpoint_id, attempt, started_at, duration_ms, status_code, error, excerpt, recorded_at)
  ), attempt AS (
    INSERT INTO webhook_attempts (delivery_id, attempt, started_at, duration_ms, status_code, error, response_excerpt)
    SELECT d.delivery_id, d.attempt, d.started_at, d.duration_ms, d.status_code, d.error, d.excerpt FROM delivered d
  ), settled AS (
    UPDATE webhook_deliveries w SET status = 'DELIVERED', last_status_code = d.status_code, locked_until = NULL,
      next_attempt_at = d.recorded_at, completed_at = d.recorded_at
    FROM delivered d WHERE w.id = d.delivery_id
  )
  UPDATE webhook_endpoints e SET status = 'ACTIVE', degraded_since = NULL, updated_at = d.recorded_at
  FROM (SELECT d.endpoint_id, max(d.recorded_at) AS recorded_at FROM delivered d WHERE d.endpoint_id IS NOT NULL GROUP BY d.endpoint_id) d
  WHERE e.id = d.endpoint_id AND e.status = 'DEGRADED';
END $$;
