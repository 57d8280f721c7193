import { Timestamp, CalendarDate } from '../../platform/wire-formats.js';
import { z } from 'zod';
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
