import { toWire, wireOf } from '../../platform/wire.js';
import { Timestamp } from '../../platform/wire-formats.js';
import { resource } from '../../platform/resources.js';
import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { parseAuthorization } from '../../platform/auth/credentials.js';
import { unauthorized } from '../../platform/errors.js';
import { parseInput } from '../../platform/validation.js';
import { AuthTokensJson, UserJson } from '../identity/identity.models.js';
import { ApiProductInput, CreateApiUserInput, PlanChangeInput, RotateKeyInput, SignUpDeveloperInput, UpgradeApiVersionInput } from './developer.inputs.js';
import { API_VERSIONS } from '../../platform/api-versions/api-versions.js';
import { DeveloperAccountJson, KeyInfoJson } from './developer.models.js';

const ApiVersionJson = resource(
  'ApiVersion',
  'A dated API version: the changes it brought, each with how to move to it.',
  z.object({
    date: z
      .string()
      .meta({ format: 'date', examples: ['2026-12-01'] })
      .describe("the version's name, sent in the Payments-Version header"),
    title: z.string(),
    changes: z.array(z.object({ name: z.string(), summary: z.string(), migration: z.string() })),
  }),
);

const ProductKeysJson = z.object({ collection: z.string(), disbursement: z.string(), remittance: z.string() });
const MomoApiUserJson = resource(
  'MomoApiUser',
  "An API user of MTN's provisioning API.",
  z.object({ providerCallbackHost: z.string().nullable(), targetEnvironment: z.string().describe('sandbox') }),
);

export const ApiUserParams = z.object({ apiUserId: z.string() });
export const ProviderCallbackBody = CreateApiUserInput.pick({ providerCallbackHost: true });

/** An API user as MTN shows it: the same answer in both dialects. */
export const apiUserRoute = route({
  method: 'GET',
  url: '/v1_0/apiuser/:apiUserId',
  operationId: 'retrieveApiUser',
  response: MomoApiUserJson,
  tags: ['API user provisioning'],
  auth: 'client',
  key: 'anyProduct',
  params: ApiUserParams,
  summary: 'An API user of the subscription key’s account',
  handler: async ({ services, client, params }) => {
    const apiUser = await services.developer.apiUser(client.accountId, params.apiUserId);
    return { providerCallbackHost: apiUser.providerCallbackHost, targetEnvironment: 'sandbox' };
  },
});

/** MTN's token endpoint: the same answer in both dialects (MTN's field names), so one route serves /ms/v1 and /momo. */
export const tokenRoute = route({
  method: 'POST',
  url: '/:product/token/',
  operationId: 'createApiToken',
  graphql: 'Mutation.createApiAccessToken',
  response: resource(
    'MomoAccessToken',
    "MTN's access token answer (MTN's field names): a bearer token for one product.",
    z.object({ access_token: z.string(), token_type: z.literal('access_token'), expires_in: z.number().int().describe('seconds') }),
  ),
  tags: ['API user provisioning'],
  auth: 'apiUserBasic',
  key: 'productParam',
  params: z.object({ product: ApiProductInput }),
  summary: 'Exchange HTTP Basic apiUserId:apiKey for a bearer token of collection, disbursement or remittance',
  handler: async ({ services, client, params, headers }) => {
    const credentials = parseAuthorization(headers.authorization);
    if (credentials?.scheme !== 'basic') throw unauthorized('HTTP Basic credentials (apiUserId:apiKey) are required.');
    const token = await services.developer.issueApiToken(client.accountId, params.product, credentials.username, credentials.password);
    return { access_token: token.accessToken, token_type: token.tokenType, expires_in: token.expiresIn };
  },
});

export function developerRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['Developer dashboard'];
  routes.push(
    route({
      method: 'POST',
      url: '/developers',
      operationId: 'createDeveloperAccount',
      graphql: 'Mutation.signUpDeveloper',
      response: resource(
        'DeveloperSignUp',
        'A developer account signed up: the account, its owner signed in, and its keys (shown once).',
        z.object({
          account: DeveloperAccountJson,
          user: UserJson,
          subscriptionKey: z.string().describe('the app key, shown once'),
          productKeys: ProductKeysJson.describe('shown once'),
          tokens: AuthTokensJson,
        }),
      ),
      errors: ['CONFLICT'],
      tags,
      auth: 'client',
      body: SignUpDeveloperInput,
      summary: 'Sign up a developer (merchant) account: its owner, a Sandbox plan and a subscription key shown once',
      handler: async ({ services, body }) => {
        const created = await services.developer.signUp(body);
        return {
          account: toWire(DeveloperAccountJson, created.account),
          user: toWire(UserJson, created.user),
          subscriptionKey: created.subscriptionKey,
          productKeys: created.productKeys,
          tokens: created.tokens,
        };
      },
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/developers/me',
      operationId: 'retrieveDeveloperAccount',
      response: resource(
        'DeveloperAccountWithKeys',
        'A developer account with its subscription keys (their prefixes and state, never the keys).',
        DeveloperAccountJson.extend({ subscriptionKeys: z.array(KeyInfoJson) }),
      ),
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      summary: "The signed-in merchant's developer account, plan, limits and subscription keys",
      handler: async ({ services, principal }) => {
        const account = await services.developer.accountOf(principal);
        return {
          ...toWire(DeveloperAccountJson, account),
          subscriptionKeys: (await services.developer.subscriptionKeys(account.id)).map(wireOf(KeyInfoJson)),
        };
      },
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/developers/me/subscription-keys/rotate',
      operationId: 'rotateSubscriptionKey',
      response: resource(
        'SubscriptionKeyRotation',
        'A new subscription key (shown once); the previous ones keep working until previousKeysExpireAt.',
        z.object({ subscriptionKey: z.string().describe('shown once'), key: KeyInfoJson, previousKeysExpireAt: Timestamp }),
      ),
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      body: RotateKeyInput,
      summary:
        "A new subscription key of one product (body {product}: app by default, or collection, disbursement, remittance; shown once); that product's previous keys keep working for 24 hours",
      handler: async ({ services, principal, body }) => {
        const rotated = await services.developer.rotateSubscriptionKey(principal, parseInput(RotateKeyInput, body).product ?? 'app');
        return {
          subscriptionKey: rotated.subscriptionKey,
          key: toWire(KeyInfoJson, rotated.key),
          previousKeysExpireAt: rotated.previousKeysExpireAt.toISOString(),
        };
      },
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/api-versions',
      operationId: 'listApiVersions',
      response: z.array(ApiVersionJson),
      tags,
      auth: 'client',
      summary: 'Every dated API version, oldest first, with its changes and how to move to it',
      handler: async () =>
        API_VERSIONS.map((version) => ({
          date: version.date,
          title: version.title,
          changes: version.changes.map(({ name, summary, migration }) => ({ name, summary, migration })),
        })),
    }),
    route({
      method: 'POST',
      url: '/developers/me/api-version',
      operationId: 'upgradeApiVersion',
      response: DeveloperAccountJson,
      errors: ['CONFLICT'],
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      body: UpgradeApiVersionInput,
      summary:
        "Merchants: upgrade the account's API version (body {version}); REST answers take its shape at once, webhook endpoints keep theirs, and the upgrade can be undone for 72 hours",
      handler: async ({ services, principal, body }) => toWire(DeveloperAccountJson, await services.developer.upgradeApiVersion(principal, body)),
    }),
    route({
      method: 'POST',
      url: '/developers/me/api-version/rollback',
      operationId: 'rollBackApiVersion',
      response: DeveloperAccountJson,
      errors: ['CONFLICT'],
      tags,
      auth: 'user',
      roles: ['MERCHANT'],
      summary: "Merchants: undo the last upgrade of the account's API version, within 72 hours of it",
      handler: async ({ services, principal }) => toWire(DeveloperAccountJson, await services.developer.rollBackApiVersion(principal)),
    }),
  );
  routes.push(
    route({
      method: 'PUT',
      url: '/admin/developer-accounts/:accountId/plan',
      operationId: 'updateDeveloperAccountPlan',
      libraryMethod: ['developerAccounts', 'updatePlan'],
      graphql: 'Mutation.setAccountPlan',
      response: DeveloperAccountJson,
      tags: ['Administration'],
      auth: 'user',
      roles: ['ADMIN'],
      params: z.object({ accountId: z.string() }),
      body: PlanChangeInput,
      summary: 'Administrators: move an account to a plan (ENTERPRISE takes perMinute and perDay)',
      handler: async ({ services, principal, params, body }) =>
        toWire(DeveloperAccountJson, await services.developer.setPlan(principal, { ...(body as object), accountId: params.accountId })),
    }),
  );

  // MoMo provisioning shape: a mobile money product's subscription key authenticates these, as in
  // the MoMo sandbox; the app's key, which every app user holds, cannot.
  const momo = ['API user provisioning'];
  routes.push(
    route({
      method: 'POST',
      url: '/v1_0/apiuser',
      operationId: 'createApiUser',
      response: resource(
        'MomoApiUserReference',
        "An API user created with MTN's provisioning API, under the X-Reference-Id it was given.",
        z.object({ apiUserId: z.string().describe('the X-Reference-Id') }).extend(MomoApiUserJson.shape),
      ),
      errors: ['RESOURCE_ALREADY_EXIST'],
      tags: momo,
      auth: 'client',
      key: 'anyProduct',
      status: 201,
      body: ProviderCallbackBody,
      fieldAliases: { referenceId: 'X-Reference-Id' },
      headers: { 'X-Reference-Id': { description: 'UUID you choose: the new API user id.', required: true } },
      summary: 'Create an API user with the id given in X-Reference-Id (reused id: 409 RESOURCE_ALREADY_EXIST)',
      handler: async ({ services, client, body, headers }) => {
        const created = await services.developer.createApiUser(client.accountId, { ...(body as object), referenceId: headers['x-reference-id'] });
        return { apiUserId: created.id, providerCallbackHost: created.providerCallbackHost, targetEnvironment: 'sandbox' };
      },
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/v1_0/apiuser/:apiUserId/apikey',
      operationId: 'createApiKey',
      response: resource(
        'MomoApiKey',
        'A new API key of an API user (shown once); the previous keys keep working until previousKeysExpireAt.',
        z.object({ apiKey: z.string().describe('shown once'), previousKeysExpireAt: Timestamp.nullable() }),
      ),
      tags: momo,
      auth: 'client',
      key: 'anyProduct',
      status: 201,
      params: ApiUserParams,
      summary: "Create an API key (shown once); the API user's earlier keys keep working for 24 hours",
      handler: async ({ services, client, params }) => {
        const created = await services.developer.createApiKey(client.accountId, params.apiUserId);
        return { apiKey: created.apiKey, previousKeysExpireAt: created.previousKeysExpireAt?.toISOString() ?? null };
      },
    }),
  );
  routes.push(apiUserRoute);
  routes.push(tokenRoute);
  return routes;
}
