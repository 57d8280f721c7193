import { createdMetadata, MetadataInput, updateMetadataOf } from '../../platform/metadata.js';
import { parseSearchQuery, searchCondition, type SearchableFields } from '../../platform/search-query.js';
import { z } from 'zod';
import { modelFromRow } from '../../platform/model-from-row.js';
import { inTransaction, type DB, type Tx } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { DomainError, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import { AmountInput, type Currency, currencyOf, Money } from '../../platform/money.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import { PaymentRefundJson } from './checkout.json.js';
import { newestFirst, oldestFirst, type Page } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import type { DeveloperService } from '../developer/developer.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { MomoService } from '../momo/momo.service.js';
import type { MomoOperationRow } from '../momo/momo.tables.js';
import { WalletPayouts } from '../wallets/wallet-payouts.js';
import { walletIdOf } from '../wallets/wallets.service.js';
import type { CheckoutSessionRow, PaymentRefundRow } from './checkout.tables.js';

export const RefundInput = z.strictObject({
  amount: AmountInput.optional(),
  reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
  metadata: MetadataInput.optional(),
});

/** What an update of a refund takes: its metadata. */
export const UpdateRefundInput = z.strictObject({ metadata: MetadataInput.optional() });

/** What a search of refunds reads: the fields of a refund that a merchant looks one up by, and its metadata. */
export const REFUND_SEARCH: SearchableFields = {
  fields: {
    id: { kind: 'text', column: 'id' },
    paymentId: { kind: 'text', column: 'session_id' },
    amount: { kind: 'amount', column: 'amount', currencyColumn: 'currency' },
    currency: { kind: 'text', column: 'currency' },
    method: { kind: 'enum', column: 'method', values: ['CARD', 'MOBILE_MONEY'] },
    status: { kind: 'enum', column: 'status', values: ['PENDING', 'SUCCEEDED', 'FAILED'] },
    createdAt: { kind: 'date', column: 'created_at' },
    completedAt: { kind: 'date', column: 'completed_at' },
  },
  metadataColumn: 'metadata',
};

/** A refund as PaymentRefundJson declares it. */
export type PaymentRefundModel = ModelOf<typeof PaymentRefundJson>;

/**
 * Refunds of hosted-page payments, in full or in part, several times. Under the payment's row lock,
 * a refund never takes more than the payment took less its refunds that did not fail. The money
 * leaves the merchant's wallet (the checkout fee is not returned): back to the card at once, or to
 * the payer's mobile money number by a disbursement, held on the merchant's wallet by a ledger hold
 * until the rail answers (posted when it pays, voided when it does not).
 */
export class RefundsService {
  private readonly payouts: WalletPayouts;

  constructor(private readonly deps: { db: DB; clock: AccountClock; ledger: LedgerService; momo: MomoService; developer: DeveloperService }) {
    this.payouts = new WalletPayouts(deps);
    deps.momo.onRailOutcome('CHECKOUT_REFUND', (tx, operation, succeeded) => this.disbursementAnswered(tx, operation, succeeded));
  }

  async refund(principal: UserPrincipal, paymentId: string, rawInput: unknown): Promise<PaymentRefundModel> {
    const input = parseInput(RefundInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    const id = newId('rf');
    await inTransaction(this.deps.db, async (tx) => {
      const session = await tx
        .selectFrom('checkout_sessions')
        .selectAll()
        .where('id', '=', paymentId)
        .where('account_id', '=', account.id)
        .forUpdate()
        .executeTakeFirst();
      if (!session) throw notFound('Payment');
      if (session.status !== 'COMPLETE') throw new DomainError('NOT_REFUNDABLE', 'Only a completed payment can be refunded.');
      const inCurrency = currencyOf(session.currency);
      const refunded = await tx
        .selectFrom('payment_refunds')
        .select((eb) => eb.fn.sum<string>('amount').as('total'))
        .where('session_id', '=', paymentId)
        .where('status', '<>', 'FAILED')
        .executeTakeFirstOrThrow();
      const left = BigInt(session.amount) - BigInt(refunded.total ?? '0');
      const amount = input.amount === undefined ? left : inCurrency.parsePositive(input.amount).minor;
      if (left <= 0n) throw new DomainError('NOT_REFUNDABLE', 'This payment has been refunded in full.');
      if (amount > left)
        throw new DomainError('REFUND_TOO_LARGE', `At most ${inCurrency.of(left).format()} ${session.currency} of this payment is left to refund.`, {
          fields: [{ field: 'amount', message: `must be at most ${inCurrency.of(left).format()}` }],
        });
      const now = this.deps.clock.now();
      const row = await tx
        .insertInto('payment_refunds')
        .values({
          id,
          session_id: paymentId,
          account_id: account.id,
          amount: amount.toString(),
          currency: session.currency,
          method: session.method,
          status: 'PENDING',
          reason: input.reason || null,
          failure_reason: null,
          momo_operation_id: null,
          created_at: now,
          completed_at: null,
          metadata: JSON.stringify(createdMetadata(input.metadata)),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.deps.ledger.refunds.claim(tx, {
        claimId: id,
        transactionId: session.id,
        currency: session.currency,
        originalAmount: BigInt(session.amount),
        amount,
        path: 'PAYMENT_REFUND',
        field: 'amount',
      });
      const wallet = { id: await walletIdOf(tx, session.merchant_user_id) };
      if (session.method === 'CARD') {
        await this.moveFromMerchant(tx, session, wallet.id, amount, row.id);
        return this.succeeded(tx, row, session, inCurrency);
      }
      // Back to the payer's phone: held on the merchant's wallet until the rail pays it.
      await this.payouts.hold(
        tx,
        { walletId: wallet.id, userId: session.merchant_user_id, currency: session.currency },
        { amount, purpose: 'PAYMENT_REFUND', subjectId: row.id, reason: 'checkout_refund', accountField: 'amount' },
      );
      const operation = await this.deps.momo.startOnRail(tx, {
        purpose: 'CHECKOUT_REFUND',
        subjectId: row.id,
        kind: 'disbursement.transfer',
        accountId: account.id,
        userId: session.merchant_user_id,
        walletId: wallet.id,
        amount,
        currency: session.currency,
        msisdn: session.payer_phone!.replace(/^\+/, ''),
        holdEntryId: null,
      });
      await tx.updateTable('payment_refunds').set({ momo_operation_id: operation.id }).where('id', '=', row.id).execute();
    });
    return this.get(principal, id);
  }

  /** A payment's refunds, oldest first (a page of them when asked); another merchant's payment, or none, is not found. */
  async list(principal: UserPrincipal, paymentId: string, page?: Page): Promise<PaymentRefundModel[]> {
    const account = await this.deps.developer.accountOf(principal);
    const payment = await this.deps.db
      .selectFrom('checkout_sessions')
      .select('id')
      .where('id', '=', paymentId)
      .where('account_id', '=', account.id)
      .executeTakeFirst();
    if (!payment) throw notFound('Payment');
    let query = this.deps.db.selectFrom('payment_refunds').selectAll().where('session_id', '=', paymentId).where('account_id', '=', account.id);
    query = page ? query.$call(oldestFirst(page)) : query.orderBy('created_at').orderBy('id');
    const rows = await query.execute();
    return Promise.all(rows.map((r) => this.model(r)));
  }

  /** The merchant's refunds of every payment, newest first; those a search query (Stripe's language) finds. */
  async search(principal: UserPrincipal, page: Page, search: string): Promise<PaymentRefundModel[]> {
    const account = await this.deps.developer.accountOf(principal);
    const rows = await this.deps.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('account_id', '=', account.id)
      .where(searchCondition(parseSearchQuery(search), REFUND_SEARCH))
      .$call(newestFirst(page))
      .execute();
    return Promise.all(rows.map((r) => this.model(r)));
  }

  /** Sets the keys given on a refund's metadata (an empty value unsets one) and announces refund.updated; the row is locked, so two updates merge. */
  async update(principal: UserPrincipal, id: string, rawInput: unknown): Promise<PaymentRefundModel> {
    const input = parseInput(UpdateRefundInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    const refund = { table: 'payment_refunds', id, owner: { column: 'account_id', id: account.id }, resource: 'Refund', changes: input.metadata } as const;
    await updateMetadataOf(this.deps.db, refund, async (tx, row) => {
      const session = await tx.selectFrom('checkout_sessions').select('merchant_user_id').where('id', '=', row.session_id).executeTakeFirstOrThrow();
      await recordEvent(tx, this.deps.clock, {
        type: 'refund.updated',
        ownerId: session.merchant_user_id,
        data: {
          refund: {
            id: row.id,
            paymentId: row.session_id,
            amount: currencyOf(row.currency).of(BigInt(row.amount)).format(),
            currency: row.currency,
            status: row.status,
            metadata: row.metadata,
          },
        },
      });
    });
    return this.get(principal, id);
  }

  async get(principal: UserPrincipal, id: string): Promise<PaymentRefundModel> {
    const account = await this.deps.developer.accountOf(principal);
    const row = await this.deps.db.selectFrom('payment_refunds').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
    if (!row) throw notFound('Refund');
    return this.model(row);
  }

  /** The merchant's wallet pays a card refund into the card settlement at once. */
  private async moveFromMerchant(tx: Tx, session: CheckoutSessionRow, walletId: string, amount: bigint, refundId: string): Promise<void> {
    await this.deps.ledger.movements.refundToCard(tx, {
      wallet: { walletId, ownerId: session.merchant_user_id },
      amount: Money.of(amount, session.currency),
      kind: 'CHECKOUT_REFUND',
      description: `Refund ${refundId} of payment ${session.id}`,
      metadata: { refundId, checkoutSessionId: session.id },
      reason: 'checkout_refund',
    });
  }

  private async disbursementAnswered(tx: Tx, operation: MomoOperationRow, succeeded: boolean): Promise<void> {
    const refund = await tx.selectFrom('payment_refunds').selectAll().where('id', '=', operation.subject_id!).forUpdate().executeTakeFirst();
    if (refund?.status !== 'PENDING') return;
    const session = await tx.selectFrom('checkout_sessions').selectAll().where('id', '=', refund.session_id).executeTakeFirstOrThrow();
    const inCurrency = currencyOf(refund.currency);
    const wallet = { walletId: await walletIdOf(tx, session.merchant_user_id), userId: session.merchant_user_id, currency: refund.currency };
    if (succeeded) {
      await this.payouts.paid(tx, wallet, refund.id, {
        kind: 'CHECKOUT_REFUND_PAID',
        description: `Refund ${refund.id} paid to ${operation.party_id}`,
        metadata: { refundId: refund.id, checkoutSessionId: session.id },
        reason: 'checkout_refund',
      });
      return this.succeeded(tx, refund, session, inCurrency);
    }
    await this.deps.ledger.refunds.release(tx, refund.id);
    await this.payouts.failed(tx, wallet, refund.id, 'checkout_refund_failed');
    return this.failed(tx, refund, operation);
  }

  private async failed(tx: Tx, refund: PaymentRefundRow, operation: MomoOperationRow): Promise<void> {
    await tx
      .updateTable('payment_refunds')
      .set({ status: 'FAILED', failure_reason: operation.reason ?? 'FAILED', completed_at: this.deps.clock.now() })
      .where('id', '=', refund.id)
      .execute();
  }

  private async succeeded(tx: Tx, refund: PaymentRefundRow, session: CheckoutSessionRow, inCurrency: Currency): Promise<void> {
    await tx.updateTable('payment_refunds').set({ status: 'SUCCEEDED', completed_at: this.deps.clock.now() }).where('id', '=', refund.id).execute();
    await recordEvent(tx, this.deps.clock, {
      type: 'payment.refunded',
      ownerId: session.merchant_user_id,
      data: {
        payment: {
          id: session.id,
          amount: inCurrency.of(BigInt(session.amount)).format(),
          currency: session.currency,
          targetType: session.target_kind,
          targetId: session.target_id,
          metadata: session.metadata,
        },
        refund: { id: refund.id, amount: inCurrency.of(BigInt(refund.amount)).format(), method: refund.method, metadata: refund.metadata },
      },
    });
  }

  private async model(row: PaymentRefundRow): Promise<PaymentRefundModel> {
    return modelFromRow(PaymentRefundJson, row, { paymentId: row.session_id });
  }
}
