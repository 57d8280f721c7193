import { sql, type Kysely } from 'kysely';

/**
 * What the platform serialised is what it sends again, byte for byte: an idempotent replay answers
 * with the first answer's exact text, and an event's webhook body is the compact text written with
 * it (jsonb would reorder keys; json_build_object spaces them), also carried to subscribers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE idempotency_keys ALTER COLUMN response_body TYPE text USING response_body::text;

    ALTER TABLE events ADD COLUMN body text;
    UPDATE events SET body = json_build_object('id', id, 'type', type, 'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', data)::text;
    ALTER TABLE events ALTER COLUMN body SET NOT NULL;

    CREATE OR REPLACE FUNCTION events_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE created integer;
    BEGIN
      INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event_type, body, kind, status, next_attempt_at, created_at)
      SELECT gen_random_uuid(), we.id, i.id, i.type, i.body, 'EVENT', 'PENDING', i.created_at, i.created_at
      FROM inserted i
      LEFT JOIN users u ON u.id = i.owner_id
      JOIN webhook_endpoints we
        ON (i.owner_id = 'platform' OR we.account_id = CASE WHEN i.owner_id LIKE 'acct\\_%' THEN i.owner_id ELSE u.developer_account_id END)
       AND we.status <> 'DISABLED' AND i.type = ANY (we.event_types) AND we.created_at <= i.created_at
      ON CONFLICT DO NOTHING;
      GET DIAGNOSTICS created = ROW_COUNT;
      IF created > 0 THEN PERFORM pg_notify('webhook_deliveries', ''); END IF;
      RETURN NULL;
    END $$;

    -- The body travels as json (kept as written), so subscribers get the webhook body's exact text.
    CREATE OR REPLACE FUNCTION events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE payload text;
    BEGIN
      SELECT json_agg(json_build_object('ownerId', owner_id, 'body', body::json) ORDER BY seq)::text INTO payload FROM inserted;
      IF payload IS NULL THEN RETURN NULL; END IF;
      IF octet_length(payload) > 7900 THEN
        SELECT json_agg(json_build_object('id', id) ORDER BY seq)::text INTO payload FROM inserted;
      END IF;
      PERFORM pg_notify('platform_events', payload);
      RETURN NULL;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
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
    ALTER TABLE events DROP COLUMN body;
    ALTER TABLE idempotency_keys ALTER COLUMN response_body TYPE jsonb USING response_body::jsonb;
  `.execute(db);
}
