import { defineModule } from '../../app/module.js';
import { identityResolvers } from './identity.resolvers.js';
import { identityRoutes } from './identity.routes.js';
import './identity.tables.js';
import { AuthThrottle } from '../../platform/auth-throttle.js';
import { identityPages } from './identity.pages.js';
import { IdentityService } from './identity.service.js';
import { PhoneVerification } from './phone-verification.js';
import { UserDirectory } from './user-directory.js';
import * as migration0002 from './migrations/2026-11-21T0002_identity.js';
import * as migration0061 from './migrations/2026-11-24T0061_phone_verification.js';
import * as migration0066 from './migrations/2026-11-25T0066_phone_code_log.js';
import * as migration0076 from './migrations/2026-11-27T0076_principal_changes.js';
import * as migration0099 from './migrations/2026-11-30T0099_user_directory.js';
import type { DeclaredKeys } from '../../platform/registry.js';

const idPrefixes = { usr: 'User', rt: null, rst: null } as const;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    identity: IdentityService;
    phoneVerification: PhoneVerification;
    userDirectory: UserDirectory;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
}

export default defineModule({
  folder: 'identity',
  schema: ['identity.graphql'],
  resolvers: identityResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    register: ['CONFLICT'],
    updateMe: ['CONFLICT'],
    requestPhoneVerification: ['CONFLICT'],
    verifyPhone: ['CONFLICT'],
  },
  routes: identityRoutes(),
  pages: identityPages,
  services: {
    userDirectory: { needs: [], create: () => new UserDirectory() },
    phoneVerification: {
      needs: [],
      create: ({ db, clock, sms, keptReads }) => new PhoneVerification({ db, clock: clock.wall, sms, keptReads }),
    },
    identity: {
      needs: ['wallets', 'referrals', 'phoneVerification'],
      create: ({ db, clock, tokens, mailer, bus, wallets, referrals, phoneVerification, keptReads, liveConnections }, { config }) =>
        new IdentityService({
          db,
          clock: clock.wall,
          accountClock: clock,
          config,
          tokens,
          mailer,
          bus,
          wallets,
          referrals,
          phones: phoneVerification,
          keptReads,
          liveConnections,
          throttle: new AuthThrottle({ db, clock: clock.wall }),
        }),
    },
  },
  migrations: {
    '2026-11-21T0002_identity': migration0002,
    '2026-11-24T0061_phone_verification': migration0061,
    '2026-11-25T0066_phone_code_log': migration0066,
    '2026-11-27T0076_principal_changes': migration0076,
    '2026-11-30T0099_user_directory': migration0099,
  },
  idPrefixes,
});
