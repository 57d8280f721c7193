import { changed } from '../../graphql/mutation-payload.js';
import type { MutationTransferToWalletArgs, Resolvers, MutationSandboxFundWalletArgs } from '../../generated/graphql.js';
import { asFormerArguments, idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { notFound } from '../../platform/errors.js';
import { connectionOf } from '../../platform/pagination.js';
import { transferFromRecord, transferToRecord } from './wallets.json.js';

export const walletsResolvers: Resolvers = {
  Query: {
    wallet: (_parent, _args, ctx) => ctx.services.wallets.walletOf(requireUser(ctx.principal)),
    walletBalance: (_parent, { id }, ctx) => ctx.services.wallets.balanceById(requireUser(ctx.principal), id),
    walletTransfer: async (_parent, { id }, ctx) => {
      const transfer = await ctx.services.wallets.transferOfEntry(requireUser(ctx.principal), id);
      if (!transfer) throw notFound('Transfer');
      return transfer;
    },
    ledgerReconciliation: (_parent, _args, ctx) => ctx.services.ledger.reconciliation(requireUser(ctx.principal)),
  },
  Mutation: {
    createWallet: changed('wallet', (_parent, _args, ctx) => ctx.services.wallets.createWallet(requireUser(ctx.principal))),
    addWalletAccount: changed('walletBalance', (_parent, { input: { currency } }, ctx) =>
      ctx.services.wallets.addAccount(requireUser(ctx.principal), currency),
    ),
    removeWalletAccount: changed('removedCurrency', async (_parent, { input: { currency } }, ctx) => {
      await ctx.services.wallets.removeAccount(requireUser(ctx.principal), currency);
      return currency;
    }),
    transferToWallet: changed(
      'walletTransfer',
      idempotentMutation({
        name: 'transferToWallet',
        run: async (principal, { input }: MutationTransferToWalletArgs, ctx) => transferToRecord(await ctx.services.wallets.transfer(principal, input)),
        answer: (stored) => transferFromRecord(stored),
        recover: async (principal, entryId, ctx) => {
          const transfer = await ctx.services.wallets.transferOfEntry(principal, entryId);
          return transfer && transferToRecord(transfer);
        },
      }),
    ),
    sandboxFundWallet: changed(
      'walletBalance',
      idempotentMutation({
        name: 'sandboxFundWallet',
        request: asFormerArguments,
        run: async (principal, { input: { idempotencyKey: _key, ...args } }: MutationSandboxFundWalletArgs, ctx) => {
          const account = await ctx.services.developer.accountOf(requireUser(principal, ['MERCHANT']));
          const funded = await ctx.services.wallets.fundForDeveloper(account.id, args);
          return { walletId: funded.walletId, currency: funded.amount.code };
        },
        answer: (stored, _principal, ctx) => ctx.services.wallets.balance(stored.walletId, stored.currency),
      }),
    ),
  },
  // The account's users come from the merchant's own account (DeveloperAccount is only reached
  // through accountOf), so their wallets are read by the ids that list carries.
  DeveloperAccount: {
    users: (account, args, ctx) => connectionOf(args, async (page) => (await ctx.services.identity.accountUsers(account.id, page)).map((user) => ({ user }))),
    user: async (account, { id }, ctx) => ({ user: await ctx.services.identity.accountUser(account.id, id) }),
  },
  AccountUser: {
    walletId: ({ user }) => user.walletId,
    balances: ({ user }, _args, ctx) => (user.walletId ? ctx.services.wallets.balances(user.walletId) : []),
    transactions: ({ user }, args, ctx) =>
      connectionOf(args, (page) => (user.walletId ? ctx.services.wallets.historyOfWallet(user.walletId, args.currency, page) : Promise.resolve([]))),
  },
  Wallet: {
    balances: (wallet, _args, ctx) => ctx.services.wallets.balances(wallet.id),
    transactions: (_wallet, args, ctx) => connectionOf(args, (page) => ctx.services.wallets.history(requireUser(ctx.principal), args.currency, page)),
  },
};
