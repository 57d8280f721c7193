import { z } from 'zod';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { DisputeJson } from './disputes.json.js';
import { toWire, wireOf } from '../../platform/wire.js';
import { AddDisputeEvidenceInput, DisputeCommentInput, FileDisputeInput, ResolveDisputeInput } from './disputes.service.js';

const DisputeParams = z.object({ id: z.string().describe('dsp_…') });
const ReceivedDisputesQuery = PageQuery.extend({
  status: z.enum(['OPEN', 'UNDER_REVIEW', 'RESOLVED'], { error: 'status must be OPEN, UNDER_REVIEW or RESOLVED' }).optional(),
});

export function disputesRoutes(): AnyRoute[] {
  const tags = ['Disputes'];
  return [
    route({
      method: 'POST',
      url: '/disputes',
      operationId: 'createDispute',
      graphql: 'Mutation.fileDispute',
      tags,
      auth: 'user',
      body: FileDisputeInput,
      idempotent: true,
      response: DisputeJson,
      errors: ['NOT_FOUND', 'DISPUTE_ALREADY_OPEN', 'ALREADY_REFUNDED', 'TRANSACTION_NOT_SETTLED'],
      summary:
        'Dispute a settled transaction of yours ({transactionId, reason, description 10-1000 characters, evidence https URLs}); one open dispute per transaction',
      handler: async ({ services, principal, body }) => toWire(DisputeJson, await services.disputes.file(principal, body)),
    }),
    route({
      method: 'GET',
      url: '/disputes',
      operationId: 'listDisputes',
      tags,
      auth: 'user',
      query: PageQuery,
      response: restPage(DisputeJson),
      summary: 'Your disputes, newest first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.disputes.list(principal, page), wireOf(DisputeJson)),
    }),
    route({
      method: 'GET',
      url: '/disputes/received',
      operationId: 'listReceivedDisputes',
      libraryMethod: ['disputes', 'listReceived'],
      tags,
      auth: 'user',
      query: ReceivedDisputesQuery,
      response: restPage(DisputeJson),
      summary: "Disputes of transfers that paid you (a merchant's disputes), newest first; ?status= narrows them",
      handler: async ({ services, principal, query: { status, ...page } }) =>
        restList(page, (p) => services.disputes.received(principal, p, status), wireOf(DisputeJson)),
    }),
    route({
      method: 'GET',
      url: '/disputes/:id',
      operationId: 'retrieveDispute',
      tags,
      auth: 'user',
      params: DisputeParams,
      response: DisputeJson,
      summary: 'One dispute with its comments',
      handler: async ({ services, principal, params }) => toWire(DisputeJson, await services.disputes.get(principal, params.id)),
    }),
    route({
      method: 'POST',
      url: '/disputes/:id/comments',
      operationId: 'createDisputeComment',
      graphql: 'Mutation.addDisputeComment',
      tags,
      auth: 'user',
      params: DisputeParams,
      body: DisputeCommentInput,
      response: DisputeJson,
      errors: ['DISPUTE_RESOLVED'],
      summary:
        'Comment on a dispute ({body}, 1-2000 characters): either party, or an administrator (whose first comment puts it UNDER_REVIEW); dispute.updated',
      handler: async ({ services, principal, params, body }) => toWire(DisputeJson, await services.disputes.comment(principal, params.id, body)),
    }),
    route({
      method: 'POST',
      url: '/disputes/:id/evidence',
      operationId: 'addDisputeEvidence',
      libraryMethod: ['disputeEvidence', 'add'],
      tags,
      auth: 'user',
      params: DisputeParams,
      body: AddDisputeEvidenceInput,
      response: DisputeJson,
      errors: ['DISPUTE_RESOLVED', 'FORBIDDEN'],
      summary: 'Add evidence to an unresolved dispute ({urls}: 1-10 https URLs): either party; at most 30 items a dispute; dispute.updated',
      handler: async ({ services, principal, params, body }) => toWire(DisputeJson, await services.disputes.addEvidence(principal, params.id, body)),
    }),
    route({
      method: 'GET',
      url: '/admin/disputes',
      operationId: 'listAllDisputes',
      libraryMethod: ['disputes', 'listAll'],
      graphql: 'Query.openDisputes',
      tags: ['Administration'],
      auth: 'user',
      roles: ['ADMIN'],
      query: PageQuery,
      response: restPage(DisputeJson),
      summary: 'Administrators: the disputes not yet resolved, the most urgent first',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.disputes.openDisputes(principal, page), wireOf(DisputeJson)),
    }),
    route({
      method: 'POST',
      url: '/admin/disputes/:id/resolve',
      operationId: 'resolveDispute',
      tags: ['Administration'],
      auth: 'user',
      roles: ['ADMIN'],
      params: DisputeParams,
      body: ResolveDisputeInput,
      response: DisputeJson,
      errors: ['DISPUTE_RESOLVED', 'ALREADY_REFUNDED', 'INSUFFICIENT_FUNDS', 'KYC_LIMIT_EXCEEDED'],
      summary:
        "Administrators: resolve a dispute ({outcome: refund | decline, note}); a refund credits a transfer or bill payment back to the user's wallet, and sends a fund-in back to the number that paid it; once per transaction by any path (dispute.resolved)",
      handler: async ({ services, principal, params, body }) => toWire(DisputeJson, await services.disputes.resolve(principal, params.id, body)),
    }),
  ];
}
