import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/rest-route.js';
import { restList } from '../../platform/pagination.js';
import { PageQuery, parseInput } from '../../platform/validation.js';
import type { Services } from '../../services.js';
import { FundingInput, fundingToJson, RefundInput } from './funding.service.js';

export function fundingRoutes(app: FastifyInstance, services: Services): void {
  const tags = ['Wallet'];
  defineRoute(app, services, {
    method: 'POST', url: '/wallets/me/fund-in', tags, auth: 'user', body: FundingInput, idempotent: true, status: 202,
    summary: 'Fund the wallet by mobile money: a request to pay from your number (or phone); the wallet is credited only when it succeeds',
    handler: async ({ services, principal, body }) => fundingToJson(await services.funding.fundIn(principal, body)),
  });
  defineRoute(app, services, {
    method: 'POST', url: '/wallets/me/cash-out', tags, auth: 'user', body: FundingInput, idempotent: true, status: 202,
    summary: 'Cash out to mobile money: the funds are held now, paid out by disbursement, and returned if the payout fails',
    handler: async ({ services, principal, body }) => fundingToJson(await services.funding.cashOut(principal, body)),
  });
  defineRoute(app, services, {
    method: 'POST', url: '/wallets/me/refund', tags, auth: 'user', body: RefundInput, idempotent: true, status: 202,
    summary: 'Refund a completed fund-in to the number it came from: held now, paid out by a disbursement refund, returned if that fails; once per fund-in',
    handler: async ({ services, principal, body }) => fundingToJson(await services.funding.refund(principal, body)),
  });
  for (const [url, kind] of [['/wallets/me/fund-ins', 'FUND_IN'], ['/wallets/me/cash-outs', 'CASH_OUT']] as const) {
    defineRoute(app, services, {
      method: 'GET', url, tags, auth: 'user', query: PageQuery, summary: `List ${kind === 'FUND_IN' ? 'fund-in' : 'cash-out'} requests, newest first`,
      handler: async ({ services, principal, query }) => restList(parseInput(PageQuery, query), (page) => services.funding.list(principal, kind, page), fundingToJson),
    });
  }
}
