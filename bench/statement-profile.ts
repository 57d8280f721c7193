/**
 * Where PostgreSQL spent its time during a measurement (pg_stat_statements), for any bench:
 * BENCH_PG_STATEMENTS=1 loads the extension into the embedded PostgreSQL for the run (call
 * `enableStatementProfile()` before starting the server) and prints, after each profiled phase,
 * the statements by total execution time with their calls and milliseconds per operation (a ledger
 * call's share of each transfer is its ms/op).
 */
import pg from 'pg';
import type { BenchServer } from './support.js';

export const PG_STATEMENTS = process.env['BENCH_PG_STATEMENTS'] === '1' || process.env['BENCH_PG_STATEMENTS'] === 'all';
/** BENCH_PG_STATEMENTS=all: the statements inside functions and triggers too (pg_stat_statements.track = all). */
const NESTED = process.env['BENCH_PG_STATEMENTS'] === 'all';

/** The statements run in the payments database (pgbench's run in a database of their own). */
const OF_PAYMENTS = "dbid = (SELECT oid FROM pg_database WHERE datname = 'payments')";

/** Loads pg_stat_statements into the embedded PostgreSQL the bench server is about to start. */
export function enableStatementProfile(): void {
  if (PG_STATEMENTS)
    process.env['EMBEDDED_PG_OPTIONS'] =
      `${process.env['EMBEDDED_PG_OPTIONS'] ?? ''} -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on${NESTED ? ' -c pg_stat_statements.track=all' : ''}`;
}

/** A database of the server's PostgreSQL (the payments one by default), as its superuser. */
export function serverDatabase(server: BenchServer, database = 'payments'): pg.Client {
  return new pg.Client({ host: server.postgres.host, port: server.postgres.port, user: 'postgres', password: server.postgres.password, database });
}

/**
 * Runs `measure` with pg_stat_statements reset before it, then prints where PostgreSQL's time went:
 * `describe` names the phase from its result, `operations` counts what it did (calls per operation
 * are round trips the server paid for each).
 */
export async function withStatementProfile<T>(
  server: BenchServer,
  measure: () => Promise<T>,
  describe: (result: T) => { label: string; operations: number },
): Promise<T> {
  if (!PG_STATEMENTS) return measure();
  const client = serverDatabase(server);
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT pg_stat_statements_reset()');
    const result = await measure();
    const { label, operations } = describe(result);
    const { rows } = await client.query<{ calls: string; total_ms: number; mean_ms: number; plan_ms: number; query: string }>(
      `SELECT calls, round(total_exec_time)::float AS total_ms, round(mean_exec_time::numeric, 3)::float AS mean_ms, round(total_plan_time)::float AS plan_ms, query
       FROM pg_stat_statements WHERE ${OF_PAYMENTS} AND query NOT LIKE '%pg_stat_statements%' ORDER BY total_exec_time + total_plan_time DESC LIMIT ${NESTED ? 24 : 12}`,
    );
    console.log(`  PostgreSQL during ${label}: statements by total execution time (calls per operation of ${operations})`);
    for (const r of rows)
      console.log(
        `    ${String(r.total_ms).padStart(7)} ms  ${(Number(r.calls) / operations).toFixed(2).padStart(6)} calls/op  ${String(r.mean_ms).padStart(7)} ms each  ${(r.total_ms / operations).toFixed(3).padStart(6)} ms/op  ${(r.plan_ms / operations).toFixed(3).padStart(6)} planning ms/op  ${r.query.replace(/\s+/g, ' ').slice(0, 90)}`,
      );
    return result;
  } finally {
    await client.end();
  }
}

/**
 * Milliseconds of execution per operation of the statements whose text starts with `prefix`, as
 * pg_stat_statements holds them since the last profile's reset (0 without the profile).
 */
export async function statementMsPerOperation(server: BenchServer, prefix: string, operations: number): Promise<number> {
  if (!PG_STATEMENTS) return 0;
  const client = serverDatabase(server);
  await client.connect();
  try {
    const { rows } = await client.query<{ total_ms: number }>(
      `SELECT coalesce(sum(total_exec_time), 0)::float AS total_ms FROM pg_stat_statements
       WHERE ${OF_PAYMENTS} AND query LIKE $1 || '%'`,
      [prefix],
    );
    return rows[0]!.total_ms / operations;
  } finally {
    await client.end();
  }
}
