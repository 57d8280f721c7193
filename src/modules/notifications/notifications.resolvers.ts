import { changed } from '../../graphql/mutation-payload.js';
import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../../platform/auth/principal.js';

export const notificationsResolvers: Resolvers = {
  Query: {
    notificationPreferences: (_parent, _args, ctx) => ctx.services.notifications.get(requireUser(ctx.principal)),
  },
  Mutation: {
    updateNotificationPreferences: changed('notificationPreferences', (_parent, { input }, ctx) =>
      ctx.services.notifications.update(requireUser(ctx.principal), input),
    ),
  },
};
