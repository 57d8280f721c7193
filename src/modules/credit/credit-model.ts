import type { CreditFactor } from './credit.tables.js';

/**
 * The sandbox credit model: deterministic, from what the platform knows of a user. Scores run
 * from 300 to 850; docs/products/credit-and-loans.md documents every rule.
 */
export const MIN_SCORE = 300;
export const MAX_SCORE = 850;
const BASE_SCORE = 500;

export type CreditGrade = 'A' | 'B' | 'C' | 'D' | 'E';

/** Grade bands, best first: a score at or above `from` has the grade. */
export const GRADE_BANDS: readonly { grade: CreditGrade; from: number; label: string }[] = [
  { grade: 'A', from: 800, label: 'excellent' },
  { grade: 'B', from: 740, label: 'very good' },
  { grade: 'C', from: 670, label: 'good' },
  { grade: 'D', from: 580, label: 'fair' },
  { grade: 'E', from: MIN_SCORE, label: 'poor' },
];

/** "1 loan", "2 loans". */
const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

export function gradeOf(score: number): CreditGrade {
  return GRADE_BANDS.find((band) => score >= band.from)!.grade;
}

/**
 * Sandbox test profiles: an e-mail address whose local part ends in `+score-<profile>` starts from
 * the profile's score instead of the computed components (repayments still move it).
 */
export const TEST_PROFILES = { excellent: 820, good: 700, fair: 610, poor: 450 } as const;

export function testProfileOf(email: string): keyof typeof TEST_PROFILES | undefined {
  const tag = /\+score-([a-z]+)@/.exec(email)?.[1];
  return tag && tag in TEST_PROFILES ? (tag as keyof typeof TEST_PROFILES) : undefined;
}

/** What the platform knows of a borrower, as the model reads it. */
export interface CreditFacts {
  email: string;
  kycTier: number;
  accountAgeDays: number;
  /** Wallet balances converted to GHS, in pesewas. */
  balanceGhsMinor: bigint;
  /** Wallet postings in the last 90 days. */
  recentTransactions: number;
  instalmentsOnTime: number;
  instalmentsLate: number;
  instalmentsOverdue: number;
  loansPaidOff: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function scoreOf(facts: CreditFacts): { score: number; grade: CreditGrade; factors: CreditFactor[] } {
  const factors: CreditFactor[] = [];
  const add = (code: string, points: number, description: string) => {
    if (points !== 0) factors.push({ code, points, description });
  };
  const profile = testProfileOf(facts.email);
  if (profile) {
    add('TEST_PROFILE', TEST_PROFILES[profile] - BASE_SCORE, `sandbox test profile "${profile}"`);
  } else {
    add('KYC_TIER', [0, 40, 80, 120][clamp(facts.kycTier, 0, 3)]!, `KYC tier ${facts.kycTier}`);
    add('ACCOUNT_AGE', clamp(Math.floor(facts.accountAgeDays / 6), 0, 60), `account ${facts.accountAgeDays} days old`);
    const ghs = facts.balanceGhsMinor / 100n;
    add('BALANCE', ghs >= 10_000n ? 50 : ghs >= 1_000n ? 30 : 0, 'wallet balance');
    add(
      'ACTIVITY',
      facts.recentTransactions >= 20 ? 40 : facts.recentTransactions >= 5 ? 20 : 0,
      `${count(facts.recentTransactions, 'wallet transaction')} in 90 days`,
    );
  }
  add('ON_TIME_REPAYMENTS', Math.min(120, 15 * facts.instalmentsOnTime), `${count(facts.instalmentsOnTime, 'instalment')} repaid on time`);
  add('LOANS_PAID_OFF', Math.min(50, 25 * facts.loansPaidOff), `${count(facts.loansPaidOff, 'loan')} paid off`);
  add('LATE_REPAYMENTS', -60 * facts.instalmentsLate, `${count(facts.instalmentsLate, 'instalment')} repaid late`);
  add('OVERDUE', -100 * facts.instalmentsOverdue, `${count(facts.instalmentsOverdue, 'instalment')} overdue now`);
  const score = clamp(BASE_SCORE + factors.reduce((sum, f) => sum + f.points, 0), MIN_SCORE, MAX_SCORE);
  return { score, grade: gradeOf(score), factors };
}
