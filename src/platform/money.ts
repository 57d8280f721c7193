import { namedInput } from './resources.js';
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import type { Executor } from '../db/database.js';
import { badRequest, isDomainError } from './errors.js';

/**
 * Money is a value: integer minor units (bigint) and the Currency they count, which knows its
 * exponent synchronously. Decimal text and JSON numbers exist only at the edges (format, toNumber,
 * the parsers of Currency). This module is the one place that does money arithmetic: sums,
 * quantities, percentage fees with their rounding, conversion and allocation that sums exactly.
 */
export const MoneyDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });
export type MoneyDecimal = InstanceType<typeof MoneyDecimal>;

/** Decimal text as every edge writes amounts and rates: digits, an optional fraction, an optional minus. */
export const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** A currency field: three letters, upper-cased. */
export const CurrencyCode = z
  .string({ error: 'currency is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code');

/** An amount in major units as it arrives: a JSON number in REST, decimal text in GraphQL and MoMo bodies. */
export const AmountInput = namedInput(
  'Amount',
  'An amount in the currency\'s major unit: a JSON number (12.5) or decimal text ("12.50"), greater than 0, with at most the currency\'s decimals.',
  z.union([z.number(), z.string()], { error: 'amount is required' }),
);

/**
 * The one maximum for every amount the API takes, in major units of any currency: checked on the
 * text before any arithmetic, so no amount can overflow a column or a JSON number on the way out.
 */
export const MAX_AMOUNT_MAJOR = 1_000_000_000;
const MAX_AMOUNT_TEXT = '1,000,000,000';

/** How a fraction of a minor unit is rounded: half to even for conversions and FX fees, half up for the fees the spec states as "rounded half up". */
export type Rounding = 'HALF_EVEN' | 'HALF_UP';
const ROUNDING = { HALF_EVEN: Decimal.ROUND_HALF_EVEN, HALF_UP: Decimal.ROUND_HALF_UP } as const;

/** A currency of the reference data (the `currencies` table): its code, the digits of its minor unit, its name. */
export class Currency {
  /** Minor units in one major unit: 100 for GHS, 1 for XOF. */
  readonly unit: bigint;

  constructor(
    readonly code: string,
    readonly exponent: number,
    readonly name: string,
  ) {
    this.unit = 10n ** BigInt(exponent);
  }

  /** An amount of this currency in minor units. */
  of(minor: bigint | string | number): Money {
    return Money.of(minor, this);
  }

  get zero(): Money {
    return Money.of(0n, this);
  }

  /** MAX_AMOUNT_MAJOR of this currency. */
  get maximum(): Money {
    return Money.of(BigInt(MAX_AMOUNT_MAJOR) * this.unit, this);
  }

  /** Parses a major-unit amount (JSON number or decimal text), refusing excess precision and anything past the maximum. */
  parse(amount: unknown, field = 'amount'): Money {
    const text = typeof amount === 'number' ? amountNumberText(amount) : typeof amount === 'string' ? amount.trim() : undefined;
    if (text === undefined || !DECIMAL_TEXT.test(text)) throw badRequest(`${field} must be a decimal amount`, [{ field, message: 'must be a decimal amount' }]);
    const digits = decimalDigits(text);
    const integerDigits = digits.whole.replace(/^0+(?=\d)/, '');
    if (integerDigits.length > String(MAX_AMOUNT_MAJOR).length || Math.abs(Number(text)) > MAX_AMOUNT_MAJOR) {
      throw badRequest(`${field} must be at most ${MAX_AMOUNT_TEXT}`, [{ field, message: `must be at most ${MAX_AMOUNT_TEXT}` }]);
    }
    const minor = minorOfDigits(digits, this.exponent);
    if (minor === undefined) {
      throw badRequest(`${field} has more decimals than the currency allows (${this.exponent})`, [
        { field, message: `at most ${this.exponent} decimal places` },
      ]);
    }
    return Money.of(minor, this);
  }

  /** The one parser of an amount the API takes: parse, and at least one minor unit. */
  parsePositive(amount: unknown, field = 'amount'): Money {
    const money = this.parse(amount, field);
    if (!money.isPositive()) {
      const least = this.of(1n).format();
      throw badRequest(`${field} must be at least ${least}`, [{ field, message: `must be at least ${least}` }]);
    }
    return money;
  }

  /** Parses an amount that may be zero but not negative (a catalog price, a goal's start). */
  parseNonNegative(amount: unknown, field = 'amount'): Money {
    const money = this.parse(amount, field);
    if (money.isNegative()) throw badRequest(`${field} must not be negative`, [{ field, message: 'must not be negative' }]);
    return money;
  }

  /**
   * A total built from parts (a sale's or an invoice's lines, a payroll batch's items with their
   * fees) is held to the one maximum of any amount, before anything is stored or charged: each part
   * may be within it while their products and sums are not. Refused as 400 naming `field`.
   */
  boundedTotal(parts: Iterable<Money>, field: string): Money {
    const total = Money.sum(parts, this);
    if (total.greaterThan(this.maximum))
      throw badRequest(`${field} must come to at most ${MAX_AMOUNT_TEXT} in total`, [{ field, message: `must come to at most ${MAX_AMOUNT_TEXT} in total` }]);
    return total;
  }

  toString(): string {
    return this.code;
  }
}

/** A JSON number's shortest round-trip text, never exponent notation (1e-7 is refused as too precise anyway). */
function amountNumberText(n: number): string | undefined {
  if (!Number.isFinite(n)) return undefined;
  // Past the maximum the exact digits do not matter, and 1e308 would spell out 309 of them.
  if (Math.abs(n) > MAX_AMOUNT_MAJOR) return n < 0 ? '-9999999999' : '9999999999';
  const shortest = String(n);
  return shortest.includes('e') ? new MoneyDecimal(n).toFixed() : shortest;
}

/** Decimal text as DECIMAL_TEXT matches it, in its sign, whole digits and fraction digits. */
function decimalDigits(text: string): { negative: boolean; whole: string; fraction: string } {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  return { negative, whole, fraction };
}

/**
 * The minor units those digits count at `exponent` digits of minor unit, or undefined when their
 * significant decimals are more than that ("12.50" is 1250 at 2, "12.500" too, "12.505" none).
 * Digits moved, not arithmetic: every amount of every request goes through here and through
 * formatMinor.
 */
function minorOfDigits({ negative, whole, fraction }: ReturnType<typeof decimalDigits>, exponent: number): bigint | undefined {
  const decimals = fraction.replace(/0+$/, '');
  if (decimals.length > exponent) return undefined;
  const minor = BigInt(whole + decimals.padEnd(exponent, '0'));
  return negative ? -minor : minor;
}

// Reference data, read once when the process starts (loadCurrencies) and never changed at run time.
const currencies = new Map<string, Currency>();

/** Reads the currencies table once; every later look-up is synchronous. */
export async function loadCurrencies(db: Executor): Promise<void> {
  const rows = await db.selectFrom('currencies').select(['code', 'exponent', 'name']).orderBy('code').execute();
  for (const row of rows) if (!currencies.has(row.code)) currencies.set(row.code, new Currency(row.code, row.exponent, row.name));
}

/** The supported currency `code`; 400 naming `field` when there is none. */
export function currencyOf(code: string, field = 'currency'): Currency {
  const currency = currencies.get(code);
  if (currency) return currency;
  if (currencies.size === 0) throw new Error('currencies are not loaded: call loadCurrencies(db) when the process starts');
  throw badRequest(`${field} ${code} is not a supported currency`, [{ field, message: 'not a supported currency' }]);
}

/**
 * An input's amounts checked in its currency with the input's other rules (a superRefine), so a
 * refusal names every field at fault at once: an empty title and a negative amount together, not
 * the amount only once the rest passed. Each amount present is parsed as the service will parse it
 * (a decimal, at most the maximum, within the currency's decimals, at least one minor unit); an
 * unsupported currency is named instead. A field whose shape already failed is not named twice.
 */
export function amountsInCurrency(currencyField: string, amountFields: readonly string[]) {
  return <T extends Record<string, unknown>>(input: T, ctx: z.core.$RefinementCtx<T>) => {
    const failed = new Set(ctx.issues.map((issue) => String(issue.path?.[0])));
    const code = input[currencyField];
    if (typeof code !== 'string' || failed.has(currencyField)) return;
    const currency = parsedOrRefused(() => currencyOf(code, currencyField));
    if ('refusal' in currency) {
      ctx.addIssue({ code: 'custom', path: [currencyField], message: currency.refusal });
      return;
    }
    for (const field of amountFields) {
      const amount = input[field];
      if (amount === undefined || amount === null || failed.has(field)) continue;
      const parsed = parsedOrRefused(() => currency.value.parsePositive(amount, field));
      if ('refusal' in parsed) ctx.addIssue({ code: 'custom', path: [field], message: parsed.refusal });
    }
  };
}

/** What a parser made, or the message its refusal gives the field; any other fault is thrown. */
function parsedOrRefused<T>(parse: () => T): { value: T } | { refusal: string } {
  try {
    return { value: parse() };
  } catch (error) {
    if (isDomainError(error) && error.fields?.[0]) return { refusal: error.fields[0].message };
    throw error;
  }
}

/** Every supported currency, by code. */
export function allCurrencies(): Currency[] {
  return [...currencies.values()];
}

/** An amount of one currency: integer minor units of a Currency. Immutable; arithmetic across currencies throws. */
export class Money {
  private constructor(
    readonly minor: bigint,
    readonly currency: Currency,
  ) {}

  static of(minor: bigint | string | number, currency: Currency | string): Money {
    const value = typeof minor === 'bigint' ? minor : BigInt(minor);
    return new Money(value, typeof currency === 'string' ? currencyOf(currency) : currency);
  }

  /** The sum of `parts`, all of `currency` (zero of it when there are none). */
  static sum(parts: Iterable<Money>, currency: Currency | string): Money {
    let total = Money.of(0n, currency);
    for (const part of parts) total = total.plus(part);
    return total;
  }

  get code(): string {
    return this.currency.code;
  }

  plus(other: Money): Money {
    return new Money(this.minor + this.same(other).minor, this.currency);
  }

  minus(other: Money): Money {
    return new Money(this.minor - this.same(other).minor, this.currency);
  }

  /** This amount `quantity` times: a line's total. */
  times(quantity: bigint | number): Money {
    if (typeof quantity === 'number' && !Number.isSafeInteger(quantity)) throw new Error(`a money quantity must be an integer, not ${quantity}`);
    return new Money(this.minor * BigInt(quantity), this.currency);
  }

  negated(): Money {
    return new Money(-this.minor, this.currency);
  }

  /** `percent` of this amount (a decimal text or value: "1.5" is 1.5 %), rounded to the minor unit. */
  percent(percent: string | MoneyDecimal, rounding: Rounding = 'HALF_EVEN'): Money {
    return new Money(percentOf(this.minor, percent, rounding), this.currency);
  }

  /** `basisPoints` hundredths of a percent of this amount, rounded half up (half away from zero) to the minor unit. */
  basisPoints(basisPoints: bigint): Money {
    return new Money(basisPointsOf(this.minor, basisPoints), this.currency);
  }

  /** This amount in `to` at `rate` (major units of `to` per major unit of this currency), rounded half to even. */
  convertTo(to: Currency, rate: MoneyDecimal): Money {
    const major = new MoneyDecimal(this.minor.toString()).dividedBy(this.currency.unit.toString());
    return new Money(BigInt(major.times(rate).times(to.unit.toString()).toDecimalPlaces(0).toFixed(0)), to);
  }

  /**
   * Splits this amount in proportion to `weights` so the parts sum to it exactly: each part is its
   * share rounded down, and the minor units left over go one each to the parts whose share lost the
   * most to rounding (the earlier part on a tie). Weights are non-negative and not all zero.
   */
  allocate(weights: readonly bigint[]): Money[] {
    if (weights.length === 0 || weights.some((w) => w < 0n)) throw new Error('allocate needs non-negative weights');
    const whole = weights.reduce((a, b) => a + b, 0n);
    if (whole === 0n) throw new Error('allocate needs a weight above zero');
    const sign = this.minor < 0n ? -1n : 1n;
    const amount = this.minor * sign;
    const shares = weights.map((w) => ({ floor: (amount * w) / whole, lost: (amount * w) % whole }));
    let left = amount - shares.reduce((sum, s) => sum + s.floor, 0n);
    const order = shares.map((_, i) => i).sort((a, b) => (shares[b]!.lost > shares[a]!.lost ? 1 : shares[b]!.lost < shares[a]!.lost ? -1 : a - b));
    const parts = shares.map((s) => s.floor);
    for (const i of order) {
      if (left === 0n) break;
      parts[i]! += 1n;
      left -= 1n;
    }
    return parts.map((p) => new Money(p * sign, this.currency));
  }

  /** This amount in `count` parts as equal as the minor unit allows, the larger ones first. */
  split(count: number): Money[] {
    return this.allocate(Array.from({ length: count }, () => 1n));
  }

  isZero(): boolean {
    return this.minor === 0n;
  }

  isPositive(): boolean {
    return this.minor > 0n;
  }

  isNegative(): boolean {
    return this.minor < 0n;
  }

  equals(other: Money): boolean {
    return this.minor === this.same(other).minor;
  }

  greaterThan(other: Money): boolean {
    return this.minor > this.same(other).minor;
  }

  lessThan(other: Money): boolean {
    return this.minor < this.same(other).minor;
  }

  min(other: Money): Money {
    return this.lessThan(other) ? this : other;
  }

  max(other: Money): Money {
    return this.greaterThan(other) ? this : other;
  }

  /** Decimal text with the currency's exponent (GraphQL Decimal, MoMo bodies, messages): 1250 GHS minor → "12.50". */
  format(): string {
    return formatMinor(this.minor, this.currency.exponent);
  }

  /** A JSON number for the REST edge (the spec's amounts are numbers; every amount is within 2^53 by the maximum). */
  toNumber(): number {
    return Number(this.format());
  }

  /** The minor units as the text a bigint column takes. */
  toColumn(): string {
    return this.minor.toString();
  }

  toString(): string {
    return `${this.format()} ${this.code}`;
  }

  private same(other: Money): Money {
    if (other.currency.code !== this.currency.code) throw new Error(`money of ${other.code} added to money of ${this.code}`);
    return other;
  }
}

/** `percent` of `minor` units, rounded to a whole minor unit as `rounding` says. */
export function percentOf(minor: bigint, percent: string | MoneyDecimal, rounding: Rounding): bigint {
  const exact = new MoneyDecimal(minor.toString()).times(percent).dividedBy(100);
  return BigInt(exact.toDecimalPlaces(0, ROUNDING[rounding]).toFixed(0));
}

/** `basisPoints` hundredths of a percent of `minor` units, rounded half away from zero, in integers only. */
export function basisPointsOf(minor: bigint, basisPoints: bigint): bigint {
  const scaled = minor * basisPoints;
  return (scaled + (scaled < 0n ? -5_000n : 5_000n)) / 10_000n;
}

function formatMinor(minor: bigint, exponent: number): string {
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString();
  if (exponent === 0) return sign + digits;
  const padded = digits.padStart(exponent + 1, '0');
  return `${sign}${padded.slice(0, -exponent)}.${padded.slice(-exponent)}`;
}

/** What backs the GraphQL Money object: the Money value itself. */
export type MoneyModel = Money;

/** The Money of `minor` units of the currency of something that carries one (a goal, a sale, a biller). */
export function moneyIn(of: { readonly currency: string }, minor: bigint | string): Money {
  return Money.of(minor, of.currency);
}
