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
-- The live definition of the function and the trigger is this file: the migrator applies it after
-- the migrations whenever its text changes (src/app/sql-definitions.ts).

CREATE OR REPLACE FUNCTION webhook_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event_type, body, kind, status, next_attempt_at, created_at)
  SELECT gen_random_uuid(), we.id, e.id, e.type, e.body, 'EVENT', 'PENDING', e.created_at, e.created_at
  FROM numbered n
  JOIN events e ON e.id = n.event_id
  LEFT JOIN user_directory u ON u.id = n.owner_id
  JOIN webhook_endpoints we
    ON (n.owner_id = 'platform' OR we.account_id = CASE WHEN n.owner_id LIKE 'acct\_%' THEN n.owner_id ELSE u.developer_account_id END)
   AND we.status <> 'DISABLED' AND e.type = ANY (we.event_types) AND we.created_at <= e.created_at
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER event_positions_fan_out AFTER INSERT ON event_positions REFERENCING NEW TABLE AS numbered
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_fan_out();
