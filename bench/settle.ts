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

/**
 * Turns autovacuum off in the bench server's own throwaway PostgreSQL, for a bench whose phases are
 * each settled first, so none of them shares the two cores with it. Its launcher wakes on a fixed
 * clock, and a bench's phases follow one another on a fixed clock too: in four runs of bench:ledger
 * (2026-12-02) autovacuum worked during the same one of the sixteen-client phases every time, and
 * that phase's transport was the one it made look slower. BENCH_AUTOVACUUM=on leaves it on, to
 * compare.
 */
export async function holdAutovacuum(server: BenchServer): Promise<'off' | 'on'> {
  if (process.env['BENCH_AUTOVACUUM'] === 'on') return 'on';
  const client = serverDatabase(server);
  await client.connect();
  try {
    await client.query('ALTER SYSTEM SET autovacuum = off');
    await client.query('SELECT pg_reload_conf()');
  } finally {
    await client.end();
  }
  return 'off';
}
