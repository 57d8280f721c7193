import { modelFromRow } from '../../platform/model-from-row.js';
import { type ModelOf, Timestamp, MoneyAmount } from '../../platform/wire-formats.js';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { inTransaction, type DB, type Tx } from '../../db/database.js';
import type { MomoOperationRow } from '../momo/momo.tables.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError, badRequest, notFound, orIfNotFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { createdMetadata, type Metadata, MetadataInput, MetadataJson } from '../../platform/metadata.js';
import { isUuid } from '../../platform/ids.js';
import { AmountInput, amountsInCurrency, currencyOf, CurrencyCode, Money, moneyIn } from '../../platform/money.js';
import type { Page } from '../../platform/pagination.js';
import { E164_PHONE, parseInput } from '../../platform/validation.js';
import type { DisputesService } from '../disputes/disputes.service.js';
import type { KycService } from '../kyc/kyc.service.js';
import type { ReferralsService } from '../referrals/referrals.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { MomoService } from '../momo/momo.service.js';
import { WalletPayouts } from '../wallets/wallet-payouts.js';
import type { WalletsService } from '../wallets/wallets.service.js';
import { resource } from '../../platform/resources.js';

export const FundingInput = z
  .strictObject({
    amount: AmountInput,
    currency: CurrencyCode.default('GHS'),
    /** The mobile money number; the user's own phone when omitted. */
    phone: z.string().trim().regex(E164_PHONE, 'phone must be E.164: a + followed by 7-15 digits').optional(),
    metadata: MetadataInput.optional(),
  })
  .superRefine(amountsInCurrency('currency', ['amount']));

export const RefundInput = z.strictObject({
  transactionId: z.string({ error: 'transactionId is required (the id of a completed fund-in)' }).uuid('transactionId must be the id of a fund-in'),
  metadata: MetadataInput.optional(),
});

/** What an update of a fund-in, cash-out or refund takes: the user's metadata. */
export const UpdateFundingInput = z.strictObject({ metadata: MetadataInput.optional() });

/** The kinds each update route finds: a fund-in's refund is a payout, so it is updated as a cash-out. */
export const FUNDING_KINDS = { fundIn: ['FUND_IN'], cashOut: ['CASH_OUT', 'REFUND'] } as const;

/** A fund-in or cash-out as FundingJson declares it, with its kind (the REST paths and the events tell them apart). */
export type FundingModel = ModelOf<typeof FundingJson> & { kind: 'FUND_IN' | 'CASH_OUT' | 'REFUND' };

/** fund_in.* and cash_out.* events carry `funding {id, kind, status, amount, currency, phone, reason, metadata}`. */
function fundingEventData(row: MomoOperationRow) {
  const { id, kind, status, amount, currency, phone, reason, metadata } = toModel(row);
  return { funding: { id, kind, status, amount: amount.format(), currency, phone, reason, metadata } };
}

/**
 * Wallet fund-in and cash-out through mobile money. Fund-in is a request to pay from the user's
 * number and credits the wallet only when it succeeds. Cash-out holds the funds at once (a debit
 * with the KYC limits, into suspense), pays out by disbursement, then settles the hold to the
 * mobile money settlement account, or releases it back to the wallet if the payout fails. Every
 * step is a balanced entry, applied in the same transaction as the operation's state.
 */
export class FundingService {
  private readonly payouts: WalletPayouts;

  constructor(
    private readonly deps: {
      db: DB;
      clock: Clock;
      ledger: LedgerService;
      wallets: WalletsService;
      momo: MomoService;
      kyc: KycService;
      disputes: DisputesService;
      referrals: ReferralsService;
    },
  ) {
    this.payouts = new WalletPayouts(deps);
    deps.momo.onRailOutcome('FUND_IN', async (tx, row, succeeded) => {
      await this.fundInCompleted(tx, row, succeeded);
      await recordEvent(tx, deps.clock, { type: succeeded ? 'fund_in.succeeded' : 'fund_in.failed', ownerId: row.user_id!, data: fundingEventData(row) });
    });
    for (const purpose of ['CASH_OUT', 'REFUND'] as const)
      deps.momo.onRailOutcome(purpose, async (tx, row, succeeded) => {
        await this.cashOutCompleted(tx, row, succeeded);
        await recordEvent(tx, deps.clock, { type: succeeded ? 'cash_out.paid' : 'cash_out.failed', ownerId: row.user_id!, data: fundingEventData(row) });
      });
    deps.disputes.refundFundInsWith(async (tx, fundInId) => (await this.returnToPayer(tx, fundInId, 'DISPUTE')).holdId);
  }

  async fundIn(principal: UserPrincipal, rawInput: unknown): Promise<FundingModel> {
    const { amount, currency, msisdn, wallet, user, metadata } = await this.prepare(principal, rawInput);
    // Refused up front so the payer is not asked to pay what the wallet could not hold; the money
    // arrives later, from the payer, and is credited whatever the wallet then holds.
    // The account it will credit is opened now, so a currency the wallet has not held yet has its cap too.
    await this.deps.ledger.openWalletAccount(this.deps.db, wallet.id, currency);
    await this.deps.ledger.assertCanReceive(this.deps.db, wallet.id, currency, amount);
    const row = await inTransaction(this.deps.db, (tx) =>
      this.deps.momo.startOnRail(tx, {
        purpose: 'FUND_IN',
        kind: 'collection.requesttopay',
        accountId: user.developer_account_id,
        userId: principal.userId,
        walletId: wallet.id,
        amount,
        currency,
        msisdn,
        holdEntryId: null,
        metadata,
      }),
    );
    return toModel(row);
  }

  async cashOut(principal: UserPrincipal, rawInput: unknown): Promise<FundingModel> {
    const { wallet, ...prepared } = await this.prepare(principal, rawInput);
    const cashOut = await inTransaction(this.deps.db, (tx) =>
      this.holdAndPayOut(tx, {
        ...prepared,
        userId: principal.userId,
        walletId: wallet.id,
        purpose: 'CASH_OUT',
        kind: 'disbursement.transfer',
        reason: 'mobile_money_cash_out',
      }),
    );
    return toModel(cashOut.operation);
  }

  /** POST /wallets/me/refund: a completed fund-in goes back to the number it came from, once. */
  async refund(principal: UserPrincipal, rawInput: unknown): Promise<FundingModel> {
    const { transactionId, metadata } = parseInput(RefundInput, rawInput);
    const fundIn = await orIfNotFound(this.get(principal, transactionId), () => {
      throw new DomainError('NOT_FOUND', 'No fund-in of yours has this id.', { fields: [{ field: 'transactionId', message: 'not found' }] });
    });
    if (fundIn.kind !== 'FUND_IN') throw badRequest('Only a fund-in can be refunded.', [{ field: 'transactionId', message: 'not a fund-in' }]);
    if (fundIn.status !== 'SUCCESSFUL') throw new DomainError('NOT_PENDING', `Only a completed fund-in can be refunded; this one is ${fundIn.status}.`);
    await this.deps.disputes.assertNoOpenDispute(this.deps.db, fundIn.id);
    const refund = await inTransaction(this.deps.db, (tx) => this.returnToPayer(tx, fundIn.id, 'WALLET_REFUND', createdMetadata(metadata)));
    return toModel(refund.operation);
  }

  /**
   * A completed fund-in goes back to the number that paid it, out of the wallet it credited: the
   * wallet is debited into suspense (with the KYC limits) and a disbursement refund pays it out.
   * It is claimed once against the fund-in under `path`, whichever path asks (design rule 14); a
   * payout that fails gives the money back to the wallet and releases the claim.
   */
  private async returnToPayer(
    tx: Tx,
    fundInId: string,
    path: 'WALLET_REFUND' | 'DISPUTE',
    metadata: Metadata = {},
  ): Promise<{ operation: MomoOperationRow; holdId: string }> {
    const fundIn = await this.deps.momo.railOperation(tx, fundInId);
    const user = await tx.selectFrom('user_directory').select(['kyc_tier', 'developer_account_id']).where('id', '=', fundIn.user_id!).executeTakeFirstOrThrow();
    const amount = BigInt(fundIn.amount!);
    const id = randomUUID();
    await this.deps.ledger.refunds.claim(tx, { claimId: id, transactionId: fundIn.id, currency: fundIn.currency, originalAmount: amount, amount, path });
    const wallet = { walletId: fundIn.wallet_id!, userId: fundIn.user_id!, currency: fundIn.currency };
    // Money held past the maximum is released as far as the wallet may now hold it before the refund
    // is held, and again once the refund is on its way out (its money no longer counts).
    await this.payouts.settlePastMaximum(tx, wallet, undefined, 'refund');
    const refund = await this.holdAndPayOut(tx, {
      id,
      userId: fundIn.user_id!,
      amount,
      currency: fundIn.currency,
      msisdn: fundIn.party_id,
      walletId: fundIn.wallet_id!,
      user,
      purpose: 'REFUND',
      kind: 'disbursement.refund',
      reason: 'mobile_money_refund',
      refersTo: fundIn.id,
      metadata,
    });
    await this.payouts.settlePastMaximum(tx, wallet, undefined, 'refund');
    return refund;
  }

  /**
   * Reserves the amount on the wallet by a ledger hold (with the KYC debit limits) and pays it out
   * by mobile money: the balance still shows it, the available balance does not, until the rail
   * answers and the hold is posted to the provider or voided.
   */
  private async holdAndPayOut(
    tx: Tx,
    p: {
      id?: string;
      userId: string;
      amount: bigint;
      currency: string;
      msisdn: string;
      walletId: string;
      user: { kyc_tier: number; developer_account_id: string | null };
      purpose: 'CASH_OUT' | 'REFUND';
      kind: 'disbursement.transfer' | 'disbursement.refund';
      reason: string;
      refersTo?: string;
      metadata: Metadata;
    },
  ): Promise<{ operation: MomoOperationRow; holdId: string }> {
    const guards = await this.deps.kyc.guardDebit(
      { userId: p.userId, walletId: p.walletId, amount: Money.of(p.amount, p.currency), tier: p.user.kyc_tier },
      tx,
    );
    // Named first, so the hold names the operation it waits on (its money trace).
    const id = p.id ?? randomUUID();
    const hold = await this.payouts.hold(
      tx,
      { walletId: p.walletId, userId: p.userId, currency: p.currency },
      { amount: p.amount, purpose: p.purpose, subjectId: id, reason: p.reason, guards },
    );
    const operation = await this.deps.momo.startOnRail(tx, {
      id,
      purpose: p.purpose,
      kind: p.kind,
      accountId: p.user.developer_account_id,
      userId: p.userId,
      walletId: p.walletId,
      amount: p.amount,
      currency: p.currency,
      msisdn: p.msisdn,
      holdEntryId: null,
      metadata: p.metadata,
      ...(p.refersTo ? { refersTo: p.refersTo } : {}),
    });
    return { operation, holdId: hold.id };
  }

  /** One of the user's own fund-ins, cash-outs or refunds; anyone else's is not found. */
  async get(principal: UserPrincipal, id: string): Promise<FundingModel> {
    if (!isUuid(id)) throw notFound('Fund-in or cash-out');
    const row = await this.deps.momo.ownRailOperation(principal.userId, id, ['FUND_IN', 'CASH_OUT', 'REFUND']);
    if (!row) throw notFound('Fund-in or cash-out');
    return toModel(row);
  }

  /**
   * Sets the keys given on the user's metadata of one of their fund-ins (`kinds` FUND_IN) or
   * cash-outs and refunds (CASH_OUT, REFUND), an empty value unsetting one, and announces
   * fund_in.updated or cash_out.updated; another user's, or another kind's, is not found.
   */
  async update(principal: UserPrincipal, kinds: readonly FundingModel['kind'][], id: string, rawInput: unknown): Promise<FundingModel> {
    const input = parseInput(UpdateFundingInput, rawInput);
    const found = await this.get(principal, id);
    if (!kinds.includes(found.kind)) throw notFound(kinds.includes('FUND_IN') ? 'Fund-in' : 'Cash-out');
    const target = { id: found.id, userId: principal.userId, resource: 'Fund-in or cash-out', changes: input.metadata };
    const updated = await this.deps.momo.updateRailOperationMetadata(target, (tx, row) =>
      recordEvent(tx, this.deps.clock, {
        type: row.purpose === 'FUND_IN' ? 'fund_in.updated' : 'cash_out.updated',
        ownerId: principal.userId,
        data: fundingEventData(row),
      }),
    );
    return toModel(updated);
  }

  async list(principal: UserPrincipal, kind: 'FUND_IN' | 'CASH_OUT', page: Page): Promise<FundingModel[]> {
    const rows = await this.deps.momo.railOperations(principal.userId, kind, page);
    return rows.map((r) => toModel(r));
  }

  /** A successful collection credits the wallet from the mobile money settlement account. */
  private async fundInCompleted(tx: Tx, row: MomoOperationRow, succeeded: boolean): Promise<void> {
    if (!succeeded) return;
    const amount = BigInt(row.amount!);
    // The payer has paid: refusing the credit would lose the money (checked against the maximum when asked for).
    const posted = await this.deps.ledger.movements.collect(tx, {
      rail: 'MOBILE_MONEY',
      wallet: { walletId: row.wallet_id!, ownerId: row.user_id! },
      amount: Money.of(amount, row.currency),
      kind: 'FUND_IN',
      description: `Mobile money fund-in from ${row.party_id}`,
      metadata: { referenceId: row.id },
      reason: 'mobile_money_fund_in',
    });
    await this.deps.momo.settledBy(tx, row.id, posted.entryId);
    // Whatever took the wallet past its owner's maximum is kept and held until the wallet may hold it.
    await this.payouts.settlePastMaximum(tx, { walletId: row.wallet_id!, userId: row.user_id!, currency: row.currency }, row.id, 'within_maximum_balance');
    if (row.user_id)
      await this.deps.referrals.fundInSucceeded(tx, {
        userId: row.user_id,
        operationId: row.id,
        amount,
        currency: row.currency,
        payerPhone: `+${row.party_id}`,
      });
  }

  /**
   * The rail answered: the hold is posted to the provider's settlement account on success (the
   * money leaves the wallet: wallet.debited), or voided on failure (it never left: wallet.released).
   */
  private async cashOutCompleted(tx: Tx, row: MomoOperationRow, succeeded: boolean): Promise<void> {
    const wallet = {
      walletId: row.wallet_id!,
      userId: row.user_id!,
      currency: row.currency,
    };
    const refund = row.purpose === 'REFUND';
    if (succeeded) {
      const entryId = await this.payouts.paid(tx, wallet, row.id, {
        kind: refund ? 'REFUND_PAID' : 'CASH_OUT_PAID',
        description: `${refund ? 'Refund' : 'Cash-out'} to ${row.party_id} paid`,
        metadata: { referenceId: row.id, ...(row.refers_to ? { refersTo: row.refers_to } : {}) },
        reason: refund ? 'mobile_money_refund' : 'mobile_money_cash_out',
      });
      await this.deps.momo.settledBy(tx, row.id, entryId);
      return;
    }
    if (refund) await this.deps.ledger.refunds.release(tx, row.id);
    await this.payouts.failed(tx, wallet, row.id, refund ? 'refund_failed' : 'cash_out_failed');
  }

  private async prepare(principal: UserPrincipal, rawInput: unknown) {
    const input = parseInput(FundingInput, rawInput);
    const inCurrency = currencyOf(input.currency);
    const amount = inCurrency.parsePositive(input.amount).minor;
    const wallet = await this.deps.wallets.walletOf(principal);
    const user = await this.deps.db
      .selectFrom('user_directory')
      .select(['phone', 'kyc_tier', 'developer_account_id'])
      .where('id', '=', principal.userId)
      .executeTakeFirstOrThrow();
    const msisdn = (input.phone ?? user.phone).replace(/^\+/, '');
    return { amount, currency: input.currency, msisdn, wallet, user, metadata: createdMetadata(input.metadata) };
  }
}

function toModel(row: MomoOperationRow): FundingModel {
  return {
    // A fund-in or cash-out always has an amount (only a pre-approval has none).
    ...modelFromRow(FundingJson, row, { amount: moneyIn(row, row.amount!), phone: `+${row.party_id}` }),
    kind: row.purpose as FundingModel['kind'],
  };
}

export const FundingJson = resource(
  'FundingOperation',
  'A fund-in from, or a cash-out to, a mobile money number.',
  z.object({
    id: z.string().describe("the mobile money operation's reference id"),
    amount: MoneyAmount,
    currency: z.string(),
    phone: z.string().describe('the mobile money number'),
    status: z.string().describe('PENDING, SUCCESSFUL or FAILED'),
    reason: z.string().nullable().describe('why it failed'),
    createdAt: Timestamp,
    completedAt: Timestamp.nullable(),
    metadata: MetadataJson.describe('your own data on the operation (what the money is for)'),
  }),
);

/** The GraphQL WalletFunding is a funding operation. */
export type WalletFundingModel = FundingModel;
