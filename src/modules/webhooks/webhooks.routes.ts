import { toWire, wireOf } from '../../platform/wire.js';
import { DeletedObject } from '../../platform/deleted-object.js';
import { resource } from '../../platform/resources.js';
import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery, parseInput } from '../../platform/validation.js';
import { AttemptJson, DeliveryJson, EndpointJson } from './webhooks.json.js';

const EndpointWithSecretJson = resource(
  'WebhookEndpointWithSecret',
  'A webhook endpoint with its signing secret (shown once, when created or rotated).',
  z.object({ webhook: EndpointJson.extend({ secret: z.string().describe('whsec_…, shown once') }) }),
);
import { RegisterWebhookInput, UpdateWebhookInput } from './webhooks.service.js';

const IdParams = z.object({ id: z.string() });
const DeliveryParams = z.object({ deliveryId: z.string() });
const TestBody = z.object({ badSignature: z.boolean().default(false) }).default({ badSignature: false });

export function webhooksRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['Webhook endpoints'];
  const base = '/merchants/me/webhooks';
  const merchant = { auth: 'user' as const, roles: ['MERCHANT'] as const, tags };
  routes.push(
    route({
      ...merchant,
      method: 'GET',
      url: `${base}/event-types`,
      operationId: 'listWebhookEventTypes',
      response: resource('WebhookEventTypes', 'The event types a webhook endpoint may subscribe to.', z.object({ eventTypes: z.array(z.string()) })),
      summary: 'The event types an endpoint may subscribe to (each is described in the events catalog)',
      handler: async ({ services }) => ({ eventTypes: services.webhooks.eventTypes() }),
    }),
  );
  routes.push(
    route({
      ...merchant,
      method: 'POST',
      url: base,
      operationId: 'createWebhookEndpoint',
      graphql: 'Mutation.registerWebhook',
      response: EndpointWithSecretJson,
      body: RegisterWebhookInput,
      idempotent: true,
      summary: 'Register an endpoint (HTTPS URL, event types); the whsec_ secret appears in this answer only',
      handler: async ({ services, principal, body }) => {
        const { endpoint, secret } = await services.webhooks.register(principal, body);
        return { webhook: { ...toWire(EndpointJson, endpoint), secret } };
      },
      idempotencyCodec: (services) => services.webhooks.secretSealingCodec() as never,
    }),
  );
  routes.push(
    route({
      ...merchant,
      method: 'POST',
      url: '/developers/me/callback-secret/rotate',
      operationId: 'rotateCallbackSecret',
      response: resource(
        'CallbackSecret',
        'The new secret that signs X-Callback-Url callbacks (shown once).',
        z.object({ secret: z.string().describe('shown once') }),
      ),
      summary: 'A new secret for the X-Callback-Url callbacks of the mobile money routes (shown once); they are signed like webhooks',
      handler: async ({ services, principal }) => ({ secret: await services.webhooks.rotateCallbackSecret(principal) }),
    }),
  );
  routes.push(
    route({
      ...merchant,
      method: 'GET',
      url: base,
      operationId: 'listWebhookEndpoints',
      response: restPage(EndpointJson),
      query: PageQuery,
      summary: 'List endpoints (no secrets)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.webhooks.list(principal, page), wireOf(EndpointJson)),
    }),
  );
  routes.push(
    route({
      ...merchant,
      method: 'GET',
      url: `${base}/:id`,
      operationId: 'retrieveWebhookEndpoint',
      response: EndpointJson,
      params: IdParams,
      summary: 'An endpoint',
      handler: async ({ services, principal, params }) => toWire(EndpointJson, await services.webhooks.get(principal, params.id)),
    }),
  );
  routes.push(
    route({
      ...merchant,
      method: 'PUT',
      url: `${base}/:id`,
      operationId: 'updateWebhookEndpoint',
      graphql: 'Mutation.updateWebhook',
      response: EndpointJson,
      params: IdParams,
      body: UpdateWebhookInput,
      summary: 'Change the URL, event types or description',
      handler: async ({ services, principal, params, body }) => toWire(EndpointJson, await services.webhooks.update(principal, params.id, body)),
    }),
  );
  routes.push(
    route({
      ...merchant,
      method: 'DELETE',
      url: `${base}/:id`,
      operationId: 'deleteWebhookEndpoint',
      graphql: 'Mutation.deleteWebhook',
      response: DeletedObject,
      params: IdParams,
      summary: 'Delete an endpoint and its delivery log',
      handler: async ({ services, principal, params }) => {
        await services.webhooks.remove(principal, params.id);
        return { id: params.id, deleted: true };
      },
    }),
  );
  routes.push(
    route({
      ...merchant,
      method: 'POST',
      url: `${base}/:id/rotate-secret`,
      operationId: 'rotateWebhookEndpointSecret',
      graphql: 'Mutation.rotateWebhookSecret',
      response: EndpointWithSecretJson,
      params: IdParams,
      summary: 'A new secret (shown once); for 24 hours deliveries carry one signature per secret',
      handler: async ({ services, principal, params }) => {
        const { endpoint, secret } = await services.webhooks.rotateSecret(principal, params.id);
        return { webhook: { ...toWire(EndpointJson, endpoint), secret } };
      },
    }),
  );
  routes.push(
    route({
      ...merchant,
      method: 'POST',
      url: `${base}/:id/enable`,
      operationId: 'enableWebhookEndpoint',
      graphql: 'Mutation.enableWebhook',
      response: EndpointJson,
      params: IdParams,
      summary: 'Re-enable a disabled or degraded endpoint; pending deliveries resume',
      handler: async ({ services, principal, params }) => toWire(EndpointJson, await services.webhooks.enable(principal, params.id)),
    }),
  );
  routes.push(
    route({
      ...merchant,
      method: 'POST',
      url: `${base}/:id/test`,
      operationId: 'testWebhookEndpoint',
      graphql: 'Mutation.sendWebhookTest',
      response: DeliveryJson,
      params: IdParams,
      body: TestBody,
      summary: 'Send test.ping to this endpoint; {"badSignature": true} signs it with a wrong secret so the receiver can show it refuses it',
      handler: async ({ services, principal, params, body }) =>
        toWire(DeliveryJson, await services.webhooks.sendTest(principal, params.id, parseInput(TestBody, body))),
    }),
  );
  routes.push(
    route({
      ...merchant,
      method: 'GET',
      url: `${base}/:id/deliveries`,
      operationId: 'listWebhookDeliveries',
      graphql: 'WebhookEndpoint.deliveries',
      response: restPage(DeliveryJson),
      params: IdParams,
      query: PageQuery,
      summary: "The endpoint's delivery log, newest first",
      handler: async ({ services, principal, params, query }) =>
        restList(query, (page) => services.webhooks.deliveries(principal, params.id, page), wireOf(DeliveryJson)),
    }),
  );
  routes.push(
    route({
      ...merchant,
      method: 'GET',
      url: `${base}/deliveries/:deliveryId`,
      operationId: 'retrieveWebhookDelivery',
      response: resource('WebhookDeliveryWithAttempts', 'A delivery with the log of its attempts.', DeliveryJson.extend({ attemptLog: z.array(AttemptJson) })),
      params: DeliveryParams,
      summary: 'A delivery with every attempt (status, duration, response excerpt)',
      handler: async ({ services, principal, params }) => {
        const { delivery, attempts } = await services.webhooks.delivery(principal, params.deliveryId);
        return { ...toWire(DeliveryJson, delivery), attemptLog: attempts.map(wireOf(AttemptJson)) };
      },
    }),
  );
  routes.push(
    route({
      ...merchant,
      method: 'POST',
      url: `${base}/deliveries/:deliveryId/redeliver`,
      operationId: 'redeliverWebhookDelivery',
      graphql: 'Mutation.redeliverWebhook',
      response: DeliveryJson,
      params: DeliveryParams,
      summary: 'Send the same event again as a new delivery',
      handler: async ({ services, principal, params }) => toWire(DeliveryJson, await services.webhooks.redeliver(principal, params.deliveryId)),
    }),
  );
  return routes;
}
