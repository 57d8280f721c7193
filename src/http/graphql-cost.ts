import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { GraphQLContext } from '../graphql/context.js';
import type { QueryCostModel } from '../graphql/query-cost.js';

/**
 * Every answer says what it cost (`extensions.cost { requested, actual, limit }`, as Shopify's
 * do), and a query whose requested cost passes the limit is refused before it runs, with its own
 * code and its cost: the caller sees how far over it is and which way to cut it.
 */
export function queryCostPlugin(model: QueryCostModel): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let requested: number | undefined;
      let resolved: { document: DocumentNode; operation: OperationDefinitionNode } | undefined;
      return {
        async didResolveOperation({ document, operation, request }) {
          if (!operation) return;
          requested = model.requested(document, operation, request.variables ?? {});
          resolved = { document, operation };
          if (requested > model.limit)
            throw new GraphQLError(
              `This query may cost ${requested}, more than the limit of ${model.limit}: ask for shorter pages (first/last), fewer nested lists, or split it.`,
              { extensions: { code: 'QUERY_COST_EXCEEDED', cost: { requested, limit: model.limit }, http: { status: 400 } } },
            );
        },
        async willSendResponse({ response }) {
          if (requested === undefined || !resolved || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const actual = result.data ? model.actual(resolved.document, resolved.operation, result.data) : 0;
          result.extensions = { ...result.extensions, cost: { requested, actual, limit: model.limit } };
        },
      };
    },
  };
}
