import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';

const billPayment = z.object({
  id: z.string().describe('bpy_…'),
  providerId: z.string(),
  accountNumber: z.string(),
  amount: eventAmount(),
  fee: eventAmount(),
  currency: z.string().describe('ISO 4217 code'),
  status: z.string().describe('COMPLETED or FAILED'),
  scheduledPaymentId: z.string().nullable().describe('the scheduled payment that made it, if one did'),
});

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const billEvents = {
  'bill_payment.completed': {
    description: 'The biller took a bill payment: at once, or late after a timeout (owner: the payer).',
    data: z.object({
      billPayment: billPayment.extend({ receiptNumber: z.string(), token: z.string().nullable().describe('a prepaid token, for prepaid meters') }),
    }),
  },
  'bill_payment.failed': {
    description: 'The biller refused a bill payment, and the amount and fee went back to the wallet (owner: the payer).',
    data: z.object({ billPayment: billPayment.extend({ failureReason: z.string() }) }),
  },
  'bill_payment.schedule_skipped': {
    description: "A scheduled bill payment's date could not be paid: insufficient funds, a KYC limit, or the biller refusing the account (owner: the payer).",
    data: z.object({ scheduledPayment: z.object({ id: z.string() }), date: z.string().describe('YYYY-MM-DD, local'), reason: z.string(), message: z.string() }),
  },
} as const satisfies EventDeclarations;
