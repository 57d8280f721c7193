import { changed, payload } from '../../graphql/mutation-payload.js';
import type { ApiProduct, KeyProduct, Resolvers } from '../../generated/graphql.js';
import { requireSignedInMerchant, requireUser } from '../../platform/auth/principal.js';
import { notFound } from '../../platform/errors.js';
import { API_VERSIONS } from '../../platform/api-versions/api-versions.js';
import { connectionOf } from '../../platform/pagination.js';

const typedResolvers: Resolvers = {
  Query: {
    developerAccount: (_parent, _args, ctx) => ctx.services.developer.accountOf(requireUser(ctx.principal)),
    apiVersions: () => API_VERSIONS.map((version) => ({ date: version.date, title: version.title, changes: [...version.changes] })),
    subscriptionKey: async (_parent, { id }, ctx) => {
      const account = await ctx.services.developer.accountOf(requireUser(ctx.principal));
      return ctx.services.developer.subscriptionKey(account.id, id);
    },
    apiKey: async (_parent, { id }, ctx) => {
      const account = await ctx.services.developer.accountOf(requireUser(ctx.principal));
      return ctx.services.developer.apiKey(account.id, id);
    },
    apiUser: async (_parent, { id }, ctx) => {
      const account = await ctx.services.developer.accountOf(requireUser(ctx.principal));
      return ctx.services.developer.apiUser(account.id, id);
    },
  },
  Mutation: {
    signUpDeveloper: payload((_parent, { input }, ctx) => ctx.services.developer.signUp(input)),
    rotateSubscriptionKey: payload((_parent, args, ctx) =>
      ctx.services.developer.rotateSubscriptionKey(requireUser(ctx.principal), productName(args.input?.product ?? args.product ?? 'APP')),
    ),
    upgradeApiVersion: changed('developerAccount', (_parent, { input }, ctx) => ctx.services.developer.upgradeApiVersion(ctx.principal, input)),
    rollBackApiVersion: changed('developerAccount', (_parent, _args, ctx) => ctx.services.developer.rollBackApiVersion(ctx.principal)),
    createApiUser: changed('apiUser', async (_parent, { input }, ctx) => {
      const account = await ctx.services.developer.accountOf(requireSignedInMerchant(ctx.principal));
      return ctx.services.developer.createApiUser(account.id, input);
    }),
    createApiKey: payload(async (_parent, { input: { apiUserId } }, ctx) => {
      const account = await ctx.services.developer.accountOf(requireSignedInMerchant(ctx.principal));
      const created = await ctx.services.developer.createApiKey(account.id, apiUserId);
      return { apiUserId: apiUserId.toLowerCase(), ...created };
    }),
    createApiAccessToken: changed('apiAccessToken', async (_parent, { input: args }, ctx) => {
      const account = await ctx.services.developer.accountOf(requireSignedInMerchant(ctx.principal));
      return ctx.services.developer.issueApiToken(account.id, productName(args.product), args.apiUserId, args.apiKey);
    }),
    setAccountPlan: changed('developerAccount', (_parent, { input }, ctx) => ctx.services.developer.setPlan(requireUser(ctx.principal), input)),
  },
  DeveloperAccount: {
    owner: async (account, _args, ctx) => {
      const owner = await ctx.loaders.user.load(account.ownerUserId);
      if (!owner) throw notFound('User');
      return owner;
    },
    subscriptionKeys: (account, _args, ctx) => ctx.services.developer.subscriptionKeys(account.id),
    rateLimitUsage: (account, _args, ctx) => ctx.services.rateLimiter.usage(account.id),
    apiUsers: (account, args, ctx) => connectionOf(args, (page) => ctx.services.developer.apiUsers(account.id, page)),
  },
  ApiUser: {
    targetEnvironment: () => 'sandbox',
    apiKeys: (apiUser, _args, ctx) => ctx.services.developer.apiKeys(apiUser.id),
  },
};

/** GraphQL's KeyProduct values are upper case, as every enum of the schema; models and REST speak lower case. */
const enumValues = { KeyProduct: { APP: 'app', COLLECTION: 'collection', DISBURSEMENT: 'disbursement', REMITTANCE: 'remittance' } };

export const developerResolvers: Resolvers = { ...typedResolvers, ...enumValues };

function productName(product: ApiProduct | KeyProduct): string {
  return product.toLowerCase();
}
