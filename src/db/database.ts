import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './tables.js';

export type DB = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Either the pool or an open transaction: services accept both so callers can compose them. */
export type Executor = Kysely<Database>;

// bigint (int8) columns come back as strings, never as lossy JS numbers; money code converts them itself.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);
// Calendar dates stay YYYY-MM-DD text: pg would turn them into Dates at local midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function createDatabase(connectionString: string, poolMax: number): DB {
  const pool = new pg.Pool({ connectionString, max: poolMax, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (server restart, failover) is not fatal: the pool replaces it.
  // While the pool is ending, end() has already let go of clients whose sockets are still closing.
  pool.on('error', (error) => {
    if (!pool.ending) console.error('idle database connection lost:', error.message);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

const afterCommit = new WeakMap<Executor, (() => void)[]>();

/**
 * Runs `effect` once the transaction of `executor` has committed, never if it rolls back (e.g. the
 * log line of an outcome the transaction applies); outside inTransaction, at once.
 */
export function onCommit(executor: Executor, effect: () => void): void {
  const queue = afterCommit.get(executor);
  if (queue) queue.push(effect);
  else effect();
}

const RETRYABLE = new Set(['40P01', '40001']); // deadlock detected, serialization failure
const MAX_ATTEMPTS = 4;

/**
 * Runs `work` in one database transaction; everything it writes commits or rolls back together.
 * A transaction PostgreSQL aborts for a deadlock or a serialization failure is run again (it
 * left nothing behind), so `work` must keep its effects inside the transaction.
 */
export async function inTransaction<T>(db: DB, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const committed: (() => void)[] = [];
      const result = await db.transaction().execute((tx) => {
        afterCommit.set(tx, committed);
        return work(tx);
      });
      for (const effect of committed) effect();
      return result;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !(error instanceof pg.DatabaseError) || !RETRYABLE.has(error.code ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

const UNIQUE_VIOLATION = '23505';

/** The name of the unique constraint a write broke, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  if (error instanceof pg.DatabaseError && error.code === UNIQUE_VIOLATION) return error.constraint ?? '';
  return undefined;
}
