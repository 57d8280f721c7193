/**
 * The reference by object, as Stripe's reads: for each resource an API answers, "The PaymentLink
 * object" (its fields with their types, formats and descriptions, and an example), then the
 * operations that answer it, each with a request and its answer. Everything comes from the served
 * OpenAPI document: the named schemas, their formats, the operations' summaries; the examples, each
 * request and each answer are the recorded session's (src/generated/recorded-session.json: what a
 * sandbox answered the Postman collection's run), where it made that call.
 */
import { type RecordedSession, recordedExchange, recordedSession } from '../src/http/recorded-session.js';
import { curlSample, type ReferenceOperation } from './reference-samples.js';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  examples?: unknown[];
  minimum?: number;
}

interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Record<string, string[]>[];
  'x-roles'?: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface ObjectPage {
  name: string;
  slug: string;
  tag: string;
  markdown: string;
}

const nameOfRef = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);
const slugOf = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** What an example string says for a field the schema gives no example of: read from its name and description. */
function exampleText(field: string, schema: JsonSchema): string {
  const prefix = /^([a-z]{2,6}_)…/.exec(schema.description ?? '')?.[1];
  if (prefix) return `${prefix}4Vb2kQ9xT1mZ`;
  const known: [RegExp, string][] = [
    [/At$/, '2026-12-31T23:59:59.000Z'],
    [/Date$|^date$/, '2026-12-01'],
    [/Since$|^now$|previousNow|advancingTo|lastUpdated|resendAfter/, '2026-11-26T09:30:00.000Z'],
    [/^upcoming$/, '2026-12-01'],
    [/currency/i, 'GHS'],
    [/^(to|from)$/, '233241234567'],
    [/^events?$/, 'payment.completed'],
    [/evidence/i, 'https://shop.example.com/receipts/1042.pdf'],
    [/^walletId$/, 'wal_4Vb2kQ9xT1mZ'],
    [/^transactionId$/, '3f1c2a9e-8b7d-4c6e-9a5f-1d2e3c4b5a69'],
    [/^number$/, '4242424242424242'],
    [/^cvc$/, '123'],
    [/referralCode/, 'AMA4K9QZ'],
    [/^code$/, '482913'],
    [/providerName|^provider$/i, 'Electricity Company of Ghana'],
    [/productName/i, 'Quick loan'],
    [/sku/i, 'RICE-5KG'],
    [/requirements/i, 'Ghana Card'],
    [/purpose/i, 'School fees'],
    [/brand/i, 'visa'],
    [/targetEnvironment/i, 'sandbox'],
    [/fileName/i, 'ghana-card.jpg'],
    [/^body$/, 'Your verification code is 482913'],
    [/password/i, 'correct-horse-battery-9'],
    [/nickname/i, 'Mum'],
    [/hint|last4/i, '3184'],
    [/perUsd/i, '15.20'],
    [/grade/i, 'GOOD'],
    [/gender/i, 'female'],
    [/frequency/i, 'MONTHLY'],
    [/phone/i, '+233241234567'],
    [/msisdn|partyId/i, '46733123999'],
    [/^(name|fullName|customerName|payeeName|holderName)$/i, 'Ama Mensah'],
    [/firstName|given/i, 'Ama'],
    [/lastName|family/i, 'Mensah'],
    [/email/i, 'ama.mensah@example.com'],
    [/url|host/i, 'https://shop.example.com/payments/return'],
    [/country/i, 'GH'],
    [/locale/i, 'en-GH'],
    [/time ?zone/i, 'Africa/Accra'],
    [/note|memo|reason|message/i, 'Rent for December'],
    [/title|subject/i, 'December rent'],
    [/description/i, 'Two bags of rice'],
    [/code/i, 'AMA2026'],
    [/secret|key|token/i, 'sk_test_51Hx…(shown once)'],
    [/amount|balance|total|price|fee|limit|gross/i, '25.50'],
    [/number|reference/i, 'INV-000042'],
    [/^id$|Id$/, 'obj_4Vb2kQ9xT1mZ'],
    [/type|kind/i, 'STANDARD'],
    [/status|state/i, 'ACTIVE'],
  ];
  return known.find(([pattern]) => pattern.test(field))?.[1] ?? `Example ${field.replace(/([A-Z])/g, ' $1').toLowerCase()}`;
}

/** An example value of `schema`: its own example where it has one, else one made from its type and the field's name. */
export function exampleOf(schema: JsonSchema, schemas: Record<string, JsonSchema>, field = '', depth = 0): unknown {
  if (schema.$ref) return depth > 12 ? {} : exampleOf(schemas[nameOfRef(schema.$ref)] ?? {}, schemas, field, depth + 1);
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, schemas, field, depth + 1)));
  if (schema.anyOf) {
    const variant = schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]!;
    return exampleOf(variant, schemas, field, depth + 1);
  }
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type;
  if (type === 'object' || schema.properties)
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleOf(property, schemas, name, depth + 1)]));
  if (type === 'array') return schema.items ? [exampleOf(schema.items, schemas, field, depth + 1)] : [];
  if (type === 'boolean') return true;
  if (type === 'integer') return /count|quantity|attempt/i.test(field) ? 2 : Math.max(1, schema.minimum ?? 1);
  if (type === 'number') return /percent|rate/i.test(field) ? 12.5 : 25.5;
  if (type === 'null') return null;
  return exampleText(field, schema);
}

/** A field's type in words, with its format: `string (date-time)`, `PaymentLink`, `list of InvoiceLineItem`, `one of ACTIVE, INACTIVE`. */
function typeOf(schema: JsonSchema, pages: Set<string>): string {
  if (schema.$ref) {
    const name = nameOfRef(schema.$ref);
    return pages.has(name) ? `[${name}](./${slugOf(name)})` : name;
  }
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return `one of ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`;
  if (schema.anyOf) return schema.anyOf.map((s) => typeOf(s, pages)).join(' or ');
  if (schema.type === 'array') return `list of ${schema.items ? typeOf(schema.items, pages) : 'values'}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

/** Text as Markdown that VitePress renders as text: no HTML, no Vue interpolation. */
const prose = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\{\{/g, '&#123;&#123;');
const cell = (text: string) => prose(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

function fieldsTable(schema: JsonSchema, pages: Set<string>): string {
  const rows = Object.entries(schema.properties ?? {}).map(([name, field]) => {
    const optional = schema.required?.includes(name) ? '' : ', optional';
    return `| \`${name}\` | ${cell(typeOf(field, pages))}${optional} | ${cell(field.description ?? '')} |`;
  });
  return ['| Field | Type | Description |', '| --- | --- | --- |', ...rows].join('\n');
}

const json = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;

/** The data name an operation answers (`PaymentLink` for a PaymentLinkPage or PaymentLinkList too). */
function answeredObject(operation: Operation, schemas: Record<string, JsonSchema>): string | undefined {
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
  const envelope = success?.content?.['application/json']?.schema?.$ref;
  if (!envelope) return undefined;
  const data = schemas[nameOfRef(envelope)]?.allOf?.[1]?.properties?.['data'];
  const ref = data?.$ref ?? data?.items?.$ref;
  if (!ref) return undefined;
  const name = nameOfRef(ref);
  const page = schemas[name]?.properties?.['items']?.items?.$ref;
  return name.endsWith('Page') && page ? nameOfRef(page) : name;
}

function operationSection(
  route: string,
  method: string,
  operation: Operation,
  schemas: Record<string, JsonSchema>,
  pages: Set<string>,
  session: RecordedSession,
): string {
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const bodyName = body?.$ref ? nameOfRef(body.$ref) : undefined;
  const exchange = recordedExchange(session, method, route);
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
  const answer = success?.[1].content?.['application/json']?.schema;
  return [
    `### \`${operation.operationId}\``,
    '',
    `\`${method.toUpperCase()} /ms/v1${route}\`: ${prose(operation.summary ?? '')}`,
    '',
    ...(bodyName ? [`Takes a ${bodyName}:`, '', fieldsTable(schemas[bodyName] ?? {}, pages), ''] : []),
    '```sh',
    curlSample(route, method, operation as unknown as ReferenceOperation, session),
    '```',
    '',
    exchange
      ? `Answered ${exchange.status} in a sandbox:`
      : `Answers ${success?.[0] ?? '200'} (an example made from its schema; the recorded session made no such call):`,
    '',
    exchange ? json(exchange.answer) : answer ? json(exampleOf(answer, schemas)) : '',
    '',
  ].join('\n');
}

/** The object as a sandbox answered it: the data of a recorded call that answers it (the first item of a list). */
function recordedObject(operations: { route: string; method: string }[], session: RecordedSession): unknown {
  for (const { route, method } of operations) {
    const data = (recordedExchange(session, method, route)?.answer as { data?: unknown } | undefined)?.data;
    const object = Array.isArray(data)
      ? data[0]
      : data && typeof data === 'object' && 'items' in data && 'hasMore' in data
        ? (data.items as unknown[])[0]
        : data;
    if (object && typeof object === 'object') return object;
  }
  return undefined;
}

/** One page per object the API answers, and the index of them. */
export function objectReferencePages(document: OpenApiDocument, session: RecordedSession = recordedSession()): ObjectPage[] {
  const { schemas } = document.components;
  const byObject = new Map<string, { route: string; method: string; operation: Operation }[]>();
  for (const [route, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods)) {
      const name = answeredObject(operation, schemas);
      if (!name) continue;
      byObject.set(name, [...(byObject.get(name) ?? []), { route, method, operation }]);
    }
  const pages = new Set(byObject.keys());
  return [...byObject.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, operations]) => {
      const schema = schemas[name] ?? {};
      const tag = operations[0]?.operation.tags?.[0] ?? 'Other';
      const markdown = [
        '<!-- Generated by scripts/docs-pages.ts from the OpenAPI document: do not edit. -->',
        '',
        `# The ${name} object`,
        '',
        prose(schema.description ?? ''),
        '',
        fieldsTable(schema, pages),
        '',
        `An example ${name}, as a sandbox answered it:`,
        '',
        json(recordedObject(operations, session) ?? exampleOf(schema, schemas)),
        '',
        '## Operations',
        '',
        `Every request sends the subscription key and \`X-Target-Environment: sandbox\`; a user's routes a bearer token from \`POST /auth/login\`. Every answer is the envelope, with the ${name} as its \`data\` (a page of them for a list). The same operations are in the [API reference](/api-reference){target="_self"}.`,
        '',
        ...operations.map(({ route, method, operation }) => operationSection(route, method, operation, schemas, pages, session)),
      ].join('\n');
      return { name, slug: slugOf(name), tag, markdown };
    });
}

/** The index page: every object, grouped as the API reference groups its operations. */
export function objectIndexPage(pages: ObjectPage[], tagOrder: string[]): string {
  const tags = [...new Set(pages.map((p) => p.tag))].sort((a, b) => (tagOrder.indexOf(a) + 1 || 999) - (tagOrder.indexOf(b) + 1 || 999));
  return [
    '<!-- Generated by scripts/docs-pages.ts from the OpenAPI document: do not edit. -->',
    '',
    '# Objects',
    '',
    "Every object the REST API answers, as a page: its fields with their types, formats and descriptions, an example, and the operations that answer it, each with a request and its answer. The names are the OpenAPI document's schema names, which are also the client libraries' model names.",
    '',
    ...tags.flatMap((tag) => [`## ${tag}`, '', ...pages.filter((p) => p.tag === tag).map((p) => `- [${p.name}](./${p.slug})`), '']),
  ].join('\n');
}
