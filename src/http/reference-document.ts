import samples from '../generated/reference-samples.json' with { type: 'json' };
import { recordedSession } from './recorded-session.js';

interface CodeSample {
  lang: string;
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
      const codeSamples = operation.operationId ? (samples as Record<string, CodeSample[]>)[operation.operationId] : undefined;
      if (codeSamples) operation['x-codeSamples'] = codeSamples;
      const exchange = session[`${method.toUpperCase()} ${route}`];
      const content = inRecordedVersion && exchange && operation.responses?.[String(exchange.status)]?.content?.['application/json'];
      if (content) content.example = exchange.answer;
      // The try-it console starts from the recorded body, one the server took.
      const body = exchange?.body !== undefined ? operation.requestBody?.content?.['application/json'] : undefined;
      if (body) body.example = exchange?.body;
    }
  return copy;
}
