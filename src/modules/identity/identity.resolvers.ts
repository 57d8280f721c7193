import { changed, payload } from '../../graphql/mutation-payload.js';
import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';
import { notFound } from '../../platform/errors.js';
import { connectionOf } from '../../platform/pagination.js';
import { RESET_SENT, userTopic } from './identity.service.js';
import type { UserModel } from './identity.models.js';

export const identityResolvers: Resolvers = {
  Query: {
    sandboxMail: async (_parent, { id }, ctx) => {
      const account = await ctx.services.developer.outboxAccountOf(ctx.principal);
      return ctx.services.mailer.get(ctx.services.db, account.id, id);
    },
    me: async (_parent, _args, ctx) => {
      const principal = requireUser(ctx.principal);
      const user = await ctx.loaders.user.load(principal.userId);
      if (!user) throw notFound('User');
      return user;
    },
    sandboxMailbox: async (_parent, args, ctx) => {
      const account = await ctx.services.developer.outboxAccountOf(ctx.principal);
      return connectionOf(args, (page) => ctx.services.mailer.list(ctx.services.db, account.id, { to: args.to ?? undefined }, page));
    },
    sandboxSmsMessage: async (_parent, { id }, ctx) => {
      const account = await ctx.services.developer.outboxAccountOf(ctx.principal);
      return ctx.services.sms.get(ctx.services.db, account.id, id);
    },
    sandboxSms: async (_parent, args, ctx) => {
      const account = await ctx.services.developer.outboxAccountOf(ctx.principal);
      return connectionOf(args, (page) => ctx.services.sms.list(ctx.services.db, account.id, { to: args.to ?? undefined }, page));
    },
  },
  Mutation: {
    register: changed('user', (_parent, { input }, ctx) => ctx.services.identity.register(input, { developerAccountId: ctx.client?.accountId ?? null })),
    login: changed('tokens', (_parent, { input }, ctx) => ctx.services.identity.login(input, ctx)),
    refreshSession: changed('tokens', (_parent, { input }, ctx) => ctx.services.identity.refresh(input, ctx)),
    forgotPassword: payload(async (_parent, { input }, ctx) => {
      await ctx.services.identity.forgotPassword(input, ctx);
      return { message: RESET_SENT };
    }),
    resetPassword: payload(async (_parent, { input }, ctx) => {
      await ctx.services.identity.resetPassword(input, ctx);
      return { message: 'Your password has been changed; sign in again.' };
    }),
    updateMe: changed('user', (_parent, { input }, ctx) => ctx.services.identity.updateProfile(requireUser(ctx.principal), input)),
    logoutAll: payload(async (_parent, _args, ctx) => ({ loggedOutAt: await ctx.services.identity.logoutAll(requireUser(ctx.principal)) })),
    requestPhoneVerification: changed('verification', (_parent, _args, ctx) => ctx.services.phoneVerification.request(requireUser(ctx.principal))),
    verifyPhone: changed('user', (_parent, { input }, ctx) => ctx.services.identity.verifyPhone(requireUser(ctx.principal), input)),
  },
  Subscription: {
    meUpdated: {
      subscribe: (_parent, _args, ctx) => ctx.services.bus.subscribe<UserModel>(userTopic(requireUser(ctx.principal).userId)),
      resolve: (user: UserModel) => user,
    },
  },
  SandboxMail: {
    to: (mail) => mail.to,
  },
};
