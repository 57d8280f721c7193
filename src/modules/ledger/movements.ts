import type { Executor, Tx } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { type PlatformEvent, prepareEvent } from '../../platform/events/outbox.js';
import { currencyOf, type Money } from '../../platform/money.js';
import type { CapExemption, JournalEntryInput, LedgerGuard, PostedEntry, PostingInput, SystemAccountKind } from './ledger.service.js';
import { walletEventData } from './wallet-events.js';

/**
 * The money flows the domains name, their legs built here from one policy: which accounts a
 * movement touches, how its fee is kept, which limit a credit is exempt from, and the wallet event
 * that announces it. A domain says "collected on a card into this wallet, less this fee" and no
 * longer writes postings of its own.
 */

/** The rail a payer paid on: its settlement account is where collected money comes from and card refunds go back to. */
export type PayerRail = 'CARD' | 'MOBILE_MONEY';

/** A merchant's wallet a movement credits or debits, and its owner (the wallet event's owner). */
export interface MerchantWallet {
  walletId: string;
  ownerId: string;
}

/** What the journal entry says: its kind, its line on the statement and what it is about. */
export interface EntryDescription {
  kind: string;
  description: string;
  metadata: Record<string, unknown>;
  /** The wallet event's reason (`checkout_payment`, `pos_sale`, …). */
  reason: string;
}

/** Money a payer paid on a rail, collected into a merchant's wallet less the platform's fee. */
export interface Collection extends EntryDescription {
  rail: PayerRail;
  wallet: MerchantWallet;
  amount: Money;
  /** Kept by the platform out of the amount; none when absent or zero. */
  fee?: Money;
}

/** A loan's principal paid into the borrower's wallet, less the platform's fee. */
export interface LoanDisbursement extends EntryDescription {
  wallet: MerchantWallet;
  principal: Money;
  fee?: Money;
}

/** A repayment out of the borrower's wallet, allocated to what the loan owes. */
export interface LoanRepayment extends EntryDescription {
  wallet: MerchantWallet;
  /** The repayment's parts: together, what leaves the wallet. */
  allocation: { principal: Money; interest: Money; fees: Money };
}

/** An amount the platform pays into a wallet from an account of its own (a reward, a dispute's refund). */
export interface Reward extends EntryDescription {
  wallet: MerchantWallet;
  amount: Money;
}

/** One wallet pays another (a P2P transfer, an accepted payment request), both accounts already open. */
export interface WalletToWallet extends EntryDescription {
  from: MerchantWallet & { accountId: string };
  to: MerchantWallet & { accountId: string };
  amount: Money;
  /** The sender's debit limits the entry must fit. */
  guards: LedgerGuard[];
}

/** Money its owner moves between their wallet and a holding account of theirs (a savings goal). */
export interface HoldingMove extends EntryDescription {
  wallet: MerchantWallet & { accountId: string };
  holderRef: string;
  amount: Money;
  direction: 'deposit' | 'withdraw';
}

/**
 * Where a payout's held money goes once the rail (or the third party) paid: a settlement account,
 * less the platform's fee where one was held with it; or, for a transfer abroad, the send amount
 * and its fee to the sending side's FX position and the platform, and the receive amount from the
 * receiving side's FX position to the rail that paid it out.
 */
export type PayoutDestination = { settlement: 'MOMO_SETTLEMENT' | 'BILLER_SETTLEMENT'; fee?: Money } | { remittance: RemittanceAmounts };

/** An amount sent abroad, its fee, and what the recipient was to receive in their currency. */
export interface RemittanceAmounts {
  send: Money;
  fee: Money;
  receive: Money;
}

/** A card payment given back: out of the merchant's wallet into the card settlement at once. */
export interface CardRefund extends EntryDescription {
  wallet: MerchantWallet;
  amount: Money;
}

/**
 * A payer who answered a mobile money prompt has paid, so refusing the credit would lose the money;
 * a card is refused before it is charged, so its credit stays capped.
 */
const COLLECTION_EXEMPTION: Record<PayerRail, CapExemption | undefined> = { CARD: undefined, MOBILE_MONEY: 'ALREADY_PAID' };
const SETTLEMENT = { CARD: 'CARD_SETTLEMENT', MOBILE_MONEY: 'MOMO_SETTLEMENT' } as const;

/** What the movements need of the ledger: its accounts and its one way of writing an entry. */
export interface MovementLedger {
  post(executor: Executor, entry: JournalEntryInput): Promise<PostedEntry>;
  systemAccount(kind: SystemAccountKind, currency: string, executor: Executor): Promise<string>;
  openWalletAccount(tx: Executor, walletId: string, currency: string): Promise<string>;
  openWalletAccountId(walletId: string, currency: string, field: string, executor: Executor): Promise<string>;
  holdingAccountId(executor: Executor, holderRef: string): Promise<string>;
}

export class LedgerMovements {
  constructor(private readonly deps: { ledger: MovementLedger; clock: Clock }) {}

  /** The settlement account of the rail pays the wallet the amount less the fee, and the fee to the platform (wallet.funded). */
  collect(tx: Tx, collection: Collection): Promise<PostedEntry> {
    return this.payIntoWallet(tx, SETTLEMENT[collection.rail], { ...collection, capExempt: COLLECTION_EXEMPTION[collection.rail] });
  }

  /** The loans receivable pays the principal into the wallet less the fee, the fee to the platform (wallet.funded; capped). */
  disburseLoan(tx: Tx, disbursement: LoanDisbursement): Promise<PostedEntry> {
    return this.payIntoWallet(tx, 'LOANS_RECEIVABLE', { ...disbursement, amount: disbursement.principal });
  }

  /** Marketing pays a reward into the wallet (wallet.funded; capped: a reward is refused past the maximum balance). */
  reward(tx: Tx, reward: Reward): Promise<PostedEntry> {
    return this.payIntoWallet(tx, 'MARKETING', reward);
  }

  /** The sender's wallet pays the recipient's, within the sender's limits (wallet.debited and wallet.funded, one amount). */
  walletToWallet(executor: Executor, move: WalletToWallet): Promise<PostedEntry> {
    const { from, to, amount } = move;
    const currency = amount.code;
    return this.deps.ledger.post(executor, {
      ...this.entryOf(move),
      postings: [
        { accountId: from.accountId, currency, amount: -amount.minor },
        { accountId: to.accountId, currency, amount: amount.minor },
      ],
      events: (entryId) => [
        this.walletEvent('wallet.debited', from, amount, entryId, move.reason),
        this.walletEvent('wallet.funded', to, amount, entryId, move.reason),
      ],
      guards: move.guards,
    });
  }

  /** A deposit (wallet to holding account, wallet.debited) or a withdrawal (back, wallet.funded; capped as any credit). */
  async moveWithHolding(tx: Tx, move: HoldingMove): Promise<PostedEntry> {
    const { ledger } = this.deps;
    const { amount, wallet } = move;
    const currency = amount.code;
    const toHolding = move.direction === 'deposit' ? amount.minor : -amount.minor;
    return ledger.post(tx, {
      ...this.entryOf(move),
      postings: [
        { accountId: wallet.accountId, currency, amount: -toHolding },
        { accountId: await ledger.holdingAccountId(tx, move.holderRef), currency, amount: toHolding },
      ],
      events: (entryId) => [this.walletEvent(move.direction === 'deposit' ? 'wallet.debited' : 'wallet.funded', wallet, amount, entryId, move.reason)],
    });
  }

  /** The legs a paid payout's held total goes to (`destination`; the mobile money settlement account when none). */
  async payoutLegs(tx: Tx, currency: string, destination: PayoutDestination = { settlement: 'MOMO_SETTLEMENT' }): Promise<(total: bigint) => PostingInput[]> {
    const { ledger } = this.deps;
    if ('remittance' in destination) {
      const legs = await this.remittanceLegs(tx, destination.remittance);
      return () => legs;
    }
    const settlement = await ledger.systemAccount(destination.settlement, currency, tx);
    const fee = destination.fee ?? currencyOf(currency).zero;
    const feeLegs = await this.feeLegs(tx, fee);
    return (total) => [{ accountId: settlement, currency, amount: total - fee.minor }, ...feeLegs];
  }

  /**
   * A transfer abroad given back: the send amount from the FX position and the fee from the
   * platform return to the sender's wallet (wallet.funded; never capped). With `received`, the
   * payout itself is taken back too (an administrator's reversal of a paid transfer).
   */
  async remittanceReturned(
    tx: Tx,
    remittance: EntryDescription & { wallet: MerchantWallet; send: Money; fee: Money; received?: Money; announce: PlatformEvent[] },
  ): Promise<PostedEntry> {
    const { ledger } = this.deps;
    const { send, fee, received, wallet } = remittance;
    const currency = send.code;
    const total = send.plus(fee);
    const postings: PostingInput[] = [];
    if (received)
      postings.push(
        { accountId: await ledger.systemAccount('MOMO_SETTLEMENT', received.code, tx), currency: received.code, amount: -received.minor },
        { accountId: await ledger.systemAccount('FX_POSITION', received.code, tx), currency: received.code, amount: received.minor },
      );
    postings.push(
      { accountId: await ledger.systemAccount('FX_POSITION', currency, tx), currency, amount: -send.minor },
      { accountId: await ledger.openWalletAccount(tx, wallet.walletId, currency), currency, amount: total.minor, capExempt: 'RETURN' },
    );
    postings.push(...(await this.feeLegs(tx, fee.negated())));
    return ledger.post(tx, {
      ...this.entryOf(remittance),
      postings,
      events: (entryId) => [...remittance.announce, this.walletEvent('wallet.funded', wallet, total, entryId, remittance.reason)],
    });
  }

  /** A paid transfer abroad's legs: the send amount to the FX position, the fee to the platform, the receive amount from the other FX position to the rail. */
  private async remittanceLegs(tx: Tx, { send, fee, receive }: RemittanceAmounts): Promise<PostingInput[]> {
    const { ledger } = this.deps;
    return [
      { accountId: await ledger.systemAccount('FX_POSITION', send.code, tx), currency: send.code, amount: send.minor },
      ...(await this.feeLegs(tx, fee)),
      { accountId: await ledger.systemAccount('FX_POSITION', receive.code, tx), currency: receive.code, amount: -receive.minor },
      { accountId: await ledger.systemAccount('MOMO_SETTLEMENT', receive.code, tx), currency: receive.code, amount: receive.minor },
    ];
  }

  /** Test money a developer mints into a wallet in the sandbox (wallet.funded; never capped). */
  mintSandbox(executor: Executor, grant: { wallet: MerchantWallet; amount: Money }): Promise<PostedEntry> {
    return this.payIntoWallet(executor, 'SANDBOX_FUNDING', {
      ...grant,
      kind: 'SANDBOX_FUNDING',
      description: 'Sandbox test funds',
      metadata: {},
      reason: 'sandbox_funding',
      capExempt: 'SANDBOX',
    });
  }

  /** A dispute decided for the user: suspense pays the disputed amount back into the wallet (wallet.funded; capped). */
  refundDisputed(tx: Tx, refund: Reward): Promise<PostedEntry> {
    return this.payIntoWallet(tx, 'SUSPENSE', refund);
  }

  /** The wallet repays a loan: principal to the receivable, interest and fees to the platform's accounts (wallet.debited). */
  async repayLoan(tx: Tx, repayment: LoanRepayment): Promise<PostedEntry> {
    const { ledger } = this.deps;
    const { principal, interest, fees } = repayment.allocation;
    const total = principal.plus(interest).plus(fees);
    const currency = total.code;
    const postings: PostingInput[] = [
      { accountId: await ledger.openWalletAccountId(repayment.wallet.walletId, currency, 'currency', tx), currency, amount: -total.minor },
    ];
    for (const [kind, part] of [
      ['LOANS_RECEIVABLE', principal],
      ['LOAN_INTEREST', interest],
      ['PLATFORM_FEES', fees],
    ] as const)
      if (!part.isZero()) postings.push({ accountId: await ledger.systemAccount(kind, currency, tx), currency, amount: part.minor });
    return ledger.post(tx, {
      ...this.entryOf(repayment),
      postings,
      events: (entryId) => [this.walletEvent('wallet.debited', repayment.wallet, total, entryId, repayment.reason)],
    });
  }

  /** `source` pays the wallet the amount less the fee, and the fee to the platform, announced as wallet.funded. */
  private async payIntoWallet(
    tx: Executor,
    source: SystemAccountKind,
    flow: EntryDescription & { wallet: MerchantWallet; amount: Money; fee?: Money; capExempt?: CapExemption },
  ): Promise<PostedEntry> {
    const { ledger } = this.deps;
    const { amount, wallet, capExempt } = flow;
    const fee = flow.fee ?? amount.currency.zero;
    const currency = amount.code;
    const credited = amount.minus(fee);
    const postings: PostingInput[] = [
      { accountId: await ledger.systemAccount(source, currency, tx), currency, amount: -amount.minor },
      {
        accountId: await ledger.openWalletAccount(tx, wallet.walletId, currency),
        currency,
        amount: credited.minor,
        ...(capExempt ? { capExempt } : {}),
      },
      ...(await this.feeLegs(tx, fee)),
    ];
    return ledger.post(tx, {
      ...this.entryOf(flow),
      postings,
      events: (entryId) => [this.walletEvent('wallet.funded', wallet, credited, entryId, flow.reason)],
    });
  }

  /** The merchant's wallet pays a card payment back into the card settlement (wallet.debited); refused whole without the funds. */
  async refundToCard(tx: Tx, refund: CardRefund): Promise<PostedEntry> {
    const { ledger } = this.deps;
    const { amount, wallet } = refund;
    const currency = amount.code;
    return ledger.post(tx, {
      ...this.entryOf(refund),
      postings: [
        { accountId: await ledger.openWalletAccountId(wallet.walletId, currency, 'amount', tx), currency, amount: -amount.minor },
        { accountId: await ledger.systemAccount('CARD_SETTLEMENT', currency, tx), currency, amount: amount.minor },
      ],
      events: (entryId) => [this.walletEvent('wallet.debited', wallet, amount, entryId, refund.reason)],
    });
  }

  /** The platform's fee leg (negative: a fee given back), none for a zero fee: the one place a fee is posted. */
  private async feeLegs(tx: Executor, fee: Money): Promise<PostingInput[]> {
    if (fee.isZero()) return [];
    return [{ accountId: await this.deps.ledger.systemAccount('PLATFORM_FEES', fee.code, tx), currency: fee.code, amount: fee.minor }];
  }

  private entryOf({ kind, description, metadata }: Omit<EntryDescription, 'reason'>): Pick<JournalEntryInput, 'kind' | 'description' | 'metadata'> {
    return { kind, description, metadata };
  }

  private walletEvent(type: 'wallet.funded' | 'wallet.debited', wallet: MerchantWallet, amount: Money, entryId: string, reason: string) {
    return prepareEvent(this.deps.clock, { type, ownerId: wallet.ownerId, data: walletEventData(wallet.walletId, amount, entryId, reason) });
  }
}
