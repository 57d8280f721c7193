/** The JSON Schema of each declared event's body, for the scripts that generate from them (docs, client types). */
import { eventCatalog } from '../src/app/event-catalog.js';
import { jsonSchema } from '../src/http/rest-route.js';
import { eventBodySchema } from '../src/platform/events/declarations.js';

/** The parts of JSON Schema the event schemas use. */
export interface Schema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
}

/** Every event type with its description and its body's JSON Schema, by type. */
export function eventSchemas(): { type: string; description: string; body: Schema }[] {
  return [...eventCatalog()].map(([type, declaration]) => ({
    type,
    description: declaration.description,
    body: jsonSchema(eventBodySchema(type, declaration), 'output') as Schema,
  }));
}
