import { defineModule } from '../../app/module.js';
import { identityResolvers } from './identity.resolvers.js';
import { identityRoutes } from './identity.routes.js';
import './identity.tables.js';
import { AuthThrottle } from '../../platform/auth-throttle.js';
import { identityPages } from './identity.pages.js';
import { IdentityService } from './identity.service.js';
import * as migration0002 from './migrations/2026-11-21T0002_identity.js';
import type { DeclaredKeys } from '../../platform/registry.js';

const idPrefixes = { usr: 'User', rt: null, rst: null } as const;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    identity: IdentityService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
}

export default defineModule({
  folder: 'identity',
  schema: ['identity.graphql'],
  resolvers: identityResolvers,
  routes: identityRoutes(),
  pages: identityPages,
  services: {
    identity: {
      needs: ['wallets', 'referrals'],
      create: ({ db, clock, tokens, mailer, bus, wallets, referrals }, { config }) =>
        new IdentityService({ db, clock: clock.wall, config, tokens, mailer, bus, wallets, referrals, throttle: new AuthThrottle({ db, clock: clock.wall }) }),
    },
  },
  migrations: {
    '2026-11-21T0002_identity': migration0002,
  },
  idPrefixes,
});
