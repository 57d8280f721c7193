import type { DB } from '../db/database.js';
import type { Clock } from './clock.js';
import { randomBase62 } from './ids.js';

/**
 * A secret generated once and kept in the database, so every process on it uses the same one.
 * The first process to ask creates it; the rest read it.
 */
export async function platformSecret(db: DB, clock: Clock, name: string): Promise<string> {
  await db
    .insertInto('platform_secrets')
    .values({ name, value: randomBase62(64), created_at: clock.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('platform_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
