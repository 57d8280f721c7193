import { modelFromRow } from '../../platform/model-from-row.js';
import { z } from 'zod';
import { inTransaction, type DB, type Tx } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { badRequest, DomainError, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import { AmountInput, currencyOf, Money } from '../../platform/money.js';
import { parseInput } from '../../platform/validation.js';
import type { DeveloperService } from '../developer/developer.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { MomoService } from '../momo/momo.service.js';
import type { MomoOperationRow } from '../momo/momo.tables.js';
import { localDate } from '../schedules/schedule-rules.js';
import { WalletPayouts } from '../wallets/wallet-payouts.js';
import { walletIdOf } from '../wallets/wallets.service.js';
import { MAX_SALE_LINES } from './pos.service.js';
import type { PosRefundRow, SaleRow } from './pos.tables.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import { PosRefundJson } from './pos.json.js';

export const PosRefundInput = z
  .strictObject({
    saleId: z.string({ error: 'saleId is required' }).trim().min(1, 'saleId is required').max(64),
    amount: AmountInput.optional(),
    // Each sold line at most once, so never more entries than a sale has lines.
    lines: z
      .array(
        z.strictObject({
          line: z.number().int().min(1, 'line counts from 1').max(MAX_SALE_LINES, `a sale has at most ${MAX_SALE_LINES} lines`),
          quantity: z.number().int().min(1, 'quantity must be at least 1').max(100_000, 'quantity must be at most 100000'),
        }),
      )
      .min(1, 'lines needs at least one line')
      .max(MAX_SALE_LINES, `lines names each sold line at most once: at most ${MAX_SALE_LINES}`)
      .superRefine((lines, ctx) => {
        const seen = new Set<number>();
        for (const [index, l] of lines.entries()) {
          if (seen.has(l.line))
            ctx.addIssue({ code: 'custom', path: [index, 'line'], message: `line ${l.line} is named twice: name each line once with its quantity` });
          seen.add(l.line);
        }
      })
      .optional(),
    reason: z.string().trim().min(1, 'reason must be 1-500 characters').max(500, 'reason must be 1-500 characters').optional(),
  })
  .refine((r) => (r.amount === undefined) !== (r.lines === undefined), { message: 'give either amount or lines', path: ['amount'] });

export type PosRefundModel = ModelOf<typeof PosRefundJson>;

/**
 * Point-of-sale refunds, by amount or by lines, under the sale's row lock: they go back the way the
 * sale was paid (cash is recorded, a card is credited at once, mobile money is held on the
 * merchant's wallet until the rail pays the customer's phone), never more than was sold.
 */
export class PosRefundsService {
  private readonly payouts: WalletPayouts;

  constructor(private readonly deps: { db: DB; clock: AccountClock; ledger: LedgerService; momo: MomoService; developer: DeveloperService }) {
    this.payouts = new WalletPayouts(deps);
    deps.momo.onRailOutcome('POS_REFUND', (tx, operation, succeeded) => this.refundAnswered(tx, operation, succeeded));
  }

  /** A refund by amount or by lines, under the sale's row lock: never more than was sold, less refunds that did not fail. */
  async refund(principal: UserPrincipal, rawInput: unknown): Promise<PosRefundModel> {
    const input = parseInput(PosRefundInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    const id = newId('posrf');
    await inTransaction(this.deps.db, async (tx) => {
      const sale = await tx
        .selectFrom('pos_sales')
        .selectAll()
        .where('id', '=', input.saleId)
        .where('account_id', '=', account.id)
        .forUpdate()
        .executeTakeFirst();
      if (!sale) throw new DomainError('NOT_FOUND', 'No sale of yours has this id.', { fields: [{ field: 'saleId', message: 'not found' }] });
      if (sale.status !== 'COMPLETED') throw new DomainError('NOT_REFUNDABLE', `Only a completed sale can be refunded; this one is ${sale.status}.`);
      const inCurrency = currencyOf(sale.currency);
      const earlier = await tx.selectFrom('pos_refunds').selectAll().where('sale_id', '=', sale.id).where('status', '<>', 'FAILED').execute();
      const left = BigInt(sale.subtotal) - earlier.reduce((sum, r) => sum + BigInt(r.amount), 0n);
      const amount = input.lines ? this.linesAmount(sale, earlier, input.lines) : inCurrency.parsePositive(input.amount).minor;
      if (amount > left)
        throw new DomainError('REFUND_TOO_LARGE', `At most ${inCurrency.of(left).format()} ${sale.currency} of this sale is left to refund.`, {
          fields: [{ field: input.lines ? 'lines' : 'amount', message: `must come to at most ${inCurrency.of(left).format()}` }],
        });
      const now = this.deps.clock.now();
      const refund = await tx
        .insertInto('pos_refunds')
        .values({
          id,
          sale_id: sale.id,
          account_id: account.id,
          amount: amount.toString(),
          lines: input.lines ? JSON.stringify(input.lines) : null,
          reason: input.reason ?? null,
          status: 'PENDING',
          failure_reason: null,
          momo_operation_id: null,
          local_date: localDate(now, sale.time_zone),
          created_at: now,
          completed_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.deps.ledger.refunds.claim(tx, {
        claimId: id,
        transactionId: sale.id,
        currency: sale.currency,
        originalAmount: BigInt(sale.subtotal),
        amount,
        path: 'POS_REFUND',
        field: input.lines ? 'lines' : 'amount',
      });
      if (sale.payment_method === 'cash') return this.refundSucceeded(tx, refund, sale);
      const wallet = await walletIdOf(tx, sale.merchant_user_id);
      if (sale.payment_method === 'card') {
        await this.deps.ledger.movements.refundToCard(tx, {
          wallet: { walletId: wallet, ownerId: sale.merchant_user_id },
          amount: Money.of(amount, sale.currency),
          kind: 'POS_REFUND',
          description: `Refund ${id} of sale ${sale.receipt_number}`,
          metadata: { posRefundId: id, saleId: sale.id },
          reason: 'pos_refund',
        });
        return this.refundSucceeded(tx, refund, sale);
      }
      // Back to the customer's phone: held on the merchant's wallet until the rail pays it.
      await this.payouts.hold(
        tx,
        { walletId: wallet, userId: sale.merchant_user_id, currency: sale.currency },
        { amount, purpose: 'POS_REFUND', subjectId: id, reason: 'pos_refund', field: input.lines ? 'lines' : 'amount', accountField: 'amount' },
      );
      const operation = await this.deps.momo.startOnRail(tx, {
        purpose: 'POS_REFUND',
        subjectId: id,
        kind: 'disbursement.transfer',
        accountId: account.id,
        userId: sale.merchant_user_id,
        walletId: wallet,
        amount,
        currency: sale.currency,
        msisdn: sale.customer_phone!.slice(1),
        holdEntryId: null,
      });
      await tx.updateTable('pos_refunds').set({ momo_operation_id: operation.id }).where('id', '=', id).execute();
    });
    const row = await this.deps.db.selectFrom('pos_refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return this.refundModel(row);
  }
  async refundOf(principal: UserPrincipal, id: string): Promise<PosRefundModel> {
    const account = await this.deps.developer.accountOf(principal);
    const row = await this.deps.db.selectFrom('pos_refunds').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
    if (!row) throw notFound('Refund');
    return this.refundModel(row);
  }

  private async refundAnswered(tx: Tx, operation: MomoOperationRow, succeeded: boolean): Promise<void> {
    const refund = await tx.selectFrom('pos_refunds').selectAll().where('id', '=', operation.subject_id!).forUpdate().executeTakeFirst();
    if (refund?.status !== 'PENDING') return;
    const sale = await tx.selectFrom('pos_sales').selectAll().where('id', '=', refund.sale_id).executeTakeFirstOrThrow();
    const wallet = await walletIdOf(tx, sale.merchant_user_id);
    const payout = {
      walletId: wallet,
      userId: sale.merchant_user_id,
      currency: sale.currency,
    };
    if (succeeded) {
      await this.payouts.paid(tx, payout, refund.id, {
        kind: 'POS_REFUND_PAID',
        description: `Refund ${refund.id} of sale ${sale.receipt_number} paid`,
        metadata: { posRefundId: refund.id, saleId: sale.id },
        reason: 'pos_refund',
      });
      await this.refundSucceeded(tx, refund, sale);
      return;
    }
    await this.deps.ledger.refunds.release(tx, refund.id);
    await this.payouts.failed(tx, payout, refund.id, 'pos_refund_failed');
    await this.refundFailed(tx, refund, operation);
  }
  private async refundFailed(tx: Tx, refund: PosRefundRow, operation: MomoOperationRow): Promise<void> {
    await tx
      .updateTable('pos_refunds')
      .set({ status: 'FAILED', failure_reason: operation.reason ?? 'FAILED', completed_at: this.deps.clock.now() })
      .where('id', '=', refund.id)
      .execute();
  }
  private async refundSucceeded(tx: Tx, refund: PosRefundRow, sale: SaleRow): Promise<void> {
    await tx.updateTable('pos_refunds').set({ status: 'SUCCEEDED', completed_at: this.deps.clock.now() }).where('id', '=', refund.id).execute();
    const inCurrency = currencyOf(sale.currency);
    await recordEvent(tx, this.deps.clock, {
      type: 'pos.refund_succeeded',
      ownerId: sale.merchant_user_id,
      data: {
        sale: { id: sale.id, receiptNumber: sale.receipt_number, metadata: sale.metadata },
        refund: { id: refund.id, amount: inCurrency.of(BigInt(refund.amount)).format(), currency: sale.currency },
      },
    });
  }
  /** A refund by lines: each line's unit price times the quantity, never more of a line than was sold less refunded. */
  private linesAmount(sale: SaleRow, earlier: PosRefundRow[], lines: { line: number; quantity: number }[]): bigint {
    const refunded = new Map<number, number>();
    for (const l of earlier.flatMap((r) => r.lines ?? [])) refunded.set(l.line, (refunded.get(l.line) ?? 0) + l.quantity);
    let amount = 0n;
    for (const [index, asked] of lines.entries()) {
      const sold = sale.items[asked.line - 1];
      if (!sold)
        throw badRequest(`Invalid request: lines.${index}.line: the sale has ${sale.items.length} lines`, [
          { field: `lines.${index}.line`, message: `must be 1-${sale.items.length}` },
        ]);
      const already = refunded.get(asked.line) ?? 0;
      if (asked.quantity + already > sold.quantity)
        throw new DomainError('REFUND_TOO_LARGE', `Line ${asked.line} sold ${sold.quantity}; ${already} refunded already.`, {
          fields: [{ field: `lines.${index}.quantity`, message: `must be at most ${sold.quantity - already}` }],
        });
      amount += BigInt(sold.unitPrice) * BigInt(asked.quantity);
    }
    if (amount <= 0n) throw badRequest('Invalid request: lines: these lines cost nothing', [{ field: 'lines', message: 'must come to more than zero' }]);
    return amount;
  }
  private async refundModel(r: PosRefundRow): Promise<PosRefundModel> {
    const sale = await this.deps.db.selectFrom('pos_sales').select('currency').where('id', '=', r.sale_id).executeTakeFirstOrThrow();
    // A refund's amount is in its sale's currency, which the refund's row does not repeat.
    return modelFromRow(PosRefundJson, { ...r, currency: sale.currency }, {});
  }
}
