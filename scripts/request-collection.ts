// Writes the Postman collection of the REST layer, generated from its OpenAPI document by Postman's
// own converter: `tsx scripts/request-collection.ts` (CI regenerates it and fails on drift).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import converter from 'openapi-to-postmanv2';
import { openApiDocument } from '../src/http/openapi.js';

const TARGET = 'collections/payments-platform.postman_collection.json';

/** The sandbox's variables: subscriptionKey from sandbox-credentials.json (or sign-up), accessToken from POST /auth/login. */
const VARIABLES = [
  { key: 'baseUrl', value: 'http://localhost:4000/ms/v1', description: 'The server and the REST prefix' },
  { key: 'subscriptionKey', value: '', description: "Your app's subscription key (Ocp-Apim-Subscription-Key), from sandbox-credentials.json" },
  { key: 'accessToken', value: '', description: "A user's access token, from POST /auth/login" },
  { key: 'targetEnvironment', value: 'sandbox', description: 'X-Target-Environment' },
  { key: 'apiUser', value: '', description: 'A mobile money API user (POST /v1_0/apiuser), for /{product}/token/' },
  { key: 'apiKey', value: '', description: "That API user's key (POST /v1_0/apiuser/{id}/apikey)" },
];

/** The converter gives every item a random id and an example of every answer: neither belongs in a file CI compares. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id' && key !== '_postman_id' && key !== 'response')
        .map(([key, inner]) => [key, stable(inner)]),
    );
  }
  return value;
}

type Operation = { security?: Record<string, string[]>[] };
type PostmanRequest = { method: string; url: { path: string[] }; header: { key: string; value: string }[]; auth?: unknown };
type PostmanItem = { item?: PostmanItem[]; request?: PostmanRequest };

/** Postman takes one auth scheme per request and the API wants two (the key, and a token or the API user): the key becomes a header of every request and the request's auth is the other. */
function authOf(operation: Operation | undefined): unknown {
  const schemes = Object.keys(operation?.security?.[0] ?? {});
  if (schemes.includes('bearerAuth')) return { type: 'bearer', bearer: [{ key: 'token', value: '{{accessToken}}', type: 'string' }] };
  if (schemes.includes('basicAuth')) {
    return {
      type: 'basic',
      basic: [
        { key: 'username', value: '{{apiUser}}', type: 'string' },
        { key: 'password', value: '{{apiKey}}', type: 'string' },
      ],
    };
  }
  return { type: 'noauth' };
}

const HEADER_VALUES: Record<string, string> = {
  'X-Target-Environment': '{{targetEnvironment}}',
  'X-Correlation-ID': '{{$guid}}',
  'Idempotency-Key': '{{$guid}}',
  'X-Reference-Id': '{{$guid}}',
};

function withSandboxAuth(items: PostmanItem[], paths: Record<string, Record<string, Operation>>): void {
  for (const item of items) {
    if (item.item) withSandboxAuth(item.item, paths);
    const request = item.request;
    if (!request) continue;
    const openApiPath = `/${request.url.path.map((segment) => segment.replace(/^:(.+)$/, '{$1}')).join('/')}`;
    const operation = paths[openApiPath]?.[request.method.toLowerCase()];
    if (!operation) throw new Error(`no operation for ${request.method} ${openApiPath}`);
    request.auth = authOf(operation);
    request.header = [
      { key: 'Ocp-Apim-Subscription-Key', value: '{{subscriptionKey}}' },
      ...request.header.map((header) => ({ ...header, value: HEADER_VALUES[header.key] ?? header.value })),
    ];
  }
}

const convert = promisify(converter.convert) as (
  input: unknown,
  options: unknown,
) => Promise<{ result: boolean; reason?: string; output: { data: Record<string, unknown> }[] }>;
const document = (await openApiDocument({ publicUrl: 'http://localhost:4000' })) as { paths: Record<string, Record<string, Operation>> };
const converted = await convert({ type: 'json', data: document }, { folderStrategy: 'Tags', parametersResolution: 'Schema' });
if (!converted.result) throw new Error(`conversion failed: ${converted.reason}`);
const collection = stable(converted.output[0]!.data) as { item: PostmanItem[]; variable?: unknown; auth?: unknown };
withSandboxAuth(collection.item, document.paths);
collection.variable = VARIABLES;
delete collection.auth;
mkdirSync(path.dirname(TARGET), { recursive: true });
writeFileSync(TARGET, `${JSON.stringify(collection, null, 2)}\n`);
console.log(`Postman collection written to ${TARGET}`);
