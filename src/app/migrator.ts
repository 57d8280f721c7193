import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { migrations as platformMigrations } from '../../migrations/index.js';
import type { DB } from '../db/database.js';
import { MODULES } from '../generated/modules.js';

/** The platform's migrations and every module's, by name; Kysely applies them in name order. */
export function allMigrations(): Record<string, Migration> {
  const all: Record<string, Migration> = { ...platformMigrations };
  for (const module of MODULES) {
    for (const [name, migration] of Object.entries<Migration>(module.migrations ?? {})) {
      if (name in all) throw new Error(`migration ${name} is declared twice`);
      all[name] = migration;
    }
  }
  return all;
}

// A static index instead of a folder scan: the same imports work under tsx, vitest and dist/.
const provider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => allMigrations(),
};

export async function migrateToLatest(db: DB): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
