import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsOf, Currency, Money, MoneyDecimal, percentOf } from '../src/platform/money.js';

// The one module of money arithmetic: these properties hold for every amount, not the examples a
// domain test happens to pick. No database: Currency values are built here as the reference data is.

const GHS = new Currency('GHS', 2, 'Ghanaian cedi');
const XOF = new Currency('XOF', 0, 'West African CFA franc');
const currency = fc.constantFrom(GHS, XOF, new Currency('KWD', 3, 'Kuwaiti dinar'), new Currency('CLF', 4, 'Unidad de Fomento'));
const minor = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
const weights = fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 40 }).filter((w) => w.some((x) => x > 0n));

describe('Money', () => {
  it('allocation sums exactly to the whole, each part within one minor unit of its exact share', () => {
    fc.assert(
      fc.property(currency, minor, weights, (c, amount, ws) => {
        const parts = c.of(amount).allocate(ws);
        expect(parts).toHaveLength(ws.length);
        expect(Money.sum(parts, c).minor).toBe(amount);
        const whole = ws.reduce((a, b) => a + b, 0n);
        for (const [i, part] of parts.entries()) {
          // |part × whole − amount × weight| < whole: the part is its exact share, rounded one way or the other.
          const error = part.minor * whole - amount * ws[i]!;
          expect(error < whole && -error < whole).toBe(true);
          expect(part.currency).toBe(c);
        }
      }),
    );
  });

  it('a part with no weight gets nothing, and an even split differs by at most one minor unit', () => {
    fc.assert(
      fc.property(minor, fc.integer({ min: 1, max: 50 }), (amount, count) => {
        const parts = GHS.of(amount).split(count);
        const sizes = parts.map((p) => p.minor);
        expect(sizes.reduce((a, b) => a + b, 0n)).toBe(amount);
        const max = sizes.reduce((a, b) => (a > b ? a : b));
        const min = sizes.reduce((a, b) => (a < b ? a : b));
        expect(max - min <= 1n).toBe(true);
        expect(
          GHS.of(amount)
            .allocate([0n, 1n, 0n])
            .map((p) => p.minor),
        ).toEqual([0n, amount, 0n]);
      }),
    );
  });

  it('basis-point fees round half up in integers, and equal the decimal percentage rounded half up', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 0n, max: 10_000n }), (amount, bp) => {
        const fee = basisPointsOf(amount, bp);
        // fee is the exact amount×bp/10000 rounded half up: 2·(amount·bp) lies in [2·fee·10000 − 10000, 2·fee·10000 + 10000).
        const twice = 2n * amount * bp;
        expect(twice >= 2n * fee * 10_000n - 10_000n && twice < 2n * fee * 10_000n + 10_000n).toBe(true);
        expect(fee).toBe(percentOf(amount, new MoneyDecimal(bp.toString()).dividedBy(100), 'HALF_UP'));
      }),
    );
    // The documented examples: 1% of 0.50 is 0.005 → 0.01 (half up); 1.5% of 1.00 is 0.015 → 0.02.
    expect(basisPointsOf(50n, 100n)).toBe(1n);
    expect(basisPointsOf(100n, 150n)).toBe(2n);
  });

  it('percentages round half to even unless told half up', () => {
    expect(GHS.of(250n).percent('1').minor).toBe(2n); // 2.5 → 2
    expect(GHS.of(350n).percent('1').minor).toBe(4n); // 3.5 → 4
    expect(GHS.of(250n).percent('1', 'HALF_UP').minor).toBe(3n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 10_000 }), (amount, hundredths) => {
        const percent = new MoneyDecimal(hundredths).dividedBy(100);
        const fee = GHS.of(amount).percent(percent).minor;
        const exact = new MoneyDecimal(amount.toString()).times(percent).dividedBy(100);
        expect(exact.minus(fee.toString()).abs().lessThanOrEqualTo(0.5)).toBe(true);
      }),
    );
  });

  it('parses and formats amounts exactly, refusing more decimals than the currency has and any float artefact', () => {
    fc.assert(
      fc.property(
        currency.chain((c) => fc.tuple(fc.constant(c), fc.bigInt({ min: 0n, max: c.maximum.minor }))),
        ([c, amount]) => {
          const money = c.of(amount);
          expect(c.parse(money.format()).minor).toBe(amount);
          expect(c.parse(money.toNumber()).minor).toBe(amount);
        },
      ),
    );
    expect(() => GHS.parse(0.1 + 0.2)).toThrow(/more decimals than the currency allows/);
    expect(() => XOF.parse('1.5')).toThrow(/more decimals/);
    expect(() => GHS.parse('1000000000.01')).toThrow(/at most 1,000,000,000/);
    expect(() => GHS.parsePositive('0')).toThrow(/at least 0.01/);
    expect(XOF.of(1500n).format()).toBe('1500');
    expect(GHS.of(-1250n).format()).toBe('-12.50');
  });

  it('parses and formats as decimal arithmetic does, for any text, number and sign', () => {
    // The reference: what decimal.js makes of the same text, scaled to minor units.
    const byArithmetic = (c: Currency, text: string) => {
      const value = new MoneyDecimal(text);
      return value.decimalPlaces() > c.exponent ? 'too precise' : BigInt(value.times(c.unit.toString()).toFixed(0));
    };
    const decimalText = fc
      .tuple(fc.boolean(), fc.stringMatching(/^\d{1,10}$/), fc.option(fc.stringMatching(/^\d{1,7}$/)), fc.nat({ max: 3 }))
      .map(
        ([negative, whole, fraction, trailingZeros]) => `${negative ? '-' : ''}${whole}${fraction === null ? '' : `.${fraction}${'0'.repeat(trailingZeros)}`}`,
      )
      .filter((text) => Math.abs(Number(text)) <= 1_000_000_000);
    fc.assert(
      fc.property(currency, decimalText, (c, text) => {
        const parsed = (() => {
          try {
            return c.parse(text).minor;
          } catch (error) {
            if (error instanceof Error && /more decimals/.test(error.message)) return 'too precise';
            throw error;
          }
        })();
        expect(parsed).toBe(byArithmetic(c, text));
      }),
    );
    fc.assert(
      fc.property(currency, minor, (c, amount) => {
        expect(c.of(amount).format()).toBe(new MoneyDecimal(amount.toString()).dividedBy(c.unit.toString()).toFixed(c.exponent));
      }),
    );
    // JSON numbers: their shortest text, exponent notation included.
    for (const n of [12.5, -0.01, 0.1, 1e-7, 5e-324, 123456789.12, -0, 1e9]) {
      const text = new MoneyDecimal(n).toFixed();
      const expected = byArithmetic(GHS, text);
      if (expected === 'too precise') expect(() => GHS.parse(n)).toThrow(/more decimals/);
      else expect(GHS.parse(n).minor).toBe(expected);
    }
    expect(GHS.of(5n).format()).toBe('0.05');
    expect(GHS.of(-5n).format()).toBe('-0.05');
    expect(new Currency('CLF', 4, 'Unidad de Fomento').parse('-0.00010').minor).toBe(-1n);
  });

  it('never adds or compares money of two currencies', () => {
    expect(() => GHS.of(1n).plus(XOF.of(1n))).toThrow(/XOF added to money of GHS/);
    expect(() => GHS.of(1n).greaterThan(XOF.of(1n))).toThrow();
    expect(() => GHS.of(1n).times(1.5)).toThrow(/integer/);
  });

  it('converts at a rate rounding half to even to the target minor unit', () => {
    expect(GHS.of(100n).convertTo(XOF, new MoneyDecimal('52.5')).minor).toBe(52n); // 52.5 → 52
    expect(GHS.of(100n).convertTo(XOF, new MoneyDecimal('53.5')).minor).toBe(54n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (amount) => {
        expect(GHS.of(amount).convertTo(GHS, new MoneyDecimal(1)).minor).toBe(amount);
      }),
    );
  });
});
