import { z } from 'zod';
import { Money } from './money.js';
import { isMoneySchema, type ModelOf, unwrappedSchema } from './wire-formats.js';

const omittable = new WeakMap<z.ZodType, boolean>();
const money = new WeakMap<z.ZodType, boolean>();

/** Whether a field is an amount (asked once per field schema: the registry's lookup walks its parents). */
function isMoney(field: z.ZodType | undefined): boolean {
  if (field === undefined) return false;
  let answer = money.get(field);
  if (answer === undefined) {
    answer = isMoneySchema(field);
    money.set(field, answer);
  }
  return answer;
}

/** A field the schema lets be absent but not null: left out when the model has no value for it (asked once per field schema). */
function isOmittable(field: z.ZodType): boolean {
  let answer = omittable.get(field);
  if (answer === undefined) {
    answer = field instanceof z.ZodOptional && !field.safeParse(null).success;
    omittable.set(field, answer);
  }
  return answer;
}

/**
 * A value as JSON carries it, led by its schema: Money as decimal text with its currency's scale
 * (where the schema says MoneyAmount: an amount its schema does not declare is a fault), an instant as
 * ISO 8601 text, an object with its schema's fields only (at any depth, so a nested model's
 * internal fields never leak), lists item by item.
 */
function wireValue(schema: z.ZodType | undefined, value: unknown): unknown {
  const shape = schema === undefined ? undefined : unwrappedSchema(schema);
  if (value instanceof Money) {
    if (!isMoney(shape)) throw new Error(`an amount (${value.toString()}) meets a field its schema does not declare as MoneyAmount`);
    return value.format();
  }
  if (value != null && isMoney(shape)) throw new Error(`a MoneyAmount field holds ${typeof value}, not Money`);
  if (value instanceof Date) return value.toISOString();
  // A decimal the model keeps as exact text (a rate) is a JSON number where the schema says so.
  if (typeof value === 'string' && shape instanceof z.ZodNumber) return Number(value);
  if (Array.isArray(value)) return value.map((item) => wireValue(shape instanceof z.ZodArray ? (shape.element as z.ZodType) : undefined, item));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const fields = value as Record<string, unknown>;
    if (shape instanceof z.ZodObject)
      return Object.fromEntries(
        Object.entries(shape.shape)
          .filter(([key, field]) => !(fields[key] == null && isOmittable(field as z.ZodType)))
          .map(([key, field]) => [key, wireValue(field as z.ZodType, fields[key])]),
      );
    return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, wireValue(undefined, field)]));
  }
  return value ?? null;
}

/**
 * The one serialiser: a model as its resource's schema shows it on the wire, field for field (the
 * schema's fields, so a model's internal fields never leak), Money and Dates in their wire forms.
 * A module declares the resource's schema and its model; no mapper between them.
 */
export function toWire<S extends z.ZodObject>(schema: S, model: ModelOf<S>): z.input<S> {
  return wireValue(schema, model) as z.input<S>;
}

/** toWire for one schema, as a function of the model: for lists and pages (`.map(wireOf(RecipientJson))`). */
export const wireOf =
  <S extends z.ZodObject>(schema: S) =>
  (model: ModelOf<S>): z.input<S> =>
    toWire(schema, model);
