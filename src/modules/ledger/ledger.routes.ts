import { z } from 'zod';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { toWire } from '../../platform/wire.js';
import { MoneyTraceJson } from './money-trace.json.js';

export function ledgerRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      url: '/ledger/trace/:objectId',
      operationId: 'retrieveMoneyTrace',
      tags: ['Ledger'],
      auth: 'user',
      params: z.object({
        objectId: z
          .string()
          .min(1)
          .max(100)
          .describe('a payment, transfer, sale, bill payment, loan, payroll item, refund, fund-in, cash-out or je_… entry of yours'),
      }),
      response: MoneyTraceJson,
      summary:
        'The money trace of an object of yours: every hold, post, void, expiry and entry that moved its money, in order, with your accounts’ balances after each',
      handler: async ({ services, principal, params }) => toWire(MoneyTraceJson, await services.ledger.moneyTrace(principal, params.objectId)),
    }),
  ];
}
