-- An event's webhook deliveries, made when the event relay numbers it (publish_events inserts its
-- position): one for each endpoint that takes its type, is not disabled, was registered before the
-- event, and belongs to its owner's developer account (every endpoint for a platform event). They
-- commit with the event's number, so every numbered event has its deliveries and none is made twice
-- (one delivery an endpoint an event: ON CONFLICT leaves a delivery already made).
--
-- Made at publication, not in the transaction that writes the event: that transaction is the one a
-- caller waits for (the ledger's one writing lane writes the events of every transfer), and the
-- relay makes the deliveries of all it numbers in one statement, on its own connection. A
-- running dispatcher claims them in the same transaction (publish-and-claim.sql).
--
-- Every table is reached by its key or index, row by row from the numbered events, whatever the
-- statistics say: the plan is made once per connection, often while the tables are young (a few
-- hundred rows by their pages), and a plan that hashed a whole scan of events, users and endpoints
-- then went on scanning them whole at every publication as they grew, until the next analyze (at
-- 2,800 events, 1.5-3.7 ms a publication in bench:events; 0.3 ms by key under that load). Sequential
-- scans, hash and merge joins are off for the function, so the only plans left are the lookups;
-- JIT is off too, since a disabled scan left in a plan (the platform events' scan of every
-- endpoint, run only for one) adds to its cost past jit_above_cost, and compiling it took 2-5 ms.
-- A platform event goes to every endpoint that takes its type; any other to its owner's account's,
-- by the endpoints' account index.
--
-- The live definition of the function and the trigger is this file: the migrator applies it after
-- the migrations whenever its text changes (src/app/sql-definitions.ts).

CREATE OR REPLACE FUNCTION webhook_fan_out() RETURNS trigger LANGUAGE plpgsql
  SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off SET jit = off AS $$
BEGIN
  INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event_type, body, kind, status, next_attempt_at, created_at)
  SELECT gen_random_uuid(), taken.endpoint_id, e.id, e.type, e.body, 'EVENT', 'PENDING', e.created_at, e.created_at
  FROM numbered n
  JOIN events e ON e.id = n.event_id
  CROSS JOIN LATERAL (
    SELECT we.id AS endpoint_id FROM webhook_endpoints we
    WHERE n.owner_id <> 'platform'
      AND we.account_id = CASE WHEN n.owner_id LIKE 'acct\_%' THEN n.owner_id
                               ELSE (SELECT u.developer_account_id FROM user_directory u WHERE u.id = n.owner_id) END
      AND we.status <> 'DISABLED' AND e.type = ANY (we.event_types) AND we.created_at <= e.created_at
    UNION ALL
    SELECT we.id FROM webhook_endpoints we
    WHERE n.owner_id = 'platform' AND we.status <> 'DISABLED' AND e.type = ANY (we.event_types) AND we.created_at <= e.created_at
  ) taken
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER event_positions_fan_out AFTER INSERT ON event_positions REFERENCING NEW TABLE AS numbered
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_fan_out();
