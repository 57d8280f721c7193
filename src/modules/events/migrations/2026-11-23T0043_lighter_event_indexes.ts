import { sql, type Kysely } from 'kysely';

// Every event is written twice (its insert, then the relay's position), and each write adds an
// entry to every index on the table: two of its seven served no query. The owner's events are read
// by position (events_owner_position), not by insertion number; the retention prune's range over
// created_at needs only a block range index, since events are appended in time order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX events_owner_seq;
    DROP INDEX events_created;
    CREATE INDEX events_created_blocks ON events USING brin (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX events_created_blocks;
    CREATE INDEX events_created ON events (created_at);
    CREATE INDEX events_owner_seq ON events (owner_id, seq);
  `.execute(db);
}
