import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';
import { MetadataJson } from '../../platform/metadata.js';

const payment = z.object({
  id: z.string().describe('cs_…: the checkout session'),
  status: z.string(),
  amount: eventAmount(),
  fee: eventAmount(),
  currency: z.string().describe('ISO 4217 code'),
  method: z.string().describe('card or mobile_money'),
  targetType: z.string().describe('payment_link or invoice'),
  targetId: z.string(),
  metadata: MetadataJson.describe("your own data on the payment: the link's or invoice's metadata when it was paid, and what you set since"),
});

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const checkoutEvents = {
  'checkout.session.completed': {
    description: 'A checkout session on the hosted page was paid: sent only once the money is received (owner: the merchant).',
    data: z.object({ checkoutSession: payment }),
  },
  'payment.completed': {
    description: "A customer's payment on a payment link or invoice page succeeded (owner: the merchant).",
    data: z.object({ payment }),
  },
  'payment.failed': {
    description: "A customer's payment attempt on a hosted page failed: a card decline, a mobile money refusal (owner: the merchant).",
    data: z.object({ payment: payment.extend({ reason: z.string() }) }),
  },
  'payment.updated': {
    description: "A payment's metadata changed (owner: the merchant).",
    data: z.object({ payment }),
  },
  'payment.refunded': {
    description: 'A refund of a hosted-page payment succeeded (owner: the merchant).',
    data: z.object({
      payment: payment.pick({ id: true, amount: true, currency: true, targetType: true, targetId: true, metadata: true }),
      refund: z.object({ id: z.string(), amount: eventAmount(), method: z.string(), metadata: MetadataJson }),
    }),
  },
  'refund.updated': {
    description: "A refund's metadata changed (owner: the merchant).",
    data: z.object({
      refund: z.object({ id: z.string(), paymentId: z.string(), amount: eventAmount(), currency: z.string(), status: z.string(), metadata: MetadataJson }),
    }),
  },
} as const satisfies EventDeclarations;
