import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { isPrimaryLost } from './primary.js';

/**
 * Reads served by a standby (DATABASE_READ_URL), with read-your-writes.
 *
 * A request that only reads (a REST GET, a GraphQL query) runs in a read scope naming its caller.
 * Each statement it sends outside a transaction that is a plain SELECT goes to the standby when the
 * standby has replayed the caller's last write; everything else (a transaction, any other
 * statement, a request that writes, a caller not yet known, a standby that lags or fails) goes to
 * the primary. A request that wrote records, before its answer leaves, the primary's WAL position
 * for its caller (read_positions, an unlogged table on the primary, shared by every server
 * process), so the caller's next request, on whichever process, reads its own write: from the
 * standby once `pg_last_wal_replay_lsn()` has passed that position, else from the primary.
 */

/** What a request may read from the standby, and what it did. */
export interface ReadScope {
  /** Who calls (a user, an API user), once authenticated; unknown callers read from the primary. */
  caller: string | undefined;
  /** `read`: the request writes nothing by design (a GET, a query); `write` (or not known yet): everything on the primary. */
  intent: 'read' | 'write';
  /** The request sent something to the primary that may have written: its caller's position is recorded as it answers. */
  wrote: boolean;
  /** Whether the standby has the caller's last write, asked once a request. */
  standbyCaughtUp?: Promise<boolean>;
}

const scopes = new AsyncLocalStorage<ReadScope>();

/** Runs `work` (a request's handling) in `scope`. */
export function inReadScope<T>(scope: ReadScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** The read scope of the request running now, if any. */
export function currentReadScope(): ReadScope | undefined {
  return scopes.getStore();
}

/** A WAL position (`16/B374D848`) as a number that orders as the positions do. */
export function walPosition(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/**
 * Errors after which a SELECT sent to the standby runs again on the primary (it wrote nothing):
 * those that say a host cannot serve (lost, hung, shutting down, read-only for a SELECT calling a
 * function that writes), a conflict with recovery (serialization_failure, query_canceled), or a
 * connection pg no longer queries.
 */
function standbyCannotServe(error: unknown): boolean {
  if (isPrimaryLost(error)) return true;
  const code = (error as { code?: string } | null)?.code ?? '';
  return ['40001', '57014'].includes(code) || (error instanceof Error && /not queryable/i.test(error.message));
}

const PLAIN_SELECT = /^\s*select\b/i;
const LOCKING = /\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i;

/** A plain SELECT writes nothing and may go to the standby; anything else (a lock, a write, BEGIN) may write. */
function mayWrite(text: string): boolean {
  return !PLAIN_SELECT.test(text) || LOCKING.test(text);
}

/** Reads served on each side, for the metrics. */
export interface ReadCounts {
  standby: number;
  primary: number;
}

/** How long a failed standby is passed over before it is tried again. */
const STANDBY_REST_MS = 5_000;

/**
 * The pool Kysely's dialect is given when a standby serves reads: each connection it hands out is
 * bound, at its first statement, to the primary's pool or the standby's.
 */
export class ReadRoutingPool {
  readonly counts: ReadCounts = { standby: 0, primary: 0 };
  /** The standby's replay position last read, as a number. */
  private replayed = -1n;
  private standbyRestsUntil = 0;

  constructor(
    readonly primary: pg.Pool,
    readonly standby: pg.Pool,
  ) {}

  /** What Kysely reads of a pg.Pool beside connect and end (for the connection that cancels a query). */
  get Client(): typeof pg.Client {
    return (this.primary as unknown as { Client: typeof pg.Client }).Client;
  }

  get options(): unknown {
    return this.primary.options;
  }

  connect(): Promise<RoutedConnection> {
    return Promise.resolve(new RoutedConnection(this, currentReadScope()));
  }

  async end(): Promise<void> {
    await Promise.all([this.primary.end(), this.standby.end()]);
  }

  /** Whether `text`, sent first on a connection of `scope`, may be served by the standby. */
  async standbyServes(scope: ReadScope | undefined, text: string): Promise<boolean> {
    if (scope?.intent !== 'read' || scope.caller === undefined) return false;
    if (mayWrite(text) || Date.now() < this.standbyRestsUntil) return false;
    scope.standbyCaughtUp ??= this.caughtUpWith(scope.caller);
    return scope.standbyCaughtUp;
  }

  /** The standby has replayed `caller`'s last recorded write (or the caller has none). */
  private async caughtUpWith(caller: string): Promise<boolean> {
    const { rows } = await this.primary.query<{ lsn: string }>('SELECT lsn::text AS lsn FROM read_positions WHERE caller = $1', [caller]);
    const wanted = rows[0] ? walPosition(rows[0].lsn) : undefined;
    if (wanted === undefined || wanted <= this.replayed) return true;
    try {
      const replay = await this.standby.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn');
      const lsn = replay.rows[0]?.lsn;
      if (lsn) this.replayed = walPosition(lsn) > this.replayed ? walPosition(lsn) : this.replayed;
      return wanted <= this.replayed;
    } catch (error) {
      if (!standbyCannotServe(error)) throw error;
      this.standbyFailed();
      return false;
    }
  }

  standbyFailed(): void {
    this.standbyRestsUntil = Date.now() + STANDBY_REST_MS;
  }

  /**
   * Records, as a request that wrote answers, its caller's position: the primary's WAL insert
   * position now, past its commits (even one a grouped write made for it in another request's
   * statement, which is why a request meant to write records it whatever it was seen to send).
   */
  async settle(scope: ReadScope | undefined): Promise<void> {
    if (!scope || scope.caller === undefined || (scope.intent === 'read' && !scope.wrote)) return;
    await this.primary.query(
      `INSERT INTO read_positions (caller, lsn) VALUES ($1, pg_current_wal_insert_lsn())
       ON CONFLICT (caller) DO UPDATE SET lsn = GREATEST(read_positions.lsn, excluded.lsn)`,
      [scope.caller],
    );
  }
}

/** One connection as Kysely sees it: bound at its first statement, and for its whole use, to one side. */
class RoutedConnection {
  private bound: { client: pg.PoolClient; onStandby: boolean } | undefined;

  constructor(
    private readonly pools: ReadRoutingPool,
    private readonly scope: ReadScope | undefined,
  ) {}

  async query(text: string, values?: unknown[]): Promise<pg.QueryResult> {
    if (typeof text !== 'string') throw new TypeError('a routed connection takes statements as text');
    this.bound ??= await this.bind(text);
    const { client, onStandby } = this.bound;
    try {
      return await client.query(text, values);
    } catch (error) {
      if (!onStandby || !standbyCannotServe(error)) throw error;
      // A single SELECT outside a transaction wrote nothing: it runs again on the primary, where
      // this connection stays.
      client.release(error instanceof Error ? error : true);
      this.pools.standbyFailed();
      this.bound = { client: await this.pools.primary.connect(), onStandby: false };
      this.pools.counts.standby--;
      this.pools.counts.primary++;
      return this.bound.client.query(text, values);
    }
  }

  private async bind(text: string): Promise<{ client: pg.PoolClient; onStandby: boolean }> {
    if (await this.pools.standbyServes(this.scope, text)) {
      const client = await this.pools.standby.connect().catch((error: unknown) => {
        if (!standbyCannotServe(error)) throw error;
        this.pools.standbyFailed();
        return undefined;
      });
      if (client) {
        this.pools.counts.standby++;
        return { client, onStandby: true };
      }
    }
    if (this.scope) {
      if (mayWrite(text)) this.scope.wrote = true;
      else if (this.scope.intent === 'read') this.pools.counts.primary++;
    }
    return { client: await this.pools.primary.connect(), onStandby: false };
  }

  release(error?: Error | boolean): void {
    this.bound?.client.release(error);
    this.bound = undefined;
  }
}
