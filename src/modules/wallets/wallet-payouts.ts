import type { Tx } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { Money } from '../../platform/money.js';
import { prepareEvent, recordEvents } from '../../platform/events/outbox.js';
import type { HoldModel } from '../ledger/holds.js';
import type { LedgerGuard, LedgerService } from '../ledger/ledger.service.js';
import type { PayoutDestination } from '../ledger/movements.js';
import { walletEventData, walletHoldEventData } from '../ledger/wallet-events.js';

/** The purpose of a hold on money past the wallet's KYC maximum balance. */
export const PAST_MAXIMUM = 'PAST_MAXIMUM_BALANCE';

/** One payout to hold. */
export interface Payout {
  amount: bigint;
  purpose: string;
  subjectId: string;
  reason: string;
  guards?: LedgerGuard[];
  /** The input field a refusal for funds names (amount by default). */
  field?: string;
  /** The input field a missing currency account names (currency by default). */
  accountField?: string;
}

/** The entry of a paid payout: what the statement shows, and where the money goes (the mobile money settlement account by default). */
export interface PayoutEntry {
  kind: string;
  description: string;
  metadata: Record<string, unknown>;
  reason: string;
  /** Where the held money goes (the mobile money settlement account when absent). */
  destination?: PayoutDestination;
}

/** The wallet a payout leaves from, and who owns it. */
export interface PayoutWallet {
  walletId: string;
  userId: string;
  currency: string;
}

/**
 * Money a wallet pays out through a rail (a cash-out, a refund to a phone) waits on a ledger hold:
 * reserved at once (wallet.held; no longer available, still in the balance), then posted to the
 * provider's settlement account when the rail pays (wallet.debited), or voided when it does not
 * (wallet.released: nothing left the wallet). One shape for every domain that pays out of a wallet.
 */
export class WalletPayouts {
  constructor(private readonly deps: { ledger: LedgerService; clock: Clock }) {}

  async hold(tx: Tx, wallet: PayoutWallet, payout: Payout): Promise<HoldModel> {
    const [hold] = await this.holdMany(tx, wallet, [payout], payout.guards);
    return hold!;
  }

  /** Several payouts from one wallet (a batch's items), held in one statement, all or none, each announced. */
  async holdMany(tx: Tx, wallet: PayoutWallet, payouts: readonly Payout[], guards?: LedgerGuard[]): Promise<HoldModel[]> {
    const accountId = await this.deps.ledger.openWalletAccountId(wallet.walletId, wallet.currency, payouts[0]?.accountField ?? 'currency', tx);
    const holds = await this.deps.ledger.holds.placeMany(
      tx,
      payouts.map((p) => ({
        accountId,
        currency: wallet.currency,
        amount: p.amount,
        purpose: p.purpose,
        subjectId: p.subjectId,
        ...(p.field ? { field: p.field } : {}),
      })),
      guards,
    );
    await recordEvents(
      tx,
      this.deps.clock,
      holds.map((hold, i) => ({
        type: 'wallet.held' as const,
        ownerId: wallet.userId,
        data: walletHoldEventData(wallet.walletId, hold.amount, hold.id, payouts[i]!.reason),
      })),
    );
    return holds;
  }

  /**
   * The rail (or the third party) paid the payout held for `subjectId`: its hold becomes the debit,
   * credited to the mobile money settlement account unless the entry's destination says where it
   * goes; returns the entry that moved it.
   */
  async paid(tx: Tx, wallet: PayoutWallet, subjectId: string, entry: PayoutEntry): Promise<string> {
    const [entryId] = await this.answered(tx, wallet, { paid: [{ subjectId, entry }], failed: [], failedBecause: '' });
    return entryId!;
  }

  /**
   * Several payouts of one wallet answered together (a batch's items): the paid ones as `paid` does,
   * the others as `failed` does, their holds looked up (and locked) in one statement; the paid
   * entries' ids, in order.
   */
  async answered(
    tx: Tx,
    wallet: PayoutWallet,
    answers: { paid: readonly { subjectId: string; entry: PayoutEntry }[]; failed: readonly string[]; failedBecause: string },
  ): Promise<string[]> {
    const { paid, failed } = answers;
    if (paid.length === 0 && failed.length === 0) return [];
    const holds = await this.deps.ledger.holds.pendingForMany(tx, [...paid.map((p) => p.subjectId), ...failed]);
    const entryIds = paid.length > 0 ? await this.posted(tx, wallet, paid, holds) : [];
    await this.released(
      tx,
      wallet,
      failed.map((subjectId) => holds.get(subjectId)!),
      answers.failedBecause,
    );
    return entryIds;
  }

  /** Held payouts paid: each hold posted as the debit to the entry's destination (the settlement account unless it says otherwise). */
  private async posted(
    tx: Tx,
    wallet: PayoutWallet,
    payouts: readonly { subjectId: string; entry: PayoutEntry }[],
    holds: ReadonlyMap<string, HoldModel>,
  ): Promise<string[]> {
    const toSettlement = payouts.some((p) => !p.entry.destination) ? await this.deps.ledger.movements.payoutLegs(tx, wallet.currency) : undefined;
    const legs = await Promise.all(
      payouts.map(({ entry }) => (entry.destination ? this.deps.ledger.movements.payoutLegs(tx, wallet.currency, entry.destination) : toSettlement!)),
    );
    const posted = await this.deps.ledger.holds.postMany(
      tx,
      payouts.map(({ subjectId, entry }, i) => ({
        holdId: holds.get(subjectId)!.id,
        posting: {
          kind: entry.kind,
          description: entry.description,
          metadata: entry.metadata,
          to: legs[i]!,
          events: (entryId, amount) => [
            prepareEvent(this.deps.clock, {
              type: 'wallet.debited',
              ownerId: wallet.userId,
              data: walletEventData(wallet.walletId, Money.of(amount, wallet.currency), entryId, entry.reason),
            }),
          ],
        },
      })),
    );
    return posted.map((hold) => hold.entryId!);
  }

  /**
   * Money a payer already paid that took the wallet past its owner's KYC maximum is kept, visible
   * in the balance, and held until the wallet may hold it: this places a hold for what is past the
   * maximum now, or releases what a higher tier (or a lower balance) allows. Called when such money
   * arrives, when the owner's tier changes, and before the money is returned.
   */
  async settlePastMaximum(tx: Tx, wallet: PayoutWallet, subjectId: string | undefined, releasedBecause: string): Promise<void> {
    const accountId = await this.deps.ledger.openWalletAccountId(wallet.walletId, wallet.currency, 'currency', tx);
    const { excess, holds } = await this.deps.ledger.holds.pastMaximum(tx, accountId, PAST_MAXIMUM);
    if (holds.reduce((sum, h) => sum + h.amount.minor, 0n) === excess) return;
    await this.released(tx, wallet, holds, releasedBecause);
    if (excess > 0n)
      await this.hold(tx, wallet, {
        amount: excess,
        purpose: PAST_MAXIMUM,
        subjectId: subjectId ?? holds.at(-1)?.subjectId ?? accountId,
        reason: 'past_maximum_balance',
      });
  }

  /** The rail did not pay the payout held for `subjectId`: nothing left the wallet; its hold is released. */
  async failed(tx: Tx, wallet: PayoutWallet, subjectId: string, reason: string): Promise<void> {
    await this.answered(tx, wallet, { paid: [], failed: [subjectId], failedBecause: reason });
  }

  /** Holds voided: the money they reserved is the wallet's to spend again (wallet.released). */
  private async released(tx: Tx, wallet: PayoutWallet, holds: readonly HoldModel[], reason: string): Promise<void> {
    if (holds.length === 0) return;
    await this.deps.ledger.holds.voidMany(
      tx,
      holds.map((hold) => hold.id),
    );
    await recordEvents(
      tx,
      this.deps.clock,
      holds.map((hold) => ({
        type: 'wallet.released' as const,
        ownerId: wallet.userId,
        data: walletHoldEventData(wallet.walletId, hold.amount, hold.id, reason),
      })),
    );
  }
}
