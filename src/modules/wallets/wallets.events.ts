import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';

/** What every wallet event says: which wallet, and how much of which currency. */
const walletAmount = z.object({
  wallet: z.object({ id: z.string().describe('wal_…') }),
  currency: z.string().describe('ISO 4217 code'),
  amount: eventAmount(),
});
const walletMovement = walletAmount.extend({
  entryId: z.string().describe('je_…: the journal entry (GET /ledger/trace/{entryId})'),
  reason: z.string().describe('why: p2p_transfer, mobile_money_fund_in, payment_request, sandbox_funding, dispute_refund, …'),
});
const walletHold = walletAmount.extend({
  holdId: z.string().describe('the ledger hold'),
  reason: z.string().describe('mobile_money_cash_out, mobile_money_refund, checkout_refund, pos_refund; …_failed when released'),
});

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const walletEvents = {
  'wallet.funded': {
    description:
      "A wallet was credited: a peer-to-peer transfer received, a fund-in, a payment request paid, a refund, a sandbox top-up (owner: the wallet's user).",
    data: walletMovement,
  },
  'wallet.debited': {
    description: "A wallet was debited: a transfer sent, a cash-out, a bill, a fee (owner: the wallet's user).",
    data: walletMovement,
  },
  'wallet.held': {
    description:
      "Money on a wallet was reserved by a ledger hold (a cash-out or refund waiting on the rail): no longer available, still in the balance (owner: the wallet's user).",
    data: walletHold,
  },
  'wallet.released': {
    description: "A hold was released without moving money: the payout failed (owner: the wallet's user).",
    data: walletHold,
  },
} as const satisfies EventDeclarations;
