import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { ApiUserParams, apiUserRoute, ProviderCallbackBody, tokenRoute } from './developer.routes.js';

/**
 * MTN MoMo's provisioning paths with MTN's bodies, under /momo: `POST /v1_0/apiuser` answers 201
 * with no body, the key is `{apiKey}`, the user `{providerCallbackHost, targetEnvironment}`. Same
 * services, keys and checks as the /ms/v1 routes.
 */
export function developerProviderRoutes(): AnyRoute[] {
  const tags = ['API user provisioning'];
  return [
    route({
      method: 'POST',
      url: '/v1_0/apiuser',
      tags,
      auth: 'client',
      key: 'anyProduct',
      status: 201,
      body: ProviderCallbackBody,
      fieldAliases: { referenceId: 'X-Reference-Id' },
      summary: 'Create an API user with the id in X-Reference-Id',
      handler: async ({ services, client, body, headers }) => {
        await services.developer.createApiUser(client.accountId, { ...(body as object), referenceId: headers['x-reference-id'] });
        return undefined;
      },
    }),
    route({
      method: 'POST',
      url: '/v1_0/apiuser/:apiUserId/apikey',
      response: z.object({ apiKey: z.string() }),
      tags,
      auth: 'client',
      key: 'anyProduct',
      status: 201,
      params: ApiUserParams,
      summary: 'Create an API key for the API user',
      handler: async ({ services, client, params }) => ({ apiKey: (await services.developer.createApiKey(client.accountId, params.apiUserId)).apiKey }),
    }),
    apiUserRoute,
    tokenRoute,
  ];
}
