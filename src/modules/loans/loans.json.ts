import { Timestamp, CalendarDate } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { moneyIn } from '../../platform/money.js';
import type { EligibilityModel, LoanModel, LoanProductModel } from './loans.service.js';
import { resource } from '../../platform/resources.js';

export const LOAN_STATUSES = ['PENDING_APPROVAL', 'REJECTED', 'ACTIVE', 'OVERDUE', 'PAID_OFF'] as const;

export const LoanProductJson = resource(
  'LoanProduct',
  'A loan the platform offers: amounts, term and interest.',
  z.object({
    id: z.string().describe('lp_…'),
    name: z.string(),
    currency: z.string(),
    minAmount: z.number(),
    maxAmount: z.number(),
    minTermMonths: z.number().int(),
    maxTermMonths: z.number().int(),
    interestRate: z.number().describe('annual, percent'),
    feePercent: z.number().describe('of the principal, taken from the disbursement'),
    lateFee: z.number().describe('added to an instalment once it is overdue'),
    minScore: z.number().int(),
  }),
);

export const productToJson = (p: LoanProductModel): z.input<typeof LoanProductJson> => ({
  id: p.id,
  name: p.name,
  currency: p.currency,
  minAmount: moneyIn(p, p.minAmount).toNumber(),
  maxAmount: moneyIn(p, p.maxAmount).toNumber(),
  minTermMonths: p.minTerm,
  maxTermMonths: p.maxTerm,
  interestRate: Number(p.annualRate),
  feePercent: Number(p.feePercent),
  lateFee: moneyIn(p, p.lateFee).toNumber(),
  minScore: p.minScore,
});

export const LoanJson = resource(
  'Loan',
  'A loan: its amounts, status and repayment schedule.',
  z.object({
    id: z.string().describe('ln_…'),
    productId: z.string(),
    productName: z.string(),
    principalAmount: z.number(),
    currency: z.string(),
    interestRate: z.number().describe('annual, percent'),
    termMonths: z.number().int(),
    monthlyPayment: z.number().describe('the level instalment (the last one absorbs the rounding)'),
    fee: z.number().describe('taken from the disbursement'),
    purpose: z.string().nullable(),
    status: z.enum(LOAN_STATUSES),
    rejectionReason: z.string().nullable(),
    appliedAt: Timestamp,
    decidedAt: Timestamp.nullable(),
    disbursedAt: Timestamp.nullable(),
    paidOffAt: Timestamp.nullable(),
    outstanding: z.object({ fees: z.number(), interest: z.number(), principal: z.number(), total: z.number() }),
    schedule: z.array(
      z.object({
        number: z.number().int(),
        dueDate: CalendarDate,
        principal: z.number(),
        interest: z.number(),
        lateFee: z.number(),
        amountDue: z.number().describe('principal + interest + lateFee'),
        amountPaid: z.number(),
        status: z.enum(['DUE', 'OVERDUE', 'PAID']),
        paidAt: Timestamp.nullable(),
      }),
    ),
    repayments: z.array(
      z.object({ id: z.string(), amount: z.number(), toFees: z.number(), toInterest: z.number(), toPrincipal: z.number(), createdAt: Timestamp }),
    ),
  }),
);

export const loanToJson = (l: LoanModel): z.input<typeof LoanJson> => {
  const n = (minor: bigint) => moneyIn(l, minor).toNumber();
  return {
    id: l.id,
    productId: l.product.id,
    productName: l.product.name,
    principalAmount: n(l.principal),
    currency: l.currency,
    interestRate: Number(l.annualRate),
    termMonths: l.termMonths,
    monthlyPayment: n(l.monthlyPayment),
    fee: n(l.fee),
    purpose: l.purpose,
    status: l.status,
    rejectionReason: l.rejectionReason,
    appliedAt: l.appliedAt.toISOString(),
    decidedAt: l.decidedAt?.toISOString() ?? null,
    disbursedAt: l.disbursedAt?.toISOString() ?? null,
    paidOffAt: l.paidOffAt?.toISOString() ?? null,
    outstanding: { fees: n(l.outstanding.fees), interest: n(l.outstanding.interest), principal: n(l.outstanding.principal), total: n(l.outstanding.total) },
    schedule: l.schedule.map((i) => ({
      number: i.number,
      dueDate: i.dueDate,
      principal: n(i.principal),
      interest: n(i.interest),
      lateFee: n(i.lateFee),
      amountDue: n(i.principal + i.interest + i.lateFee),
      amountPaid: n(i.paid),
      status: i.status,
      paidAt: i.paidAt?.toISOString() ?? null,
    })),
    repayments: l.repayments.map((r) => ({
      id: r.id,
      amount: n(r.amount),
      toFees: n(r.toFees),
      toInterest: n(r.toInterest),
      toPrincipal: n(r.toPrincipal),
      createdAt: r.createdAt.toISOString(),
    })),
  };
};

export const EligibilityJson = resource(
  'CreditEligibility',
  'What the user may borrow now, by loan product.',
  z.object({
    eligible: z.boolean(),
    score: z.number().int(),
    grade: z.string(),
    reasons: z.array(z.string()).describe('why not, when no product is open to the user'),
    products: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        currency: z.string(),
        eligible: z.boolean(),
        maxAmount: z.number().describe('the most the user may borrow of it now'),
        reasons: z.array(z.string()),
      }),
    ),
  }),
);

export const eligibilityToJson = (e: EligibilityModel): z.input<typeof EligibilityJson> => ({
  eligible: e.eligible,
  score: e.score,
  grade: e.grade,
  reasons: e.reasons,
  products: e.products.map((p) => ({
    productId: p.product.id,
    name: p.product.name,
    currency: p.product.currency,
    eligible: p.eligible,
    maxAmount: moneyIn(p.product, p.maxAmount).toNumber(),
    reasons: p.reasons,
  })),
});
