/** Every event type of the spec; endpoints subscribe to these. */
export const EVENT_TYPES = [
  'transfer.completed', 'transfer.failed', 'transfer.reversed',
  'wallet.funded', 'wallet.debited',
  'remittance.pending', 'remittance.processing', 'remittance.completed', 'remittance.failed', 'remittance.refunded',
  'payment_link.paid', 'payment.completed', 'payment.failed', 'payment.refunded',
  'invoice.created', 'invoice.sent', 'invoice.paid', 'invoice.overdue', 'invoice.cancelled',
  'checkout.session.completed',
  'dispute.opened', 'dispute.resolved',
  'kyc.tier_changed',
  'rate.updated',
  'test.ping',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];
