import { type Kysely, sql } from 'kysely';
import { up as fanOutQuietly } from './2026-11-23T0042_fan_out_quietly.js';

/**
 * An event's webhook deliveries are made when the relay numbers it (a statement trigger on
 * event_positions) rather than in the statement that writes it (events_fan_out on events). The
 * transaction that writes an event, the ledger's one writing lane among them, no longer runs the
 * fan-out; the relay runs it once a publication, for every event it numbers. The dispatcher is
 * woken after a publication, so a delivery was never sent sooner than that but for its poll.
 *
 * The trigger is created here, in the transaction that drops the old one, so no event is numbered
 * between the two without its deliveries; webhooks/sql/fan-out.sql is its live definition. The
 * deliveries the old trigger made for events not yet numbered stay: the new fan-out's ON CONFLICT
 * (one delivery an endpoint an event) leaves them as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    DROP TRIGGER events_fan_out ON events;
    DROP FUNCTION events_fan_out();
    CREATE FUNCTION webhook_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event_type, body, kind, status, next_attempt_at, created_at)
      SELECT gen_random_uuid(), we.id, e.id, e.type, e.body, 'EVENT', 'PENDING', e.created_at, e.created_at
      FROM numbered n
      JOIN events e ON e.id = n.event_id
      LEFT JOIN user_directory u ON u.id = n.owner_id
      JOIN webhook_endpoints we
        ON (n.owner_id = 'platform' OR we.account_id = CASE WHEN n.owner_id LIKE 'acct\\_%' THEN n.owner_id ELSE u.developer_account_id END)
       AND we.status <> 'DISABLED' AND e.type = ANY (we.event_types) AND we.created_at <= e.created_at
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$;
    CREATE TRIGGER event_positions_fan_out AFTER INSERT ON event_positions REFERENCING NEW TABLE AS numbered
      FOR EACH STATEMENT EXECUTE FUNCTION webhook_fan_out();
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER event_positions_fan_out ON event_positions; DROP FUNCTION webhook_fan_out();`.execute(db);
  await fanOutQuietly(db);
  await sql`
    CREATE TRIGGER events_fan_out AFTER INSERT ON events REFERENCING NEW TABLE AS inserted
      FOR EACH STATEMENT EXECUTE FUNCTION events_fan_out();
  `.execute(db);
}
