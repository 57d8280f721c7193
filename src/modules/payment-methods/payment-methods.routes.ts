import { toWire, wireOf } from '../../platform/wire.js';
import { Timestamp } from '../../platform/wire-formats.js';
import { DeletedObject } from '../../platform/deleted-object.js';
import { resource } from '../../platform/resources.js';
import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { ConfirmSetupInput, PaymentMethodJson, SetDefaultInput, UpdatePaymentMethodInput } from './payment-methods.service.js';

export function paymentMethodsRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['Payment methods'];
  routes.push(
    route({
      method: 'GET',
      url: '/payment-methods',
      operationId: 'listPaymentMethods',
      response: z.array(PaymentMethodJson),
      tags,
      auth: 'user',
      summary: 'Saved cards (brand, last4, expiry), the default first',
      handler: async ({ services, principal }) => (await services.paymentMethods.list(principal)).map(wireOf(PaymentMethodJson)),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/payment-methods/sync',
      operationId: 'syncPaymentMethods',
      libraryMethod: ['paymentMethods', 'sync'],
      response: resource(
        'PaymentMethodSync',
        'The saved payment methods after a sync with the provider.',
        z.object({ paymentMethods: z.array(PaymentMethodJson), removed: z.number().int(), syncedAt: Timestamp }),
      ),
      tags,
      auth: 'user',
      summary: 'Sync with the card processor (the sandbox removes cards that have expired)',
      handler: async ({ services, principal }) => {
        const synced = await services.paymentMethods.sync(principal);
        return { paymentMethods: synced.paymentMethods.map(wireOf(PaymentMethodJson)), removed: synced.removed, syncedAt: synced.syncedAt.toISOString() };
      },
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/payment-methods/setup-intent',
      operationId: 'createSetupIntent',
      response: resource(
        'SetupIntent',
        'A setup intent: the client secret (shown once) a page uses to attach a card.',
        z.object({ id: z.string().describe('seti_…'), clientSecret: z.string().describe('shown once'), status: z.literal('REQUIRES_PAYMENT_METHOD') }),
      ),
      tags,
      auth: 'user',
      idempotent: true,
      summary: 'A setup intent to add a card; its clientSecret is shown once and confirms it',
      handler: async ({ services, principal }) => {
        const { id, clientSecret, status } = await services.paymentMethods.createSetupIntent(principal);
        return { id, clientSecret, status };
      },
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/payment-methods/setup-intent/:id/confirm',
      operationId: 'confirmSetupIntent',
      response: PaymentMethodJson,
      errors: ['CARD_DECLINED', 'CONFLICT'],
      tags,
      auth: 'user',
      params: z.object({ id: z.string() }),
      body: ConfirmSetupInput,
      summary: 'Confirm a setup intent with a card {number, expMonth, expYear, cvc}; the test cards decide (402 CARD_DECLINED with the decline code)',
      handler: async ({ services, principal, params, body }) =>
        toWire(PaymentMethodJson, await services.paymentMethods.confirmSetupIntent(principal, params.id, body)),
    }),
  );
  routes.push(
    route({
      method: 'PUT',
      url: '/payment-methods/default',
      operationId: 'setDefaultPaymentMethod',
      libraryMethod: ['paymentMethods', 'setDefault'],
      response: PaymentMethodJson,
      tags,
      auth: 'user',
      body: SetDefaultInput,
      errors: ['NOT_FOUND'],
      summary: 'Set the default payment method',
      handler: async ({ services, principal, body }) => toWire(PaymentMethodJson, await services.paymentMethods.setDefault(principal, body)),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/payment-methods/:paymentMethodId',
      operationId: 'updatePaymentMethod',
      response: PaymentMethodJson,
      tags,
      auth: 'user',
      params: z.object({ paymentMethodId: z.string() }),
      body: UpdatePaymentMethodInput,
      idempotent: true,
      summary:
        "Update a saved card's metadata (payment_method.updated), as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay",
      handler: async ({ services, principal, params, body }) =>
        toWire(PaymentMethodJson, await services.paymentMethods.update(principal, params.paymentMethodId, body)),
    }),
  );
  routes.push(
    route({
      method: 'DELETE',
      url: '/payment-methods/:paymentMethodId',
      operationId: 'deletePaymentMethod',
      response: DeletedObject,
      tags,
      auth: 'user',
      params: z.object({ paymentMethodId: z.string() }),
      summary: 'Remove a payment method (the newest other card becomes the default)',
      handler: async ({ services, principal, params }) => {
        await services.paymentMethods.remove(principal, params.paymentMethodId);
        return { id: params.paymentMethodId, deleted: true };
      },
    }),
  );
  return routes;
}
