import { metadataFromEntries, metadataUpdateOf } from '../../platform/metadata.js';
import { changed } from '../../graphql/mutation-payload.js';
import { presentFields } from '../../graphql/present-fields.js';
import type {
  MutationPosRefundArgs,
  MutationPosSaleArgs,
  PosPaymentMethod as GraphQLPosPaymentMethod,
  Resolvers,
  MutationAddPosCatalogItemArgs,
} from '../../generated/graphql.js';
import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';

const typedResolvers: Resolvers = {
  Query: {
    posCatalog: (_parent, args, ctx) =>
      connectionOf(args, (page) => ctx.services.posCatalog.catalog(requireUser(ctx.principal, ['MERCHANT']), page, args.includeArchived ?? false)),
    searchPosSales: (_parent, { query, ...args }, ctx) =>
      connectionOf(args, (page) => ctx.services.pos.sales(requireUser(ctx.principal, ['MERCHANT']), page, query)),
    posSales: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.pos.sales(requireUser(ctx.principal, ['MERCHANT']), page)),
    posSale: (_parent, { id }, ctx) => ctx.services.pos.sale(requireUser(ctx.principal, ['MERCHANT']), id),
    posCatalogItem: (_parent, { id }, ctx) => ctx.services.posCatalog.catalogItem(requireUser(ctx.principal, ['MERCHANT']), id),
    posRefund: (_parent, { id }, ctx) => ctx.services.posRefunds.refundOf(requireUser(ctx.principal, ['MERCHANT']), id),
    posDailyReport: (_parent, { date, currency }, ctx) =>
      ctx.services.posReports.dailyReport(requireUser(ctx.principal, ['MERCHANT']), { ...(date ? { date } : {}), ...(currency ? { currency } : {}) }),
  },
  Mutation: {
    updatePosSale: changed('sale', (_parent, { input: { id, metadata } }, ctx) =>
      ctx.services.pos.updateSale(requireUser(ctx.principal, ['MERCHANT']), id, metadataUpdateOf(metadata)),
    ),
    posSale: changed(
      'sale',
      idempotentMutation({
        name: 'posSale',
        run: async (principal, { input }: MutationPosSaleArgs, ctx) => ({
          id: (
            await ctx.services.pos.sell(principal, {
              items: input.items.map((i) => ({
                quantity: i.quantity,
                ...(i.catalogItemId ? { catalogItemId: i.catalogItemId } : {}),
                ...(i.description ? { description: i.description } : {}),
                ...(i.unitPrice ? { unitPrice: i.unitPrice } : {}),
              })),
              paymentMethod: input.paymentMethod,
              currency: input.currency,
              ...(input.customerPhone ? { customerPhone: input.customerPhone } : {}),
              ...(input.card ? { card: input.card } : {}),
              metadata: metadataFromEntries(input.metadata),
            })
          ).id,
        }),
        answer: (stored, principal, ctx) => ctx.services.pos.sale(principal, stored.id),
      }),
    ),
    addPosCatalogItem: changed(
      'posCatalogItem',
      idempotentMutation({
        name: 'addPosCatalogItem',
        run: async (principal, { input }: MutationAddPosCatalogItemArgs, ctx) => ({
          id: (await ctx.services.posCatalog.addCatalogItem(requireUser(principal, ['MERCHANT']), presentFields(input))).id,
        }),
        answer: (stored, principal, ctx) => ctx.services.posCatalog.catalogItem(principal, stored.id),
      }),
    ),
    updatePosCatalogItem: changed('posCatalogItem', (_parent, { input: { id, ...input } }, ctx) =>
      ctx.services.posCatalog.updateCatalogItem(
        requireUser(ctx.principal, ['MERCHANT']),
        id,
        Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined)),
      ),
    ),
    archivePosCatalogItem: changed('posCatalogItem', (_parent, { input: { id } }, ctx) =>
      ctx.services.posCatalog.archiveCatalogItem(requireUser(ctx.principal, ['MERCHANT']), id),
    ),
    posRefund: changed(
      'refund',
      idempotentMutation({
        name: 'posRefund',
        run: async (principal, { input }: MutationPosRefundArgs, ctx) => {
          const refund = await ctx.services.posRefunds.refund(principal, {
            saleId: input.saleId,
            ...(input.amount ? { amount: input.amount } : {}),
            ...(input.lines ? { lines: input.lines } : {}),
            ...(input.reason ? { reason: input.reason } : {}),
          });
          return { id: refund.id };
        },
        answer: (stored, principal, ctx) => ctx.services.posRefunds.refundOf(principal, stored.id),
      }),
    ),
  },
  PosRefundPayload: {
    sale: (p, _args, ctx) => (p.refund ? ctx.services.pos.sale(requireUser(ctx.principal, ['MERCHANT']), p.refund.saleId) : null),
  },
  PosDailyReport: {
    total: (r) => ({ sales: r.sales, gross: r.gross, refunds: r.refunds, net: r.net }),
    // The internal value: the enum's map (below) makes it MOMO, CARD or CASH on the way out.
    byMethod: (r) => r.byMethod.map((m) => ({ ...m, method: m.method as unknown as GraphQLPosPaymentMethod })),
  },
};

/** GraphQL's enum values are upper case, as every enum of the schema; the service and REST speak the spec's lower case. */
const enumValues = { PosPaymentMethod: { MOMO: 'momo', CARD: 'card', CASH: 'cash' } };

export const posResolvers: Resolvers = { ...typedResolvers, ...enumValues };
