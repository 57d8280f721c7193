import { z } from 'zod';
import { minorToNumber } from '../../platform/money.js';
import type { PaymentModel } from './checkout.service.js';

export const PaymentJson = z.object({
  id: z.string().describe('cs_…: the checkout session that took the payment'),
  status: z.enum(['OPEN', 'COMPLETE', 'EXPIRED']),
  amount: z.number(),
  fee: z.number().describe('the checkout fee, 1.5%: the merchant receives amount − fee'),
  currency: z.string(),
  method: z.enum(['CARD', 'MOBILE_MONEY']),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  payerPhone: z.string().nullable(),
  targetType: z.string().describe('PAYMENT_LINK or INVOICE'),
  targetId: z.string(),
  failureReason: z.string().nullable().describe("the attempt's failure (a decline code, a mobile money reason)"),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export const paymentToJson = (p: PaymentModel): z.input<typeof PaymentJson> => ({
  id: p.id,
  status: p.status,
  amount: minorToNumber(p.amount, p.exponent),
  fee: minorToNumber(p.fee, p.exponent),
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
