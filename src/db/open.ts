import { createDatabase, type DB } from './database.js';
import { startEmbeddedPostgres } from './embedded.js';
import type { DatabaseTimeouts } from './primary.js';

export interface OpenedDatabase {
  db: DB;
  /** The server's address: for connections outside the pool, and for other processes (WORKERS). */
  connectionString: string;
  embedded: boolean;
  /** The embedded server's data folder, when embedded. */
  databaseDir?: string;
  /** Closes the pool (once, however often it is called) and, for the embedded server, stops PostgreSQL. */
  close(): Promise<void>;
  /** Closes the pool only, when this process has no more queries to make (the WORKERS primary). */
  closePool(): Promise<void>;
}

/** db.destroy() once: a pool that has ended cannot end again. */
function poolCloser(db: DB): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= db.destroy());
}

/** Where the database is and how to reach it (src/config.ts reads them from the environment). */
export interface DatabaseSettings {
  /** A server of one's own; without it, the embedded PostgreSQL in `dataDir`. */
  databaseUrl: string | undefined;
  /** A standby of `databaseUrl` serving reads. */
  databaseReadUrl?: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  embeddedPgOptions: string[];
  dbPoolMax: number;
  dbPreparedStatements: boolean;
  dbTimeouts: DatabaseTimeouts;
}

/** DATABASE_URL's server when set; otherwise the embedded PostgreSQL under DATA_DIR. */
export async function openDatabase(config: DatabaseSettings, log?: (line: string) => void): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const db = createDatabase(config.databaseUrl, config.dbPoolMax, {
      preparedStatements: config.dbPreparedStatements,
      timeouts: config.dbTimeouts,
      ...(config.databaseReadUrl ? { readUrl: config.databaseReadUrl } : {}),
    });
    const closePool = poolCloser(db);
    return { db, connectionString: config.databaseUrl, embedded: false, close: closePool, closePool };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    flags: config.embeddedPgOptions,
    ...(log ? { log } : {}),
  });
  const db = createDatabase(embedded.socketConnectionString, config.dbPoolMax, {
    preparedStatements: config.dbPreparedStatements,
    timeouts: config.dbTimeouts,
  });
  const closePool = poolCloser(db);
  return {
    db,
    connectionString: embedded.socketConnectionString,
    embedded: true,
    databaseDir: embedded.databaseDir,
    closePool,
    close: async () => {
      await closePool();
      await embedded.stop();
    },
  };
}
