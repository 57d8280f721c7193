import { sql, type Kysely } from 'kysely';

// Webhook endpoints, deliveries (created with their events, in the same statement), delivery
// attempts, and a NOTIFY at commit so every server process can push events to its subscribers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhook_endpoints (
      id                    text PRIMARY KEY CHECK (id LIKE 'we\\_%'),
      account_id            text NOT NULL REFERENCES developer_accounts (id),
      url                   text NOT NULL,
      description           text,
      event_types           text[] NOT NULL CHECK (cardinality(event_types) > 0),
      status                text NOT NULL CHECK (status IN ('ACTIVE', 'DEGRADED', 'DISABLED')),
      secret_encrypted      text NOT NULL,
      previous_secret_encrypted text,
      previous_secret_expires_at timestamptz,
      degraded_since        timestamptz,
      disabled_at           timestamptz,
      created_at            timestamptz NOT NULL,
      updated_at            timestamptz NOT NULL
    );
    CREATE INDEX webhook_endpoints_account ON webhook_endpoints (account_id);

    CREATE TABLE webhook_deliveries (
      id               uuid PRIMARY KEY,
      endpoint_id      text NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
      event_id         text NOT NULL,
      event_type       text NOT NULL,
      body             text NOT NULL,
      kind             text NOT NULL CHECK (kind IN ('EVENT', 'TEST', 'TEST_BAD_SIGNATURE', 'REDELIVERY')),
      status           text NOT NULL CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED')),
      attempts         integer NOT NULL DEFAULT 0,
      next_attempt_at  timestamptz NOT NULL,
      locked_until     timestamptz,
      last_status_code integer,
      created_at       timestamptz NOT NULL,
      completed_at     timestamptz
    );
    CREATE UNIQUE INDEX webhook_deliveries_one_per_event ON webhook_deliveries (endpoint_id, event_id) WHERE kind = 'EVENT';
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'PENDING';
    CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);

    CREATE TABLE webhook_attempts (
      id                bigserial PRIMARY KEY,
      delivery_id       uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
      attempt           integer NOT NULL,
      started_at        timestamptz NOT NULL,
      duration_ms       integer NOT NULL,
      status_code       integer,
      error             text,
      response_excerpt  text
    );
    CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, attempt);

    -- Fan-out in the event's own statement: each inserted event becomes a delivery for every
    -- matching endpoint (the owner's developer account, or every endpoint for platform events),
    -- registered before the event, so deliveries commit exactly when their events do.
    CREATE FUNCTION events_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE created integer;
    BEGIN
      INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event_type, body, kind, status, next_attempt_at, created_at)
      SELECT gen_random_uuid(), we.id, i.id, i.type,
             json_build_object('id', i.id, 'type', i.type, 'createdAt', to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', i.data)::text,
             'EVENT', 'PENDING', i.created_at, i.created_at
      FROM inserted i
      LEFT JOIN users u ON u.id = i.owner_id
      JOIN webhook_endpoints we
        ON (i.owner_id = 'platform' OR we.account_id = CASE WHEN i.owner_id LIKE 'acct\_%' THEN i.owner_id ELSE u.developer_account_id END)
       AND we.status <> 'DISABLED' AND i.type = ANY (we.event_types) AND we.created_at <= i.created_at
      ON CONFLICT DO NOTHING;
      GET DIAGNOSTICS created = ROW_COUNT;
      -- Dispatchers wake for new deliveries only, not for every event.
      IF created > 0 THEN PERFORM pg_notify('webhook_deliveries', ''); END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER events_fan_out AFTER INSERT ON events REFERENCING NEW TABLE AS inserted
      FOR EACH STATEMENT EXECUTE FUNCTION events_fan_out();

    -- One NOTIFY per statement, with every event it inserted, sent at commit: listeners hear only
    -- committed events. Bodies too large for a notification are announced by id and read back.
    CREATE FUNCTION events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE payload text;
    BEGIN
      SELECT json_agg(json_build_object('id', id, 'type', type, 'ownerId', owner_id, 'createdAt', created_at, 'data', data) ORDER BY seq)::text
        INTO payload FROM inserted;
      IF payload IS NULL THEN RETURN NULL; END IF;
      IF octet_length(payload) > 7900 THEN
        SELECT json_agg(json_build_object('id', id) ORDER BY seq)::text INTO payload FROM inserted;
      END IF;
      PERFORM pg_notify('platform_events', payload);
      RETURN NULL;
    END $$;
    CREATE TRIGGER events_notify AFTER INSERT ON events REFERENCING NEW TABLE AS inserted
      FOR EACH STATEMENT EXECUTE FUNCTION events_notify();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER events_notify ON events; DROP FUNCTION events_notify();
    DROP TRIGGER events_fan_out ON events; DROP FUNCTION events_fan_out();
    DROP TABLE webhook_attempts; DROP TABLE webhook_deliveries; DROP TABLE webhook_endpoints;
  `.execute(db);
}
