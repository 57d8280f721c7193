import type { Money } from '../../platform/money.js';

/** The wallet.funded / wallet.debited body: which wallet, how much, why. */
export function walletEventData(walletId: string, amount: Money, entryId: string, reason: string) {
  return { wallet: { id: walletId }, currency: amount.code, amount: amount.format(), entryId, reason };
}

/**
 * The body of wallet.held and wallet.released: money reserved on the wallet by a ledger hold (it
 * is no longer available, though the balance still shows it), or given back without moving.
 */
export function walletHoldEventData(walletId: string, amount: Money, holdId: string, reason: string) {
  return { wallet: { id: walletId }, currency: amount.code, amount: amount.format(), holdId, reason };
}
