import { CalendarDate, DecimalNumber, MoneyAmount, Timestamp } from '../../platform/wire-formats.js';
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
    minAmount: MoneyAmount,
    maxAmount: MoneyAmount,
    minTermMonths: z.number().int(),
    maxTermMonths: z.number().int(),
    interestRate: DecimalNumber.describe('annual, percent'),
    feePercent: DecimalNumber.describe('of the principal, taken from the disbursement'),
    lateFee: MoneyAmount.describe('added to an instalment once it is overdue'),
    minScore: z.number().int(),
  }),
);

/** One instalment of a loan's schedule, as the loan shows it. */
export const InstalmentJson = z.object({
  number: z.number().int(),
  dueDate: CalendarDate,
  principal: MoneyAmount,
  interest: MoneyAmount,
  lateFee: MoneyAmount,
  amountDue: MoneyAmount.describe('principal + interest + lateFee'),
  amountPaid: MoneyAmount,
  status: z.enum(['DUE', 'OVERDUE', 'PAID']),
  paidAt: Timestamp.nullable(),
});

/** One repayment of a loan, and how it was split between fees, interest and principal. */
export const RepaymentJson = z.object({
  id: z.string(),
  amount: MoneyAmount,
  toFees: MoneyAmount,
  toInterest: MoneyAmount,
  toPrincipal: MoneyAmount,
  createdAt: Timestamp,
});

export const LoanJson = resource(
  'Loan',
  'A loan: its amounts, status and repayment schedule.',
  z.object({
    id: z.string().describe('ln_…'),
    productId: z.string(),
    productName: z.string(),
    principalAmount: MoneyAmount,
    currency: z.string(),
    interestRate: DecimalNumber.describe('annual, percent'),
    termMonths: z.number().int(),
    monthlyPayment: MoneyAmount.describe('the level instalment (the last one absorbs the rounding)'),
    fee: MoneyAmount.describe('taken from the disbursement'),
    purpose: z.string().nullable(),
    status: z.enum(LOAN_STATUSES),
    rejectionReason: z.string().nullable(),
    appliedAt: Timestamp,
    decidedAt: Timestamp.nullable(),
    disbursedAt: Timestamp.nullable(),
    paidOffAt: Timestamp.nullable(),
    outstanding: z.object({ fees: MoneyAmount, interest: MoneyAmount, principal: MoneyAmount, total: MoneyAmount }),
    schedule: z.array(InstalmentJson),
    repayments: z.array(RepaymentJson),
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
        maxAmount: MoneyAmount.describe('the most the user may borrow of it now'),
        reasons: z.array(z.string()),
      }),
    ),
  }),
);
