import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { inTransaction } from '../src/db/database.js';

// The statement names a process has prepared are process-wide and capped (src/db/prepared-statements.ts),
// and a test worker runs other files before this one in the same process (isolate: false in
// vitest.config.ts): this file's servers are built from modules loaded afresh, with nothing prepared yet.
vi.resetModules();
const { useHarness } = await import('./support/harness.js');

const ctx = useHarness();

/** The statements this connection has prepared whose text contains `marker`. */
async function preparedWith(tx: Parameters<Parameters<typeof inTransaction>[1]>[0], marker: string): Promise<string[]> {
  const { rows } = await sql<{
    statement: string;
  }>`SELECT statement FROM pg_prepared_statements WHERE statement LIKE ${`%${marker}%`} AND NOT statement LIKE '%pg_prepared_statements%'`.execute(tx);
  return rows.map((r) => r.statement);
}

describe('prepared statements', () => {
  it('a statement the application keeps running is prepared once per connection and then only executed; one run stays unnamed', async () => {
    await inTransaction(ctx.h.db, async (tx) => {
      const repeated = (n: number) => sql<{ n: number }>`SELECT ${n}::int AS n /* repeated-marker */`.execute(tx);
      for (let i = 1; i <= 2; i++) expect((await repeated(i)).rows).toEqual([{ n: i }]);
      expect(await preparedWith(tx, 'repeated-marker')).toEqual([]);
      // Prepared on its third run; later runs bind new values to the same statement.
      for (let i = 3; i <= 6; i++) expect((await repeated(i)).rows).toEqual([{ n: i }]);
      expect(await preparedWith(tx, 'repeated-marker')).toHaveLength(1);

      await sql`SELECT ${1}::int /* once-marker */`.execute(tx);
      expect(await preparedWith(tx, 'once-marker')).toEqual([]);
    });
  });

  it('statements without parameters go through unprepared, so one text may still hold several commands', async () => {
    for (let i = 0; i < 4; i++) await sql`SELECT 1 /* several-marker */; SELECT 2`.execute(ctx.h.db);
    await inTransaction(ctx.h.db, async (tx) => expect(await preparedWith(tx, 'several-marker')).toEqual([]));
  });

  it('a prepared statement that fails (here a constraint) leaves the connection usable and the statement prepared', async () => {
    const insert = (id: string) =>
      sql`INSERT INTO currencies (code, exponent, name) VALUES (${id}, 2, ${'failing-marker'}) ON CONFLICT (code) DO NOTHING`.execute(ctx.h.db);
    for (let i = 0; i < 3; i++) await insert('GHS');
    await expect(insert('ghs')).rejects.toThrow(/check constraint/);
    await expect(insert('GHS')).resolves.toBeDefined();
  });

  it('a statement prepared before a column was added (a migration from another process) is prepared again, not failed', async () => {
    await sql`CREATE TABLE prepared_widgets (id int PRIMARY KEY)`.execute(ctx.h.db);
    await sql`INSERT INTO prepared_widgets VALUES (1)`.execute(ctx.h.db);
    await inTransaction(ctx.h.db, async (tx) => {
      const read = () => sql<Record<string, unknown>>`SELECT * FROM prepared_widgets WHERE id = ${1}`.execute(tx);
      for (let i = 0; i < 4; i++) expect((await read()).rows).toEqual([{ id: 1 }]);
    });
    await sql`ALTER TABLE prepared_widgets ADD COLUMN label text DEFAULT 'new'`.execute(ctx.h.db);
    // Every pool connection that prepared it answers with the new columns, outside a transaction.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => sql<Record<string, unknown>>`SELECT * FROM prepared_widgets WHERE id = ${1}`.execute(ctx.h.db)),
    );
    for (const answer of answers) expect(answer.rows).toEqual([{ id: 1, label: 'new' }]);
    await sql`DROP TABLE prepared_widgets`.execute(ctx.h.db);
  });
});

describe('prepared statements switched off (DB_PREPARED_STATEMENTS=false, for poolers that share server connections)', () => {
  const off = useHarness({ DB_PREPARED_STATEMENTS: 'false' });
  it('sends every statement unnamed', async () => {
    await inTransaction(off.h.db, async (tx) => {
      for (let i = 0; i < 5; i++) await sql`SELECT ${i}::int AS n /* unprepared-marker */`.execute(tx);
      expect(await preparedWith(tx, 'unprepared-marker')).toEqual([]);
    });
  });
});
