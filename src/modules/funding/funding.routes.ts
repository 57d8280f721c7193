import { toWire, wireOf } from '../../platform/wire.js';
import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { FUNDING_KINDS, FundingInput, FundingJson, RefundInput, UpdateFundingInput } from './funding.service.js';

const IdParams = z.object({ id: z.string() });

export function fundingRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['Wallet'];
  routes.push(
    route({
      method: 'POST',
      url: '/wallets/me/fund-in',
      operationId: 'createFundIn',
      graphql: 'Mutation.fundWallet',
      response: FundingJson,
      errors: ['KYC_LIMIT_EXCEEDED'],
      tags,
      auth: 'user',
      body: FundingInput,
      idempotent: true,
      status: 202,
      summary: 'Fund the wallet by mobile money: a request to pay from your number (or phone); the wallet is credited only when it succeeds',
      handler: async ({ services, principal, body }) => toWire(FundingJson, await services.funding.fundIn(principal, body)),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/wallets/me/cash-out',
      operationId: 'createCashOut',
      graphql: 'Mutation.cashOutWallet',
      response: FundingJson,
      errors: ['INSUFFICIENT_FUNDS', 'KYC_LIMIT_EXCEEDED'],
      tags,
      auth: 'user',
      body: FundingInput,
      idempotent: true,
      status: 202,
      summary: 'Cash out to mobile money: the funds are held now, paid out by disbursement, and returned if the payout fails',
      handler: async ({ services, principal, body }) => toWire(FundingJson, await services.funding.cashOut(principal, body)),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/wallets/me/refund',
      operationId: 'createFundInRefund',
      graphql: 'Mutation.refundFundIn',
      response: FundingJson,
      errors: ['INSUFFICIENT_FUNDS', 'NOT_PENDING', 'DISPUTE_OPEN', 'ALREADY_REFUNDED', 'NOT_FOUND'],
      tags,
      auth: 'user',
      body: RefundInput,
      idempotent: true,
      status: 202,
      summary: 'Refund a completed fund-in to the number it came from: held now, paid out by a disbursement refund, returned if that fails; once per fund-in',
      handler: async ({ services, principal, body }) => toWire(FundingJson, await services.funding.refund(principal, body)),
    }),
  );
  for (const [url, operationId, kinds, summary] of [
    ['/wallets/me/fund-ins/:id', 'updateFundIn', FUNDING_KINDS.fundIn, "Update a fund-in's metadata (fund_in.updated)"],
    ['/wallets/me/cash-outs/:id', 'updateCashOut', FUNDING_KINDS.cashOut, "Update a cash-out's or a fund-in refund's metadata (cash_out.updated)"],
  ] as const) {
    routes.push(
      route({
        method: 'POST',
        url,
        operationId,
        graphql: 'Mutation.updateWalletFunding',
        response: FundingJson,
        tags,
        auth: 'user',
        params: IdParams,
        body: UpdateFundingInput,
        idempotent: true,
        summary: `${summary}, as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay`,
        handler: async ({ services, principal, params, body }) => toWire(FundingJson, await services.funding.update(principal, kinds, params.id, body)),
      }),
    );
  }
  for (const [url, operationId, graphql, kind] of [
    ['/wallets/me/fund-ins', 'listFundIns', 'Query.walletFundIns', 'FUND_IN'],
    ['/wallets/me/cash-outs', 'listCashOuts', 'Query.walletCashOuts', 'CASH_OUT'],
  ] as const) {
    routes.push(
      route({
        method: 'GET',
        url,
        operationId,
        graphql,
        response: restPage(FundingJson),
        tags,
        auth: 'user',
        query: PageQuery,
        summary: `List ${kind === 'FUND_IN' ? 'fund-in' : 'cash-out'} requests, newest first`,
        handler: async ({ services, principal, query }) => restList(query, (page) => services.funding.list(principal, kind, page), wireOf(FundingJson)),
      }),
    );
  }
  return routes;
}
