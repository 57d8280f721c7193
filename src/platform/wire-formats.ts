import { z } from 'zod';
import type { Money } from './money.js';

/**
 * The formats of the strings the API answers, as the OpenAPI document shows them (format and a
 * realistic example), so that generated libraries type them: an instant, a calendar date, an
 * e-mail address, a URL, a UUID. They describe what the serialisers write (toISOString, a
 * YYYY-MM-DD text); the contract run checks the answers against them.
 */
export const Timestamp = z
  .string()
  .meta({ format: 'date-time', examples: ['2026-11-26T09:30:00.000Z'] })
  .brand<'Timestamp'>();
/** An amount of money: on the wire a JSON number of major units, as the specification writes amounts; in a model, Money. */
export const MoneyAmount = z.number().brand<'Money'>();
export const CalendarDate = z.string().meta({ format: 'date', examples: ['2026-12-01'] });
export const EmailAddress = z.string().meta({ format: 'email', examples: ['ama.mensah@example.com'] });
export const WebUrl = z.string().meta({ format: 'uri', examples: ['https://pay.example.com/pl/pl_4Vb2kQ9xT1'] });
export const Uuid = z.string().meta({ format: 'uuid', examples: ['3f8e2c1a-6b7d-4e9f-a0b1-c2d3e4f5a6b7'] });

/** A value of a model whose wire form is `Wire`: Money where the schema says MoneyAmount, Date where it says Timestamp, at any depth. */
type ModelValue<Wire> =
  Wire extends z.$brand<'Money'>
    ? Money
    : Wire extends z.$brand<'Timestamp'>
      ? Date
      : Wire extends readonly (infer Item)[]
        ? ModelValue<Item>[]
        : Wire extends object
          ? { [K in keyof Wire]: ModelValue<Wire[K]> }
          : Wire;

/**
 * The model a resource's schema declares: its fields as services hold them (Money, Date), so a
 * field is declared once, in the schema, for the model, the serialiser, the response validator
 * and the OpenAPI component alike. A model adds only what the wire never shows.
 */
export type ModelOf<S extends z.ZodType> = ModelValue<z.output<S>>;
