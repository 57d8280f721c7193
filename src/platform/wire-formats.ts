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
/**
 * An amount of money: in a model, Money; on the wire, decimal text with the currency's scale
 * ("45.00"), as GraphQL and the events write it. API versions before 2026-12-01 answer it as a JSON
 * number of major units, the specification's shape (src/platform/api-versions). `x-money` marks it
 * for the version changes and the document.
 */
export const MoneyAmount = z
  .string()
  .meta({ format: 'decimal', 'x-money': true, examples: ['45.00'] })
  .brand<'Money'>();

/**
 * A decimal the model keeps as exact text (a rate, a percentage: "12.5") and the wire shows as a
 * JSON number, as the specification's objects do; toWire turns the text into the number. The brand
 * only tells ModelOf that the model's field is text: the document and the validation are a number's.
 */
export const DecimalNumber = z.number().brand<'DecimalText'>();

/** A field's schema under its nullable/optional/default wrappers: the shape that says what the field holds. */
export function unwrappedSchema(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
  return inner;
}

/** Which field of its object holds an amount's currency, for the amounts that are not in `currency`. */
const currencyFields = z.registry<{ currencyField: string }>();

/**
 * An amount in the currency another field of the same object names (a transfer's fee is in its
 * `sendCurrency`): on the wire and in the document, a MoneyAmount like any other; to a model read
 * from its row (modelFromRow), the column its currency comes from.
 */
export function amountIn(currencyField: string): typeof MoneyAmount {
  const amount = MoneyAmount.clone();
  currencyFields.add(amount, { currencyField });
  return amount;
}

/** The field that holds an amount's currency: the one `amountIn` named, else `currency`. */
export function currencyFieldOf(amount: z.ZodType): string {
  return currencyFields.get(amount)?.currencyField ?? 'currency';
}

/** Whether a field's schema is an amount of money (MoneyAmount, described or not). */
export function isMoneySchema(schema: z.ZodType | undefined): boolean {
  return schema !== undefined && schema.meta()?.['x-money'] === true;
}
export const CalendarDate = z.string().meta({ format: 'date', examples: ['2026-12-01'] });
export const EmailAddress = z.string().meta({ format: 'email', examples: ['ama.mensah@example.com'] });
export const WebUrl = z.string().meta({ format: 'uri', examples: ['https://pay.example.com/pl/pl_4Vb2kQ9xT1'] });
export const Uuid = z.string().meta({ format: 'uuid', examples: ['3f8e2c1a-6b7d-4e9f-a0b1-c2d3e4f5a6b7'] });

/** A value of a model whose wire form is `Wire`: Money where the schema says MoneyAmount, Date where it says Timestamp, text where it says DecimalNumber, null where it may be left out, at any depth. */
type ModelValue<Wire> =
  Wire extends z.$brand<'Money'>
    ? Money
    : Wire extends z.$brand<'Timestamp'>
      ? Date
      : Wire extends z.$brand<'DecimalText'>
        ? string
        : Wire extends readonly (infer Item)[]
          ? ModelValue<Item>[]
          : Wire extends object
            ? // A field the wire may leave out may be null in the model: toWire leaves it out then.
              { [K in keyof Wire]: ModelValue<Wire[K]> | (undefined extends Wire[K] ? null : never) }
            : Wire;

/**
 * The model a resource's schema declares: its fields as services hold them (Money, Date), so a
 * field is declared once, in the schema, for the model, the serialiser, the response validator
 * and the OpenAPI component alike. A model adds only what the wire never shows.
 */
export type ModelOf<S extends z.ZodType> = ModelValue<z.output<S>>;
