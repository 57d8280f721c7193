import { refTo } from '../platform/resources.js';

/**
 * Names what the routes' schemas leave unnamed, so that each generated library has a model with a
 * name of the API's own for everything it sends and receives (never `CreatePaymentLink200Response`
 * or `...Inner`): every success answer is `<Data>Envelope` (the one envelope, `Envelope`, with its
 * `data`), every request body `<Resource><Verb>Params` after its operation, and every object
 * nested in a named schema `<Parent><Field>`. The routes keep their inline schemas, which their
 * serialisers compile; only the document refers by name.
 */

type Json = Record<string, unknown>;
type Schemas = Record<string, Json>;

const FIELD_ERROR: Json = {
  type: 'object',
  description: 'An input field at fault, and what is wrong with it.',
  properties: { field: { type: 'string', examples: ['amount'] }, message: { type: 'string', examples: ['must be greater than 0'] } },
  required: ['field', 'message'],
};

/** The envelope's `details` on success and on error alike. */
const RESULT_DETAILS: Json = {
  type: 'object',
  description: 'What happened: a code, its severity and a sentence; on invalid input, each field at fault.',
  properties: {
    code: { type: 'string', examples: ['SUCCESS', 'BAD_REQUEST'] },
    severity: { type: 'string', enum: ['INFO', 'ERROR'] },
    description: { type: 'string' },
    fields: { type: 'array', items: refTo('FieldError') },
  },
  required: ['code', 'severity', 'description'],
  examples: [{ code: 'SUCCESS', severity: 'INFO', description: 'Request processed successfully.' }],
};

const ENVELOPE: Json = {
  type: 'object',
  description: 'Every answer of the REST layer: when, its correlation id, its status and details; a success also carries `data`.',
  properties: {
    timeStamp: { type: 'integer', format: 'int64', description: 'epoch milliseconds', examples: [1764115200000] },
    correlationId: { type: 'string', format: 'uuid', examples: ['0f8fad5b-d9cb-469f-a165-70867728950e'] },
    serverStatusCode: { type: 'string', examples: ['200'] },
    severity: { type: 'string', enum: ['INFO', 'ERROR'] },
    details: refTo('ResultDetails'),
  },
  required: ['timeStamp', 'correlationId', 'serverStatusCode', 'severity', 'details'],
};

const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const singular = (text: string) => (text.endsWith('ies') ? `${text.slice(0, -3)}y` : text.endsWith('s') && !text.endsWith('ss') ? text.slice(0, -1) : text);

/** `createPaymentLink` → `PaymentLinkCreateParams`; `depositToSavingsGoal` → `SavingsGoalDepositParams`. */
export function paramsNameOf(operationId: string): string {
  const verb = /^[a-z]+/.exec(operationId)?.[0] ?? '';
  const resource = operationId.slice(verb.length).replace(/^(To|From|For)(?=[A-Z])/, '');
  return `${resource}${pascal(verb)}Params`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const plural = (text: string) => (/[^aeiou]y$/.test(text) ? `${text.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(text) ? `${text}es` : `${text}s`);

/**
 * Where a client library puts an operation, as Stripe's do: the resource's service (plural,
 * camelCase) and the verb, `createPaymentLink` → `paymentLinks.create`, `listPaymentLinks` →
 * `paymentLinks.list`, `depositToSavingsGoal` → `savingsGoals.deposit`; a route whose operation the
 * rule would name badly declares its own (`libraryMethod`, route-definition.ts).
 */
export function serviceMethodOf(operationId: string, declared?: readonly [service: string, method: string]): { service: string; method: string } {
  if (declared) return { service: declared[0], method: declared[1] };
  const verb = /^[a-z]+/.exec(operationId)?.[0] ?? '';
  const noun = operationId.slice(verb.length).replace(/^(To|From|For)(?=[A-Z])/, '');
  // A list or a search names its resource in the plural already (listPaymentLinks, searchInvoices).
  return { service: lowerFirst(plural(verb === 'list' || verb === 'search' ? singular(noun) : noun)), method: verb };
}

/** What an answer's data is called: its schema's name, `<Name>List` for a list of them. */
function dataNameOf(data: Json | undefined): string | undefined {
  const ref = data?.['$ref'];
  if (typeof ref === 'string') return ref.slice(ref.lastIndexOf('/') + 1);
  const items = (data?.['type'] === 'array' ? data['items'] : undefined) as Json | undefined;
  const item = dataNameOf(items);
  return item ? `${item}List` : undefined;
}

/** Adds `schema` under `name`, refusing two different schemas under one name. */
function define(schemas: Schemas, name: string, schema: Json): Json {
  const existing = schemas[name];
  if (existing && JSON.stringify(existing) !== JSON.stringify(schema)) throw new Error(`two different schemas would be named ${name} in the OpenAPI document`);
  schemas[name] = schema;
  return refTo(name);
}

/** Nested objects of a named schema become schemas of their own, named after their parent and field. */
function hoistNested(schemas: Schemas, name: string, schema: Json): void {
  const properties = schema['properties'] as Record<string, Json> | undefined;
  for (const [field, property] of Object.entries(properties ?? {})) {
    // A nullable field is anyOf [its schema, null]: the object or list is its other branch.
    const branches = property['anyOf'] as Json[] | undefined;
    const shown = branches?.find((branch) => branch['type'] !== 'null') ?? property;
    const list = shown['type'] === 'array' || (Array.isArray(shown['type']) && shown['type'].includes('array'));
    const target = list ? (shown['items'] as Json | undefined) : shown;
    if (target?.['type'] !== 'object' || !target['properties']) continue;
    const nestedName = `${name}${pascal(list ? singular(field) : field)}`;
    target['description'] ??= list ? `One of ${name}'s ${field}.` : `${name}'s ${field}.`;
    hoistNested(schemas, nestedName, target);
    const ref = define(schemas, nestedName, target);
    if (list) shown['items'] = ref;
    else if (branches) branches[branches.indexOf(shown)] = ref;
    else properties![field] = ref;
  }
}

type Operation = {
  operationId?: string;
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses?: Record<string, { content?: Record<string, { schema?: Json }> }>;
};

/** Names the document's envelopes, bodies and nested objects in place (see the file's comment). */
export function nameDocumentSchemas(paths: Record<string, Record<string, Operation>>, schemas: Schemas): void {
  define(schemas, 'FieldError', FIELD_ERROR);
  define(schemas, 'ResultDetails', RESULT_DETAILS);
  define(schemas, 'Envelope', ENVELOPE);
  const errorEnvelope = schemas['ErrorEnvelope'] as { properties?: Record<string, Json> } | undefined;
  if (errorEnvelope?.properties) errorEnvelope.properties['details'] = refTo('ResultDetails');
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations)) {
      if (typeof operation !== 'object' || !operation.operationId) continue;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const content = response.content?.['application/json'];
        const data = (content?.schema?.['properties'] as Record<string, Json> | undefined)?.['data'];
        const dataName = status.startsWith('2') ? dataNameOf(data) : undefined;
        if (!content || !dataName) continue;
        content.schema = define(schemas, `${dataName}Envelope`, {
          description: `The envelope with ${dataName.endsWith('List') ? `a list of ${dataName.slice(0, -4)}` : `a ${dataName}`} as its data.`,
          allOf: [refTo('Envelope'), { type: 'object', properties: { data }, required: ['data'] }],
        });
      }
      for (const content of Object.values(operation.requestBody?.content ?? {})) {
        if (!content.schema || content.schema['$ref']) continue;
        const name = paramsNameOf(operation.operationId);
        content.schema['description'] ??= `What ${operation.operationId} takes: ${operation.summary ?? name}.`;
        hoistNested(schemas, name, content.schema);
        content.schema = define(schemas, name, content.schema);
      }
    }
  for (const [name, schema] of Object.entries(schemas)) hoistNested(schemas, name, schema);
}
