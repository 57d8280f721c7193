import { defineModule } from '../../app/module.js';
import { webhooksResolvers } from './webhooks.resolvers.js';
import { webhooksRoutes } from './webhooks.routes.js';
import './webhooks.tables.js';
import { receiverPolicy } from './receiver-policy.js';
import { WebhooksService } from './webhooks.service.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import * as migration0010 from './migrations/2026-11-21T0010_webhooks.js';
import * as migration0017 from './migrations/2026-11-22T0017_webhook_attempt_note.js';
import * as migration0042 from './migrations/2026-11-23T0042_fan_out_quietly.js';
import * as migration0083 from './migrations/2026-11-29T0083_endpoint_api_version.js';
import * as migration0090 from './migrations/2026-11-29T0090_endpoint_metadata.js';
import * as migration0112 from './migrations/2026-12-02T0112_fan_out_at_publication.js';
import type { DeclaredKeys } from '../../platform/registry.js';

const idPrefixes = { we: 'WebhookEndpoint' } as const;
declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    webhooks: WebhooksService;
    webhookDispatcher: WebhookDispatcher;
  }
  interface ModuleIdPrefixes extends DeclaredKeys<typeof idPrefixes> {}
}

export default defineModule({
  folder: 'webhooks',
  uuidNodeTypes: ['WebhookDelivery'],
  schema: ['webhooks.graphql'],
  resolvers: webhooksResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    redeliverWebhook: ['NOT_FOUND'],
  },
  routes: webhooksRoutes(),
  services: {
    webhooks: {
      needs: ['developer', 'webhookDispatcher'],
      create: ({ db, clock, secretBox, developer, webhookDispatcher }, { config, eventTypes }) =>
        new WebhooksService({ db, clock, box: secretBox, policy: receiverPolicy(config), developer, eventTypes, wake: () => webhookDispatcher.wake() }),
    },
    webhookDispatcher: {
      needs: [],
      create: ({ db, clock, secretBox, mailer, logger, eventRelay }, { config }) =>
        new WebhookDispatcher({
          db,
          publishCommitted: () => eventRelay.publishCommittedBefore(),
          clock,
          box: secretBox,
          policy: receiverPolicy(config),
          mailer,
          timeoutMs: config.webhooks.timeoutMs,
          concurrency: config.webhooks.concurrency,
          logger,
        }),
    },
  },
  migrations: {
    '2026-11-21T0010_webhooks': migration0010,
    '2026-11-22T0017_webhook_attempt_note': migration0017,
    '2026-11-23T0042_fan_out_quietly': migration0042,
    '2026-11-29T0083_endpoint_api_version': migration0083,
    '2026-11-29T0090_endpoint_metadata': migration0090,
    '2026-12-02T0112_fan_out_at_publication': migration0112,
  },
  idPrefixes,
});
