import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { ConfirmSetupInput, paymentMethodToJson, SetDefaultInput } from './payment-methods.service.js';

export function paymentMethodsRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['Payment methods'];
  routes.push(
    route({
      method: 'GET',
      url: '/payment-methods',
      tags,
      auth: 'user',
      summary: 'Saved cards (brand, last4, expiry), the default first',
      handler: async ({ services, principal }) => (await services.paymentMethods.list(principal)).map(paymentMethodToJson),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/payment-methods/sync',
      tags,
      auth: 'user',
      summary: 'Sync with the card processor (the sandbox removes cards that have expired)',
      handler: async ({ services, principal }) => {
        const synced = await services.paymentMethods.sync(principal);
        return { paymentMethods: synced.paymentMethods.map(paymentMethodToJson), removed: synced.removed, syncedAt: synced.syncedAt.toISOString() };
      },
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/payment-methods/setup-intent',
      tags,
      auth: 'user',
      idempotent: true,
      summary: 'A setup intent to add a card; its clientSecret is shown once and confirms it',
      handler: ({ services, principal }) => services.paymentMethods.createSetupIntent(principal),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/payment-methods/setup-intent/:id/confirm',
      tags,
      auth: 'user',
      params: z.object({ id: z.string() }),
      body: ConfirmSetupInput,
      summary: 'Confirm a setup intent with a card {number, expMonth, expYear, cvc}; the test cards decide (402 CARD_DECLINED with the decline code)',
      handler: async ({ services, principal, params, body }) =>
        paymentMethodToJson(await services.paymentMethods.confirmSetupIntent(principal, params.id, body)),
    }),
  );
  routes.push(
    route({
      method: 'PUT',
      url: '/payment-methods/default',
      tags,
      auth: 'user',
      body: SetDefaultInput,
      summary: 'Set the default payment method',
      handler: async ({ services, principal, body }) => paymentMethodToJson(await services.paymentMethods.setDefault(principal, body)),
    }),
  );
  routes.push(
    route({
      method: 'DELETE',
      url: '/payment-methods/:paymentMethodId',
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
