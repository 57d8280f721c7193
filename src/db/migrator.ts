import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { migrations } from '../../migrations/index.js';
import type { DB } from './database.js';

// A static index instead of a folder scan: the same imports work under tsx, vitest and dist/.
const provider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => migrations,
};

export async function migrateToLatest(db: DB): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
