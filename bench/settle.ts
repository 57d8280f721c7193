import { serverDatabase } from './statement-profile.js';
import type { BenchServer } from './support.js';

/**
 * Each measurement starts from the same state: a vacuum, so the phase does not pay for the dead rows
 * of the phases before it (autovacuum ran in whichever came next, and later phases cost PostgreSQL
 * 10-20% more), and a checkpoint, as pgbench's initialisation and earlier phases leave enough WAL
 * that one would otherwise start in the middle of the next phase. Two servers of the same build,
 * started alike and warmed up alike, differed by 28% in transfers per second until each was
 * settled, and by 2% after (bench:paired). The analyze also has every connection plan the ledger
 * call again (the plans it keeps per connection were made when the bench's tables were nearly
 * empty), which may be what made the difference.
 */
export async function settle(server: BenchServer): Promise<void> {
  const client = serverDatabase(server);
  await client.connect();
  await client.query('VACUUM (ANALYZE)');
  await client.query('CHECKPOINT');
  await client.end();
}
