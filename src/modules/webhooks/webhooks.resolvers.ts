import { metadataFromEntries } from '../../platform/metadata.js';
import { changed, payload } from '../../graphql/mutation-payload.js';
import { toWire } from '../../platform/wire.js';
import { EndpointJson } from './webhooks.json.js';
import type { MutationRegisterWebhookArgs, Resolvers } from '../../generated/graphql.js';
import { idempotentMutation } from '../../graphql/idempotent-mutation.js';
import { requireUser } from '../../platform/auth/principal.js';
import { connectionOf } from '../../platform/pagination.js';
import type { WebhookEndpointModel } from './webhooks.service.js';

const merchant = (principal: Parameters<typeof requireUser>[0]) => requireUser(principal, ['MERCHANT']);

export const webhooksResolvers: Resolvers = {
  Query: {
    webhookEventTypes: (_parent, _args, ctx) => {
      merchant(ctx.principal);
      return ctx.services.webhooks.eventTypes();
    },
    webhookEndpoints: (_parent, args, ctx) => connectionOf(args, (page) => ctx.services.webhooks.list(merchant(ctx.principal), page)),
    webhookEndpoint: (_parent, { id }, ctx) => ctx.services.webhooks.get(merchant(ctx.principal), id),
    webhookDelivery: async (_parent, { id }, ctx) => {
      const { delivery, attempts } = await ctx.services.webhooks.delivery(merchant(ctx.principal), id);
      return { ...delivery, attemptLog: attempts };
    },
  },
  Mutation: {
    registerWebhook: payload(
      idempotentMutation({
        name: 'registerWebhook',
        run: async (principal, { input }: MutationRegisterWebhookArgs, ctx) => {
          const { endpoint, secret } = await ctx.services.webhooks.register(principal, { ...input, metadata: metadataFromEntries(input.metadata) });
          return { webhook: { ...toWire(EndpointJson, endpoint), secret } };
        },
        answer: async ({ webhook }, principal, ctx) => ({ webhookEndpoint: await ctx.services.webhooks.get(principal, webhook.id), secret: webhook.secret }),
        // The secret is in the answer once; a replay shows it again, but it is stored sealed.
        codec: (ctx) => ctx.services.webhooks.secretSealingCodec(),
      }),
    ),
    updateWebhook: changed('webhookEndpoint', (_parent, { input: { id, ...input } }, ctx) =>
      ctx.services.webhooks.update(merchant(ctx.principal), id, { ...input, metadata: metadataFromEntries(input.metadata) }),
    ),
    deleteWebhook: changed('deletedWebhookEndpointId', async (_parent, { input: { id } }, ctx) => {
      await ctx.services.webhooks.remove(merchant(ctx.principal), id);
      return id;
    }),
    rotateWebhookSecret: payload(async (_parent, { input: { id } }, ctx) => {
      const { endpoint, secret } = await ctx.services.webhooks.rotateSecret(merchant(ctx.principal), id);
      return { webhookEndpoint: endpoint, secret };
    }),
    enableWebhook: changed('webhookEndpoint', (_parent, { input: { id } }, ctx) => ctx.services.webhooks.enable(merchant(ctx.principal), id)),
    sendWebhookTest: changed('webhookDelivery', async (_parent, { input: { id, badSignature } }, ctx) => ({
      ...(await ctx.services.webhooks.sendTest(merchant(ctx.principal), id, { badSignature: badSignature ?? false })),
      attemptLog: [],
    })),
    rotateCallbackSecret: changed('callbackSecret', (_parent, _args, ctx) => ctx.services.webhooks.rotateCallbackSecret(merchant(ctx.principal))),
    redeliverWebhook: changed('webhookDelivery', async (_parent, { input: { deliveryId } }, ctx) => ({
      ...(await ctx.services.webhooks.redeliver(merchant(ctx.principal), deliveryId)),
      attemptLog: [],
    })),
  },
  WebhookEndpoint: {
    deliveries: (endpoint: WebhookEndpointModel, args, ctx) =>
      connectionOf(args, async (page) => {
        const deliveries = await ctx.services.webhooks.deliveries(merchant(ctx.principal), endpoint.id, page);
        const logs = await ctx.services.webhooks.attemptLogs(deliveries.map((d) => d.id));
        return deliveries.map((d) => ({ ...d, attemptLog: logs.get(d.id) ?? [] }));
      }),
  },
};
