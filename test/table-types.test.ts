import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/tables.js';
import type { DB as Tables } from '../src/generated/tables.js';
import { useHarness } from './support/harness.js';

/** Whether two types are the same (the usual conditional-type equality). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

// Type-checked with the tests (tsc): every table of the database has its type, and no type names a table that is not there.
const everyTableTyped: Same<keyof Database, keyof Tables> = true;

const ctx = useHarness();

describe('the table types', () => {
  it('are generated from the migrated database: its tables and columns, each declared once, in its migration', async () => {
    expect(everyTableTyped).toBe(true);
    const generated = readFileSync('src/generated/tables.ts', 'utf8');
    const { rows } = await sql<{ table_name: string; columns: string[] }>`
      SELECT table_name, array_agg(column_name::text ORDER BY column_name) AS columns FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%' GROUP BY table_name ORDER BY table_name`.execute(ctx.h.db);
    const interfaces = Object.fromEntries(
      [...generated.matchAll(/export interface (\w+) \{\n([\s\S]*?)\n\}/g)].map(([, name, body]) => [
        name,
        [...body!.matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]).sort(),
      ]),
    );
    const tableInterfaces = Object.fromEntries(
      [...generated.matchAll(/^ {2}(\w+): (\w+);$/gm)].filter(([, table]) => rows.some((r) => r.table_name === table)).map(([, table, name]) => [table, name]),
    );
    // Run `npx tsx scripts/table-types.ts` after a migration: a table or column the file does not have fails here.
    for (const row of rows) expect(interfaces[tableInterfaces[row.table_name] ?? ''], row.table_name).toEqual([...row.columns].sort());
    // A status listed by its CHECK constraint is typed as its values.
    expect(generated).toMatch(/status: "ACTIVE" \| "INACTIVE" \| "EXPIRED" \| "PAID"|status: "ACTIVE" \| "INACTIVE"/);
  });
});
