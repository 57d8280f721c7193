import { type Kysely, sql } from 'kysely';
import { publishEventsByPosition } from './2026-11-23T0044_event_positions.js';
import { up as keepPublicationPlan } from './2026-11-27T0074_publication_plan_kept.js';

/**
 * publish_events answers with the events it published (owner, body and position, in position
 * order: the columns the log's page read gives) instead of their count. The relay in the process
 * that published them passes them on from that answer rather than reading them back from the log
 * in a second query (one round trip fewer after every group of entries that commits); a relay that
 * did not publish, or finds a gap before what it published, reads the log as before. The function
 * keeps its plan per connection.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION publish_events(integer);
    CREATE FUNCTION publish_events(batch integer)
      RETURNS TABLE (owner_id text, body text, "position" bigint)
      LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
    #variable_conflict use_column
    DECLARE cursor_xid xid8; cursor_seq bigint; base bigint;
    BEGIN
      IF NOT pg_try_advisory_xact_lock(hashtext('publish_events')) THEN RETURN; END IF;
      SELECT c.xid, c.seq, c.position INTO cursor_xid, cursor_seq, base FROM event_relay_cursor c;
      RETURN QUERY
      WITH ready AS (
        SELECT e.id, e.owner_id, e.body, e.xid, e.seq, row_number() OVER (ORDER BY e.xid, e.seq) AS n FROM events e
        WHERE (e.xid, e.seq) > (cursor_xid, cursor_seq) AND e.xid < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY e.xid, e.seq LIMIT batch
      ), numbered AS (
        INSERT INTO event_positions (position, event_id, owner_id) SELECT base + r.n, r.id, r.owner_id FROM ready r
      ), newest AS (
        SELECT r.xid, r.seq, r.n FROM ready r ORDER BY r.n DESC LIMIT 1
      ), moved AS (
        UPDATE event_relay_cursor c SET xid = newest.xid, seq = newest.seq, position = base + newest.n FROM newest
      )
      SELECT r.owner_id, r.body, base + r.n FROM ready r ORDER BY r.n;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION publish_events(integer)`.execute(db);
  await publishEventsByPosition.execute(db);
  await keepPublicationPlan(db);
}
