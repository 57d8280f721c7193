import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import { projectRoot } from '../db/project-root.js';
import { MODULES } from '../generated/modules.js';

/**
 * A module's SQL definitions: the current text of its functions and triggers, one file per concern
 * in `src/modules/<module>/sql/`, each statement a CREATE OR REPLACE. A migration changes tables;
 * a change of a function's body is a change of its file, reviewed as a diff of that file, and the
 * migrator applies it after the migrations. (A migration still creates a function that the
 * structure it builds needs at once: a trigger its backfill relies on, a generated column's
 * function; and a change of a function's arguments or result is a migration that drops it.)
 */
export interface SqlDefinition {
  /** The path from the modules folder, `ledger/sql/postings.sql`: the key its applied text is recorded under. */
  file: string;
  text: string;
  sha256: string;
}

/** Every module's definition files, in module order and then by name, so a file may use what an earlier one defines. */
export function sqlDefinitions(): SqlDefinition[] {
  const modulesFolder = join(projectRoot(), 'src', 'modules');
  const definitions: SqlDefinition[] = [];
  for (const module of MODULES) {
    const folder = join(modulesFolder, module.folder, 'sql');
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)
      .filter((n) => n.endsWith('.sql'))
      .sort()) {
      const text = readFileSync(join(folder, name), 'utf8');
      definitions.push({ file: `${module.folder}/sql/${name}`, text, sha256: createHash('sha256').update(text).digest('hex') });
    }
  }
  return definitions;
}

/**
 * Applies every definition whose text the database was not given last, or every one when `all`
 * (after migrations ran: a migration taken down and up again may have dropped a table and its
 * triggers with it). One transaction under an advisory lock, so two processes starting together
 * apply a file once and a failing file leaves nothing half-applied. Answers the files applied.
 */
export async function applySqlDefinitions(db: DB, options: { all: boolean }, definitions = sqlDefinitions()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended('sql_definitions', 0))`.execute(trx);
    const applied = new Map((await trx.selectFrom('sql_definitions').select(['file', 'sha256']).execute()).map((row) => [row.file, row.sha256]));
    const due = definitions.filter((definition) => options.all || applied.get(definition.file) !== definition.sha256);
    for (const definition of due) {
      await sql.raw(definition.text).execute(trx);
      await trx
        .insertInto('sql_definitions')
        .values({ file: definition.file, sha256: definition.sha256 })
        .onConflict((oc) => oc.column('file').doUpdateSet((eb) => ({ sha256: eb.ref('excluded.sha256'), applied_at: sql`now()` })))
        .execute();
    }
    return due.map((definition) => definition.file);
  });
}
