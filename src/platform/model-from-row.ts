import { z } from 'zod';
import { Money, MoneyDecimal } from './money.js';
import { currencyFieldOf, DecimalNumber, isMoneySchema, type ModelOf, unwrappedSchema } from './wire-formats.js';

/** `sendAmount` → `send_amount`: a model field's column, by the tables' naming rule. */
type ColumnName<Field extends string> = Field extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ColumnName<Tail>}`
  : Field;

/** What a column holds for a model value: an amount's minor units as text, an instant as a Date, anything else as the model holds it. */
type ColumnValue<Value> = Value extends Money ? string | bigint : Value;

/** The columns a row needs for the model's fields it is not told: each field's column, of a type the field can be read from. */
export type RowFor<Model> = { [Field in keyof Model & string as ColumnName<Field>]: ColumnValue<Model[Field]> };

export function columnName(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** How one field is read from a row, worked out once per schema. */
interface FieldReader {
  field: string;
  column: string;
  /** An amount's currency column; undefined for a field that is not an amount. */
  currencyColumn?: string;
  decimal: boolean;
}

const readers = new WeakMap<z.ZodObject, FieldReader[]>();

function readersOf(schema: z.ZodObject): FieldReader[] {
  let known = readers.get(schema);
  if (known === undefined) {
    known = Object.entries(schema.shape).map(([field, fieldSchema]) => {
      const shape = unwrappedSchema(fieldSchema as z.ZodType);
      return {
        field,
        column: columnName(field),
        currencyColumn: isMoneySchema(shape) ? columnName(currencyFieldOf(shape)) : undefined,
        decimal: shape instanceof z.ZodNumber && isDecimalText(shape),
      };
    });
    readers.set(schema, known);
  }
  return known;
}

function isDecimalText(shape: z.ZodNumber): boolean {
  // DecimalNumber is a branded number: the brand leaves no trace at run time but the schema's identity.
  let current: z.ZodType | undefined = shape;
  while (current !== undefined) {
    if (current === DecimalNumber) return true;
    current = (current as z.ZodType)._zod.parent as z.ZodType | undefined;
  }
  return false;
}

/**
 * A resource's model read from its table's row, led by the resource's schema: each field from the
 * column of the same name in snake_case, an amount as Money in the currency its schema names
 * (`currency` unless declared with `amountIn`), a DecimalNumber as its exact text. `derived` gives
 * the fields a column does not hold as they are (a constant, a timeline, a URL); the compiler checks
 * that the row has a column of the right type for every other field, so a new field is written in
 * the schema, the migration and the SDL, not again here.
 */
export function modelFromRow<S extends z.ZodObject, const Derived extends Partial<ModelOf<S>>>(
  schema: S,
  row: NoInfer<RowFor<Omit<ModelOf<S>, keyof Derived>>>,
  derived: Derived,
): ModelOf<S> {
  const columns = row as Record<string, unknown>;
  const model: Record<string, unknown> = {};
  for (const reader of readersOf(schema)) {
    if (reader.field in derived) {
      model[reader.field] = (derived as Record<string, unknown>)[reader.field];
      continue;
    }
    if (!(reader.column in columns)) throw new Error(`the row has no column ${reader.column} for the field ${reader.field}`);
    const value = columns[reader.column];
    if (value == null) model[reader.field] = null;
    else if (reader.currencyColumn !== undefined) model[reader.field] = Money.of(value as string | bigint, currencyIn(columns, reader));
    else if (reader.decimal) model[reader.field] = new MoneyDecimal(value as string).toFixed();
    else model[reader.field] = value;
  }
  return model as ModelOf<S>;
}

/**
 * An amount's currency code from its row. The compiler cannot ask for it when the schema has no
 * currency field (a loan's instalment is in its loan's currency): the caller adds it to the row.
 */
function currencyIn(columns: Record<string, unknown>, reader: FieldReader): string {
  const code = columns[reader.currencyColumn!];
  if (typeof code !== 'string') throw new Error(`the row has no column ${reader.currencyColumn} for the currency of the field ${reader.field}`);
  return code;
}
