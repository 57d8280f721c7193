import { defineModule } from '../../app/module.js';
import { secretKeysResolvers } from './secret-keys.resolvers.js';
import { secretKeysRoutes } from './secret-keys.routes.js';
import './secret-keys.tables.js';
import { SecretKeysService } from './secret-keys.service.js';
import * as migration0070 from './migrations/2026-11-26T0070_secret_keys.js';
import * as migration0081 from './migrations/2026-11-28T0081_secret_key_changes.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import { KEYS_TAKE_THE_MERCHANT_SIGNED_IN } from '../../platform/auth/principal.js';

const idPrefixes = { skey: 'SecretKey' } as const;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    secretKeys: SecretKeysService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
}

export default defineModule({
  folder: 'secret-keys',
  schema: ['secret-keys.graphql'],
  resolvers: secretKeysResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    rollSecretKey: ['CONFLICT'],
  },
  routes: secretKeysRoutes(),
  refusedToSecretKeys: KEYS_TAKE_THE_MERCHANT_SIGNED_IN,
  services: {
    secretKeys: {
      needs: ['identity'],
      create: ({ db, clock, identity, liveConnections }, { scopeResources }) => new SecretKeysService({ db, clock, identity, liveConnections }, scopeResources),
    },
  },
  migrations: {
    '2026-11-26T0070_secret_keys': migration0070,
    '2026-11-28T0081_secret_key_changes': migration0081,
  },
  idPrefixes,
});
