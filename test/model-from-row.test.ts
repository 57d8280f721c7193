import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDatabase, type DB } from '../src/db/database.js';
import { loadCurrencies, Money } from '../src/platform/money.js';
import { modelFromRow } from '../src/platform/model-from-row.js';
import { amountIn, DecimalNumber, MoneyAmount, Timestamp } from '../src/platform/wire-formats.js';
import { toWire } from '../src/platform/wire.js';
import { freshDatabase } from './support/harness.js';

// The currencies (their scales) are the database's.
let db: DB;
beforeAll(async () => {
  db = createDatabase((await freshDatabase()).url, 1);
  await loadCurrencies(db);
});
afterAll(() => db.destroy());

const Remittance = z.object({
  id: z.string(),
  kind: z.literal('REMITTANCE'),
  sendAmount: amountIn('sendCurrency').describe('what the sender sent'),
  sendCurrency: z.string(),
  fee: amountIn('sendCurrency'),
  receiveAmount: amountIn('receiveCurrency').nullable(),
  receiveCurrency: z.string(),
  tip: MoneyAmount.optional(),
  currency: z.string(),
  exchangeRate: DecimalNumber.describe('units received per unit sent'),
  failureReason: z.string().optional(),
  createdAt: Timestamp,
});

const row = {
  id: 'trf_1',
  send_amount: '10000',
  send_currency: 'GHS',
  fee: '150',
  receive_amount: '1234567',
  receive_currency: 'NGN',
  tip: '25',
  currency: 'KES',
  exchange_rate: '123.4567000000',
  failure_reason: null,
  created_at: new Date('2026-11-30T10:00:00Z'),
  internal_note: 'never on the wire',
};

describe('a model read from its row, led by its schema (modelFromRow)', () => {
  it('reads each field from its snake_case column, amounts in the currency their schema names', () => {
    const model = modelFromRow(Remittance, row, { kind: 'REMITTANCE' });
    expect(model.sendAmount).toStrictEqual(Money.of(10000n, 'GHS'));
    expect(model.fee).toStrictEqual(Money.of(150n, 'GHS'));
    expect(model.receiveAmount).toStrictEqual(Money.of(1234567n, 'NGN'));
    expect(model.tip).toStrictEqual(Money.of(25n, 'KES'));
    expect(model.exchangeRate).toBe('123.4567');
    expect(model.failureReason).toBeNull();
    expect(model.createdAt).toBe(row.created_at);
    expect(model).not.toHaveProperty('internalNote');
    expect(toWire(Remittance, model)).toStrictEqual({
      id: 'trf_1',
      kind: 'REMITTANCE',
      sendAmount: '100.00',
      sendCurrency: 'GHS',
      fee: '1.50',
      receiveAmount: '12345.67',
      receiveCurrency: 'NGN',
      tip: '0.25',
      currency: 'KES',
      exchangeRate: 123.4567,
      createdAt: '2026-11-30T10:00:00.000Z',
    });
  });

  it('takes the fields it is given over any column, and keeps a null amount null', () => {
    const model = modelFromRow(Remittance, { ...row, receive_amount: null }, { kind: 'REMITTANCE', failureReason: 'rail declined' });
    expect(model.receiveAmount).toBeNull();
    expect(model.failureReason).toBe('rail declined');
  });

  it('refuses a row without a column for a field, at compile time and at run time', () => {
    const { fee: _fee, ...withoutFee } = row;
    // @ts-expect-error the row has no fee column
    expect(() => modelFromRow(Remittance, withoutFee, { kind: 'REMITTANCE' })).toThrow('the row has no column fee for the field fee');
  });

  it('refuses at run time an amount whose currency column the row lacks (a schema without a currency field cannot ask for it at compile time)', () => {
    const Instalment = z.object({ number: z.number().int(), principal: MoneyAmount });
    expect(() => modelFromRow(Instalment, { number: 1, principal: '500' }, {})).toThrow(
      'the row has no column currency for the currency of the field principal',
    );
    const inItsLoanCurrency = { number: 1, principal: '500', currency: 'GHS' };
    expect(modelFromRow(Instalment, inItsLoanCurrency, {}).principal).toEqual(Money.of(500n, 'GHS'));
  });

  it('refuses at compile time a column whose type cannot be the field, and a field it must be given', () => {
    // @ts-expect-error created_at must be a Date
    modelFromRow(Remittance, { ...row, created_at: '2026-11-30' }, { kind: 'REMITTANCE' });
    // @ts-expect-error kind has no column and is not given
    expect(() => modelFromRow(Remittance, row, {})).toThrow('the row has no column kind');
  });
});
