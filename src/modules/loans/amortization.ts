import { MoneyDecimal } from '../../platform/money.js';

/** One instalment of an annuity schedule, in integer minor units. */
export interface PlannedInstalment {
  number: number;
  principal: bigint;
  interest: bigint;
}

const ROUND_HALF_UP = MoneyDecimal.ROUND_HALF_UP;

/**
 * The level monthly payment of an annuity: P·r / (1 − (1 + r)^−n) with r the monthly rate, rounded
 * half up to the minor unit; without interest, P / n rounded half up.
 */
export function monthlyPayment(principal: bigint, annualRatePercent: string, termMonths: number): bigint {
  const p = new MoneyDecimal(principal.toString());
  const r = new MoneyDecimal(annualRatePercent).dividedBy(1200);
  const exact = r.isZero() ? p.dividedBy(termMonths) : p.times(r).dividedBy(new MoneyDecimal(1).minus(r.plus(1).pow(-termMonths)));
  return BigInt(exact.toDecimalPlaces(0, ROUND_HALF_UP).toFixed(0));
}

/**
 * The repayment schedule in integer minor units: each month's interest is the balance times the
 * monthly rate, rounded half up; the principal part is the level payment less that interest; the
 * last instalment takes whatever principal remains, so the principal parts add up to the
 * principal exactly and no part is negative.
 */
export function amortize(principal: bigint, annualRatePercent: string, termMonths: number): PlannedInstalment[] {
  const payment = monthlyPayment(principal, annualRatePercent, termMonths);
  const r = new MoneyDecimal(annualRatePercent).dividedBy(1200);
  const schedule: PlannedInstalment[] = [];
  let balance = principal;
  for (let number = 1; number <= termMonths; number++) {
    const interest = BigInt(new MoneyDecimal(balance.toString()).times(r).toDecimalPlaces(0, ROUND_HALF_UP).toFixed(0));
    const last = number === termMonths;
    const due = payment - interest;
    const part = last ? balance : due < 0n ? 0n : due > balance ? balance : due;
    schedule.push({ number, principal: part, interest });
    balance -= part;
  }
  return schedule;
}
