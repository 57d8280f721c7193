import type { Resolvers } from '../../generated/graphql.js';

export const schedulesResolvers: Resolvers = {
  ScheduleOccurrence: {
    date: (occurrence) => occurrence.local_date,
  },
};
