import { sql, type Kysely } from 'kysely';

/** The fan-out of 0018 (deliveries in the event's own statement), with or without its NOTIFY. */
function fanOut(notify: boolean) {
  return sql.raw(`
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
      ${notify ? "IF created > 0 THEN PERFORM pg_notify('webhook_deliveries', ''); END IF;" : '-- Dispatchers are woken by the event relay, and poll.'}
      RETURN NULL;
    END $$;
  `);
}

// The fan-out no longer NOTIFYs: a NOTIFY puts PostgreSQL's commit-time global lock on every
// transaction that writes an event, i.e. on every money movement.
export async function up(db: Kysely<unknown>): Promise<void> {
  await fanOut(false).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await fanOut(true).execute(db);
}
