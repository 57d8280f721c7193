import { Timestamp, MoneyAmount } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { resource } from '../../platform/resources.js';

const TracePostingJson = z.object({
  accountKind: z.string().describe('WALLET, SUSPENSE, MOMO_SETTLEMENT, PLATFORM_FEES, … (an open set)'),
  yours: z.boolean().describe('whether the account is one of your wallet accounts'),
  amount: MoneyAmount.describe('major units: positive into the account, negative out of it'),
  currency: z.string(),
  balanceAfter: MoneyAmount.nullable().describe("the account's balance after the posting; null unless the account is yours"),
});

export const MoneyTraceJson = resource(
  'MoneyTrace',
  "Every hold, post, void, expiry and entry that moved an object's money, in order.",
  z.object({
    objectId: z.string(),
    steps: z.array(
      z.object({
        kind: z.enum(['ENTRY', 'HOLD_PLACED', 'HOLD_POSTED', 'HOLD_VOIDED', 'HOLD_EXPIRED']),
        at: Timestamp,
        entryId: z.string().nullable(),
        entryKind: z.string().nullable().describe('P2P_TRANSFER, CASH_OUT_HOLD, CHECKOUT_PAYMENT, … (an open set)'),
        description: z.string().nullable(),
        holdId: z.string().nullable(),
        amount: MoneyAmount.nullable().describe('major units: what a hold reserved, or what was posted of it'),
        currency: z.string().nullable(),
        postings: z.array(TracePostingJson),
      }),
    ),
  }),
);
