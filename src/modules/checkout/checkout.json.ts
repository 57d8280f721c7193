import { Timestamp } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { moneyIn } from '../../platform/money.js';
import type { PaymentModel } from './checkout.service.js';
import type { PaymentRefundModel } from './refunds.service.js';
import { resource } from '../../platform/resources.js';

export const PaymentJson = resource(
  'Payment',
  'A payment taken on a hosted page (a payment link or an invoice), by card or mobile money.',
  z.object({
    id: z.string().describe('cs_…: the checkout session that took the payment'),
    status: z
      .enum(['OPEN', 'COMPLETE', 'PARTIALLY_REFUNDED', 'REFUNDED', 'EXPIRED'])
      .describe('a complete payment is PARTIALLY_REFUNDED or REFUNDED once refunds (that did not fail) took part or all of it back'),
    amount: z.number(),
    refundedAmount: z.number().describe('what its refunds that did not fail took back, pending ones included'),
    fee: z.number().describe('the checkout fee, 1.5%: the merchant receives amount − fee'),
    currency: z.string(),
    method: z.enum(['CARD', 'MOBILE_MONEY']),
    cardBrand: z.string().nullable(),
    cardLast4: z.string().nullable(),
    payerPhone: z.string().nullable(),
    targetType: z.string().describe('PAYMENT_LINK or INVOICE'),
    targetId: z.string(),
    failureReason: z.string().nullable().describe("the attempt's failure (a decline code, a mobile money reason)"),
    createdAt: Timestamp,
    completedAt: Timestamp.nullable(),
  }),
);

export const paymentToJson = (p: PaymentModel): z.input<typeof PaymentJson> => ({
  id: p.id,
  status: p.status,
  amount: moneyIn(p, p.amount).toNumber(),
  refundedAmount: moneyIn(p, p.refundedAmount).toNumber(),
  fee: moneyIn(p, p.fee).toNumber(),
  currency: p.currency,
  method: p.method,
  cardBrand: p.cardBrand,
  cardLast4: p.cardLast4,
  payerPhone: p.payerPhone,
  targetType: p.targetType,
  targetId: p.targetId,
  failureReason: p.failureReason,
  createdAt: p.createdAt.toISOString(),
  completedAt: p.completedAt?.toISOString() ?? null,
});

export const PaymentRefundJson = resource(
  'Refund',
  'A refund of a payment, whole or in part, back the way it was paid.',
  z.object({
    id: z.string().describe('rf_…'),
    paymentId: z.string(),
    amount: z.number(),
    currency: z.string(),
    method: z.enum(['CARD', 'MOBILE_MONEY']).describe("the payment's own method"),
    status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']).describe('PENDING: a mobile money disbursement waiting for the rail'),
    reason: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: Timestamp,
    completedAt: Timestamp.nullable(),
  }),
);

export const refundToJson = (r: PaymentRefundModel): z.input<typeof PaymentRefundJson> => ({
  id: r.id,
  paymentId: r.paymentId,
  amount: moneyIn(r, r.amount).toNumber(),
  currency: r.currency,
  method: r.method,
  status: r.status,
  reason: r.reason,
  failureReason: r.failureReason,
  createdAt: r.createdAt.toISOString(),
  completedAt: r.completedAt?.toISOString() ?? null,
});
