import samples from '../generated/reference-samples.json' with { type: 'json' };
import { recordedExchange, recordedSession } from './recorded-session.js';

/** One operation's request in one language, as Scalar (and Redocly) read `x-codeSamples`. */
export interface CodeSample {
  lang: 'Shell' | 'TypeScript' | 'Python' | 'Java' | 'PHP';
  label: string;
  source: string;
}

interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
  'x-codeSamples'?: CodeSample[];
}

/**
 * The REST reference's document: the OpenAPI document with, on each operation, its recorded
 * request in curl and the four libraries (`x-codeSamples`, written by scripts/reference-samples.ts)
 * its recorded body as the request's example (the try-it console starts from it), and its
 * recorded answer as the example of the status it answered (in the version the session was
 * recorded in, the one new accounts start on). The served openapi.json stays the contract alone.
 */
export function referenceDocument(document: Record<string, unknown>, inRecordedVersion: boolean): Record<string, unknown> {
  const session = recordedSession();
  const copy = structuredClone(document) as { paths: Record<string, Record<string, Operation>> };
  for (const [route, methods] of Object.entries(copy.paths))
    for (const [method, operation] of Object.entries(methods)) {
      const codeSamples = operation.operationId ? (samples as unknown as Record<string, CodeSample[]>)[operation.operationId] : undefined;
      if (codeSamples) operation['x-codeSamples'] = codeSamples;
      const exchange = recordedExchange(session, method, route);
      const content = inRecordedVersion && exchange && operation.responses?.[String(exchange.status)]?.content?.['application/json'];
      if (content) content.example = exchange.answer;
      // The try-it console starts from the recorded body, one the server took.
      const body = exchange?.body !== undefined ? operation.requestBody?.content?.['application/json'] : undefined;
      if (body) body.example = exchange?.body;
    }
  return withSharedParts(copy as unknown as Record<string, unknown>);
}

type Json = Record<string, unknown>;

/**
 * The same document with what operations repeat word for word (the rate-limit headers of every
 * answer, the envelope of every refusal, the common request headers) stated once under
 * `components` and referenced: a third of the size, which the reference's page takes seconds less
 * to build. The contract's own document (openapi.json) is left as it is.
 */
function withSharedParts(document: Json): Json {
  document['components'] ??= {};
  const components = document['components'] as Record<string, Record<string, unknown>>;
  const share = (kind: 'headers' | 'responses' | 'parameters', values: { holder: Json; key: string; name: string }[]) => {
    const texts = values.map(({ holder, key }) => JSON.stringify(holder[key]));
    const uses = new Map<string, number>();
    for (const text of texts) uses.set(text, (uses.get(text) ?? 0) + 1);
    const names = new Map<string, string>();
    components[kind] ??= {};
    const section = components[kind];
    values.forEach(({ holder, key, name }, index) => {
      const text = texts[index]!;
      if ((uses.get(text) ?? 0) < 2) return;
      let shared = names.get(text);
      if (!shared) {
        shared = name;
        for (let n = 2; shared in section; n++) shared = `${name}-${n}`;
        section[shared] = holder[key];
        names.set(text, shared);
      }
      holder[key] = { $ref: `#/components/${kind}/${shared}` };
    });
  };
  const operations = Object.values(document['paths'] as Record<string, Record<string, Json>>).flatMap((methods) => Object.values(methods));
  const responses = operations.flatMap((operation) => Object.entries((operation['responses'] ?? {}) as Record<string, Json>));
  share(
    'headers',
    responses.flatMap(([, response]) => {
      const headers = (response['headers'] ?? {}) as Json;
      return Object.keys(headers).map((key) => ({ holder: headers, key, name: key }));
    }),
  );
  share(
    'responses',
    operations.flatMap((operation) => {
      const holder = (operation['responses'] ?? {}) as Json;
      return Object.keys(holder).map((key) => ({ holder, key, name: key }));
    }),
  );
  share(
    'parameters',
    operations.flatMap((operation) => {
      const holder = (operation['parameters'] ?? []) as unknown as Json;
      return Object.keys(holder).map((key) => ({ holder, key, name: String((holder[key] as Json)['name'] ?? key) }));
    }),
  );
  return document;
}
