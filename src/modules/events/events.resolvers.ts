import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';
import { orIfNotFound } from '../../platform/errors.js';
import { accountTopic, ownerTopic, PLATFORM_TOPIC, toEventBody, type EventBody } from '../../platform/events/stream.js';
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

interface WalletEventData {
  wallet: { id: string };
  currency: string;
}

export const eventsResolvers: Resolvers = {
  Subscription: {
    events: {
      subscribe: async (_parent, { types }, ctx) => {
        const principal = requireUser(ctx.principal);
        const topics = [ownerTopic(principal.userId), PLATFORM_TOPIC];
        if (principal.role === 'MERCHANT') topics.push(accountTopic((await ctx.services.developer.accountOf(principal)).id));
        const wanted = types && types.length > 0 ? new Set(types) : undefined;
        // A merchant's own events reach it on two topics; each event is passed on once.
        const seen = new Set<string>();
        return filtered(ctx.services.bus.subscribe<EventBody>(topics), (event) => {
          if (seen.has(event.id)) return false;
          seen.add(event.id);
          if (seen.size > 1000) seen.delete(seen.values().next().value!);
          return !wanted || wanted.has(event.type);
        });
      },
      resolve: (event: EventBody) => ({ ...toEventBody(event), createdAt: new Date(event.createdAt) }),
    },
    walletBalanceChanged: {
      subscribe: (_parent, _args, ctx) => {
        const principal = requireUser(ctx.principal);
        const walletEvents = filtered(
          ctx.services.bus.subscribe<EventBody>(ownerTopic(principal.userId)),
          (e) => e.type === 'wallet.funded' || e.type === 'wallet.debited',
        );
        return mapped(walletEvents, async (event) => {
          const data = event.data as WalletEventData;
          // An account closed since the event has no balance to show; a fault is the stream's error.
          return orIfNotFound(ctx.services.wallets.balance(data.wallet.id, data.currency), () => undefined);
        });
      },
      resolve: (balance: WalletBalanceModel) => balance,
    },
  },
};
