import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';
import { MetadataJson } from '../../platform/metadata.js';

/** A fund-in, cash-out or fund-in refund as its events carry it, with the user's metadata. */
const funding = z.object({
  id: z.string().describe("the mobile money operation's reference id"),
  kind: z.enum(['FUND_IN', 'CASH_OUT', 'REFUND']),
  status: z.string(),
  amount: eventAmount(),
  currency: z.string(),
  phone: z.string(),
  reason: z.string().nullable(),
  metadata: MetadataJson,
});

/**
 * The events this module announces, with their data, as Stripe announces a top-up's and a payout's
 * outcome beside the balance's: the wallet's own events (wallet.funded, wallet.debited) say what
 * the balance did; these say what became of the user's operation, with its metadata.
 */
export const fundingEvents = {
  'fund_in.succeeded': {
    description: "A fund-in was paid by the mobile money number; the wallet is credited (owner: the wallet's user).",
    data: z.object({ funding }),
  },
  'fund_in.failed': {
    description: "A fund-in was refused or failed on the mobile money side; nothing was credited (owner: the wallet's user).",
    data: z.object({ funding }),
  },
  'fund_in.updated': {
    description: "A fund-in's metadata changed (owner: the wallet's user).",
    data: z.object({ funding }),
  },
  'cash_out.paid': {
    description: "A cash-out (kind CASH_OUT) or a fund-in's refund (kind REFUND) was paid to the mobile money number (owner: the wallet's user).",
    data: z.object({ funding }),
  },
  'cash_out.failed': {
    description: "A cash-out or a fund-in's refund failed; its money went back to the wallet (owner: the wallet's user).",
    data: z.object({ funding }),
  },
  'cash_out.updated': {
    description: "A cash-out's or a fund-in refund's metadata changed (owner: the wallet's user).",
    data: z.object({ funding }),
  },
} as const satisfies EventDeclarations;
