import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortize, monthlyPayment } from '../src/modules/loans/amortization.js';

const rates = fc.integer({ min: 0, max: 6000 }).map((bp) => (bp / 100).toFixed(2)); // 0.00% to 60.00% a year

describe('loan amortization', () => {
  it('adds the principal parts up to the principal exactly, none negative, over many amounts, rates and terms', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000_000_000n }), rates, fc.integer({ min: 1, max: 60 }), (principal, rate, term) => {
        const schedule = amortize(principal, rate, term);
        expect(schedule).toHaveLength(term);
        expect(schedule.reduce((sum, i) => sum + i.principal, 0n)).toBe(principal);
        for (const instalment of schedule) {
          expect(instalment.principal >= 0n).toBe(true);
          expect(instalment.interest >= 0n).toBe(true);
        }
        // Every instalment but the last is the level payment (while principal remains to repay).
        const payment = monthlyPayment(principal, rate, term);
        let remaining = principal;
        for (const instalment of schedule.slice(0, -1)) {
          if (remaining > payment) expect(instalment.principal + instalment.interest).toBe(payment);
          remaining -= instalment.principal;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('matches the annuity formula on a worked example', () => {
    // GHS 1,000.00 at 24% a year over 12 months: 2% a month, a payment of 94.56.
    expect(monthlyPayment(100_000n, '24', 12)).toBe(9_456n);
    const schedule = amortize(100_000n, '24', 12);
    expect(schedule[0]).toEqual({ number: 1, principal: 7_456n, interest: 2_000n });
    expect(schedule.at(-1)!.principal + schedule.at(-1)!.interest).toBe(9_454n); // the rounding left over
    // No interest: equal parts, the last absorbing the remainder.
    expect(amortize(1_000n, '0', 3).map((i) => i.principal)).toEqual([333n, 333n, 334n]);
  });
});
