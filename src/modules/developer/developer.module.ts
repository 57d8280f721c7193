import { defineModule } from '../../app/module.js';
import { developerResolvers } from './developer.resolvers.js';
import { developerRoutes } from './developer.routes.js';
import { developerProviderRoutes } from './developer.provider-routes.js';
import './developer.tables.js';
import { DeveloperService } from './developer.service.js';
import * as migration0003 from './migrations/2026-11-21T0003_developers.js';
import * as migration0014 from './migrations/2026-11-22T0014_product_keys.js';
import * as migration0070 from './migrations/2026-11-26T0070_subscription_key_values.js';
import * as migration0082 from './migrations/2026-11-29T0082_api_versions.js';
import * as migration0105 from './migrations/2026-12-01T0105_developer_published_views.js';
import * as migration0113 from './migrations/2026-12-03T0113_developer_account_changes.js';
import type { DeclaredKeys } from '../../platform/registry.js';

const idPrefixes = { acct: 'DeveloperAccount', sk: 'SubscriptionKey', ak: 'ApiKeyInfo' } as const;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    developer: DeveloperService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
}

export default defineModule({
  folder: 'developer',
  uuidNodeTypes: ['ApiUser'],
  schema: ['developer.graphql'],
  resolvers: developerResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    signUpDeveloper: ['CONFLICT'],
    upgradeApiVersion: ['CONFLICT'],
    rollBackApiVersion: ['CONFLICT'],
    createApiUser: ['RESOURCE_ALREADY_EXIST'],
    createApiKey: ['NOT_FOUND'],
  },
  routes: developerRoutes(),
  providerRoutes: developerProviderRoutes(),
  services: {
    developer: {
      needs: ['identity'],
      create: ({ db, clock, tokens, identity, keptReads }, { config }) => new DeveloperService({ db, clock, config, tokens, identity, keptReads }),
    },
  },
  migrations: {
    '2026-11-21T0003_developers': migration0003,
    '2026-11-22T0014_product_keys': migration0014,
    '2026-11-26T0070_subscription_key_values': migration0070,
    '2026-11-29T0082_api_versions': migration0082,
    '2026-12-01T0105_developer_published_views': migration0105,
    '2026-12-03T0113_developer_account_changes': migration0113,
  },
  idPrefixes,
});
