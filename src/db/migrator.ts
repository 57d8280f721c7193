import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FileMigrationProvider, Migrator } from 'kysely';
import type { DB } from './database.js';
import { projectRoot } from './project-root.js';

/** Migrations live in migrations/ (compiled to dist/migrations/ for `npm start`), ordered by name. */
function migrationFolder(): string {
  const root = projectRoot();
  const compiled = path.join(root, 'dist', 'migrations');
  const runningCompiled = import.meta.url.includes('/dist/');
  return runningCompiled ? compiled : path.join(root, 'migrations');
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: migrationFolder() }),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
