import { type AnyRoute, route } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { toWire, wireOf } from '../../platform/wire.js';
import { ReferralJson, ReferralSummaryJson } from './referrals.json.js';

export function referralsRoutes(): AnyRoute[] {
  const tags = ['Referrals'];
  return [
    route({
      method: 'GET',
      url: '/referrals/code',
      operationId: 'retrieveReferralCode',
      graphql: 'Query.referralSummary',
      tags,
      auth: 'user',
      response: ReferralSummaryJson,
      summary: 'Your referral code, its share URL and what it has earned',
      handler: async ({ services, principal }) => toWire(ReferralSummaryJson, await services.referrals.summary(principal)),
    }),
    route({
      method: 'GET',
      url: '/referrals',
      operationId: 'listReferrals',
      tags,
      auth: 'user',
      query: PageQuery,
      response: restPage(ReferralJson),
      summary: 'The referrals made with your code and their status, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.referrals.list(principal, page), wireOf(ReferralJson)),
    }),
    route({
      method: 'GET',
      url: '/referrals/rewards',
      operationId: 'listReferralRewards',
      tags,
      auth: 'user',
      query: PageQuery,
      response: restPage(ReferralJson),
      summary: 'The rewards paid to you (your completed referrals), latest first',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.referrals.rewards(principal, page), wireOf(ReferralJson)),
    }),
  ];
}
