import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../src/app/migrator.js';
import { createDatabase, type DB } from '../src/db/database.js';
import { freshDatabase } from './support/harness.js';
import { declared, liveFunctions, liveTriggers } from './support/sql-definitions.js';

// The money rules' migrations (refund records, derived caps, holds, account kinds, the trace's
// index, POS refund reasons) go down to the ledger as it was and up again on a seeded database.

let db: DB;
const migrator = () => new Migrator({ db, provider: { getMigrations: async () => allMigrations() } });
const BEFORE = '2026-11-23T0044_event_positions';

beforeAll(async () => {
  db = createDatabase((await freshDatabase()).url, 2);
});
afterAll(() => db.destroy());

const exists = async (table: string) => (await sql<{ t: string | null }>`SELECT to_regclass(${table})::text AS t`.execute(db)).rows[0]!.t !== null;

describe('the money rules migrations', () => {
  it('go back down to the ledger as it was, refusing an unknown account kind by its CHECK again, and up again', async () => {
    const down = await migrator().migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    for (const table of ['refund_records', 'refund_claims', 'ledger_holds', 'ledger_account_kinds']) expect(await exists(table)).toBe(false);
    await expect(
      sql`INSERT INTO ledger_accounts (id, kind, wallet_id, currency, balance, created_at) VALUES ('la_kindcheck', 'UNDECLARED', NULL, 'GHS', NULL, now())`.execute(
        db,
      ),
    ).rejects.toThrow(/ledger_accounts_kind_check/);

    // Up through the platform's migrator, as a start does: the migrations, then the SQL definitions
    // again, since going down dropped tables and their triggers with them.
    await migrateToLatest(db);
    for (const table of ['refund_records', 'refund_claims', 'ledger_holds', 'ledger_account_kinds']) expect(await exists(table)).toBe(true);
    // Every account kind the seed uses is registered again by the migration itself.
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ledger_accounts a WHERE NOT EXISTS (SELECT 1 FROM ledger_account_kinds k WHERE k.kind = a.kind)`.execute(db);
    expect(Number(rows[0]!.n)).toBe(0);
    // The ledger runs its files' functions again, with every trigger back on the tables re-created.
    const { functions, triggers } = declared();
    const live = await liveFunctions(db);
    for (const [name, [place]] of functions) expect(live.get(name), name).toBe(place!.body);
    expect(await liveTriggers(db, [...new Set([...triggers.values()].map(([place]) => place!.table))])).toEqual([...triggers.keys()].sort());
  });
});
