import { Timestamp, MoneyAmount } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { Money } from '../../platform/money.js';
import type { WalletTransferModel } from './wallets.service.js';
import { resource } from '../../platform/resources.js';

// REST shapes (amounts as JSON numbers, as the spec) and the GraphQL Money (decimal text).

export const BalanceJson = resource(
  'WalletBalance',
  'One currency account of a wallet: its balance, what is held, and what is available.',
  z.object({
    currency: z.string(),
    balance: MoneyAmount.describe('major units'),
    availableBalance: MoneyAmount.describe('major units: the balance less what pending holds reserve (a cash-out waiting on the rail, …)'),
  }),
);

export const WalletJson = resource(
  'Wallet',
  "A user's wallet: its currency accounts and balances.",
  z.object({
    id: z.string().describe('wal_…'),
    status: z.string().describe('the wallet status'),
    createdAt: Timestamp,
    balances: z.array(BalanceJson).describe('GHS first'),
  }),
);

export const WalletTransferJson = resource(
  'WalletTransfer',
  'A peer-to-peer transfer between two wallets in one currency (its journal entry).',
  z.object({
    id: z.string().describe('the journal entry'),
    fromWalletId: z.string(),
    toWalletId: z.string(),
    amount: MoneyAmount,
    currency: z.string(),
    note: z.string().nullable(),
    createdAt: Timestamp,
  }),
);

export const HistoryItemJson = resource(
  'WalletTransaction',
  'A movement of one currency account of the wallet, newest first in its history.',
  z.object({
    entryId: z.string(),
    kind: z.string(),
    description: z.string(),
    direction: z.enum(['DEBIT', 'CREDIT']),
    amount: MoneyAmount.describe('major units, always positive: see direction'),
    currency: z.string(),
    createdAt: Timestamp,
  }),
);

/** The stored form of a transfer for idempotent replays: JSON-safe, amounts in minor units as text. */
export const transferToRecord = (t: WalletTransferModel) => ({ ...t, amount: t.amount.toColumn(), createdAt: t.createdAt.toISOString() });
export const transferFromRecord = (r: ReturnType<typeof transferToRecord>): WalletTransferModel => ({
  ...r,
  amount: Money.of(r.amount, r.currency),
  createdAt: new Date(r.createdAt),
});
