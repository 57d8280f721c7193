import { type RawBuilder, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { DB } from '../../db/database.js';
import { errorCodeOf, type Logger } from '../logger.js';
import type { EventBus } from './bus.js';

/** An event as webhooks and subscriptions carry it: the webhook body. */
export interface EventBody {
  id: string;
  type: string;
  createdAt: string;
  data: unknown;
}

/** The owner of events every integrator may receive (e.g. rate.updated). */
export const PLATFORM_OWNER = 'platform';

/** Bus topics: an owner's events, a developer account's (its own and its users'), the platform's. */
export const ownerTopic = (ownerId: string) => `events:owner:${ownerId}`;
export const accountTopic = (accountId: string) => `events:account:${accountId}`;
export const PLATFORM_TOPIC = 'events:platform';

const committedListeners = new Set<(moreWritesQueued: boolean) => void>();

/** Events the relay reads from the log in one query. */
const RELAY_PAGE = 500;
/** Events one publication numbers: a bounded transaction (the next pass publishes the rest). */
const PUBLISH_BATCH = 1000;
/** How often a pass deletes the events past their retention. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Tells this process's relay that a transaction with events committed here, so it need not wait for
 * its next poll. `moreWritesQueued`: the committer has writes waiting to go at once (the ledger's
 * writer with entries queued behind the call that committed), which the relay paces its passes by.
 */
export function signalEventsCommitted(moreWritesQueued = false): void {
  for (const listener of committedListeners) listener(moreWritesQueued);
}

/** An event as the log holds it: its body, its owner and its place in the log. */
export interface LoggedEvent extends EventBody {
  ownerId: string;
  /** Its position in the event log: 1, 2, 3, … in publication order, without gaps. */
  sequence: number;
}

/**
 * The published log after a position, in order: what the relay passes on and what the event log
 * API pages through (which narrows it to a caller's events). `events` is the table's own name in
 * it, for further conditions.
 */
export function publishedAfter(db: DB, position: number | string) {
  return db
    .selectFrom('event_positions as p')
    .innerJoin('events', 'events.id', 'p.event_id')
    .select(['p.owner_id', 'events.body', 'p.position'])
    .where('p.position', '>', String(position))
    .orderBy('p.position');
}

/**
 * Whether an event after the relay's cursor (not yet published) meets `condition`, which reads the
 * event as `e`. In publication order, from the cursor, so only the unpublished few are read, however
 * long the log.
 */
function unpublishedWhere(condition: RawBuilder<boolean>): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM event_relay_cursor c CROSS JOIN LATERAL (
      SELECT 1 FROM events e WHERE (e.xid, e.seq) > (c.xid, c.seq) AND ${condition}
      ORDER BY e.xid, e.seq LIMIT 1) unpublished)`;
}

/** Whether an unpublished event committed before the snapshot. */
function unpublishedVisibleIn(snapshot: RawBuilder<unknown>): RawBuilder<boolean> {
  return unpublishedWhere(sql<boolean>`pg_visible_in_snapshot(e.xid, ${snapshot})`);
}

/** Whether an unpublished event may be numbered now, by publish_events's own test: every transaction that could precede it has finished. */
const PUBLISHABLE_NOW = unpublishedWhere(sql<boolean>`e.xid < pg_snapshot_xmin(pg_current_snapshot())`);

/** A row of the published log as read: the body is parsed only for a subscriber. */
export interface LogRow {
  owner_id: string;
  body: string;
  position: string;
}

export function toLoggedEvent(row: LogRow): LoggedEvent {
  return { ...(JSON.parse(row.body) as EventBody), ownerId: row.owner_id, sequence: Number(row.position) };
}

/**
 * The event relay, in every process: it publishes committed events into the log (one process at
 * a time gives them positions, once every transaction that could precede them has finished, see
 * publish_events) and reads the log after the last position it passed on, putting each event on
 * the in-process bus for the GraphQL subscriptions and waking the webhook dispatcher. No NOTIFY:
 * a transaction that notifies takes a global lock at commit, which would serialise every money
 * movement. A subscriber that reconnects resumes from the log by position (events(after:)).
 */
export class EventRelay {
  /** The poll, while the relay runs: re-armed (refreshed) whenever a pass begins. */
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private position = 0;
  private lastPrune = 0;
  private failing = false;
  private again = false;
  /** Whether the last commit that asked for a pass had writes queued behind it (or pacing is always on). */
  private pressed = false;
  private readonly nudge = (moreWritesQueued: boolean) => {
    this.pressed = moreWritesQueued || this.deps.pacing !== 'under-load';
    if (this.running) this.again = true;
    else this.passSoon();
  };
  private lastPassStarted = Number.NEGATIVE_INFINITY;
  private paced: NodeJS.Timeout | undefined;
  private readonly publishedListeners = new Set<() => void>();
  /** Who runs the publication, when another part of the process does it with work of its own (publishThrough). */
  private publication: ((batch: number) => Promise<LogRow[]>) | undefined;
  private readonly accountOf = new Map<string, string | null>();
  /** The next page of the log: on the path of every commit with events, so Kysely builds it once. */
  private readonly nextPage = compiledOnce((position) => publishedAfter(this.deps.db, position).limit(RELAY_PAGE));

  constructor(
    private readonly deps: {
      db: DB;
      bus: EventBus;
      logger: Logger;
      /** How often the relay looks for committed events: the bound on an event's latency when idle. */
      pollMs: number;
      /**
       * The least time between the starts of two passes that commits ask for. A commit after a quiet
       * spell is published at once; under a stream of commits, those within the interval are
       * published together, in one publication (a transaction of its own, with its fixed cost) and
       * one wake of the webhook dispatcher, rather than one after every group of entries. 0: a pass
       * after every commit.
       */
      publishIntervalMs?: number;
      /**
       * When that interval holds. 'always' (the default here): under every stream of commits.
       * 'under-load': only while the commits that ask for passes have more writes queued behind them
       * (as PostgreSQL's commit_delay waits only with commit_siblings active). A pass costs a
       * transaction and wakes a second backend beside the ledger's next call, which counts when
       * writes queue for the cores; commits that queue behind nothing are published at once, so a
       * few hundred events a second on a quiet process are not held back by the interval.
       */
      pacing?: 'always' | 'under-load';
      /** Events older than this are deleted from the log. */
      retentionDays: number;
      /** How long publishCommittedBefore waits for events that older open transactions hold back (0: one pass). */
      readWaitMs?: number;
      now: () => Date;
    },
  ) {}

  /** Called after events were published (to wake the webhook dispatcher); answers how to stop. */
  onPublished(listener: () => void): () => void {
    this.publishedListeners.add(listener);
    return () => this.publishedListeners.delete(listener);
  }

  /**
   * Runs every publication through `publish`, which answers what publish_events(batch) answers,
   * having done work of its own in the same transaction (the webhook dispatcher claims the
   * deliveries the publication made). Answers how to publish on its own again.
   */
  publishThrough(publish: (batch: number) => Promise<LogRow[]>): () => void {
    this.publication = publish;
    return () => {
      if (this.publication === publish) this.publication = undefined;
    };
  }

  /** Starts at the log's end: the bus carries what is published from now on; the log has the rest. */
  async start(): Promise<void> {
    this.position = await this.lastPosition();
    committedListeners.add(this.nudge);
    this.timer ??= setTimeout(() => {
      // A pass under way or one paced to come re-arms the poll when it begins.
      if (this.running || this.paced) this.timer?.refresh();
      else void this.poll();
    }, this.deps.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    committedListeners.delete(this.nudge);
    clearTimeout(this.timer);
    clearTimeout(this.paced);
    this.paced = undefined;
    this.timer = undefined;
    await this.running;
  }

  /**
   * A pass that starts after the call: publish what is safe, pass on what is new (one pass at a
   * time; a pass already under way may have read before the caller's commit). Tests call it to
   * run the relay at once.
   */
  async tick(): Promise<void> {
    while (this.running) await this.running;
    this.running = this.pass().finally(() => {
      this.running = undefined;
      // Events committed here during the pass: one more pass for them.
      if (this.again && this.timer) {
        this.again = false;
        this.passSoon();
      }
    });
    return this.running;
  }

  /**
   * Publishes every event committed before the call, for a read of the log that must hold them.
   * publish_events holds an event back while a transaction that began before it is open anywhere
   * on the server (a batch, a migration, another database's work), so one pass may not be enough:
   * this publishes again as those finish (10 ms apart, then less often), for at most readWaitMs.
   * Events committed after the call are not waited for, so a stream of new commits cannot keep a
   * reader waiting. Answers whether all were published; if not, the rest follow in the log after
   * what a reader sees now.
   */
  async publishCommittedBefore(): Promise<boolean> {
    const [now] = (
      await sql<{ snapshot: string; pending: boolean }>`
        SELECT pg_current_snapshot()::text AS snapshot, ${unpublishedVisibleIn(sql`pg_current_snapshot()`)} AS pending`.execute(this.deps.db)
    ).rows;
    if (!now!.pending) return true;
    const deadline = performance.now() + (this.deps.readWaitMs ?? 0);
    for (let attempt = 0; ; attempt++) {
      // A pass that starts after the call, then: readers waiting together share the pass under way
      // rather than each queueing one more.
      await (attempt === 0 ? this.tick() : (this.running ?? this.tick()));
      const [left] = (await sql<{ pending: boolean }>`SELECT ${unpublishedVisibleIn(sql`${now!.snapshot}::pg_snapshot`)} AS pending`.execute(this.deps.db))
        .rows;
      if (!left!.pending) return true;
      if (performance.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, Math.min(10 * 2 ** attempt, 200)));
    }
  }

  /**
   * The poll: a pass only when one would find something. In silence a pass is a publication (a
   * transaction with the publication's lock) and a read of the log, every pollMs, on every process;
   * the question is one read of the cursor and of the first event after it.
   */
  private async poll(): Promise<void> {
    let found: boolean;
    try {
      found = this.failing || this.pruneDue(this.deps.now().getTime()) || (await this.somethingNew());
      // biome-ignore lint/plugin: a question that failed is answered by a pass, which reports the fault and retries.
    } catch {
      found = true;
    }
    if (!this.timer) return; // stopped meanwhile
    if (found) await this.tick();
    else if (!this.running && !this.paced) this.timer.refresh();
  }

  /** Whether another process published past this one's position, or committed events wait to be numbered. */
  private async somethingNew(): Promise<boolean> {
    const { rows } = await sql<{ found: boolean | null }>`
      SELECT (SELECT c.position FROM event_relay_cursor c) > ${String(this.position)}::bigint OR ${PUBLISHABLE_NOW} AS found`.execute(this.deps.db);
    return rows[0]?.found ?? true;
  }

  /** A pass now, or, while commits press, once the interval since the last one began has passed (one waits at a time). */
  private passSoon(): void {
    const interval = this.pressed ? (this.deps.publishIntervalMs ?? 0) : 0;
    const wait = this.lastPassStarted + interval - performance.now();
    if (wait <= 0) {
      clearTimeout(this.paced);
      this.paced = undefined;
      void this.tick();
      return;
    }
    if (this.paced) return;
    this.paced = setTimeout(() => {
      this.paced = undefined;
      void this.tick();
    }, wait);
    this.paced.unref();
  }

  private async pass(): Promise<void> {
    this.lastPassStarted = performance.now();
    // The poll is for the commits no nudge tells of (another process's): it falls due pollMs after
    // the last pass began, so under a stream of commits here, paced or not, it adds no pass. On a
    // fixed beat it ran a pass (a publication, a read of the log, a wake of the webhook dispatcher)
    // every pollMs beside them, undoing the pacing.
    this.timer?.refresh();
    try {
      const published = this.publication
        ? await this.publication(PUBLISH_BATCH)
        : (await sql<LogRow>`SELECT * FROM publish_events(${PUBLISH_BATCH})`.execute(this.deps.db)).rows;
      // What this process just published follows what it passed on: it goes on from the answer.
      // Otherwise (another process published, or this one published nothing) the log is read.
      if (published.length > 0 && Number(published[0]!.position) === this.position + 1) await this.passOnAll(published);
      else await this.readLog();
      await this.prune();
      if (this.failing) this.deps.logger.info('event relay recovered');
      this.failing = false;
      // biome-ignore lint/plugin: the relay keeps its position and tries again on the next tick.
    } catch (error) {
      if (!this.failing) this.deps.logger.error({ err: error, errorCode: errorCodeOf(error) }, 'event relay pass failed; retrying');
      this.failing = true;
    }
  }

  /** The log after the last position passed on, page by page. */
  private async readLog(): Promise<void> {
    for (;;) {
      const rows = await this.nextPage(this.deps.db, String(this.position));
      await this.passOnAll(rows);
      if (rows.length < RELAY_PAGE) return;
    }
  }

  private async passOnAll(rows: readonly LogRow[]): Promise<void> {
    for (const row of rows) await this.passOn(row);
    if (rows.length > 0) for (const listener of this.publishedListeners) listener();
  }

  /** Onto the bus for the topics with subscribers: an event nobody in this process listens to is not parsed. */
  private async passOn(row: LogRow): Promise<void> {
    this.position = Number(row.position);
    let event: LoggedEvent | undefined;
    const publish = (topic: string) => {
      if (this.deps.bus.subscriberCount(topic) === 0) return;
      event ??= toLoggedEvent(row);
      this.deps.bus.publish(topic, event);
    };
    publish(ownerTopic(row.owner_id));
    if (row.owner_id === PLATFORM_OWNER) {
      publish(PLATFORM_TOPIC);
    } else {
      const known = this.knownAccountOf(row.owner_id);
      const account = known !== undefined ? known : await this.readAccountOf(row.owner_id);
      if (account) publish(accountTopic(account));
    }
  }

  private async lastPosition(): Promise<number> {
    const row = await this.deps.db.selectFrom('event_relay_cursor').select('position').executeTakeFirst();
    return Number(row?.position ?? 0);
  }

  private pruneDue(now: number): boolean {
    return now - this.lastPrune >= PRUNE_EVERY_MS;
  }

  /** Once a minute, at most 10,000 events past the retention, oldest first. */
  private async prune(): Promise<void> {
    const now = this.deps.now().getTime();
    if (!this.pruneDue(now)) return;
    this.lastPrune = now;
    const before = new Date(now - this.deps.retentionDays * 86_400_000);
    // Published ones only, with their positions; the relay's cursor keeps the numbering going.
    await sql`
      WITH gone AS (
        DELETE FROM events WHERE id IN (
          SELECT e.id FROM events e JOIN event_positions p ON p.event_id = e.id WHERE e.created_at < ${before} ORDER BY e.created_at LIMIT 10000)
        RETURNING id)
      DELETE FROM event_positions WHERE event_id IN (SELECT id FROM gone)`.execute(this.deps.db);
  }

  /**
   * The developer account an owner belongs to, when known without a query (itself for an account,
   * its app's for a user read before; null for a user of none), else undefined: most events are
   * passed on without waiting for a query.
   */
  private knownAccountOf(ownerId: string): string | null | undefined {
    return ownerId.startsWith('acct_') ? ownerId : this.accountOf.get(ownerId);
  }

  /** A user's developer account, read and remembered. */
  private async readAccountOf(ownerId: string): Promise<string | null> {
    const row = await this.deps.db.selectFrom('users').select('developer_account_id').where('id', '=', ownerId).executeTakeFirst();
    const account = row?.developer_account_id ?? null;
    if (this.accountOf.size > 100_000) this.accountOf.clear();
    this.accountOf.set(ownerId, account);
    return account;
  }
}

/** Strips the routing field: what subscribers and webhooks receive. */
export function toEventBody(event: EventBody): EventBody {
  return { id: event.id, type: event.type, createdAt: event.createdAt, data: event.data };
}
