import { AsyncLocalStorage } from 'node:async_hooks';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { prepareRepeatedStatements } from './prepared-statements.js';
import { ReadRoutingPool } from './read-routing.js';
import { clientWithTimeouts, DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts, primaryRouter, statementTimeouts } from './primary.js';
import type { Database } from './tables.js';

export type DB = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Either the pool or an open transaction: services accept both so callers can compose them. */
export type Executor = Kysely<Database>;

// bigint (int8) columns come back as strings, never as lossy JS numbers; money code converts them itself.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);
// Calendar dates stay YYYY-MM-DD text: pg would turn them into Dates at local midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * A check the flow runs at the end of each of its transactions, inside it, just before it commits:
 * an idempotency key's run marks its change there, and refuses to commit once another run took the
 * key over (platform/idempotency.ts).
 */
const transactionFence = new AsyncLocalStorage<(tx: Tx) => Promise<void>>();

/** Runs `work` with `fence` applied to every transaction it commits through inTransaction. */
export function withTransactionFence<T>(fence: (tx: Tx) => Promise<void>, work: () => Promise<T>): Promise<T> {
  return transactionFence.run(fence, work);
}

/** Runs `work` with no fence: work done for others (background jobs run from inside a request). */
export function withoutTransactionFence<T>(work: () => T): T {
  return transactionFence.exit(work);
}

/** Set while inTransaction's work runs (and cleared when it ends), for the check below. */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * Development and tests: a query on the pool from inside a transaction's work is an error. Such a
 * query waits for a second connection while the transaction holds one; with as many concurrent
 * transactions as the pool has connections, every one waits and nothing moves.
 */
function refusePoolQueriesInTransactions(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = ((...args: unknown[]) => {
    if (openTransaction.getStore()?.open) {
      const error = new Error('a query on the pool while this flow holds a transaction: pass the transaction (tx) or read before it begins');
      return Promise.reject(error);
    }
    return (connect as (...a: unknown[]) => Promise<pg.PoolClient>)(...args);
  }) as typeof pool.connect;
}

export interface DatabaseOptions {
  refusePoolQueriesInTransactions?: boolean;
  preparedStatements?: boolean;
  timeouts?: DatabaseTimeouts;
  /** A standby that serves reads (DATABASE_READ_URL), with read-your-writes (db/read-routing.ts). */
  readUrl?: string;
}

export function createDatabase(connectionString: string, poolMax: number, options: DatabaseOptions = {}): DB {
  const pool = connectionPool(connectionString, poolMax, options);
  if (options.refusePoolQueriesInTransactions) refusePoolQueriesInTransactions(pool);
  if (!options.readUrl) return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const routing = new ReadRoutingPool(pool, connectionPool(options.readUrl, poolMax, options));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: routing as unknown as pg.Pool }) });
  readRoutings.set(db, routing);
  return db;
}

const readRoutings = new WeakMap<DB, ReadRoutingPool>();

/** The routing of reads to a standby of `db`, when one was configured. */
export function readRoutingOf(db: DB): ReadRoutingPool | undefined {
  return readRoutings.get(db);
}

/** A pool of connections to `connectionString`, with the timeouts, the routing to the primary and the prepared statements. */
function connectionPool(connectionString: string, poolMax: number, options: DatabaseOptions): pg.Pool {
  // Several hosts (libpq's syntax): each connection opens to the one accepting writes (db/primary.ts).
  const router = primaryRouter(connectionString);
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const pool = new pg.Pool({
    connectionString,
    max: poolMax,
    idleTimeoutMillis: 30_000,
    ...statementTimeouts(timeouts),
    Client: clientWithTimeouts(router?.Client ?? pg.Client, timeouts),
  });
  router?.retryConnects(pool);
  // An idle client losing its connection (server restart, failover) is not fatal: the pool replaces it.
  // While the pool is ending, end() has already let go of clients whose sockets are still closing.
  pool.on('error', (error) => {
    if (!pool.ending) console.error('idle database connection lost:', error.message);
  });
  // A checked-out client has no pool listener: losing its connection between two queries of a
  // transaction (PostgreSQL stopped, a failover) emitted an unhandled 'error' that ended the whole
  // process. The transaction's next query fails and rolls back instead, and the pool drops the client.
  pool.on('connect', (client) => {
    if (options.preparedStatements ?? true) prepareRepeatedStatements(client);
    client.on('error', (error) => {
      if (!pool.ending) console.error('database connection lost in use:', error.message);
    });
  });
  return pool;
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
 * Runs one statement that PostgreSQL may abort for a deadlock or a serialization failure again,
 * a few times: outside a transaction the aborted statement left nothing behind. Inside one, the
 * caller's inTransaction retries the whole transaction instead.
 */
export async function retryStatement<T>(executor: Executor, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (executor.isTransaction || attempt >= MAX_ATTEMPTS || !(error instanceof pg.DatabaseError) || !RETRYABLE.has(error.code ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/**
 * Runs `work` in one database transaction; everything it writes commits or rolls back together.
 * A transaction PostgreSQL aborts for a deadlock or a serialization failure is run again (it
 * left nothing behind), so `work` must keep its effects inside the transaction.
 */
export async function inTransaction<T>(db: DB, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const committed: (() => void)[] = [];
      const fence = transactionFence.getStore();
      const result = await db.transaction().execute(async (tx) => {
        afterCommit.set(tx, committed);
        const scope = { open: true };
        try {
          const done = await openTransaction.run(scope, () => work(tx));
          if (fence) await fence(tx);
          return done;
        } finally {
          scope.open = false;
        }
      });
      for (const effect of committed) effect();
      return result;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !(error instanceof pg.DatabaseError) || !RETRYABLE.has(error.code ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/**
 * Runs `work` in a savepoint of `tx`. If it throws an error that `expected` accepts, the savepoint
 * is rolled back, so the transaction stays usable, and `instead` runs; any other error passes on.
 * For a refusal the database makes (a constraint, the ledger's caps) that the caller answers in the
 * same transaction. One savepoint at a time, never one per item of a batch (see the design notes).
 */
export async function orInstead<T>(tx: Tx, work: () => Promise<T>, expected: (error: unknown) => boolean, instead: (error: unknown) => Promise<T>): Promise<T> {
  await sql`SAVEPOINT or_instead`.execute(tx);
  try {
    const result = await work();
    await sql`RELEASE SAVEPOINT or_instead`.execute(tx);
    return result;
  } catch (error) {
    if (!expected(error)) throw error;
    await sql`ROLLBACK TO SAVEPOINT or_instead`.execute(tx);
    return instead(error);
  }
}

const UNIQUE_VIOLATION = '23505';

/** The name of the unique constraint a write broke, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  if (error instanceof pg.DatabaseError && error.code === UNIQUE_VIOLATION) return error.constraint ?? '';
  return undefined;
}

/**
 * Many rows written a slice at a time, each slice its own statement: a statement's text and
 * parameters are built synchronously, so one of 5,000 rows held the event loop for tens of
 * milliseconds (every other request waited), and PostgreSQL takes at most 65,535 parameters.
 */
export async function inSlices<T, R>(rows: readonly T[], size: number, write: (slice: T[]) => Promise<R[]>): Promise<R[]> {
  const written: R[] = [];
  for (let start = 0; start < rows.length; start += size) written.push(...(await write(rows.slice(start, start + size))));
  return written;
}
