import { MoneyAmount } from '../../platform/wire-formats.js';
import { resource } from '../../platform/resources.js';
import { z } from 'zod';
import type { Services } from '../../app/services.js';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { P2PTransferInput, SandboxFundInput } from './wallets.inputs.js';
import { BalanceJson, HistoryItemJson, WalletJson, WalletTransferJson } from './wallets.json.js';
import { toWire, wireOf } from '../../platform/wire.js';

const SandboxFundingJson = resource(
  'SandboxFunding',
  'Sandbox money added to a wallet, and the journal entry that added it.',
  z.object({ entryId: z.string(), walletId: z.string(), amount: MoneyAmount, currency: z.string() }),
);

const CurrencyParams = z.object({ currency: z.string().describe('3-letter currency code') });

export function walletsRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['Wallet'];
  const walletJson = async (services: Services, userId: string, role: 'USER' | 'MERCHANT' | 'ADMIN') => {
    const wallet = await services.wallets.walletOf({ kind: 'user', userId, role });
    return toWire(WalletJson, { ...wallet, balances: await services.wallets.balances(wallet.id) });
  };
  routes.push(
    route({
      method: 'POST',
      url: '/wallets',
      operationId: 'createWallet',
      response: WalletJson,
      errors: ['RESOURCE_ALREADY_EXIST'],
      tags,
      auth: 'user',
      idempotent: true,
      summary: 'Create the wallet (one per user, default GHS account); no body. Users get one at registration, so a second is 409',
      handler: async ({ services, principal }) => {
        await services.wallets.createWallet(principal);
        return walletJson(services, principal.userId, principal.role);
      },
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/wallets/me',
      operationId: 'retrieveWallet',
      response: WalletJson,
      tags,
      auth: 'user',
      errors: ['NOT_FOUND'],
      summary: 'Wallet details with its balances; 404 for a user who has no wallet yet (POST /wallets opens it)',
      handler: ({ services, principal }) => walletJson(services, principal.userId, principal.role),
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/wallets/me/balances',
      operationId: 'listWalletBalances',
      graphql: 'Wallet.balances',
      response: z.array(BalanceJson),
      tags,
      auth: 'user',
      summary: 'All currency balances (GHS first)',
      handler: async ({ services, principal }) => (await services.wallets.balances((await services.wallets.walletOf(principal)).id)).map(wireOf(BalanceJson)),
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/wallets/me/balances/:currency',
      operationId: 'retrieveWalletBalance',
      graphql: 'Wallet.balances',
      response: BalanceJson,
      tags,
      auth: 'user',
      params: CurrencyParams,
      summary: 'Balance of one currency',
      handler: async ({ services, principal, params }) =>
        toWire(BalanceJson, await services.wallets.balance((await services.wallets.walletOf(principal)).id, params.currency)),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/wallets/me/transfer',
      operationId: 'createWalletTransfer',
      graphql: 'Mutation.transferToWallet',
      response: WalletTransferJson,
      errors: ['INSUFFICIENT_FUNDS', 'SELF_TRANSFER', 'KYC_LIMIT_EXCEEDED', 'CURRENCY_ACCOUNT_MISSING', 'NOT_FOUND'],
      tags,
      auth: 'user',
      body: P2PTransferInput,
      idempotent: true,
      summary: 'Peer-to-peer transfer to another wallet (by toWalletId, toPhone or toEmail) in one currency; a recipient no one is is 404',
      handler: async ({ services, principal, body }) => toWire(WalletTransferJson, await services.wallets.transfer(principal, body)),
      idempotencyRecovery: async (services, principal, entryId) => {
        const transfer = principal?.kind === 'user' ? await services.wallets.transferOfEntry(principal, entryId) : undefined;
        return transfer && toWire(WalletTransferJson, transfer);
      },
    }),
  );
  routes.push(
    route({
      method: 'PUT',
      url: '/wallets/me/accounts/:currency',
      operationId: 'openWalletCurrencyAccount',
      graphql: 'Mutation.addWalletAccount',
      response: BalanceJson,
      tags,
      auth: 'user',
      params: CurrencyParams,
      summary: 'Add (or reopen) a currency account',
      handler: async ({ services, principal, params }) => toWire(BalanceJson, await services.wallets.addAccount(principal, params.currency)),
    }),
  );
  routes.push(
    route({
      method: 'DELETE',
      url: '/wallets/me/accounts/:currency',
      operationId: 'closeWalletCurrencyAccount',
      graphql: 'Mutation.removeWalletAccount',
      response: resource(
        'ClosedCurrencyAccount',
        'A wallet currency account that was closed (it held nothing).',
        z.object({ currency: z.string(), removed: z.boolean() }),
      ),
      errors: ['ACCOUNT_NOT_EMPTY'],
      tags,
      auth: 'user',
      params: CurrencyParams,
      summary: 'Remove an empty currency account (409 while it holds money)',
      handler: async ({ services, principal, params }) => {
        await services.wallets.removeAccount(principal, params.currency);
        return { currency: params.currency.toUpperCase(), removed: true };
      },
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/wallets/me/transactions/:currency',
      operationId: 'listWalletTransactions',
      graphql: 'Wallet.transactions',
      response: restPage(HistoryItemJson),
      tags,
      auth: 'user',
      params: CurrencyParams,
      query: PageQuery,
      summary: 'History of one currency account, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, params, query }) => {
        return restList(query, (page) => services.wallets.history(principal, params.currency, page), wireOf(HistoryItemJson));
      },
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/sandbox/wallets/fund',
      operationId: 'fundSandboxWallet',
      graphql: 'Mutation.sandboxFundWallet',
      response: SandboxFundingJson,
      errors: ['KYC_LIMIT_EXCEEDED', 'NOT_FOUND'],
      tags: ['Sandbox'],
      auth: 'user',
      roles: ['MERCHANT'],
      body: SandboxFundInput,
      idempotent: true,
      summary: 'Merchants: sandbox test money for a wallet of a user of your developer account (at most 1,000,000 per top-up)',
      handler: async ({ services, principal, body }) => {
        const funded = await services.wallets.fundForDeveloper((await services.developer.accountOf(principal)).id, body);
        return toWire(SandboxFundingJson, { entryId: funded.entryId, walletId: funded.walletId, amount: funded.amount, currency: funded.amount.code });
      },
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/admin/ledger/reconciliation',
      operationId: 'retrieveLedgerReconciliation',
      response: resource(
        'LedgerReconciliation',
        'The ledger checked against itself: cached balances against postings, entries against zero, held amounts against pending holds.',
        z.object({
          clean: z.boolean(),
          mismatchedAccounts: z.array(
            z.object({ accountId: z.string(), kind: z.string(), currency: z.string(), cachedBalance: z.string(), postedBalance: z.string() }),
          ),
          unbalancedEntries: z.array(z.object({ entryId: z.string(), currency: z.string(), sum: z.string() })),
          mismatchedHolds: z
            .array(z.object({ accountId: z.string(), currency: z.string(), held: z.string(), pending: z.string() }))
            .describe('accounts whose held amount (minor units) differs from the sum of their pending holds'),
        }),
      ),
      tags: ['Administration'],
      auth: 'user',
      roles: ['ADMIN'],
      summary: 'Every cached balance against the sum of its postings, every journal entry against zero, and every held amount against its pending holds',
      handler: ({ services, principal }) => services.ledger.reconciliation(principal),
    }),
  );
  return routes;
}
