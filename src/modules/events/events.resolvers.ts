import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';
import { orIfNotFound } from '../../platform/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { closingSource } from '../../platform/events/bus.js';
import { accountTopic, ownerTopic, PLATFORM_TOPIC, type EventBody, type LoggedEvent } from '../../platform/events/stream.js';
import { parseInput } from '../../platform/validation.js';
import { EventLogQuery, MAX_EVENTS_PAGE, NEWEST_EVENTS, type EventAudience } from './events.service.js';
import type { WalletBalanceModel } from '../wallets/wallets.service.js';

/** Keeps the items of an async iterator that pass a test (and closes the source with it). */
async function* filtered<T>(source: AsyncIterableIterator<T>, keep: (item: T) => boolean | Promise<boolean>): AsyncGenerator<T> {
  try {
    for await (const item of source) if (await keep(item)) yield item;
  } finally {
    await source.return?.();
  }
}

async function* mapped<T, U>(source: AsyncGenerator<T>, map: (item: T) => Promise<U | undefined>): AsyncGenerator<U> {
  try {
    for await (const item of source) {
      const value = await map(item);
      if (value !== undefined) yield value;
    }
  } finally {
    await source.return(undefined);
  }
}

/**
 * The log after `after` (when resuming), then the live events, each once and in sequence order:
 * a live event at or before the last one passed on is a repeat (the log had it, or it arrived on
 * two topics, as a merchant's own events do) and is skipped.
 */
async function* resumed(
  ctx: GraphQLContext,
  audience: EventAudience,
  live: AsyncIterableIterator<LoggedEvent>,
  after: number | undefined,
  wanted: Set<string> | undefined,
): AsyncGenerator<LoggedEvent> {
  let last = after ?? 0;
  try {
    if (after !== undefined) {
      for (;;) {
        const page = await ctx.services.events.read(audience, { after: last, limit: MAX_EVENTS_PAGE, ...(wanted ? { types: [...wanted] } : {}) });
        for (const event of page) {
          last = event.sequence;
          yield event;
        }
        if (page.length < MAX_EVENTS_PAGE) break;
      }
    }
    for await (const event of live) {
      if (event.sequence <= last) continue;
      last = event.sequence;
      if (!wanted || wanted.has(event.type)) yield event;
    }
  } finally {
    await live.return?.();
  }
}

interface WalletEventData {
  wallet: { id: string };
  currency: string;
}

export const eventsResolvers: Resolvers = {
  Event: {
    createdAt: (event) => new Date(event.createdAt),
    sequence: (event) => (event.sequence === null ? null : String(event.sequence)),
  },
  Query: {
    event: (_parent, { id }, ctx) => ctx.services.events.get(requireUser(ctx.principal), id),
    events: async (_parent, { first, after, types, objectId }, ctx) => {
      const { items: page, hasMore } = await ctx.services.events.list(requireUser(ctx.principal), {
        after: after ?? 0,
        limit: first ?? 20,
        ...(types ? { types } : {}),
        ...(objectId ? { objectId } : {}),
      });
      return {
        edges: page.map((event) => ({ cursor: String(event.sequence), node: event })),
        nodes: page,
        pageInfo: {
          hasNextPage: hasMore,
          hasPreviousPage: Number(after ?? 0) > 0,
          startCursor: page[0] ? String(page[0].sequence) : null,
          endCursor: page.at(-1) ? String(page.at(-1)!.sequence) : null,
        },
      };
    },
  },
  Subscription: {
    events: {
      subscribe: async (_parent, { types, after, last }, ctx) => {
        const principal = requireUser(ctx.principal);
        const audience = await ctx.services.events.audienceOf(principal);
        const wantedTypes = types && types.length > 0 ? [...types] : undefined;
        const resumeAfter =
          after !== null && after !== undefined
            ? parseInput(EventLogQuery.shape.after, after, 'after')
            : last !== null && last !== undefined
              ? await ctx.services.events.startOfNewest(audience, parseInput(NEWEST_EVENTS, last, 'last'), wantedTypes)
              : undefined;
        const topics = [ownerTopic(principal.userId), PLATFORM_TOPIC, ...(audience.accountId ? [accountTopic(audience.accountId)] : [])];
        // Listening before reading the log: whatever the relay passes on meanwhile waits in the queue.
        const live = ctx.services.bus.subscribe<LoggedEvent>(topics);
        return closingSource(resumed(ctx, audience, live, resumeAfter, wantedTypes ? new Set(wantedTypes) : undefined), live);
      },
      resolve: (event: LoggedEvent) => event,
    },
    walletBalanceChanged: {
      subscribe: (_parent, _args, ctx) => {
        const principal = requireUser(ctx.principal);
        const source = ctx.services.bus.subscribe<EventBody>(ownerTopic(principal.userId));
        const walletEvents = filtered(source, (e) => e.type.startsWith('wallet.'));
        const balances = mapped(walletEvents, async (event) => {
          const data = event.data as WalletEventData;
          // An account closed since the event has no balance to show; a fault is the stream's error.
          return orIfNotFound(ctx.services.wallets.balance(data.wallet.id, data.currency), () => undefined);
        });
        return closingSource(balances, source);
      },
      resolve: (balance: WalletBalanceModel) => balance,
    },
  },
};
