import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { installedFromDebian } from './debian-packages.js';

const DEBIAN_BIN = '/usr/lib/postgresql/15/bin';

/**
 * Debian's PostgreSQL 15 binaries (initdb, pg_ctl, pg_basebackup), for the replicated set-up's
 * tests: PG_BIN, or Debian's folder; as root on Debian, installed with apt-get when missing (from
 * the machine's package registry). Elsewhere: install PostgreSQL 15 and set PG_BIN.
 */
export function debianPostgresBin(): string {
  const bin = process.env['PG_BIN'] ?? DEBIAN_BIN;
  if (existsSync(path.join(bin, 'initdb'))) return bin;
  if (installedFromDebian('postgresql-15', path.join(DEBIAN_BIN, 'initdb'), 'the replication tests')) return DEBIAN_BIN;
  throw new Error(
    'The replication tests need PostgreSQL 15: apt-get install -y postgresql-15 (Debian), or set PG_BIN to a folder with initdb, pg_ctl and pg_basebackup.',
  );
}

/**
 * scripts/replicated-postgres.sh on Debian's PostgreSQL 15: `start FOLDER PRIMARY_PORT STANDBY_PORT`
 * answers the DATABASE_URL of a primary with its synchronous standby; `kill-primary`, `promote` and
 * `stop` act on the pair in FOLDER.
 */
export function replicatedPostgres(command: string, folder: string, ...ports: number[]): string {
  return execFileSync('scripts/replicated-postgres.sh', [command, folder, ...ports.map(String)], {
    encoding: 'utf8',
    env: { ...process.env, PG_BIN: debianPostgresBin() },
  });
}

/** The same, without blocking the event loop: for a failover while a load runs in this process. */
export async function replicatedPostgresAsync(command: string, folder: string): Promise<void> {
  await promisify(execFile)('scripts/replicated-postgres.sh', [command, folder], { env: { ...process.env, PG_BIN: debianPostgresBin() } });
}

/** A replicated pair started in a new folder: its folder and DATABASE_URL. */
export async function startReplicatedPostgres(folder: string, primaryPort: number, standbyPort: number): Promise<string> {
  const started = replicatedPostgres('start', folder, primaryPort, standbyPort);
  const url = /DATABASE_URL=(\S+)/.exec(started)?.[1];
  if (!url) throw new Error(`the replicated pair did not start:\n${started}`);
  return url;
}

/**
 * pg_auto_failover's `pg_autoctl` (Debian's postgresql-15-auto-failover), for the automatic
 * failover's scenarios: as root on Debian, installed with apt-get when missing.
 */
function ensureAutoFailover(): void {
  if (installedFromDebian('postgresql-15-auto-failover', '/usr/bin/pg_autoctl', 'the automatic failover scenarios')) return;
  throw new Error('The automatic failover scenarios need pg_auto_failover: apt-get install -y postgresql-15-auto-failover (Debian).');
}

/**
 * scripts/auto-failover-postgres.sh: `start FOLDER MONITOR_PORT NODE1_PORT NODE2_PORT` answers the
 * DATABASE_URL of pg_auto_failover's primary and synchronous secondary; `kill-primary`,
 * `hang-primary`, `resume`, `restart-lost`, `wait-stable`, `state` and `stop` act on the set in FOLDER.
 */
export async function autoFailoverPostgres(command: string, folder: string, ...ports: number[]): Promise<string> {
  const bin = debianPostgresBin();
  ensureAutoFailover();
  const { stdout } = await promisify(execFile)('scripts/auto-failover-postgres.sh', [command, folder, ...ports.map(String)], {
    env: { ...process.env, PG_BIN: bin },
  });
  return stdout;
}
