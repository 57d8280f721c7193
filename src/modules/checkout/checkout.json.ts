import { MetadataJson } from '../../platform/metadata.js';
import { Timestamp, MoneyAmount } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { resource } from '../../platform/resources.js';

export const PaymentJson = resource(
  'Payment',
  'A payment taken on a hosted page (a payment link or an invoice), by card or mobile money.',
  z.object({
    id: z.string().describe('cs_…: the checkout session that took the payment'),
    status: z
      .enum(['OPEN', 'COMPLETE', 'PARTIALLY_REFUNDED', 'REFUNDED', 'EXPIRED'])
      .describe('a complete payment is PARTIALLY_REFUNDED or REFUNDED once refunds (that did not fail) took part or all of it back'),
    amount: MoneyAmount,
    refundedAmount: MoneyAmount.describe('what its refunds that did not fail took back, pending ones included'),
    fee: MoneyAmount.describe('the checkout fee, 1.5%: the merchant receives amount − fee'),
    currency: z.string(),
    method: z.enum(['CARD', 'MOBILE_MONEY']),
    description: z.string().describe("what was paid for: the payment link's title, or the invoice's number and customer"),
    cardBrand: z.string().nullable(),
    cardLast4: z.string().nullable(),
    payerPhone: z.string().nullable(),
    targetType: z.string().describe('PAYMENT_LINK or INVOICE'),
    targetId: z.string(),
    failureReason: z.string().nullable().describe("the attempt's failure (a decline code, a mobile money reason)"),
    createdAt: Timestamp,
    completedAt: Timestamp.nullable(),
    metadata: MetadataJson.describe("your own data on the payment: the link's or invoice's metadata when it was paid, and what you set since"),
  }),
);

export const PaymentRefundJson = resource(
  'Refund',
  'A refund of a payment, whole or in part, back the way it was paid.',
  z.object({
    id: z.string().describe('rf_…'),
    paymentId: z.string(),
    amount: MoneyAmount,
    currency: z.string(),
    method: z.enum(['CARD', 'MOBILE_MONEY']).describe("the payment's own method"),
    status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']).describe('PENDING: a mobile money disbursement waiting for the rail'),
    reason: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: Timestamp,
    completedAt: Timestamp.nullable(),
    metadata: MetadataJson.describe('your own data on the refund'),
  }),
);
