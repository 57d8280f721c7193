import { changed } from '../../graphql/mutation-payload.js';
import type { ApiProduct, Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';
import { badRequest } from '../../platform/errors.js';
import { connectionOf } from '../../platform/pagination.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { MOMO_OPERATIONS, type MomoCaller, type MomoKind, type MomoOperationModel } from './momo.service.js';
import type { MomoProduct } from './momo.tables.js';

async function dashboardCaller(ctx: GraphQLContext): Promise<MomoCaller> {
  const account = await ctx.services.developer.accountOf(requireUser(ctx.principal, ['MERCHANT']));
  return { accountId: account.id, apiUserId: null };
}

/** The service's product name for GraphQL's ApiProduct. */
const productOf = (product: ApiProduct) => product.toLowerCase() as MomoProduct;

function kindOf(kind: string): MomoKind {
  if (!(kind in MOMO_OPERATIONS))
    throw badRequest(`kind must be one of ${Object.keys(MOMO_OPERATIONS).join(', ')}`, [{ field: 'kind', message: 'unknown operation' }]);
  return kind as MomoKind;
}

/** GraphQL shows the one party flat, with its role. */
const toGraphQL = (op: MomoOperationModel) => ({ ...op, partyRole: op.payer ? 'payer' : 'payee', ...(op.payer ?? op.payee)! });

export const momoResolvers: Resolvers = {
  Query: {
    mobileMoneyAccountBalance: async (_parent, { product, currency }, ctx) =>
      ctx.services.momo.accountBalance(await dashboardCaller(ctx), productOf(product), currency ?? undefined),
    mobileMoneyAccountHolderActive: async (_parent, { product, partyIdType, partyId }, ctx) =>
      ctx.services.momo.holderActive(await dashboardCaller(ctx), productOf(product), partyIdType, partyId).result,
    mobileMoneyAccountHolderInfo: async (_parent, { product, msisdn }, ctx) => {
      const info = ctx.services.momo.basicUserInfo(await dashboardCaller(ctx), productOf(product), msisdn);
      return { givenName: info.given_name, familyName: info.family_name, name: info.name, locale: info.locale, gender: info.gender };
    },
    mobileMoneyOperation: async (_parent, { kind, referenceId }, ctx) =>
      toGraphQL(await ctx.services.momo.status(await dashboardCaller(ctx), kindOf(kind), referenceId)),
  },
  DeveloperAccount: {
    mobileMoneyOperations: (account, args, ctx) => connectionOf(args, async (page) => (await ctx.services.momo.operationsOf(account.id, page)).map(toGraphQL)),
  },
  Mutation: {
    startMobileMoneyOperation: changed('mobileMoneyOperation', async (_parent, { input }, ctx) => {
      const kind = kindOf(input.kind);
      const { referenceId, callbackUrl, party, kind: _kind, ...rest } = input;
      const body = { ...rest, [MOMO_OPERATIONS[kind].party]: party };
      const reference = { referenceId, ...(callbackUrl ? { callbackUrl: String(callbackUrl) } : {}) };
      return toGraphQL(await ctx.services.momo.create(await dashboardCaller(ctx), kind, reference, body));
    }),
    cancelMobileMoneyOperation: changed('mobileMoneyOperation', async (_parent, { input: { kind, referenceId } }, ctx) => {
      const parsed = kindOf(kind);
      if (parsed !== 'collection.invoice' && parsed !== 'collection.preapproval')
        throw badRequest('Only invoices and pre-approvals can be cancelled.', [{ field: 'kind', message: 'not cancellable' }]);
      return toGraphQL(await ctx.services.momo.cancel(await dashboardCaller(ctx), parsed, referenceId));
    }),
  },
};
