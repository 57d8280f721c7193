import { type AnyRoute, route } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { CreditScoreJson } from './credit.json.js';
import { toWire, wireOf } from '../../platform/wire.js';

export function creditRoutes(): AnyRoute[] {
  const tags = ['Credit'];
  return [
    route({
      method: 'GET',
      url: '/credit/score',
      operationId: 'retrieveCreditScore',
      tags,
      auth: 'user',
      response: CreditScoreJson,
      summary: "The signed-in user's sandbox credit score (300-850), its grade and the factors that make it",
      handler: async ({ services, principal }) => toWire(CreditScoreJson, await services.credit.score(principal)),
    }),
    route({
      method: 'GET',
      url: '/credit/history',
      operationId: 'listCreditScores',
      graphql: 'Query.creditHistory',
      tags,
      auth: 'user',
      query: PageQuery,
      response: restPage(CreditScoreJson),
      summary: 'Each change of the credit score, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.credit.history(principal, page), wireOf(CreditScoreJson)),
    }),
  ];
}
