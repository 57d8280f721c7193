import { toWire } from '../../platform/wire.js';
import { Uuid } from '../../platform/wire-formats.js';
import { resource } from '../../platform/resources.js';
import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { API_PRODUCTS, isApiProduct, type ApiProduct } from '../../platform/auth/tokens.js';
import { DomainError, type ErrorCode } from '../../platform/errors.js';
import { bodySchema, MOMO_OPERATIONS, MomoOperationJson, type MomoCaller, type MomoKind } from './momo.service.js';

/** The spec's paths for each operation: where to send it, and where its status is read (`subject` names it in the status's title). */
const ROUTES: {
  kind: MomoKind;
  method: 'POST' | 'PUT';
  path: string;
  /** The resource its operations are named after: `create<Resource>` and `retrieve<Resource>` (its status). */
  resource: string;
  status: string;
  summary: string;
  subject: string;
  /** What it may answer besides a reused X-Reference-Id (409). */
  errors?: ErrorCode[];
}[] = [
  {
    kind: 'collection.requesttopay',
    method: 'POST',
    path: '/collection/payment/request',
    resource: 'MomoRequestToPay',
    status: '/collection/payment/request/:referenceId/status',
    summary: 'Request to pay: ask a payer to approve a payment',
    subject: 'a request to pay',
  },
  {
    kind: 'collection.payment',
    method: 'POST',
    path: '/collection/payment',
    resource: 'MomoPayment',
    status: '/collection/payment/:referenceId/status',
    summary: 'Payment through a partner gateway',
    subject: 'a partner gateway payment',
  },
  {
    kind: 'collection.withdraw',
    method: 'PUT',
    path: '/collection/payment/withdraw',
    resource: 'MomoWithdrawal',
    status: '/collection/payment/withdraw/:referenceId/status',
    summary: 'Withdrawal (cash-out) from a payer',
    subject: 'a withdrawal',
  },
  {
    kind: 'collection.invoice',
    method: 'POST',
    path: '/collection/invoice',
    resource: 'MomoInvoice',
    status: '/collection/invoice/:referenceId/status',
    summary: 'Create an invoice for a payer',
    subject: 'an invoice',
  },
  {
    kind: 'collection.preapproval',
    method: 'POST',
    path: '/collection/preapproval',
    resource: 'MomoPreApproval',
    status: '/collection/preapproval/:referenceId/status',
    summary: 'Ask a payer to pre-approve future payments',
    subject: 'a preapproval',
  },
  {
    kind: 'disbursement.transfer',
    method: 'POST',
    path: '/disbursement/transfer',
    resource: 'MomoTransfer',
    status: '/disbursement/transfer/:referenceId/status',
    summary: 'Transfer to a payee',
    subject: 'a transfer',
  },
  {
    kind: 'disbursement.deposit',
    method: 'POST',
    path: '/disbursement/deposit',
    resource: 'MomoDeposit',
    status: '/disbursement/deposit/:referenceId/status',
    summary: "Deposit to a payee's account",
    subject: 'a deposit',
  },
  {
    kind: 'disbursement.refund',
    method: 'POST',
    path: '/disbursement/refund',
    resource: 'MomoRefund',
    status: '/disbursement/refund/:referenceId/status',
    summary: 'Refund a successful collection (referenceIdToRefund; one of another account, or none, is 404)',
    subject: 'a refund',
    errors: ['NOT_FOUND'],
  },
  {
    kind: 'remittance.transfer',
    method: 'POST',
    path: '/remittance/transfer',
    resource: 'MomoRemittance',
    status: '/remittance/transfer/:referenceId/status',
    summary: 'Remittance transfer to a recipient',
    subject: 'a remittance transfer',
  },
  {
    kind: 'remittance.cashtransfer',
    method: 'POST',
    path: '/remittance/cash/transfer',
    resource: 'MomoCashRemittance',
    status: '/remittance/cash/transfer/:referenceId/status',
    summary: 'Cash transfer to a payee',
    subject: 'a cash transfer',
  },
];

const StatusParams = z.object({ referenceId: Uuid });
export function callerOf(client: { accountId: string }, principal: { apiUserId: string; product?: ApiProduct }): MomoCaller {
  return { accountId: client.accountId, apiUserId: principal.apiUserId, ...(principal.product ? { product: principal.product } : {}) };
}

// Any product in the path: an unknown one is not found (productOf), as an unknown path would be.
export const ProductParams = z.object({ product: z.string().describe(`one of ${API_PRODUCTS.join(', ')}`) });

/** The product a `:product` path segment names; an unknown one is not found, as an unknown path would be. */
export function productOf(params: { product: string }): ApiProduct {
  const product = params.product;
  if (!isApiProduct(product)) throw new DomainError('NOT_FOUND', `No product ${product}.`);
  return product;
}

export function momoRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  // The provider endpoints the spec lists by kind: account balance and account holders.
  const providerTags = ['Mobile money provider'];
  routes.push(
    route({
      method: 'GET',
      url: '/:product/account/balance',
      operationId: 'retrieveMomoAccountBalance',
      graphql: 'Query.mobileMoneyAccountBalance',
      response: resource(
        'MomoAccountBalance',
        "MTN's account balance answer.",
        z.object({ availableBalance: z.string().describe('decimal text'), currency: z.string() }),
      ),
      tags: providerTags,
      auth: 'apiUser',
      key: 'productParam',
      params: ProductParams,
      query: z.object({ currency: z.string().optional() }),
      summary:
        "The account's balance with the provider for the product (sandbox: a 1,000,000 float, plus collections or less payouts), ?currency= (default EUR)",
      handler: async ({ services, client, principal, params, query }) =>
        services.momo.accountBalance(callerOf(client, principal), productOf(params), query.currency),
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/:product/accountholder/:partyIdType/:partyId/active',
      operationId: 'retrieveMomoAccountHolderStatus',
      graphql: 'Query.mobileMoneyAccountHolderActive',
      response: resource('MomoAccountHolderStatus', "MTN's account holder check: whether the party can receive money.", z.object({ result: z.boolean() })),
      tags: providerTags,
      auth: 'apiUser',
      key: 'productParam',
      params: ProductParams.extend({ partyIdType: z.string(), partyId: z.string() }),
      summary: 'Whether an account holder exists and is active: {"result": true|false} (sandbox: 46733123455 and 46733123457 are unknown)',
      handler: async ({ services, client, principal, params }) =>
        services.momo.holderActive(callerOf(client, principal), productOf(params), params.partyIdType, params.partyId),
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/:product/accountholder/msisdn/:partyId/basicuserinfo',
      operationId: 'retrieveMomoBasicUserInfo',
      graphql: 'Query.mobileMoneyAccountHolderInfo',
      response: resource(
        'MomoBasicUserInfo',
        "MTN's basic user information of an account holder.",
        z.object({ given_name: z.string(), family_name: z.string(), name: z.string(), locale: z.string(), gender: z.string() }),
      ),
      tags: providerTags,
      auth: 'apiUser',
      key: 'productParam',
      params: ProductParams.extend({ partyId: z.string() }),
      summary: "An account holder's basic information (given_name, family_name, name, locale, gender); unknown: 404",
      handler: async ({ services, client, principal, params }) => services.momo.basicUserInfo(callerOf(client, principal), productOf(params), params.partyId),
    }),
  );

  for (const operation of ROUTES) {
    const { product } = MOMO_OPERATIONS[operation.kind];
    const tags = [product === 'collection' ? 'Collection' : product === 'disbursement' ? 'Disbursement' : 'Remittance'];
    routes.push(
      route({
        method: operation.method,
        url: operation.path,
        operationId: `create${operation.resource}`,
        graphql: 'Mutation.startMobileMoneyOperation',
        response: resource(
          'MomoRequestReference',
          'A mobile money request taken: its reference id (X-Reference-Id) and status; poll the status route or wait for the callback.',
          z.object({ referenceId: Uuid, status: z.enum(['PENDING', 'SUCCESSFUL', 'FAILED', 'CANCELLED']) }),
        ),
        errors: ['RESOURCE_ALREADY_EXIST', ...(operation.errors ?? [])],
        tags,
        auth: 'apiUser',
        key: product,
        status: 202,
        // Each operation documents the body it takes: the one the service validates.
        body: bodySchema(MOMO_OPERATIONS[operation.kind]),
        headers: {
          'X-Reference-Id': { description: 'UUID you choose: the operation id; poll the status with it. Reused: 409 RESOURCE_ALREADY_EXIST.', required: true },
          'X-Callback-Url': { description: 'Where the result is sent when the operation completes.' },
        },
        fieldAliases: { referenceId: 'X-Reference-Id', callbackUrl: 'X-Callback-Url' },
        summary: `${operation.summary}. Answers 202; the sandbox completes it after MOMO_COMPLETION_DELAY_SECONDS with the outcome of the test number`,
        handler: async ({ services, client, principal, headers, body }) => {
          const reference = {
            referenceId: headers['x-reference-id'],
            ...(headers['x-callback-url'] ? { callbackUrl: headers['x-callback-url'] } : {}),
            ...(String(headers['x-sandbox-scenario'] ?? '').startsWith('callback-') ? { callbackScenario: headers['x-sandbox-scenario'] } : {}),
          };
          const created = await services.momo.create(callerOf(client, principal), operation.kind, reference, body);
          return { referenceId: created.referenceId, status: created.status };
        },
      }),
    );
    routes.push(
      route({
        method: 'GET',
        url: operation.status,
        operationId: `retrieve${operation.resource}`,
        graphql: 'Query.mobileMoneyOperation',
        response: MomoOperationJson,
        tags,
        auth: 'apiUser',
        key: product,
        params: StatusParams,
        summary: `Status of ${operation.subject}: PENDING, SUCCESSFUL or FAILED (with reason)`,
        handler: async ({ services, client, principal, params }) =>
          toWire(MomoOperationJson, await services.momo.status(callerOf(client, principal), operation.kind, params.referenceId)),
      }),
    );
  }
  for (const [kind, path, operationId] of [
    ['collection.invoice', '/collection/invoice/:referenceId/cancel', 'cancelMomoInvoice'],
    ['collection.preapproval', '/collection/preapproval/:referenceId/cancel', 'cancelMomoPreApproval'],
  ] as const) {
    routes.push(
      route({
        method: 'DELETE',
        url: path,
        operationId,
        graphql: 'Mutation.cancelMobileMoneyOperation',
        response: MomoOperationJson,
        errors: ['NOT_PENDING'],
        tags: ['Collection'],
        auth: 'apiUser',
        key: 'collection',
        params: StatusParams,
        summary: `Cancel a pending ${kind.split('.')[1]} (409 NOT_PENDING once completed)`,
        handler: async ({ services, client, principal, params }) =>
          toWire(MomoOperationJson, await services.momo.cancel(callerOf(client, principal), kind, params.referenceId)),
      }),
    );
  }
  return routes;
}
