import type { Config } from '../config.js';
import { createDatabase, type DB } from './database.js';
import { startEmbeddedPostgres } from './embedded.js';

export interface OpenedDatabase {
  db: DB;
  /** For connections outside the pool (the event stream's LISTEN). */
  connectionString: string;
  embedded: boolean;
  /** The embedded server's data folder, when embedded. */
  databaseDir?: string;
  /** Closes the pool and, for the embedded server, stops PostgreSQL. */
  close(): Promise<void>;
}

/** DATABASE_URL's server when set; otherwise the embedded PostgreSQL under DATA_DIR. */
export async function openDatabase(config: Config, log?: (line: string) => void): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const db = createDatabase(config.databaseUrl, config.dbPoolMax);
    return { db, connectionString: config.databaseUrl, embedded: false, close: () => db.destroy() };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, ...(log ? { log } : {}) });
  const db = createDatabase(embedded.connectionString, config.dbPoolMax);
  return {
    db,
    connectionString: embedded.connectionString,
    embedded: true,
    databaseDir: embedded.databaseDir,
    close: async () => {
      await db.destroy();
      await embedded.stop();
    },
  };
}
