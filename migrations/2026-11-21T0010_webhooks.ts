import { sql, type Kysely } from 'kysely';

// Event fan-out to webhook endpoints, delivery attempts, and a NOTIFY per committed event so
// every server process can push it to its GraphQL subscribers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE events ADD COLUMN dispatched_at timestamptz;
    CREATE INDEX events_undispatched ON events (seq) WHERE dispatched_at IS NULL;

    -- NOTIFY is sent at commit: listeners hear only committed events. Bodies too large for a
    -- notification (8000 bytes) are announced by id and read back.
    CREATE FUNCTION events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE payload text;
    BEGIN
      payload := json_build_object('id', NEW.id, 'type', NEW.type, 'ownerId', NEW.owner_id, 'createdAt', NEW.created_at, 'data', NEW.data)::text;
      IF octet_length(payload) > 7900 THEN
        payload := json_build_object('id', NEW.id)::text;
      END IF;
      PERFORM pg_notify('platform_events', payload);
      RETURN NULL;
    END $$;
    CREATE TRIGGER events_notify AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_notify();

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
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE webhook_attempts; DROP TABLE webhook_deliveries; DROP TABLE webhook_endpoints;
    DROP TRIGGER events_notify ON events; DROP FUNCTION events_notify();
    DROP INDEX events_undispatched; ALTER TABLE events DROP COLUMN dispatched_at;
  `.execute(db);
}
