import type { z } from 'zod';
import { Money } from './money.js';

/** A value as JSON carries it: Money as a number of major units, an instant as ISO 8601 text, lists and plain objects alike. */
function wireValue(value: unknown): unknown {
  if (value instanceof Money) return value.toNumber();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(wireValue);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, wireValue(field)]));
  return value ?? null;
}

/**
 * The one serialiser: a model as its resource's schema shows it on the wire, field for field (the
 * schema's fields, so a model's internal fields never leak), Money and Dates in their wire forms.
 * A module declares the resource's schema and its model; no mapper between them.
 */
export function toWire<S extends z.ZodObject>(schema: S, model: { readonly [K in keyof z.input<S>]: unknown }): z.input<S> {
  const fields = model as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, wireValue(fields[key])])) as z.input<S>;
}

/** toWire for one schema, as a function of the model: for lists and pages (`.map(wireOf(RecipientJson))`). */
export const wireOf =
  <S extends z.ZodObject>(schema: S) =>
  (model: { readonly [K in keyof z.input<S>]: unknown }): z.input<S> =>
    toWire(schema, model);
