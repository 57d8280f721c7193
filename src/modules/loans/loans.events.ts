import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';

const loan = z.object({
  id: z.string(),
  productId: z.string(),
  status: z.string(),
  principalAmount: eventAmount(),
  currency: z.string().describe('ISO 4217 code'),
});

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const loanEvents = {
  'loan.disbursed': {
    description: 'A loan application was approved and the money paid into the wallet (owner: the borrower).',
    data: z.object({ loan, disbursedAmount: eventAmount(), fee: eventAmount() }),
  },
  'loan.rejected': {
    description: 'A loan application was rejected (owner: the applicant).',
    data: z.object({ loan, reason: z.string() }),
  },
  'loan.repayment_received': {
    description: 'A loan repayment was received, with how it was allocated (owner: the borrower).',
    data: z.object({
      loan,
      repayment: z.object({ id: z.string(), amount: eventAmount(), toFees: eventAmount(), toInterest: eventAmount(), toPrincipal: eventAmount() }),
    }),
  },
  'loan.overdue': {
    description: 'A loan instalment passed its due date, with the late fee (owner: the borrower).',
    data: z.object({ loan, instalment: z.object({ number: z.number().int(), dueDate: z.string(), lateFee: eventAmount() }) }),
  },
  'loan.paid_off': {
    description: 'The last repayment of a loan was received (owner: the borrower).',
    data: z.object({ loan }),
  },
} as const satisfies EventDeclarations;
