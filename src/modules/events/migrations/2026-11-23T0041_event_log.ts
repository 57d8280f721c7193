import { sql, type Kysely } from 'kysely';

// The event log: events are published by a relay, which gives each a position once every
// transaction that could precede it has finished, instead of a NOTIFY at commit (PostgreSQL takes
// one global lock at the commit of every transaction that notified, serialising them all).

/**
 * The relay's publisher of this migration: it numbers events by setting their position (migration
 * 0044 replaces it, and its down migration puts this one back).
 */
export const publishEventsByUpdate = sql`
    -- One publisher at a time (a transaction-scoped advisory lock; others skip), each run taking
    -- what is safe to publish in (transaction id, insertion) order and numbering it after the
    -- highest position. Every statement of the function reads a fresh snapshot, taken after the lock.
    CREATE FUNCTION publish_events(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
    DECLARE base bigint; published integer;
    BEGIN
      IF NOT pg_try_advisory_xact_lock(hashtext('publish_events')) THEN RETURN 0; END IF;
      SELECT coalesce(max(position), 0) INTO base FROM events;
      WITH ready AS (
        SELECT id, row_number() OVER (ORDER BY xid, seq) AS n FROM events
        WHERE position IS NULL AND xid < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY xid, seq LIMIT batch
      )
      UPDATE events e SET position = base + ready.n FROM ready WHERE e.id = ready.id AND e.position IS NULL;
      GET DIAGNOSTICS published = ROW_COUNT;
      RETURN published;
    END $$;
`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The writing transaction's id: an event is published only once every transaction with a
    -- smaller id has finished (pg_snapshot_xmin), so no later-committing event is skipped.
    ALTER TABLE events ADD COLUMN xid xid8 NOT NULL DEFAULT pg_current_xact_id();
    -- Its place in the log: 1, 2, 3, … without gaps, assigned once, never changed.
    ALTER TABLE events ADD COLUMN position bigint UNIQUE;
    UPDATE events SET position = numbered.n FROM (SELECT id, row_number() OVER (ORDER BY seq) AS n FROM events) numbered WHERE events.id = numbered.id;
    CREATE INDEX events_unpublished ON events (xid, seq) WHERE position IS NULL;
    CREATE INDEX events_owner_position ON events (owner_id, position);
    CREATE INDEX events_created ON events (created_at);

    DROP TRIGGER events_notify ON events;
    DROP FUNCTION events_notify();
  `.execute(db);
  await publishEventsByUpdate.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION publish_events(integer);
    DROP INDEX events_created; DROP INDEX events_owner_position; DROP INDEX events_unpublished;
    ALTER TABLE events DROP COLUMN position; ALTER TABLE events DROP COLUMN xid;
    CREATE FUNCTION events_notify() RETURNS trigger LANGUAGE plpgsql AS $f$
    DECLARE payload text;
    BEGIN
      SELECT json_agg(json_build_object('id', id) ORDER BY seq)::text INTO payload FROM inserted;
      IF payload IS NOT NULL THEN PERFORM pg_notify('platform_events', payload); END IF;
      RETURN NULL;
    END $f$;
    CREATE TRIGGER events_notify AFTER INSERT ON events REFERENCING NEW TABLE AS inserted
      FOR EACH STATEMENT EXECUTE FUNCTION events_notify();
  `.execute(db);
}
