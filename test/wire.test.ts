import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { Currency, type Money } from '../src/platform/money.js';
import { DecimalNumber, type ModelOf, MoneyAmount, Timestamp } from '../src/platform/wire-formats.js';
import { toWire, wireOf } from '../src/platform/wire.js';

const Line = z.object({ description: z.string(), amount: MoneyAmount });
const Order = z.object({
  id: z.string(),
  total: MoneyAmount,
  placedAt: Timestamp,
  paidAt: Timestamp.nullable(),
  lines: z.array(Line),
  shipping: Line.nullable(),
  giftNote: z.string().optional(),
  exchangeRate: DecimalNumber,
});

const GHS = new Currency('GHS', 2, 'Ghanaian cedi');

describe('the one serialiser, toWire', () => {
  const order = {
    id: 'ord_1',
    ownerId: 'usr_secret',
    total: GHS.of(1250n),
    placedAt: new Date('2026-11-26T10:00:00Z'),
    paidAt: null,
    lines: [{ description: 'Kente', amount: GHS.of(1250n), costPrice: GHS.of(900n) }],
    shipping: { description: 'Courier', amount: GHS.of(0n), courierAccount: 'internal' },
    giftNote: null,
    exchangeRate: '15.4321',
  };

  it('shows the schema fields of a model and of every object inside it, and nothing else', () => {
    expect(toWire(Order, order)).toStrictEqual({
      id: 'ord_1',
      total: '12.50',
      placedAt: '2026-11-26T10:00:00.000Z',
      paidAt: null,
      lines: [{ description: 'Kente', amount: '12.50' }],
      shipping: { description: 'Courier', amount: '0.00' },
      exchangeRate: 15.4321,
    });
  });

  it('refuses an amount where the schema does not declare MoneyAmount, and a MoneyAmount field without Money', () => {
    const Loose = z.object({ total: z.number() });
    // @ts-expect-error toWire's type refuses Money where the schema says a number; the serialiser refuses it too, for a model typed loosely.
    expect(() => toWire(Loose, { total: GHS.of(1250n) })).toThrow(/does not declare as MoneyAmount/);
    // @ts-expect-error toWire's type refuses a number where the schema says MoneyAmount; so does the serialiser.
    expect(() => toWire(Order, { ...order, total: 12.5 })).toThrow(/holds number, not Money/);
  });

  it('leaves out an optional field the model has no value for, and shows it when it has one', () => {
    expect(toWire(Order, order)).not.toHaveProperty('giftNote');
    expect(toWire(Order, { ...order, giftNote: 'Happy birthday' }).giftNote).toBe('Happy birthday');
  });

  it('answers what the schema validates, so the REST response validator accepts it', () => {
    expect(Order.safeParse(toWire(Order, order)).success).toBe(true);
  });

  it("checks a model's types against its schema, not only its keys (tsc runs the tests' types)", () => {
    // @ts-expect-error text where the schema says Timestamp: the model holds a Date.
    toWire(Order, { ...order, placedAt: '2026-11-26T10:00:00Z' });
    // @ts-expect-error a number where the schema says DecimalNumber: the model keeps the rate as exact text.
    toWire(Order, { ...order, exchangeRate: 15.4321 });
    // @ts-expect-error a line without its amount.
    toWire(Order, { ...order, lines: [{ description: 'Kente' }] });
    // A field the wire may leave out may be null in the model (toWire leaves it out).
    expectTypeOf<ModelOf<typeof Order>['giftNote']>().toEqualTypeOf<string | null | undefined>();
  });

  it('serialises a list of models one by one with wireOf', () => {
    expect([order, { ...order, id: 'ord_2' }].map(wireOf(Order)).map((o) => o.id)).toEqual(['ord_1', 'ord_2']);
  });
});

describe('a model declared by its resource schema, ModelOf', () => {
  it('holds Money where the schema says MoneyAmount and Date where it says Timestamp, at any depth', () => {
    const Invoice = z.object({ total: MoneyAmount, dueAt: Timestamp.nullable(), lines: z.array(z.object({ amount: MoneyAmount, note: z.string() })) });
    expectTypeOf<ModelOf<typeof Invoice>>().toEqualTypeOf<{ total: Money; dueAt: Date | null; lines: { amount: Money; note: string }[] }>();
    // The brands are the type's alone: on the wire an amount is decimal text (older API versions are shaped from it at the edge).
    expect(Invoice.safeParse({ total: '12.50', dueAt: '2026-11-26T10:00:00.000Z', lines: [{ amount: '12.50', note: 'Kente' }] }).success).toBe(true);
  });
});
