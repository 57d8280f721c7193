import { changed } from '../../graphql/mutation-payload.js';
import { presentFields } from '../../graphql/present-fields.js';
import type { MutationFileDisputeArgs, Resolvers } from '../../generated/graphql.js';
import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';

const typedResolvers: Resolvers = {
  Query: {
    disputes: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.disputes.list(requireUser(ctx.principal), page)),
    receivedDisputes: (_parent, { status, ...args }, ctx) =>
      connectionOf(args, (page) => ctx.services.disputes.received(requireUser(ctx.principal), page, status)),
    dispute: (_parent, { id }, ctx) => ctx.services.disputes.get(requireUser(ctx.principal), id),
    disputeComment: (_parent, { id }, ctx) => ctx.services.disputes.commentById(requireUser(ctx.principal), id),
    disputeEvidence: (_parent, { id }, ctx) => ctx.services.disputes.evidenceById(requireUser(ctx.principal), id),
    openDisputes: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.disputes.openDisputes(requireUser(ctx.principal), page)),
  },
  Mutation: {
    fileDispute: changed(
      'dispute',
      idempotentMutation({
        name: 'fileDispute',
        run: async (principal, { input }: MutationFileDisputeArgs, ctx) => ({
          id: (await ctx.services.disputes.file(principal, presentFields(input))).id,
        }),
        answer: (stored, principal, ctx) => ctx.services.disputes.get(principal, stored.id),
      }),
    ),
    addDisputeComment: changed('dispute', (_parent, { input: { id, body } }, ctx) => ctx.services.disputes.comment(requireUser(ctx.principal), id, { body })),
    addDisputeEvidence: changed('dispute', (_parent, { input: { id, urls } }, ctx) =>
      ctx.services.disputes.addEvidence(requireUser(ctx.principal), id, { urls }),
    ),
    resolveDispute: changed('dispute', (_parent, { input: { id, outcome, note } }, ctx) =>
      ctx.services.disputes.resolve(requireUser(ctx.principal), id, { outcome, note }),
    ),
  },
};

/** GraphQL's enum values are upper case, as every enum of the schema; the service and REST speak the spec's lower case. */
const enumValues = {
  DisputeReason: { UNAUTHORIZED: 'unauthorized', DUPLICATE: 'duplicate', NOT_RECEIVED: 'not_received', INCORRECT_AMOUNT: 'incorrect_amount', OTHER: 'other' },
  DisputeOutcome: { REFUND: 'refund', DECLINE: 'decline' },
};

export const disputesResolvers: Resolvers = { ...typedResolvers, ...enumValues };
