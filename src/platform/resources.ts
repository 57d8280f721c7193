import { z } from 'zod';

/**
 * The API's named objects: each is one schema, named once (PaymentLink, Invoice, Transfer, …), that
 * validates and serialises the REST answers and is the OpenAPI document's components.schemas entry
 * every operation that answers it refers to. The client libraries' models are generated from
 * these names.
 */
export const resources = z.registry<{ id: string; description: string }>();

/** Each named schema's description, by name: the document shows it on the schema. */
const descriptions = new Map<string, string>();

/** Names an object's schema; the same schema is then referred to by name wherever it is answered. */
export function resource<S extends z.ZodType>(name: string, description: string, schema: S): S {
  (schema as z.ZodType).register(resources, { id: name, description });
  descriptions.set(name, description);
  return schema;
}

/** The named inputs: a value a request takes in many places (an amount), named once for the document. */
export const inputs = z.registry<{ id: string; description: string }>();

/** Names an input's schema; request bodies then refer to it by name. */
export function namedInput<S extends z.ZodType>(name: string, description: string, schema: S): S {
  (schema as z.ZodType).register(inputs, { id: name, description });
  descriptions.set(name, description);
  return schema;
}

/** The name of an object's schema, if it has one. */
export function resourceName(schema: z.ZodType): string | undefined {
  return resources.get(schema)?.id;
}

/** Where the document keeps a named object. */
export const refTo = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Every named object's JSON schema, by name, each referring to the others by reference (refTo). */
export function resourceSchemas(): Record<string, Record<string, unknown>> {
  const { schemas: outputs } = z.toJSONSchema(resources, { io: 'output', unrepresentable: 'any', uri: (id) => refTo(id).$ref });
  const { schemas: taken } = z.toJSONSchema(inputs, { io: 'input', unrepresentable: 'any', uri: (id) => refTo(id).$ref });
  // zod keys each schema by its uri; the document keys it by its name.
  return Object.fromEntries(
    Object.entries({ ...outputs, ...taken }).map(([uri, schema]) => {
      const { $schema: _dialect, $id: _uri, id: _id, ...rest } = schema as Record<string, unknown>;
      const name = uri.slice(uri.lastIndexOf('/') + 1);
      return [name, { description: descriptions.get(name), ...rest }];
    }),
  );
}

/**
 * A schema's JSON form for a route: whole (the serialiser compiles it as it is), each named object
 * in it marked with its name (x-resource), which the document replaces by a reference (namedRefs).
 */
export function markedJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const name = (io === 'output' ? resources : inputs).get(zodSchema as unknown as z.ZodType)?.id;
      if (name) (jsonSchema as Record<string, unknown>)['x-resource'] = name;
    },
  }) as Record<string, unknown>;
  return json;
}

/** A route schema as the document shows it: each object marked x-resource becomes a reference to its name. */
export function namedRefs<T>(json: T): T {
  if (Array.isArray(json)) return json.map(namedRefs) as T;
  if (json === null || typeof json !== 'object') return json;
  const name = (json as Record<string, unknown>)['x-resource'];
  if (typeof name === 'string') return refTo(name) as T;
  return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, namedRefs(value)])) as T;
}
