import { sql } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { notFound } from '../../platform/errors.js';
import { PLATFORM_OWNER, publishedAfter, toLoggedEvent, type EventBody, type LoggedEvent } from '../../platform/events/stream.js';
import { fromQuery, parseInput } from '../../platform/validation.js';
import type { DeveloperService } from '../developer/developer.service.js';

export const MAX_EVENTS_PAGE = 100;

/** The GraphQL Event: an event's body with its sequence in the log, null until the relay has published it. */
export type EventModel = EventBody & { sequence: number | null };

/** Which events a caller may read: their own and the platform's; a merchant's also its account's and its users'. */
export interface EventAudience {
  owners: string[];
  accountId: string | null;
}

export const EventLogQuery = z.strictObject({
  after: fromQuery(z.coerce.number().int('after must be a whole sequence number').min(0, 'after must be 0 or more').max(Number.MAX_SAFE_INTEGER).default(0)),
  limit: fromQuery(
    z.coerce
      .number({ error: 'limit must be 1-100' })
      .int('limit must be 1-100')
      .min(1, 'limit must be 1-100')
      .max(MAX_EVENTS_PAGE, 'limit must be 1-100')
      .default(20),
  ),
  types: z.array(z.string().max(100)).max(50).optional(),
  objectId: z.string().max(100).optional(),
});
export type EventLogQuery = z.input<typeof EventLogQuery>;

/** How many of the log's newest events a live view may open with. */
export const NEWEST_EVENTS = z.number().int('last must be 1-100').min(1, 'last must be 1-100').max(MAX_EVENTS_PAGE, 'last must be 1-100');

/**
 * The replayable event log: what the relay published, by sequence, for the events the caller may
 * see, kept EVENT_RETENTION_DAYS. Subscriptions resume from it after a reconnect (events(after:)).
 */
export class EventLogService {
  constructor(
    private readonly deps: {
      db: DB;
      developer: DeveloperService;
      /**
       * Publishes what committed before the call (the relay publishes a stream of commits together,
       * every EVENT_PUBLISH_INTERVAL_MS), waiting up to EVENT_LOG_READ_WAIT_MS for what older open
       * transactions hold back.
       */
      publishCommitted: () => Promise<unknown>;
    },
  ) {}

  async audienceOf(principal: UserPrincipal): Promise<EventAudience> {
    if (principal.role !== 'MERCHANT') return { owners: [principal.userId, PLATFORM_OWNER], accountId: null };
    const account = await this.deps.developer.accountOf(principal);
    return { owners: [principal.userId, PLATFORM_OWNER, account.id], accountId: account.id };
  }

  /** A page of the log after a sequence, oldest first; `hasMore` when a later page has events. */
  async list(principal: UserPrincipal, rawQuery: unknown): Promise<{ items: LoggedEvent[]; hasMore: boolean }> {
    const query = parseInput(EventLogQuery, rawQuery);
    // An event whose change committed before this request is in the page, published or not yet
    // (unless a transaction older than it stays open past EVENT_LOG_READ_WAIT_MS: then it follows).
    await this.deps.publishCommitted();
    const rows = await this.read(await this.audienceOf(principal), { ...query, limit: query.limit + 1 });
    return { items: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
  }

  /** One event of the log the caller may see (the same audience as the log's). */
  async get(principal: UserPrincipal, id: string): Promise<LoggedEvent> {
    await this.deps.publishCommitted();
    const [event] = await this.read(await this.audienceOf(principal), { after: 0, limit: 1, eventId: id });
    if (!event) throw notFound('Event');
    return event;
  }

  /** The sequence after which the audience's newest `count` events (of `types`) come: 0 when it has no more than that. */
  async startOfNewest(audience: EventAudience, count: number, types?: string[]): Promise<number> {
    const rows = await visibleTo(publishedAfter(this.deps.db, 0), audience, types).clearOrderBy().orderBy('p.position', 'desc').limit(count).execute();
    return rows.length < count ? 0 : Number(rows[rows.length - 1]!.position) - 1;
  }

  /** The audience's events after a sequence, oldest first, at most `limit`. */
  async read(
    audience: EventAudience,
    query: { after: number; limit: number; types?: string[] | undefined; objectId?: string | undefined; eventId?: string | undefined },
  ): Promise<LoggedEvent[]> {
    const rows = await visibleTo(publishedAfter(this.deps.db, query.after), audience, query.types)
      .$if(!!query.eventId, (qb) => qb.where('events.id', '=', query.eventId!))
      // An object's events: those whose data names it as the id of one of its objects (transfer, payment, wallet, …).
      .$if(!!query.objectId, (qb) =>
        qb.where(
          sql<boolean>`EXISTS (SELECT 1 FROM jsonb_each(events.data) AS kv WHERE jsonb_typeof(kv.value) = 'object' AND kv.value ->> 'id' = ${query.objectId})`,
        ),
      )
      .limit(query.limit)
      .execute();
    return rows.map(toLoggedEvent);
  }
}

/** The log's rows the audience may see (its owners', and its account's users'), of `types` when given. */
function visibleTo(query: ReturnType<typeof publishedAfter>, audience: EventAudience, types?: string[]) {
  return query
    .where((eb) =>
      eb.or([
        eb('p.owner_id', 'in', audience.owners),
        ...(audience.accountId
          ? [eb('p.owner_id', 'in', eb.selectFrom('user_directory').select('id').where('developer_account_id', '=', audience.accountId))]
          : []),
      ]),
    )
    .$if(!!types?.length, (qb) => qb.where('events.type', 'in', types!));
}
