import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { migrations as platformMigrations } from '../../migrations/index.js';
import { createDatabase, type DB } from '../db/database.js';
import type { DatabaseTimeouts } from '../db/primary.js';
import { MODULES } from '../generated/modules.js';
import { applySqlDefinitions } from './sql-definitions.js';

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

export async function migrateToLatest(db: DB, migrations: MigrationProvider = provider): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider: migrations }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  const migrated = (results ?? []).map((r) => r.migrationName);
  await applySqlDefinitions(db, { all: migrated.length > 0 });
  await registerLedgerAccountKinds(db);
  await registerRefundPaths(db);
  return migrated;
}

/**
 * Migrates the database at `connectionString` on a connection of its own without the statement
 * timeout the server's pool sets (DB_STATEMENT_TIMEOUT_MS guards requests: a migration that builds
 * an index or backfills a large table may rightly run longer, and cut off it would stop the start).
 */
export async function migrateDatabase(connectionString: string, timeouts: DatabaseTimeouts, migrations: MigrationProvider = provider): Promise<string[]> {
  const db = createDatabase(connectionString, 1, { preparedStatements: false, timeouts: { ...timeouts, statementMs: 0 } });
  try {
    return await migrateToLatest(db, migrations);
  } finally {
    await db.destroy();
  }
}

/** Every module's kinds of ledger account, by the module that keeps each; a kind declared twice is a mistake. */
export function declaredLedgerAccountKinds(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const module of MODULES) {
    for (const kind of module.ledgerAccountKinds ?? []) {
      const owner = owners.get(kind);
      if (owner !== undefined && owner !== module.folder) throw new Error(`ledger account kind ${kind} is declared by ${owner} and ${module.folder}`);
      owners.set(kind, module.folder);
    }
  }
  return owners;
}

/** Registers the declared kinds, so the ledger accepts accounts of a new module's kinds without a migration of its own. */
async function registerLedgerAccountKinds(db: DB): Promise<void> {
  const kinds = [...declaredLedgerAccountKinds()].map(([kind, module]) => ({ kind, module }));
  if (kinds.length === 0) return;
  await db
    .insertInto('ledger_account_kinds')
    .values(kinds)
    .onConflict((oc) => oc.column('kind').doUpdateSet((eb) => ({ module: eb.ref('excluded.module') })))
    .execute();
}

/** Every module's refund paths, with the module that declares each and its description; a path declared twice is a mistake. */
export function declaredRefundPaths(): Map<string, { module: string; description: string }> {
  const paths = new Map<string, { module: string; description: string }>();
  for (const module of MODULES) {
    for (const [path, description] of Object.entries(module.refundPaths ?? {})) {
      const owner = paths.get(path);
      if (owner !== undefined) throw new Error(`refund path ${path} is declared by ${owner.module} and ${module.folder}`);
      paths.set(path, { module: module.folder, description });
    }
  }
  return paths;
}

/** Registers the declared refund paths, so a new refundable object claims its refunds without editing the ledger. */
async function registerRefundPaths(db: DB): Promise<void> {
  const paths = [...declaredRefundPaths()].map(([path, { module, description }]) => ({ path, module, description }));
  if (paths.length === 0) return;
  await db
    .insertInto('refund_paths')
    .values(paths)
    .onConflict((oc) => oc.column('path').doUpdateSet((eb) => ({ module: eb.ref('excluded.module'), description: eb.ref('excluded.description') })))
    .execute();
}
