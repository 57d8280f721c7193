import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { toWire, wireOf } from '../../platform/wire.js';
import { RevealedSecretKeyJson, RolledSecretKeyJson, SecretKeyJson } from './secret-keys.json.js';
import { CreateSecretKeyInput, RollSecretKeyInput, type RevealedSecretKey } from './secret-keys.service.js';

const IdParams = z.object({ id: z.string() });
const revealed = ({ secretKey, secret }: RevealedSecretKey) => ({ ...toWire(SecretKeyJson, secretKey), secret });

export function secretKeysRoutes(): AnyRoute[] {
  const tags = ['Secret keys'];
  const common = { tags, auth: 'user', roles: ['MERCHANT'] } as const;
  return [
    route({
      ...common,
      method: 'POST',
      url: '/developers/me/secret-keys',
      operationId: 'createSecretKey',
      status: 201,
      response: RevealedSecretKeyJson,
      body: CreateSecretKeyInput,
      summary: 'Create a secret key for your servers (sk_test_…, shown once); with scopes, a restricted key (payment_links:read, …)',
      handler: async ({ services, principal, body }) => revealed(await services.secretKeys.create(principal, body)),
    }),
    route({
      ...common,
      method: 'GET',
      url: '/developers/me/secret-keys',
      operationId: 'listSecretKeys',
      response: restPage(SecretKeyJson),
      query: PageQuery,
      summary: 'List your secret keys, newest first (their hints, never their secrets)',
      handler: async ({ services, principal, query }) => restList(query, (page) => services.secretKeys.list(principal, page), wireOf(SecretKeyJson)),
    }),
    route({
      ...common,
      method: 'POST',
      url: '/developers/me/secret-keys/:id/roll',
      operationId: 'rollSecretKey',
      response: RolledSecretKeyJson,
      params: IdParams,
      body: RollSecretKeyInput,
      errors: ['CONFLICT'],
      summary:
        'Roll a secret key: a new one (shown once) with the same name and scopes; the old one works expiresInHours more (24 by default, 0-168, real time); 409 when the key was revoked or rolled already (roll the one that replaced it)',
      handler: async ({ services, principal, params, body }) => {
        const { rolled, ...fresh } = await services.secretKeys.roll(principal, params.id, body);
        return { secretKey: revealed(fresh), rolled: toWire(SecretKeyJson, rolled) };
      },
    }),
    route({
      ...common,
      method: 'DELETE',
      url: '/developers/me/secret-keys/:id',
      operationId: 'revokeSecretKey',
      response: SecretKeyJson,
      params: IdParams,
      summary: 'Revoke a secret key at once: requests with it are refused, live connections opened with it close',
      handler: async ({ services, principal, params }) => toWire(SecretKeyJson, await services.secretKeys.revoke(principal, params.id)),
    }),
  ];
}
