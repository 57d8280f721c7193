/**
 * The REST reference's code samples: for every operation, its recorded request (src/generated/
 * recorded-session.json, a real one the sandbox answered) in curl and in the four client libraries,
 * each a whole snippet a reader runs with the variables the quick start exports. Run directly, it
 * writes them to src/generated/reference-samples.json (part of `npm run codegen`), which the
 * server adds to the reference's document as `x-codeSamples`; the object reference shows the same
 * curl. The Java values take the types the Java library's builders declare (contract/libraries/java.txt).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type RecordedExchange, type RecordedSession, recordedExchange, recordedSession, routePattern } from '../src/http/recorded-session.js';
import type { CodeSample } from '../src/http/reference-document.js';
import { javaName, phpName, pythonName, snake } from './library-names.js';

export const REFERENCE_SAMPLES_FILE = 'src/generated/reference-samples.json';

interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
}

export interface ReferenceOperation {
  operationId: string;
  'x-service'?: string;
  'x-method'?: string;
  'x-roles'?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface ReferenceDocument {
  paths: Record<string, Record<string, ReferenceOperation>>;
  components: { schemas: Record<string, Schema> };
}

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);
/** A mobile money product's own routes: /collection/…, /disbursement/…, /remittance/…. */
const PRODUCT_ROUTE = /^\/(collection|disbursement|remittance)\//;

/** Who makes the call: a merchant's server with its secret key, a signed-in user (or an administrator), or a mobile money API user. */
type Caller = { kind: 'merchant' } | { kind: 'user'; who: string } | { kind: 'api-user'; product: string } | { kind: 'app' };

function callerOf(route: string, operation: ReferenceOperation): Caller {
  const schemes = new Set((operation.security ?? []).flatMap((requirement) => Object.keys(requirement)));
  // The API user routes (/v1_0/apiuser) are collection's, as the libraries send them.
  const product = PRODUCT_ROUTE.exec(route)?.[1] ?? (route.startsWith('/v1_0/') ? 'collection' : undefined);
  if (schemes.has('basicAuth') || (product && !schemes.has('bearerAuth'))) return { kind: 'api-user', product: product ?? 'collection' };
  if (!schemes.has('bearerAuth')) return { kind: 'app' };
  const roles = operation['x-roles'] ?? [];
  if (roles.includes('MERCHANT')) return { kind: 'merchant' };
  return { kind: 'user', who: roles.includes('ADMIN') ? "An administrator's" : "A signed-in user's" };
}

/** The path values of a recorded path, by the route's parameter names. */
function pathValues(route: string, path: string): string[] {
  const names = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const match = routePattern(route).exec(path);
  return names.map((name, index) => decodeURIComponent(match?.[index + 1] ?? `your-${name}`));
}

const queryOf = (exchange: RecordedExchange | undefined): [string, string][] => [...new URLSearchParams(exchange?.query ?? '').entries()];

/** A request's body as the reference shows it: the recorded one, a masked secret given a readable stand-in. */
function bodyOf(exchange: RecordedExchange | undefined): unknown {
  const readable = (value: unknown, field: string): unknown => {
    if (typeof value === 'string' && /password/i.test(field)) return 'correct-horse-battery-9';
    if (Array.isArray(value)) return value.map((item) => readable(item, field));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, readable(item, name)]));
    return value;
  };
  return exchange?.body === undefined ? undefined : readable(exchange.body, '');
}

/** A mobile money request names itself with a UUID of the caller's (X-Reference-Id), kept on a retry. */
const needsReferenceId = (operation: ReferenceOperation) =>
  operation.parameters?.some((p) => p.in === 'header' && p.name === 'X-Reference-Id' && p.required) ?? false;

export function curlSample(route: string, method: string, operation: ReferenceOperation, session: RecordedSession): string {
  const exchange = recordedExchange(session, method, route);
  const caller = callerOf(route, operation);
  const key = caller.kind === 'api-user' ? `$PAYMENTS_${caller.product.toUpperCase()}_KEY` : '$PAYMENTS_SUBSCRIPTION_KEY';
  // Provisioning an API user (/v1_0/apiuser…) takes the product's key alone.
  const credential =
    caller.kind === 'api-user'
      ? route.startsWith('/v1_0/')
        ? undefined
        : '-u "$PAYMENTS_API_USER_ID:$PAYMENTS_API_KEY"'
      : caller.kind === 'merchant'
        ? '-H "Authorization: Bearer $PAYMENTS_SECRET_KEY"'
        : caller.kind === 'user'
          ? '-H "Authorization: Bearer $PAYMENTS_ACCESS_TOKEN"'
          : undefined;
  const path = exchange?.path ?? route;
  const query = exchange?.query ? `?${exchange.query}` : '';
  const body = bodyOf(exchange);
  const idempotencyKey = operation.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key' && p.required);
  const referenceId = needsReferenceId(operation);
  return [
    ...(caller.kind === 'user' ? [`# ${caller.who} access token (POST /auth/login) in PAYMENTS_ACCESS_TOKEN.`] : []),
    `curl -X ${method.toUpperCase()} "$PAYMENTS_BASE_URL${path}${query}" \\`,
    `  -H "Ocp-Apim-Subscription-Key: ${key}" -H "X-Target-Environment: sandbox"${credential ? ` \\\n  ${credential}` : ''}${
      idempotencyKey ? ' \\\n  -H "Idempotency-Key: $(date +%s%N)"' : ''
    }${referenceId ? ' \\\n  -H "X-Reference-Id: $(uuidgen 2>/dev/null || cat /proc/sys/kernel/random/uuid)"' : ''}${body === undefined ? '' : ` \\\n  -H "Content-Type: application/json" \\\n  -d '${JSON.stringify(body).replace(/'/g, "'\\''")}'`}`,
  ].join('\n');
}

// ——— Values in each language ———

const quoted = (text: string, quote: "'" | '"') =>
  `${quote}${text
    .replace(/\\/g, '\\\\')
    .replace(quote === "'" ? /'/g : /"/g, `\\${quote}`)
    .replace(/\n/g, '\\n')
    .replace(/\$/g, quote === '"' ? '\\$' : '$')}${quote}`;

function typescriptValue(value: unknown): string {
  if (typeof value === 'string') return quoted(value, "'");
  if (Array.isArray(value)) return `[${value.map(typescriptValue).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([name, item]) => `${/^[A-Za-z_$][\w$]*$/.test(name) ? name : quoted(name, "'")}: ${typescriptValue(item)}`)
      .join(', ')} }`;
  return JSON.stringify(value);
}

/** A named object's fields take the library's snake_case names; a free-form map (no schema, or one without properties) keeps its keys. */
function pythonValue(value: unknown, schema: Schema | undefined, schemas: Record<string, Schema>): string {
  const resolved = resolve(schema, schemas);
  if (typeof value === 'string') return quoted(value, '"');
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value === null) return 'None';
  if (Array.isArray(value)) return `[${value.map((item) => pythonValue(item, resolved?.items, schemas)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const named = Boolean(resolved?.properties);
    return `{${Object.entries(value)
      .map(([name, item]) => `${quoted(named ? snake(name) : name, '"')}: ${pythonValue(item, resolved?.properties?.[name], schemas)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

function phpValue(value: unknown): string {
  if (typeof value === 'string') return quoted(value, "'");
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(phpValue).join(', ')}]`;
  if (value && typeof value === 'object')
    return `[${Object.entries(value)
      .map(([name, item]) => `${quoted(name, "'")} => ${phpValue(item)}`)
      .join(', ')}]`;
  return JSON.stringify(value);
}

function resolve(schema: Schema | undefined, schemas: Record<string, Schema>): Schema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return resolve(schemas[refName(schema.$ref)], schemas);
  if (schema.anyOf)
    return resolve(
      schema.anyOf.find((s) => s.type !== 'null'),
      schemas,
    );
  if (schema.allOf?.length === 1) return resolve(schema.allOf[0], schemas);
  return schema;
}

/** The Java library's builder setters: `PaymentLinkCreateParams.amount` takes `java.math.BigDecimal`. */
type JavaSetters = Map<string, Map<string, string>>;

export function javaSetters(surface: string): JavaSetters {
  const setters: JavaSetters = new Map();
  for (const [, model, field, type] of surface.matchAll(/^model\.(\w+)\$Builder: public model\.\w+\$Builder (\w+)\((.+)\)$/gm)) {
    const fields = setters.get(model!) ?? new Map<string, string>();
    fields.set(field!, type!);
    setters.set(model!, fields);
  }
  return setters;
}

/** A Java map literal of its entries (key and value as code): Map.of takes at most ten pairs, Map.ofEntries any number. */
function javaMapOf(entries: [string, string][]): string {
  return entries.length > 10
    ? `Map.ofEntries(${entries.map(([name, item]) => `Map.entry(${quoted(name, '"')}, ${item})`).join(', ')})`
    : `Map.of(${entries.map(([name, item]) => `${quoted(name, '"')}, ${item}`).join(', ')})`;
}

const javaClass = (type: string) => type.replace(/^model\./, '').replace(/\$/g, '.');

function javaValue(value: unknown, type: string, setters: JavaSetters): string {
  if (value === null) return 'null';
  const list = /^List<(.+)>$/.exec(type);
  if (list && Array.isArray(value)) return `List.of(${value.map((item) => javaValue(item, list[1]!, setters)).join(', ')})`;
  const map = /^Map<String, (.+)>$/.exec(type);
  if (map && value && typeof value === 'object') return javaMapOf(Object.entries(value).map(([name, item]) => [name, javaValue(item, map[1]!, setters)]));
  const model = /^model\.(\w+)$/.exec(type)?.[1];
  if (model && setters.has(model) && value && typeof value === 'object') return javaBuilder(model, value as Record<string, unknown>, setters);
  if (/Enum$|^model\./.test(type)) return `${javaClass(type)}.fromValue(${quoted(String(value), '"')})`;
  switch (type) {
    case 'java.math.BigDecimal':
      return `new BigDecimal(${quoted(String(value), '"')})`;
    case 'java.time.LocalDate':
      return `LocalDate.parse(${quoted(String(value), '"')})`;
    case 'java.time.OffsetDateTime':
      return `OffsetDateTime.parse(${quoted(String(value), '"')})`;
    case 'java.net.URI':
      return `URI.create(${quoted(String(value), '"')})`;
    case 'UUID':
    case 'java.util.UUID':
      return `UUID.fromString(${quoted(String(value), '"')})`;
    case 'Long':
      return `${String(value)}L`;
    case 'Double':
      return `${Number(value).toFixed(Number.isInteger(value) ? 1 : undefined)}`;
    case 'Float':
      return `${String(value)}f`;
    case 'String':
      return quoted(String(value), '"');
    default:
      return typeof value === 'string' ? quoted(value, '"') : JSON.stringify(value);
  }
}

function javaBuilder(model: string, value: Record<string, unknown>, setters: JavaSetters): string {
  const fields = setters.get(model) ?? new Map<string, string>();
  const calls = Object.entries(value).map(([name, item]) => `.${name}(${javaValue(item, fields.get(name) ?? 'Object', setters)})`);
  return `${model}.builder()${calls.join('')}.build()`;
}

// ——— The snippets ———

interface Call {
  service: string;
  method: string;
  pathValues: string[];
  body?: unknown;
  bodyModel?: string;
  bodySchema?: Schema;
  query: [string, string][];
  caller: Caller;
  /** A mobile money request: the libraries' `momo(product).send(operation, body)`, which makes its X-Reference-Id. */
  momo?: { product: string; operation: string };
}

/** The call a library makes: its resource's method, or a mobile money request sent by its product. */
function callText(call: Call, language: 'ts' | 'python' | 'java' | 'php', args: string[], body: string | undefined): string {
  if (call.momo) {
    const { product, operation } = call.momo;
    const sent = [quoted(operation, language === 'ts' || language === 'php' ? "'" : '"'), ...(body ? [body] : [])].join(', ');
    const product_ = quoted(product, language === 'ts' || language === 'php' ? "'" : '"');
    if (language === 'ts') return `await payments.momo(${product_}).send(${sent})`;
    if (language === 'python') return `payments.momo(${product_}).send(${sent})`;
    if (language === 'java') return `payments.momo(${product_}).send(${sent})`;
    return `$payments->momo(${product_})->send(${sent})`;
  }
  const all = args.join(', ');
  if (language === 'ts') return `await payments.${call.service}.${call.method}(${all})`;
  if (language === 'python') return `payments.${snake(call.service)}.${snake(call.method)}(${all})`;
  if (language === 'java') return `payments.${call.service}().${javaName(call.method)}(${all})`;
  return `$payments->${call.service}->${phpName(call.method)}(${all})`;
}

/** A free-form Java map of a JSON value, as the mobile money helper takes it. */
function javaMap(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `List.of(${value.map(javaMap).join(', ')})`;
  if (value && typeof value === 'object') return javaMapOf(Object.entries(value).map(([name, item]) => [name, javaMap(item)]));
  return typeof value === 'string' ? quoted(value, '"') : JSON.stringify(value);
}

/** The credential lines of a client in one language, by who makes the call. */
function authFor(caller: Caller, texts: { merchant: string; user: string; apiUser: (product: string, keyVariable: string) => string }): string {
  if (caller.kind === 'merchant') return texts.merchant;
  if (caller.kind === 'user') return texts.user;
  if (caller.kind === 'api-user') return texts.apiUser(caller.product, `PAYMENTS_${caller.product.toUpperCase()}_KEY`);
  return '';
}

function typescriptSample(call: Call): string {
  const auth = authFor(call.caller, {
    merchant: "\n  secretKey: process.env['PAYMENTS_SECRET_KEY'] ?? '',",
    user: "\n  accessToken: process.env['PAYMENTS_ACCESS_TOKEN'] ?? '',",
    apiUser: (product, keyVariable) =>
      `\n  productKeys: { ${product}: process.env['${keyVariable}'] ?? '' },\n  apiUser: { apiUserId: process.env['PAYMENTS_API_USER_ID'] ?? '', apiKey: process.env['PAYMENTS_API_KEY'] ?? '' },`,
  });
  const args = [
    ...call.pathValues.map((value) => quoted(value, "'")),
    ...(call.body === undefined ? [] : [typescriptValue(call.body)]),
    ...(call.query.length ? [typescriptValue(Object.fromEntries(call.query.map(([name, value]) => [name, queryValue(value)])))] : []),
  ];
  return [
    "import { createPaymentsClient } from '@payments-platform/client';",
    '',
    `const payments = createPaymentsClient({\n  baseUrl: process.env['PAYMENTS_BASE_URL'] ?? '',\n  subscriptionKey: process.env['PAYMENTS_SUBSCRIPTION_KEY'] ?? '',${auth}\n});`,
    `const answer = ${callText(call, 'ts', args, call.body === undefined ? undefined : typescriptValue(call.body))};`,
    'console.log(answer);',
  ].join('\n');
}

/** A query value as its type reads: `20` and `true` rather than text. */
const queryValue = (value: string): unknown => (/^-?\d+$/.test(value) ? Number(value) : value === 'true' ? true : value === 'false' ? false : value);

function pythonSample(call: Call, schemas: Record<string, Schema>): string {
  const auth = authFor(call.caller, {
    merchant: ', secret_key=os.environ["PAYMENTS_SECRET_KEY"]',
    user: ', access_token=os.environ["PAYMENTS_ACCESS_TOKEN"]',
    apiUser: (product, keyVariable) =>
      `,\n    product_keys={"${product}": os.environ["${keyVariable}"]},\n    api_user=(os.environ["PAYMENTS_API_USER_ID"], os.environ["PAYMENTS_API_KEY"]),\n`,
  });
  const bodySchema = resolve(call.bodySchema, schemas);
  const args = [
    ...call.pathValues.map((value) => quoted(value, '"')),
    ...Object.entries((call.body ?? {}) as Record<string, unknown>).map(
      ([name, value]) => `${pythonName(name)}=${pythonValue(value, bodySchema?.properties?.[name], schemas)}`,
    ),
    ...call.query.map(([name, value]) => `${pythonName(name)}=${pythonValue(queryValue(value), undefined, schemas)}`),
  ];
  const client = auth.startsWith(',\n')
    ? `payments = Payments(\n    os.environ["PAYMENTS_BASE_URL"],\n    os.environ["PAYMENTS_SUBSCRIPTION_KEY"]${auth})`
    : `payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"]${auth})`;
  return [
    'import os',
    'from payments_platform import Payments',
    '',
    client,
    `answer = ${callText(call, 'python', args, call.body === undefined ? undefined : pythonValue(call.body, undefined, schemas))}`,
    'print(answer)',
  ].join('\n');
}

function javaSample(call: Call, setters: JavaSetters): string {
  const auth = authFor(call.caller, {
    merchant: '\n    .secretKey(System.getenv("PAYMENTS_SECRET_KEY"))',
    user: '\n    .accessToken(System.getenv("PAYMENTS_ACCESS_TOKEN"))',
    apiUser: (product, keyVariable) =>
      `\n    .productKey("${product}", System.getenv("${keyVariable}"))\n    .apiUser(System.getenv("PAYMENTS_API_USER_ID"), System.getenv("PAYMENTS_API_KEY"))`,
  });
  const args = [
    ...call.pathValues.map((value) => quoted(value, '"')),
    ...(call.body === undefined ? [] : [call.bodyModel ? javaBuilder(call.bodyModel, call.body as Record<string, unknown>, setters) : 'null']),
    ...(call.query.length ? [javaMapOf(call.query.map(([name, value]) => [name, typeof queryValue(value) === 'string' ? quoted(value, '"') : value]))] : []),
  ];
  return [
    `Payments payments = Payments.builder(System.getenv("PAYMENTS_BASE_URL"), System.getenv("PAYMENTS_SUBSCRIPTION_KEY"))${auth}\n    .build();`,
    `var answer = ${callText(call, 'java', args, call.body === undefined ? undefined : javaMap(call.body))};`,
    'System.out.println(answer);',
  ].join('\n');
}

function phpSample(call: Call): string {
  const auth = authFor(call.caller, {
    merchant: ", secretKey: getenv('PAYMENTS_SECRET_KEY')",
    user: ", accessToken: getenv('PAYMENTS_ACCESS_TOKEN')",
    apiUser: (product, keyVariable) =>
      `,\n    productKeys: ['${product}' => getenv('${keyVariable}')],\n    apiUser: [getenv('PAYMENTS_API_USER_ID'), getenv('PAYMENTS_API_KEY')],\n`,
  });
  const args = [
    ...call.pathValues.map((value) => quoted(value, "'")),
    ...(call.body === undefined ? [] : [phpValue(call.body)]),
    ...(call.query.length ? [phpValue(Object.fromEntries(call.query.map(([name, value]) => [name, queryValue(value)])))] : []),
  ];
  const client = auth.startsWith(',\n')
    ? `$payments = new Payments(\n    getenv('PAYMENTS_BASE_URL'),\n    getenv('PAYMENTS_SUBSCRIPTION_KEY')${auth});`
    : `$payments = new Payments(getenv('PAYMENTS_BASE_URL'), getenv('PAYMENTS_SUBSCRIPTION_KEY')${auth});`;
  return [
    '<?php',
    '',
    'use PaymentsPlatform\\Payments;',
    '',
    client,
    `$answer = ${callText(call, 'php', args, call.body === undefined ? undefined : phpValue(call.body))};`,
    'print_r($answer);',
  ].join('\n');
}

/** Every operation's samples, by operation id: curl first, then the libraries in the guides' order. */
export function referenceSamples(document: ReferenceDocument, session: RecordedSession, setters: JavaSetters): Record<string, CodeSample[]> {
  const { schemas } = document.components;
  const samples: Record<string, CodeSample[]> = {};
  for (const [route, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods)) {
      const exchange = recordedExchange(session, method, route);
      const curl: CodeSample = { lang: 'Shell', label: 'curl', source: curlSample(route, method, operation, session) };
      const service = operation['x-service'];
      const verb = operation['x-method'];
      if (!service || !verb || !exchange) {
        samples[operation.operationId] = [curl];
        continue;
      }
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const call: Call = {
        service,
        method: verb,
        pathValues: pathValues(route, exchange.path),
        body: bodyOf(exchange),
        ...(bodySchema?.$ref ? { bodyModel: refName(bodySchema.$ref) } : {}),
        ...(bodySchema ? { bodySchema } : {}),
        query: queryOf(exchange),
        caller: callerOf(route, operation),
        ...(needsReferenceId(operation) && PRODUCT_ROUTE.test(route)
          ? { momo: { product: route.split('/')[1]!, operation: route.split('/').slice(2).join('/') } }
          : {}),
      };
      samples[operation.operationId] = [
        curl,
        { lang: 'TypeScript', label: 'TypeScript', source: typescriptSample(call) },
        { lang: 'Python', label: 'Python', source: pythonSample(call, schemas) },
        { lang: 'Java', label: 'Java', source: javaSample(call, setters) },
        { lang: 'PHP', label: 'PHP', source: phpSample(call) },
      ];
    }
  return samples;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { openApiDocument } = await import('../src/http/openapi.js');
  const document = (await openApiDocument()) as unknown as ReferenceDocument;
  const samples = referenceSamples(document, recordedSession(), javaSetters(readFileSync('contract/libraries/java.txt', 'utf8')));
  writeFileSync(REFERENCE_SAMPLES_FILE, `${JSON.stringify(samples, null, 2)}\n`);
}
