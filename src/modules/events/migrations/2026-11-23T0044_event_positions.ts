import { sql, type Kysely } from 'kysely';
import { publishEventsByUpdate } from './2026-11-23T0041_event_log.js';

/** publish_events as this migration defines it: positions in a table of their own, after the relay's cursor. */
export const publishEventsByPosition = sql`
    CREATE FUNCTION publish_events(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
    DECLARE cursor_xid xid8; cursor_seq bigint; base bigint; published integer;
    BEGIN
      IF NOT pg_try_advisory_xact_lock(hashtext('publish_events')) THEN RETURN 0; END IF;
      SELECT xid, seq, position INTO cursor_xid, cursor_seq, base FROM event_relay_cursor;
      WITH ready AS (
        SELECT id, owner_id, xid, seq, row_number() OVER (ORDER BY xid, seq) AS n FROM events
        WHERE (xid, seq) > (cursor_xid, cursor_seq) AND xid < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY xid, seq LIMIT batch
      ), numbered AS (
        INSERT INTO event_positions (position, event_id, owner_id) SELECT base + n, id, owner_id FROM ready
      ), newest AS (
        SELECT xid, seq, n FROM ready ORDER BY n DESC LIMIT 1
      )
      UPDATE event_relay_cursor SET xid = newest.xid, seq = newest.seq, position = base + newest.n FROM newest
        RETURNING newest.n INTO published;
      RETURN coalesce(published, 0);
    END $$;
`;

// Publication without rewriting events: an event's place in the log is a narrow row of its own
// (position, event, owner) instead of an update of the event's row, which wrote the whole event
// again with an entry in each of its indexes. The relay remembers where it stopped: the last
// published (transaction id, insertion number) and position. Every event after that cursor whose
// transaction, and every transaction before it, has finished is safe to publish; nothing can
// commit behind the cursor, since its transaction had finished when the cursor passed it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE event_positions (
      position  bigint PRIMARY KEY CHECK (position > 0),
      -- Published once: a second position for an event is refused.
      event_id  text NOT NULL UNIQUE,
      owner_id  text NOT NULL
    );
    CREATE INDEX event_positions_owner ON event_positions (owner_id, position);

    CREATE TABLE event_relay_cursor (
      only_row  boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      xid       xid8 NOT NULL,
      seq       bigint NOT NULL,
      position  bigint NOT NULL
    );

    -- Whatever was safe to publish is published under the old scheme first, so the cursor is exact.
    SELECT publish_events(2147483647);
    INSERT INTO event_positions (position, event_id, owner_id) SELECT position, id, owner_id FROM events WHERE position IS NOT NULL;
    -- Positions follow (transaction id, insertion number), so the last position marks the cursor.
    INSERT INTO event_relay_cursor (xid, seq, position)
      SELECT xid, seq, position FROM events WHERE position IS NOT NULL
      UNION ALL SELECT '0'::xid8, 0, 0
      ORDER BY position DESC LIMIT 1;

    DROP FUNCTION publish_events(integer);
    DROP INDEX events_unpublished;
    DROP INDEX events_owner_position;
    ALTER TABLE events DROP COLUMN position;
    CREATE INDEX events_publication_order ON events (xid, seq);
  `.execute(db);
  await publishEventsByPosition.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION publish_events(integer);
    DROP INDEX events_publication_order;
    ALTER TABLE events ADD COLUMN position bigint UNIQUE;
    UPDATE events e SET position = p.position FROM event_positions p WHERE p.event_id = e.id;
    CREATE INDEX events_unpublished ON events (xid, seq) WHERE position IS NULL;
    CREATE INDEX events_owner_position ON events (owner_id, position);
    DROP TABLE event_relay_cursor;
    DROP TABLE event_positions;
  `.execute(db);
  await publishEventsByUpdate.execute(db);
}
