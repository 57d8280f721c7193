// Writes the Postman collection of the REST layer, generated from its OpenAPI document by Postman's
// own converter: `tsx scripts/request-collection.ts` (CI regenerates it and fails on drift). The
// converter's requests are arranged in the order of the modules' chapters (scripts/collection-run-plan.ts), each with its
// sender, body and the ids it captures, so the collection runs from top to bottom against a fresh
// sandbox (scripts/run-collection.ts; Postman's runner or newman with an environment of the credentials).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import converter from 'openapi-to-postmanv2';
import { openApiDocument } from '../src/http/openapi.js';
import { COLLECTION_VARIABLES, type KeyName, type PageStep, RUN_PLAN, type Sender, type Step } from './collection-run-plan.js';

const TARGET = 'collections/payments-platform.postman_collection.json';

const TOKEN_OF: Record<Exclude<Sender, 'none'>, string> = {
  user: '{{userToken}}',
  merchant: '{{merchantToken}}',
  admin: '{{adminToken}}',
  newUser: '{{newUserToken}}',
  newDeveloper: '{{developerToken}}',
};

const KEY_OF: Record<KeyName, string> = {
  app: '{{subscriptionKey}}',
  collection: '{{collectionKey}}',
  disbursement: '{{disbursementKey}}',
  remittance: '{{remittanceKey}}',
};

/**
 * Pacing for the whole run: an answer of 429 or 503 is waited out (its Retry-After, at most a
 * minute) and the same request sent again, up to five times; the plan's rate limits hold.
 */
const COLLECTION_EVENTS = [
  {
    listen: 'prerequest',
    script: {
      type: 'text/javascript',
      exec: [
        "const waitMs = Number(pm.collectionVariables.get('retryAfterMs') || 0);",
        'if (waitMs > 0) {',
        "  pm.collectionVariables.unset('retryAfterMs');",
        '  setTimeout(() => {}, waitMs);',
        '}',
      ],
    },
  },
  {
    listen: 'test',
    script: {
      type: 'text/javascript',
      exec: [
        "const tries = Number(pm.collectionVariables.get('retries') || 0);",
        'if ((pm.response.code === 429 || pm.response.code === 503) && tries < 5) {',
        "  const seconds = Number(pm.response.headers.get('Retry-After') || 1);",
        "  pm.collectionVariables.set('retries', tries + 1);",
        "  pm.collectionVariables.set('retryAfterMs', Math.min(Math.max(seconds, 1), 60) * 1000);",
        '  postman.setNextRequest(pm.info.requestId);',
        '} else {',
        "  pm.collectionVariables.set('retries', 0);",
        '}',
      ],
    },
  },
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

type Variable = { key: string; value: string; disabled?: boolean };
type ConvertedRequest = PostmanRequest & {
  url: { path: string[]; query?: Variable[]; variable?: Variable[] };
  body?: { mode: string; raw?: string; options?: unknown };
};
type ConvertedItem = { name: string; request: ConvertedRequest };

/** The converter's requests by operation ('POST /auth/login'). */
function byOperation(items: PostmanItem[], into = new Map<string, ConvertedItem>()): Map<string, ConvertedItem> {
  for (const item of items) {
    if (item.item) byOperation(item.item, into);
    if (!item.request) continue;
    const openApiPath = `/${item.request.url.path.map((segment) => segment.replace(/^:(.+)$/, '{$1}')).join('/')}`;
    into.set(`${item.request.method} ${openApiPath}`, item as ConvertedItem);
  }
  return into;
}

const script = (listen: 'prerequest' | 'test', lines: string[]) => ({ listen, script: { type: 'text/javascript', exec: lines } });

/** What a step checks and keeps: its expected status, then each captured variable from a 2xx answer. */
function testScript(step: Step): string[] {
  const expected = step.expect ?? 0;
  const lines = [
    'if (pm.response.code !== 429 && pm.response.code !== 503) {',
    expected
      ? `  pm.test('answers ${expected}', () => pm.expect(pm.response.code).to.equal(${expected}));`
      : "  pm.test('answers 2xx', () => pm.expect(pm.response.code).to.be.within(200, 299));",
  ];
  if (step.capture) {
    lines.push('  if (pm.response.code >= 200 && pm.response.code < 300) {', '    const data = pm.response.json().data;');
    for (const [name, expression] of Object.entries(step.capture)) lines.push(`    pm.collectionVariables.set('${name}', ${expression});`);
    lines.push('  }');
  }
  lines.push('}');
  return lines;
}

function planned(step: Step, converted: ConvertedItem, operation: Operation): unknown {
  const request = structuredClone(converted.request);
  const auth = authOf(operation);
  request.auth =
    (auth as { type: string }).type === 'bearer'
      ? step.as === 'none'
        ? { type: 'noauth' }
        : { type: 'bearer', bearer: [{ key: 'token', value: TOKEN_OF[step.as], type: 'string' }] }
      : auth;
  request.header = [
    { key: 'Ocp-Apim-Subscription-Key', value: KEY_OF[step.key ?? 'app'] },
    ...request.header.map((header) => {
      const value = step.headers?.[header.key] ?? HEADER_VALUES[header.key];
      // The optional headers (X-Sandbox-Scenario, X-Callback-Url, …) stay in the request to see, switched off.
      if (value !== undefined) return { ...header, value };
      return /^(content-type|accept)$/i.test(header.key) ? header : { ...header, disabled: true };
    }),
  ];
  for (const variable of request.url.variable ?? []) {
    const value = step.path?.[variable.key];
    if (value === undefined) throw new Error(`${step.op}: the plan gives no value for the path parameter ${variable.key}`);
    variable.value = value;
  }
  if (request.url.query) {
    request.url.query = request.url.query.map((parameter) =>
      step.query?.[parameter.key] === undefined ? { ...parameter, disabled: true } : { ...parameter, value: step.query[parameter.key]! },
    );
  }
  if (step.body !== undefined) request.body = { mode: 'raw', raw: JSON.stringify(step.body, null, 2), options: { raw: { language: 'json' } } };
  else delete request.body;
  const event = [...(step.before ? [script('prerequest', step.before.split('\n'))] : []), script('test', testScript(step))];
  return { name: step.name ?? converted.name, event, request };
}

function pageRequest(step: PageStep): unknown {
  return {
    name: step.name,
    event: [script('test', ["pm.test('answers 2xx', () => pm.expect(pm.response.code).to.be.within(200, 299));"])],
    request: {
      method: step.method,
      header: [{ key: 'Content-Type', value: 'application/x-www-form-urlencoded' }],
      body: { mode: 'urlencoded', urlencoded: Object.entries(step.form).map(([key, value]) => ({ key, value })) },
      url: `{{origin}}${step.url}`,
      description: 'The hosted payment page (HTML, not the JSON API): the form a payer submits.',
    },
  };
}

/** The converter's requests in the plan's order and folders; every operation of the document must be in the plan. */
function arranged(items: PostmanItem[], paths: Record<string, Record<string, Operation>>): unknown[] {
  const converted = byOperation(items);
  const used = new Set<string>();
  const folders = RUN_PLAN.map((chapter) => ({
    name: chapter.folder,
    item: chapter.steps.map((step) => {
      if ('page' in step) return pageRequest(step);
      const item = converted.get(step.op);
      const [method, openApiPath] = step.op.split(' ') as [string, string];
      const operation = paths[openApiPath]?.[method.toLowerCase()];
      if (!item || !operation) throw new Error(`the run plan names ${step.op}, which the REST document does not have`);
      used.add(step.op);
      return planned(step, item, operation);
    }),
  }));
  const missing = [...converted.keys()].filter((op) => !used.has(op));
  if (missing.length > 0) throw new Error(`no module's chapter (src/modules/<m>/<m>.collection.ts) runs: ${missing.join(', ')}`);
  return folders;
}

const convert = promisify(converter.convert) as (
  input: unknown,
  options: unknown,
) => Promise<{ result: boolean; reason?: string; output: { data: Record<string, unknown> }[] }>;
const document = (await openApiDocument({ publicUrl: 'http://localhost:4000' })) as { paths: Record<string, Record<string, Operation>> };
const converted = await convert({ type: 'json', data: document }, { folderStrategy: 'Tags', parametersResolution: 'Schema' });
if (!converted.result) throw new Error(`conversion failed: ${converted.reason}`);
const collection = stable(converted.output[0]!.data) as { item: unknown[]; variable?: unknown; auth?: unknown; event?: unknown };
collection.item = arranged(collection.item as PostmanItem[], document.paths);
collection.variable = COLLECTION_VARIABLES;
collection.event = COLLECTION_EVENTS;
delete collection.auth;
mkdirSync(path.dirname(TARGET), { recursive: true });
writeFileSync(TARGET, `${JSON.stringify(collection, null, 2)}\n`);
console.log(`Postman collection written to ${TARGET}`);
