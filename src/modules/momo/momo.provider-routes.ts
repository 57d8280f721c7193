import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { callerOf, ProductParams, productOf } from './momo.routes.js';
import type { MomoKind } from './momo.service.js';
import { toWire } from '../../platform/wire.js';

/**
 * MTN MoMo's Open API paths, under /momo, for the operations whose bodies MTN and the spec share:
 * each answers as MTN does (202 with no body; the status as MTN's transaction object), over the
 * same service as the /ms/v1 routes, so the test numbers, callbacks and ledger effects are the same.
 */
const OPERATIONS: { kind: MomoKind; path: string; summary: string }[] = [
  { kind: 'collection.requesttopay', path: '/collection/v1_0/requesttopay', summary: 'Request to pay' },
  { kind: 'collection.withdraw', path: '/collection/v1_0/requesttowithdraw', summary: 'Request to withdraw' },
  { kind: 'disbursement.transfer', path: '/disbursement/v1_0/transfer', summary: 'Transfer' },
  { kind: 'disbursement.deposit', path: '/disbursement/v1_0/deposit', summary: 'Deposit' },
  { kind: 'remittance.transfer', path: '/remittance/v1_0/transfer', summary: 'Remittance transfer' },
];

const Party = z.object({ partyIdType: z.string(), partyId: z.string() });

/** MTN's transaction object: no nulls, `reason` as MTN's code (the SDKs map it to their error classes). */
const TransactionJson = z.object({
  amount: z.string().optional(),
  currency: z.string(),
  financialTransactionId: z.string().optional(),
  externalId: z.string().optional(),
  payer: Party.optional(),
  payee: Party.optional(),
  payerMessage: z.string().optional(),
  payeeNote: z.string().optional(),
  status: z.enum(['PENDING', 'SUCCESSFUL', 'FAILED', 'CANCELLED']),
  reason: z.string().optional(),
});

export function momoProviderRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  for (const operation of OPERATIONS) {
    const product = operation.kind.split('.')[0] as 'collection' | 'disbursement' | 'remittance';
    routes.push(
      route({
        method: 'POST',
        url: operation.path,
        tags: [product],
        auth: 'apiUser',
        key: product,
        status: 202,
        fieldAliases: { referenceId: 'X-Reference-Id', callbackUrl: 'X-Callback-Url' },
        summary: operation.summary,
        handler: async ({ services, client, principal, headers, body }) => {
          const reference = {
            referenceId: headers['x-reference-id'],
            ...(headers['x-callback-url'] ? { callbackUrl: headers['x-callback-url'] } : {}),
            ...(String(headers['x-sandbox-scenario'] ?? '').startsWith('callback-') ? { callbackScenario: headers['x-sandbox-scenario'] } : {}),
          };
          await services.momo.create(callerOf(client, principal), operation.kind, reference, body);
          return undefined;
        },
      }),
      route({
        method: 'GET',
        url: `${operation.path}/:referenceId`,
        response: TransactionJson,
        tags: [product],
        auth: 'apiUser',
        key: product,
        params: z.object({ referenceId: z.string() }),
        summary: `${operation.summary}: its status`,
        handler: async ({ services, client, principal, params }) =>
          toWire(TransactionJson, await services.momo.status(callerOf(client, principal), operation.kind, params.referenceId)),
      }),
    );
  }
  const Balance = z.object({ availableBalance: z.string(), currency: z.string() });
  routes.push(
    route({
      method: 'GET',
      url: '/:product/v1_0/account/balance',
      response: Balance,
      tags: ['account'],
      auth: 'apiUser',
      key: 'productParam',
      params: ProductParams,
      summary: 'The account balance (EUR)',
      handler: async ({ services, client, principal, params }) => services.momo.accountBalance(callerOf(client, principal), productOf(params), undefined),
    }),
    route({
      method: 'GET',
      url: '/:product/v1_0/account/balance/:currency',
      response: Balance,
      tags: ['account'],
      auth: 'apiUser',
      key: 'productParam',
      params: ProductParams.extend({ currency: z.string() }),
      summary: 'The account balance in a currency',
      handler: async ({ services, client, principal, params }) => services.momo.accountBalance(callerOf(client, principal), productOf(params), params.currency),
    }),
    route({
      method: 'GET',
      url: '/:product/v1_0/accountholder/:accountHolderIdType/:accountHolderId/active',
      response: z.object({ result: z.boolean() }),
      tags: ['account holder'],
      auth: 'apiUser',
      key: 'productParam',
      params: ProductParams.extend({ accountHolderIdType: z.string(), accountHolderId: z.string() }),
      summary: 'Whether an account holder is active',
      handler: async ({ services, client, principal, params }) =>
        services.momo.holderActive(callerOf(client, principal), productOf(params), params.accountHolderIdType, params.accountHolderId),
    }),
    route({
      method: 'GET',
      url: '/:product/v1_0/accountholder/msisdn/:accountHolderMSISDN/basicuserinfo',
      response: z.object({ given_name: z.string(), family_name: z.string(), name: z.string(), locale: z.string(), gender: z.string() }),
      tags: ['account holder'],
      auth: 'apiUser',
      key: 'productParam',
      params: ProductParams.extend({ accountHolderMSISDN: z.string() }),
      summary: "An account holder's basic information",
      handler: async ({ services, client, principal, params }) =>
        services.momo.basicUserInfo(callerOf(client, principal), productOf(params), params.accountHolderMSISDN),
    }),
  );
  return routes;
}
