import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { badRequest } from './errors.js';

/**
 * Money is integer minor units (bigint) inside the platform. Decimal text and JSON numbers exist
 * only at the edges. The one rounding rule: conversions and fees round half to even (banker's
 * rounding) to the target currency's minor unit.
 */
export const MoneyDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });
export type MoneyDecimal = InstanceType<typeof MoneyDecimal>;

/** Decimal text as every edge writes amounts and rates: digits, an optional fraction, an optional minus. */
export const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** An amount of one currency: integer minor units and the currency's exponent (2 for GHS, 0 for XOF). */
export interface Money {
  readonly currency: string;
  readonly minor: bigint;
  readonly exponent: number;
}

/** A currency field: three letters, upper-cased. */
export const CurrencyCode = z
  .string({ error: 'currency is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code');

/** An amount in major units as it arrives: a JSON number in REST, decimal text in GraphQL and MoMo bodies. */
export const AmountInput = z.union([z.number(), z.string()], { error: 'amount is required' });

/**
 * The one maximum for every amount the API takes, in major units of any currency: checked on the
 * text before any arithmetic, so no amount can overflow a column or a JSON number on the way out.
 */
export const MAX_AMOUNT_MAJOR = 1_000_000_000;
const MAX_AMOUNT_TEXT = '1,000,000,000';

/** Parses a major-unit amount (JSON number or decimal text) into minor units, refusing excess precision. */
export function toMinorUnits(amount: unknown, exponent: number, field = 'amount'): bigint {
  const text = typeof amount === 'number' ? amountNumberText(amount) : typeof amount === 'string' ? amount.trim() : undefined;
  if (text === undefined || !DECIMAL_TEXT.test(text)) throw badRequest(`${field} must be a decimal amount`, [{ field, message: 'must be a decimal amount' }]);
  const integerDigits = text
    .replace(/^-/, '')
    .split('.')[0]!
    .replace(/^0+(?=\d)/, '');
  if (integerDigits.length > String(MAX_AMOUNT_MAJOR).length || Math.abs(Number(text)) > MAX_AMOUNT_MAJOR) {
    throw badRequest(`${field} must be at most ${MAX_AMOUNT_TEXT}`, [{ field, message: `must be at most ${MAX_AMOUNT_TEXT}` }]);
  }
  const value = new MoneyDecimal(text);
  if (value.decimalPlaces() > exponent) {
    throw badRequest(`${field} has more decimals than the currency allows (${exponent})`, [{ field, message: `at most ${exponent} decimal places` }]);
  }
  return BigInt(value.times(new MoneyDecimal(10).pow(exponent)).toFixed(0));
}

/** A JSON number's shortest round-trip text, never exponent notation (1e-7 is refused as too precise anyway). */
function amountNumberText(n: number): string | undefined {
  if (!Number.isFinite(n)) return undefined;
  // Past the maximum the exact digits do not matter, and 1e308 would spell out 309 of them.
  if (Math.abs(n) > MAX_AMOUNT_MAJOR) return n < 0 ? '-9999999999' : '9999999999';
  return new MoneyDecimal(n).toFixed();
}

/**
 * The one parser of an amount the API takes: decimal text or a JSON number in major units, no more
 * decimals than the currency has, at most MAX_AMOUNT_MAJOR, and at least one minor unit.
 */
export function parsePositiveAmount(amount: unknown, exponent: number, field = 'amount'): bigint {
  const minor = toMinorUnits(amount, exponent, field);
  if (minor <= 0n) {
    const least = formatMinorUnits(1n, exponent);
    throw badRequest(`${field} must be at least ${least}`, [{ field, message: `must be at least ${least}` }]);
  }
  return minor;
}

/** MAX_AMOUNT_MAJOR in minor units of a currency with `exponent` decimals. */
export function maxMinorUnits(exponent: number): bigint {
  return BigInt(MAX_AMOUNT_MAJOR) * 10n ** BigInt(exponent);
}

/**
 * A total built from parts (a sale's or an invoice's lines, a payroll batch's items with their
 * fees) is held to the one maximum of any amount, before anything is stored or charged: each part
 * may be within it while their products and sums are not. Refused as 400 naming `field`.
 */
export function boundedTotal(parts: Iterable<bigint>, exponent: number, field: string): bigint {
  let total = 0n;
  for (const part of parts) total += part;
  if (total > maxMinorUnits(exponent))
    throw badRequest(`${field} must come to at most ${MAX_AMOUNT_TEXT} in total`, [{ field, message: `must come to at most ${MAX_AMOUNT_TEXT} in total` }]);
  return total;
}

/** The GraphQL Money object: the amount as Decimal text, and its currency. */
export function moneyOf(minor: bigint, exponent: number, currency: string): { amount: string; currency: string } {
  return { amount: formatMinorUnits(minor, exponent), currency };
}

/** The GraphQL Money of an amount of something that carries its currency and exponent (a goal, a biller). */
export function moneyIn(of: { currency: string; exponent: number }, minor: bigint): { amount: string; currency: string } {
  return moneyOf(minor, of.exponent, of.currency);
}

/** Minor units as decimal text with the currency's exponent (GraphQL Decimal, MoMo bodies): 1250n, 2 → "12.50". */
export function formatMinorUnits(minor: bigint, exponent: number): string {
  return new MoneyDecimal(minor.toString()).dividedBy(new MoneyDecimal(10).pow(exponent)).toFixed(exponent);
}

/** Minor units as a JSON number for the REST edge (the spec's amounts are numbers). */
export function minorToNumber(minor: bigint, exponent: number): number {
  return Number(formatMinorUnits(minor, exponent));
}

/** Converts minor units between currencies at `rate` (major units of `to` per major unit of `from`). */
export function convertMinorUnits(minor: bigint, fromExponent: number, toExponent: number, rate: MoneyDecimal): bigint {
  const major = new MoneyDecimal(minor.toString()).dividedBy(new MoneyDecimal(10).pow(fromExponent));
  return BigInt(major.times(rate).times(new MoneyDecimal(10).pow(toExponent)).toDecimalPlaces(0).toFixed(0));
}

/** A fraction of an amount, rounded to the minor unit: fees. */
export function percentOf(minor: bigint, percent: MoneyDecimal): bigint {
  return BigInt(new MoneyDecimal(minor.toString()).times(percent).dividedBy(100).toDecimalPlaces(0).toFixed(0));
}
