import pg from 'pg';
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

/** An event as notified: its owner and body, or only its id when the body was too large to carry. */
type Notified = { ownerId: string; body: EventBody } | { id: string };

/**
 * Every process LISTENs on one connection; PostgreSQL notifies at commit, so only committed
 * events arrive, from whichever process committed them. Each is published on the in-process bus
 * for the GraphQL subscriptions. A live stream, not a log: events committed while the connection
 * is down are not replayed to subscribers (webhooks, which are durable, are).
 */
export class EventStream {
  private client: pg.Client | undefined;
  private stopping = false;
  private readonly accountOf = new Map<string, string | null>();
  private readonly deliveryListeners = new Set<() => void>();

  constructor(private readonly deps: { connectionString: string; db: DB; bus: EventBus; logger: Logger }) {}

  /** Called when committed events created webhook deliveries (to wake the dispatcher). */
  onDeliveries(listener: () => void): void {
    this.deliveryListeners.add(listener);
  }

  async start(): Promise<void> {
    this.stopping = false;
    const client = new pg.Client({ connectionString: this.deps.connectionString });
    client.on('notification', (message) => {
      if (message.channel === 'platform_events' && message.payload) void this.handle(message.payload);
      if (message.channel === 'webhook_deliveries') for (const listener of this.deliveryListeners) listener();
    });
    client.on('error', () => this.reconnect());
    client.on('end', () => this.reconnect());
    await client.connect();
    await client.query('LISTEN platform_events');
    await client.query('LISTEN webhook_deliveries');
    this.client = client;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const client = this.client;
    this.client = undefined;
    // biome-ignore lint/plugin: closing a connection that already failed has nothing left to do.
    await client?.end().catch(() => undefined);
  }

  private reconnect(): void {
    if (this.stopping || !this.client) return;
    this.client = undefined;
    const retry = (delay: number) =>
      setTimeout(() => {
        if (this.stopping) return;
        // biome-ignore lint/plugin: a failed reconnect is tried again, backing off to 10 s.
        this.start().catch(() => retry(Math.min(delay * 2, 10_000)));
      }, delay).unref();
    this.deps.logger.warn('event stream connection lost; reconnecting');
    retry(200);
  }

  private async handle(payload: string): Promise<void> {
    const parsed = JSON.parse(payload) as Notified | Notified[];
    // One notification per statement, carrying every event it inserted, in order.
    for (const notified of Array.isArray(parsed) ? parsed : [parsed]) await this.handleOne(notified);
  }

  private async handleOne(notified: Notified): Promise<void> {
    try {
      let full: { ownerId: string; body: EventBody };
      if ('body' in notified) {
        full = notified;
      } else {
        const row = await this.deps.db.selectFrom('events').select(['owner_id', 'body']).where('id', '=', notified.id).executeTakeFirst();
        if (!row) return;
        full = { ownerId: row.owner_id, body: JSON.parse(row.body) as EventBody };
      }
      const ownerId = full.ownerId;
      const event = { ...full.body, ownerId };
      this.deps.bus.publish(ownerTopic(ownerId), event);
      if (ownerId === PLATFORM_OWNER) {
        this.deps.bus.publish(PLATFORM_TOPIC, event);
      } else {
        const account = await this.accountFor(ownerId);
        if (account) this.deps.bus.publish(accountTopic(account), event);
      }
      // biome-ignore lint/plugin: one notification that cannot be handled is logged; the stream goes on.
    } catch (error) {
      this.deps.logger.error({ err: error, errorCode: errorCodeOf(error) }, 'could not handle an event notification');
    }
  }

  /** The developer account an owner belongs to: itself for an account, its app's for a user. */
  private async accountFor(ownerId: string): Promise<string | null> {
    if (ownerId.startsWith('acct_')) return ownerId;
    if (this.accountOf.has(ownerId)) return this.accountOf.get(ownerId)!;
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
