import pg from 'pg';

/**
 * Several database hosts in one DATABASE_URL, in libpq's syntax
 * (`postgres://user:pass@host1:5432,host2:5433/payments?target_session_attrs=read-write`), and the
 * connections that follow the one accepting writes. node-postgres takes one host only, so each
 * new connection is opened to the host last found writable; one that answers as a standby (or
 * read-only), refuses, or is lost sends the next connections to the next host, as libpq tries
 * them in turn. A failover is then seen within a connection attempt or a failed query.
 */

/** What libpq's target_session_attrs asks of a host; `read-write` and `primary` are both taken as "accepts writes". */
type SessionAttrs = 'any' | 'read-write';

export interface DatabaseHosts {
  /** One connection string per host, in the order given, each naming only that host. */
  connectionStrings: string[];
  sessionAttrs: SessionAttrs;
}

/** The hosts of a connection URL; one host gives one connection string, unchanged. */
export function databaseHosts(url: string): DatabaseHosts {
  const parts = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/.exec(url);
  if (!parts) return { connectionStrings: [url], sessionAttrs: 'any' };
  const [, scheme, credentials = '', hostList = '', rest = ''] = parts;
  const [pathPart = '', query = ''] = rest.split('?', 2);
  const params = new URLSearchParams(query);
  const wanted = params.get('target_session_attrs');
  params.delete('target_session_attrs');
  const kept = params.toString();
  const tail = `${pathPart}${kept ? `?${kept}` : ''}`;
  const hosts = hostList.split(',').filter((host) => host !== '');
  if (hosts.length <= 1 && wanted === null) return { connectionStrings: [url], sessionAttrs: 'any' };
  const sessionAttrs: SessionAttrs = wanted === 'read-write' || wanted === 'primary' ? 'read-write' : 'any';
  return { connectionStrings: (hosts.length > 0 ? hosts : ['']).map((host) => `${scheme}${credentials}${host}${tail}`), sessionAttrs };
}

/**
 * How long a connection waits on its server. A primary that hangs (a full disk, a stuck kernel, a
 * partition, its processes stopped) keeps its TCP connections open and answers nothing: without
 * these, every request that reached it would wait for as long as the socket stays open.
 */
export interface DatabaseTimeouts {
  /**
   * A statement's longest run. The server cancels it (`statement_timeout`); the client gives up
   * two seconds later (`query_timeout`), for a server that can cancel nothing because it hangs,
   * and closes that connection, whose socket would still hold the unanswered query.
   */
  statementMs: number;
  /** A new connection's longest wait for the server to answer (connect, and authenticate). */
  connectMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { statementMs: 15_000, connectMs: 5_000 };

/** The client's wait beyond the server's own statement_timeout: the server's cancel answers first when it can. */
const CLIENT_GRACE_MS = 2_000;

/**
 * pg's settings for a statement's timeouts, on the server and in the client, and TCP keep-alives for
 * a peer that vanished. A `statementMs` of 0 sets none (the migrations' connection: a migration may
 * rightly run for minutes on a large table).
 */
export function statementTimeouts(timeouts: DatabaseTimeouts): Pick<pg.ClientConfig, 'statement_timeout' | 'query_timeout' | 'keepAlive'> {
  if (timeouts.statementMs === 0) return { keepAlive: true };
  return { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + CLIENT_GRACE_MS, keepAlive: true };
}

/**
 * A pg.Client class whose connect gives up after `connectMs` (on the client only: a pool's own
 * connectionTimeoutMillis would also bound a request's wait for a free connection) and which
 * closes its connection when a query timed out in the client, so the pool drops it.
 */
export function clientWithTimeouts(Base: typeof pg.Client, timeouts: DatabaseTimeouts): typeof pg.Client {
  return class ClientWithTimeouts extends Base {
    constructor(config?: string | pg.ClientConfig) {
      super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: timeouts.connectMs });
    }

    // pg's query has a dozen overloads; this passes every call through as it came.
    override query(...args: any[]): any {
      return observeQueryError(
        args,
        () => (super.query as (...a: unknown[]) => unknown)(...args),
        (error) => {
          if (isClientTimeout(error)) (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        },
      );
    }
  } as unknown as typeof pg.Client;
}

/**
 * Runs `query` (a client's query with `args`) and calls `onError` with its error, whichever form the
 * call took: a text answered by a promise, or a query object answered through its callback (the
 * prepared statements of db/prepared-statements.ts), which returns no promise to watch. The
 * caller's outcome is untouched: it still gets the error itself.
 */
function observeQueryError(args: unknown[], query: () => unknown, onError: (error: unknown) => void): unknown {
  const submitted = args[0] as { submit?: unknown; callback?: (error: unknown, result?: unknown) => void } | undefined;
  if (typeof submitted?.submit === 'function') {
    const callback = submitted.callback;
    if (typeof callback === 'function')
      submitted.callback = (error, result) => {
        if (error) onError(error);
        callback(error, result);
      };
    return query();
  }
  const result = query();
  // biome-ignore lint/plugin: the caller still gets the query's rejection from `result`; this branch only observes it.
  if (result instanceof Promise) result.catch(onError);
  return result;
}

/** A query or a connect that the client gave up on: the server did not answer in time. */
function isClientTimeout(error: unknown): boolean {
  return error instanceof Error && /^(Query read timeout|Connection terminated due to connection timeout|timeout expired)$/.test(error.message);
}

/** A connection opened to a host that does not give what target_session_attrs asks. */
class NotTargetHost extends Error {
  readonly code = 'NOT_TARGET_HOST';
}

/**
 * What says that the host a connection is on no longer serves as the primary: it refuses or drops
 * connections, is shutting down or starting, or runs read-only (a standby, or a demoted primary).
 */
export function isPrimaryLost(error: unknown): boolean {
  if (error instanceof NotTargetHost) return true;
  const code = (error as { code?: string } | null)?.code ?? '';
  if (['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ETIMEDOUT', 'EPIPE'].includes(code)) return true;
  // read_only_sql_transaction, admin_shutdown, crash_shutdown, cannot_connect_now
  if (['25006', '57P01', '57P02', '57P03'].includes(code)) return true;
  // The host answered nothing in time (it hangs): the next connections try the next host.
  if (isClientTimeout(error)) return true;
  return error instanceof Error && /Connection terminated|connection is closed|server closed the connection/i.test(error.message);
}

/** Which host new connections go to: the one last found writable, moving on when it fails. */
export class PrimaryRouter {
  private current = 0;

  /** The pg.Client class of this router's connections, built once for every pool and client that use it. */
  readonly Client: typeof pg.Client;

  constructor(readonly hosts: DatabaseHosts) {
    this.Client = this.clientClass();
  }

  get hostCount(): number {
    return this.hosts.connectionStrings.length;
  }

  /** The host a new connection should try, by its index. */
  target(): number {
    return this.current;
  }

  connectionString(index: number): string {
    return this.hosts.connectionStrings[index]!;
  }

  /** The host `index` failed: new connections try the next one (once per failure of the current host, however many connections saw it). */
  failed(index: number): void {
    if (index === this.current) this.current = (this.current + 1) % this.hostCount;
  }

  /** A pg.Client class whose connections open to the target host and check it is what was asked. */
  private clientClass(): typeof pg.Client {
    const router = this;
    return class RoutedClient extends pg.Client {
      readonly hostIndex: number;

      constructor(config?: string | pg.ClientConfig) {
        const hostIndex = router.target();
        super({ ...(typeof config === 'string' ? {} : config), connectionString: router.connectionString(hostIndex) });
        this.hostIndex = hostIndex;
      }

      override connect(): Promise<pg.Client>;
      override connect(callback: (error: Error) => void): void;
      override connect(callback?: (error: Error) => void): Promise<pg.Client> | undefined {
        const connected = this.openOnTarget().then(() => this as pg.Client);
        if (!callback) return connected;
        connected.then(
          () => (callback as (error: Error | null) => void)(null),
          (error: Error) => callback(error),
        );
        return undefined;
      }

      private async openOnTarget(): Promise<void> {
        try {
          await super.connect();
          if (router.hosts.sessionAttrs === 'read-write') {
            const { rows } = await super.query<{ standby: boolean; read_only: string }>(
              "SELECT pg_is_in_recovery() AS standby, current_setting('transaction_read_only') AS read_only",
            );
            if (rows[0]?.standby || rows[0]?.read_only === 'on') {
              await this.end();
              throw new NotTargetHost(`database host ${this.hostIndex + 1} of ${router.hostCount} does not accept writes`);
            }
          }
        } catch (error) {
          router.failed(this.hostIndex);
          throw error;
        }
      }

      // pg's query has a dozen overloads; this passes every call through as it came.
      override query(...args: any[]): any {
        return observeQueryError(
          args,
          () => (super.query as (...a: unknown[]) => unknown)(...args),
          (error) => {
            if (isPrimaryLost(error)) router.failed(this.hostIndex);
          },
        );
      }
    } as unknown as typeof pg.Client;
  }

  /**
   * Retries a pool's connect across the hosts: a connection refused, or opened to a standby, is
   * tried again on the next host, going round the list a few times with a pause between rounds
   * (a promotion takes a moment), before the caller sees the error. An idle connection to a host
   * the router has since left is closed rather than handed out: on a primary that hangs, each would
   * hold its request until the statement timeout, one request after another.
   */
  retryConnects(pool: pg.Pool): void {
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    const onCurrentHost = async (): Promise<pg.PoolClient> => {
      for (;;) {
        const client = await connect();
        if ((client as unknown as { hostIndex: number }).hostIndex === this.current) return client;
        client.release(true);
      }
    };
    // pg's own pool.query connects with a callback: it is answered as well as the promise.
    pool.connect = ((callback?: (error: Error | undefined, client?: pg.PoolClient, release?: () => void) => void) => {
      const connected = acrossHosts(this.hostCount, onCurrentHost);
      if (!callback) return connected;
      connected.then(
        (client) => callback(undefined, client, () => client.release()),
        (error: Error) => callback(error),
      );
      return undefined;
    }) as typeof pool.connect;
  }
}

/** Rounds of the host list one connect tries, and the pause between them: about 5 s for a promotion to show. */
const CONNECT_ROUNDS = 10;
const ROUND_PAUSE_MS = 500;

/**
 * A connect tried again while it fails because its host no longer serves as the primary: round the
 * list of `hostCount` hosts (each attempt goes to the next), pausing between rounds, before the
 * caller sees the error.
 */
async function acrossHosts<T>(hostCount: number, connect: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await connect();
    } catch (error) {
      if (attempt >= hostCount * CONNECT_ROUNDS || !isPrimaryLost(error)) throw error;
      if (attempt % hostCount === 0) await new Promise((resolve) => setTimeout(resolve, ROUND_PAUSE_MS));
    }
  }
}

const routers = new Map<string, PrimaryRouter>();

/**
 * The router of a connection string that names several hosts (or asks a session attribute), shared
 * by every pool and client of the process so that all follow the same primary; none for one host.
 */
export function primaryRouter(connectionString: string): PrimaryRouter | undefined {
  const known = routers.get(connectionString);
  if (known) return known;
  const hosts = databaseHosts(connectionString);
  if (hosts.connectionStrings.length === 1 && hosts.sessionAttrs === 'any') return undefined;
  const router = new PrimaryRouter(hosts);
  routers.set(connectionString, router);
  return router;
}

/** A client to the database of `connectionString`, on the primary when it names several hosts. */
export function databaseClient(connectionString: string, config: Omit<pg.ClientConfig, 'connectionString'> = {}): pg.Client {
  const router = primaryRouter(connectionString);
  return router ? new router.Client(config) : new pg.Client({ ...config, connectionString });
}

/**
 * A client of its own, connected, as libpq connects: a host that refuses or does not accept writes
 * is passed over for the next, round the list a few times while a promotion shows (a pg.Client
 * connects once, so each attempt is a new one).
 */
export function connectDatabaseClient(connectionString: string, config: Omit<pg.ClientConfig, 'connectionString'> = {}): Promise<pg.Client> {
  return acrossHosts(primaryRouter(connectionString)?.hostCount ?? 1, async () => {
    const client = databaseClient(connectionString, config);
    await client.connect();
    return client;
  });
}
