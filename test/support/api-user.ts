import { randomUUID } from 'node:crypto';
import { createPaymentsClient } from '@payments-platform/client';
import type { Harness } from './harness.js';

/**
 * A mobile money server's credentials, as a sample reads them from its environment: the account's
 * product keys and a new API user with its key, made the way the provisioning routes make them.
 */
export async function apiUserEnvironment(h: Harness): Promise<Record<string, string>> {
  const apiUserId = randomUUID();
  const provisioning = createPaymentsClient({
    baseUrl: `${h.baseUrl}/ms/v1`,
    subscriptionKey: h.subscriptionKey,
    productKeys: { collection: h.productKeys.collection },
  });
  await provisioning.POST('/v1_0/apiuser', { params: { header: { 'X-Reference-Id': apiUserId } }, body: { providerCallbackHost: 'localhost' } });
  const { apiKey } = await provisioning.POST('/v1_0/apiuser/{apiUserId}/apikey', { params: { path: { apiUserId } } });
  return {
    PAYMENTS_COLLECTION_KEY: h.productKeys.collection,
    PAYMENTS_DISBURSEMENT_KEY: h.productKeys.disbursement,
    PAYMENTS_API_USER_ID: apiUserId,
    PAYMENTS_API_KEY: apiKey,
  };
}
