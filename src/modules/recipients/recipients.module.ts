import { defineModule } from '../../app/module.js';
import { recipientsResolvers } from './recipients.resolvers.js';
import { recipientsRoutes } from './recipients.routes.js';
import './recipients.tables.js';
import { RecipientsService } from './recipients.service.js';
import * as migration0006 from './migrations/2026-11-21T0006_recipients.js';
import * as migration0089 from './migrations/2026-11-29T0089_recipient_metadata.js';
import type { DeclaredKeys } from '../../platform/registry.js';

const idPrefixes = { rcp: 'Recipient' } as const;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    recipients: RecipientsService;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
}

export default defineModule({
  folder: 'recipients',
  schema: ['recipients.graphql'],
  resolvers: recipientsResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    createRecipient: ['CONFLICT'],
    updateRecipient: ['CONFLICT'],
  },
  routes: recipientsRoutes(),
  services: {
    recipients: {
      needs: [],
      create: ({ db, clock }) => new RecipientsService({ db, clock }),
    },
  },
  migrations: {
    '2026-11-21T0006_recipients': migration0006,
    '2026-11-29T0089_recipient_metadata': migration0089,
  },
  idPrefixes,
});
