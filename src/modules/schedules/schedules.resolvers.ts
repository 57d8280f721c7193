import type { Resolvers } from '../../generated/graphql.js';

/** GraphQL's Frequency values are upper case, as every enum of the schema; models and REST speak the spec's lower case. */
export const schedulesResolvers = {
  Frequency: { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly' },
} as unknown as Resolvers;
