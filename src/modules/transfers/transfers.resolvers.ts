import { changed } from '../../graphql/mutation-payload.js';
import { metadataFromEntries, metadataUpdateOf } from '../../platform/metadata.js';
import type { MutationCreateTransferArgs, Resolvers } from '../../generated/graphql.js';
import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';
import { closingSource } from '../../platform/events/bus.js';
import { ownerTopic, type EventBody } from '../../platform/events/stream.js';
import type { TransferModel } from './transfers.service.js';

/**
 * The transfer as of the change an event announces: events reach subscribers through the event log,
 * so by then the transfer may have moved on (a payout's PROCESSING and COMPLETED commit moments
 * apart), and each change is shown as it was, with the timeline up to it.
 */
function asOf(transfer: TransferModel, status: string | undefined): TransferModel {
  const reached = transfer.events.findIndex((step) => step.status === status);
  if (!status || reached < 0 || status === transfer.status) return transfer;
  return { ...transfer, status: status as TransferModel['status'], events: transfer.events.slice(0, reached + 1) };
}

const STATUS_EVENTS = new Set(['remittance.pending', 'remittance.processing', 'transfer.completed', 'transfer.failed', 'transfer.reversed']);

/** The service's input from the GraphQL one: the speed tier in lower case, no quote as undefined, metadata as a map. */
const transferRequest = (input: MutationCreateTransferArgs['input']) => ({
  ...input,
  speedTier: input.speedTier.toLowerCase(),
  quoteId: input.quoteId ?? undefined,
  metadata: metadataFromEntries(input.metadata),
});

export const transfersResolvers: Resolvers = {
  Query: {
    transfers: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.transfers.list(requireUser(ctx.principal), page)),
    searchTransfers: (_parent, { query, ...args }, ctx) => connectionOf(args, (page) => ctx.services.transfers.list(requireUser(ctx.principal), page, query)),
    transfer: (_parent, { id }, ctx) => ctx.services.transfers.get(requireUser(ctx.principal), id),
  },
  Mutation: {
    updateTransfer: changed('transfer', (_parent, { input: { id, metadata } }, ctx) =>
      ctx.services.transfers.update(requireUser(ctx.principal), id, metadataUpdateOf(metadata)),
    ),
    createTransfer: changed(
      'transfer',
      idempotentMutation({
        name: 'createTransfer',
        request: ({ input }: MutationCreateTransferArgs) => transferRequest(input),
        run: async (principal, { input }, ctx) => ({ id: (await ctx.services.transfers.create(principal, transferRequest(input))).id }),
        answer: ({ id }, principal, ctx) => ctx.services.transfers.get(principal, id),
      }),
    ),
    reverseTransfer: changed('transfer', (_parent, { input: { id } }, ctx) => ctx.services.transfers.reverse(requireUser(ctx.principal), id)),
  },
  Subscription: {
    transferStatus: {
      subscribe: async (_parent, { id }, ctx) => {
        const principal = requireUser(ctx.principal);
        // The status as the subscription starts: an event of it published a moment later (the
        // relay publishes a stream of commits together) is no change to announce.
        let status: string | undefined = (await ctx.services.transfers.get(principal, id)).status;
        const source = ctx.services.bus.subscribe<EventBody>(ownerTopic(principal.userId));
        async function* changes(): AsyncGenerator<TransferModel> {
          try {
            for await (const event of source) {
              const changed = (event.data as { transfer?: { id?: string; status?: string } }).transfer;
              if (!STATUS_EVENTS.has(event.type) || changed?.id !== id || changed.status === status) continue;
              status = changed.status;
              yield asOf(await ctx.services.transfers.get(principal, id), changed.status);
            }
          } finally {
            await source.return?.();
          }
        }
        return closingSource(changes(), source);
      },
      resolve: (transfer: TransferModel) => transfer,
    },
  },
};
