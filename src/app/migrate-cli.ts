import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { migrateDatabase } from './migrator.js';

// `npm run migrate`: migrates the configured database (the embedded one when DATABASE_URL is unset).
const config = loadConfig();
const opened = await openDatabase(config);
try {
  const applied = await migrateDatabase(opened.connectionString, config.dbTimeouts);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database already up to date.');
} finally {
  await opened.close();
}
