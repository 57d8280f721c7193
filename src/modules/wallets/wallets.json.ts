import { minorToNumber } from '../../platform/money.js';
import type { HistoryItem, WalletBalanceModel, WalletModel, WalletTransferModel } from './wallets.service.js';

// REST shapes (amounts as JSON numbers, as the spec) and the GraphQL Money (decimal text).

export const balanceToJson = (b: WalletBalanceModel) => ({ currency: b.currency, balance: minorToNumber(b.balance, b.exponent) });

export const walletToJson = (w: WalletModel, balances: WalletBalanceModel[]) => ({
  id: w.id,
  status: w.status,
  createdAt: w.createdAt.toISOString(),
  balances: balances.map(balanceToJson),
});

export const transferToJson = (t: WalletTransferModel) => ({
  id: t.id,
  fromWalletId: t.fromWalletId,
  toWalletId: t.toWalletId,
  amount: minorToNumber(t.amount, t.exponent),
  currency: t.currency,
  note: t.note,
  createdAt: t.createdAt.toISOString(),
});

/** The stored form of a transfer for idempotent replays: JSON-safe, amounts in minor units as text. */
export const transferToRecord = (t: WalletTransferModel) => ({ ...t, amount: t.amount.toString(), createdAt: t.createdAt.toISOString() });
export const transferFromRecord = (r: ReturnType<typeof transferToRecord>): WalletTransferModel => ({
  ...r,
  amount: BigInt(r.amount),
  createdAt: new Date(r.createdAt),
});

export const historyToJson = (h: HistoryItem) => ({
  entryId: h.entryId,
  kind: h.kind,
  description: h.description,
  direction: h.amount < 0n ? 'DEBIT' : 'CREDIT',
  amount: minorToNumber(h.amount < 0n ? -h.amount : h.amount, h.exponent),
  currency: h.currency,
  createdAt: h.createdAt.toISOString(),
});
