import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySqlDefinitions, type SqlDefinition, sqlDefinitions } from '../src/app/sql-definitions.js';
import { createDatabase, type DB } from '../src/db/database.js';
import { freshDatabase } from './support/harness.js';
import { declared, liveFunctions, liveTriggers } from './support/sql-definitions.js';

// The ledger's, the limits' and the webhooks' fan-out's functions and triggers live in one file per concern
// (src/modules/<module>/sql/*.sql), which the migrator applies after the migrations whenever a
// file's text changes. A reader who finds a function in its file reads what the database runs.

let db: DB;
beforeAll(async () => {
  db = createDatabase((await freshDatabase()).url, 2);
});
afterAll(() => db.destroy());

const JOURNAL = 'ledger/sql/journal.sql';
const edited = (change: (definition: SqlDefinition) => string) =>
  sqlDefinitions().map((definition) => {
    if (definition.file !== JOURNAL) return definition;
    const text = change(definition);
    return { ...definition, text, sha256: createHash('sha256').update(text).digest('hex') };
  });
const appliedSha = async (file: string) => (await sql<{ sha256: string }>`SELECT sha256 FROM sql_definitions WHERE file = ${file}`.execute(db)).rows[0]?.sha256;
const bodyOf = async (name: string) => (await liveFunctions(db)).get(name);

describe("the ledger's SQL definitions", () => {
  it('declare every ledger, limit and webhook function once, and the database runs exactly the text of its file', async () => {
    const { functions } = declared();
    expect(functions.size).toBeGreaterThanOrEqual(15);
    for (const [name, places] of functions)
      expect(
        places.map((p) => p.file),
        name,
      ).toHaveLength(1);
    const live = await liveFunctions(db);
    expect([...live.keys()].sort()).toEqual([...functions.keys()].sort());
    for (const [name, [place]] of functions) expect(live.get(name), `${name} in ${place!.file}`).toBe(place!.body);
  });

  it('declare every trigger on the tables they guard, once, and no other trigger is on those tables', async () => {
    const { triggers } = declared();
    for (const [name, places] of triggers)
      expect(
        places.map((p) => p.file),
        name,
      ).toHaveLength(1);
    const tables = [...new Set([...triggers.values()].map(([place]) => place!.table))];
    expect(tables.sort()).toEqual(['event_positions', 'journal_entries', 'ledger_accounts', 'ledger_holds', 'postings', 'refund_claims']);
    expect(await liveTriggers(db, tables)).toEqual([...triggers.keys()].sort());
  });

  it('are applied again when a file changes, and only the file that changed', async () => {
    expect(await applySqlDefinitions(db, { all: false })).toEqual([]);
    const reviewed = edited((d) => d.text.replace("'% is append-only", "'% is append-only (reviewed)"));
    expect(await applySqlDefinitions(db, { all: false }, reviewed)).toEqual([JOURNAL]);
    expect(await bodyOf('ledger_refuse_change')).toContain('append-only (reviewed)');
    expect(await applySqlDefinitions(db, { all: false }, reviewed)).toEqual([]);
    // Back to the files as they are: every one when migrations ran, since a migration may have dropped a table and its triggers.
    expect(await applySqlDefinitions(db, { all: true })).toEqual(sqlDefinitions().map((d) => d.file));
    expect(await bodyOf('ledger_refuse_change')).not.toContain('(reviewed)');
    expect(await appliedSha(JOURNAL)).toBe(sqlDefinitions().find((d) => d.file === JOURNAL)!.sha256);
  });

  it('leave nothing applied when a file fails: the function and the record of its text stay as they were', async () => {
    const before = { body: await bodyOf('ledger_refuse_change'), sha: await appliedSha(JOURNAL) };
    const broken = edited((d) => `${d.text.replace("'% is append-only", "'% is append-only (half)")}\nCREATE OR REPLACE FUNCTION ledger_broken( AS;`);
    await expect(applySqlDefinitions(db, { all: false }, broken)).rejects.toThrow(/syntax error/);
    expect(await bodyOf('ledger_refuse_change')).toBe(before.body);
    expect(await appliedSha(JOURNAL)).toBe(before.sha);
    expect(await bodyOf('ledger_broken')).toBeUndefined();
  });

  it('keep the journal append-only through the definitions applied: an UPDATE of a posted entry is refused', async () => {
    await sql`INSERT INTO journal_entries (id, kind, description, metadata, created_at) VALUES ('je_defs_probe', 'TEST', 'probe', '{}', now())`.execute(db);
    await expect(sql`UPDATE journal_entries SET description = 'changed' WHERE id = 'je_defs_probe'`.execute(db)).rejects.toThrow(/append-only/);
  });
});
