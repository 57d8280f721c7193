import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/app/migrator.js';
import { createDatabase, type DB } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { freePort } from '../test/support/global-setup.js';

/**
 * The table types (src/generated/tables.ts), read by kysely-codegen from a database migrated from
 * scratch, so a column is declared once, in its migration. A text column whose CHECK constraint
 * lists its values (`status IN ('ACTIVE', 'INACTIVE')`) is typed as those values. What the
 * database cannot say (a column the code never writes, a JSON column's shape) each module adds in
 * its `<module>.tables.ts`, over these. `npm run codegen` runs it; CI fails if the file differs.
 */
const root = path.resolve(import.meta.dirname, '..');

/** `"table.column"` → its values' union, for every text column a CHECK constraint holds to a list. */
async function checkedValues(db: DB): Promise<Record<string, string>> {
  const { rows } = await sql<{ table: string; column: string; definition: string; nullable: boolean; defaulted: boolean }>`
    SELECT c.conrelid::regclass::text AS table, a.attname AS column, pg_get_constraintdef(c.oid) AS definition,
           NOT a.attnotnull AS nullable, a.atthasdef AS defaulted
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     WHERE c.contype = 'c' AND cardinality(c.conkey) = 1 AND c.connamespace = 'public'::regnamespace
     ORDER BY 1, 2, 3`.execute(db);
  const overrides: Record<string, string> = {};
  for (const row of rows) {
    // PostgreSQL writes `x IN ('A', 'B')` back as `((x = ANY (ARRAY['A'::text, 'B'::text])))`.
    const list = /^CHECK \(\(\(?"?\w+"?\)?(?:::text)? = ANY \(\(?ARRAY\[(.*)\]\)?(?:::text\[\])?\)\)\)$/.exec(row.definition)?.[1];
    if (!list) continue;
    const values = [...list.matchAll(/'((?:[^']|'')*)'::(?:text|character varying)/g)].map((m) => m[1]!.replace(/''/g, "'"));
    if (values.length === 0) continue;
    const union = values.map((v) => `'${v.replace(/'/g, "\\'")}'`).join(' | ');
    const type = row.nullable ? `${union} | null` : union;
    overrides[`${row.table}.${row.column}`] = row.defaulted ? `Generated<${type}>` : type;
  }
  return overrides;
}

const folder = mkdtempSync(path.join(tmpdir(), 'pp-table-types-'));
const database = await startEmbeddedPostgres({ dataDir: folder, port: await freePort(), persistent: false });
try {
  const db = createDatabase(database.connectionString, 2);
  let columns: Record<string, string>;
  try {
    await migrateToLatest(db);
    columns = await checkedValues(db);
  } finally {
    await db.destroy();
  }
  execFileSync(
    path.join(root, 'node_modules/.bin/kysely-codegen'),
    [
      '--dialect=postgres',
      `--url=${database.connectionString}`,
      '--out-file=src/generated/tables.ts',
      '--date-parser=string',
      '--exclude-pattern=kysely_*',
      `--overrides=${JSON.stringify({ columns })}`,
      '--log-level=error',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  console.log(`table types written to src/generated/tables.ts (${Object.keys(columns).length} columns typed by their CHECK constraints)`);
} finally {
  await database.stop();
  rmSync(folder, { recursive: true, force: true });
}
