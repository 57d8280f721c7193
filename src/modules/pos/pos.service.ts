import { createdMetadata, type Metadata, MetadataInput, updateMetadataOf } from '../../platform/metadata.js';
import { parseSearchQuery, searchCondition, type SearchableFields } from '../../platform/search-query.js';
import { sql } from 'kysely';
import { z } from 'zod';
import { inTransaction, type DB, type Executor, type Tx } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { badRequest, DomainError, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import type { SandboxSms } from '../../platform/sms.js';
import { AmountInput, type Currency, currencyOf, CurrencyCode, Money, moneyIn } from '../../platform/money.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import { fields, parseInput } from '../../platform/validation.js';
import { type CardProcessor, chargePresentedCard } from '../../rails/cards.js';
import { assertCardNotExpired, CardInput } from '../checkout/checkout.service.js';
import type { DeveloperService } from '../developer/developer.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { MomoService } from '../momo/momo.service.js';
import type { MomoOperationRow } from '../momo/momo.tables.js';
import { defaultTimeZone, localDate } from '../schedules/schedule-rules.js';
import { WalletPayouts } from '../wallets/wallet-payouts.js';
import { walletIdOf } from '../wallets/wallets.service.js';
import type { CatalogItemRow, PosPaymentMethod, PosRefundRow, SaleRow, StoredSaleLine } from './pos.tables.js';

export const POS_METHODS = ['momo', 'card', 'cash'] as const satisfies readonly PosPaymentMethod[];

const SaleLineInput = z.strictObject({
  catalogItemId: z.string().trim().min(1).max(64).optional(),
  description: z.string().trim().min(1, 'description must be 1-200 characters').max(200, 'description must be 1-200 characters').optional(),
  quantity: z
    .number({ error: 'quantity must be a whole number of at least 1' })
    .int('quantity must be a whole number of at least 1')
    .min(1, 'quantity must be a whole number of at least 1')
    .max(100_000, 'quantity must be at most 100000'),
  unitPrice: AmountInput.optional(),
});

/** The most lines a sale has, and so the most a refund by lines can name. */
export const MAX_SALE_LINES = 200;

export const SaleInput = z.strictObject({
  items: z
    .array(SaleLineInput, { error: 'items is required' })
    .min(1, 'items needs at least one line')
    .max(MAX_SALE_LINES, `items takes at most ${MAX_SALE_LINES} lines`),
  paymentMethod: z.enum(POS_METHODS, { error: 'paymentMethod must be momo, card or cash' }),
  currency: CurrencyCode,
  customerPhone: fields.phone().optional(),
  card: CardInput.omit({ amount: true }).optional(),
  metadata: MetadataInput.optional(),
});

/** What an update of a sale takes: its metadata. */
export const UpdateSaleInput = z.strictObject({ metadata: MetadataInput.optional() });

/** What a search of sales reads: the fields of a sale that a merchant looks one up by, and its metadata. */
export const SALE_SEARCH: SearchableFields = {
  fields: {
    id: { kind: 'text', column: 'id' },
    receiptNumber: { kind: 'text', column: 'receipt_number' },
    subtotal: { kind: 'amount', column: 'subtotal', currencyColumn: 'currency' },
    currency: { kind: 'text', column: 'currency' },
    paymentMethod: { kind: 'enum', column: 'payment_method', values: ['momo', 'card', 'cash'] },
    status: { kind: 'enum', column: 'status', values: ['PENDING', 'COMPLETED', 'FAILED'] },
    customerPhone: { kind: 'text', column: 'customer_phone' },
    createdAt: { kind: 'date', column: 'created_at' },
    completedAt: { kind: 'date', column: 'completed_at' },
  },
  metadataColumn: 'metadata',
};

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

export const CatalogItemInput = z.strictObject({
  description: z
    .string({ error: 'description is required' })
    .trim()
    .min(1, 'description must be 1-200 characters')
    .max(200, 'description must be 1-200 characters'),
  sku: z.string().trim().min(1).max(64, 'sku must be at most 64 characters').optional(),
  unitPrice: AmountInput,
  currency: CurrencyCode,
});

export const CatalogUpdateInput = CatalogItemInput.partial().refine((v) => Object.values(v).some((x) => x !== undefined), {
  message: 'give at least one field to change',
});

export const ReportQuery = z.strictObject({
  date: fields.calendarDate('date').optional(),
  currency: CurrencyCode.optional(),
});

export interface PosCatalogItemModel {
  id: string;
  description: string;
  sku: string | null;
  unitPrice: Money;
  currency: string;
  status: 'ACTIVE' | 'ARCHIVED';
  createdAt: Date;
}

export interface PosSaleModel {
  id: string;
  receiptNumber: string;
  items: (Omit<StoredSaleLine, 'unitPrice' | 'total'> & { unitPrice: Money; total: Money })[];
  subtotal: Money;
  /** What its refunds that did not fail add up to. */
  refunded: Money;
  currency: string;
  paymentMethod: PosPaymentMethod;
  status: SaleRow['status'];
  customerPhone: string | null;
  failureReason: string | null;
  createdAt: Date;
  completedAt: Date | null;
  metadata: Metadata;
}

export interface PosRefundModel {
  id: string;
  saleId: string;
  amount: Money;
  currency: string;
  lines: { line: number; quantity: number }[] | null;
  reason: string | null;
  status: PosRefundRow['status'];
  failureReason: string | null;
  createdAt: Date;
}

export interface PosDailyReportModel {
  date: string;
  timeZone: string;
  currency: string;
  sales: number;
  gross: Money;
  /** Negative. */
  refunds: Money;
  net: Money;
  byMethod: { method: PosPaymentMethod; sales: number; gross: Money; refunds: Money; net: Money }[];
}

/**
 * Point of sale. A sale's lines come from the catalog or are typed; totals are integer minor
 * units; each merchant's receipts are numbered in sequence under a counter row's lock. Cash is
 * recorded (no money moves here); a card is charged on the sandbox card rail at once; mobile money
 * is a request to pay to the customer's phone, PENDING until the rail answers. Card and mobile
 * money reach the merchant's wallet from their settlement accounts. A receipt goes to the
 * customer's phone (the sandbox SMS outbox). Refunds by amount or by lines go back the way the
 * sale was paid, never more than was sold.
 */
export class PosService {
  private readonly payouts: WalletPayouts;

  constructor(
    private readonly deps: {
      db: DB;
      clock: AccountClock;
      ledger: LedgerService;
      momo: MomoService;
      developer: DeveloperService;
      sms: SandboxSms;
      cards: CardProcessor;
    },
  ) {
    this.payouts = new WalletPayouts(deps);
    deps.momo.onRailOutcome('POS_SALE', (tx, operation, succeeded) => this.saleAnswered(tx, operation, succeeded));
    deps.momo.onRailOutcome('POS_REFUND', (tx, operation, succeeded) => this.refundAnswered(tx, operation, succeeded));
  }

  // ——— Catalog ———

  async catalog(principal: UserPrincipal, page: Page, includeArchived = false): Promise<PosCatalogItemModel[]> {
    const account = await this.deps.developer.accountOf(principal);
    let query = this.deps.db.selectFrom('pos_catalog_items').selectAll().where('account_id', '=', account.id);
    if (!includeArchived) query = query.where('status', '=', 'ACTIVE');
    const rows = await query.$call(newestFirst(page)).execute();
    return Promise.all(rows.map((r) => this.catalogModel(r)));
  }

  async addCatalogItem(principal: UserPrincipal, rawInput: unknown): Promise<PosCatalogItemModel> {
    const input = parseInput(CatalogItemInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    return this.catalogModel(await this.insertCatalogItem(this.deps.db, account.id, input));
  }

  /** The demo merchant's shelf, made at the sandbox's first start. */
  async seedCatalog(executor: Executor, accountId: string): Promise<void> {
    const shelf = [
      { description: 'Kente stole', sku: 'KNT-001', unitPrice: '85.00' },
      { description: 'Shea butter, 250 g', sku: 'SHE-250', unitPrice: '25.50' },
      { description: 'Waakye plate', sku: 'FOOD-WK', unitPrice: '18.00' },
      { description: 'Sobolo, 500 ml', sku: 'DRK-SOB', unitPrice: '7.50' },
      { description: 'Phone charging', sku: 'SVC-CHG', unitPrice: '3.00' },
    ];
    for (const item of shelf) await this.insertCatalogItem(executor, accountId, { ...item, currency: 'GHS' });
  }

  async catalogItem(principal: UserPrincipal, id: string): Promise<PosCatalogItemModel> {
    return this.catalogModel(await this.ownItem(principal, id));
  }

  async updateCatalogItem(principal: UserPrincipal, id: string, rawInput: unknown): Promise<PosCatalogItemModel> {
    const input = parseInput(CatalogUpdateInput, rawInput);
    const item = await this.ownItem(principal, id);
    const currency = input.currency ?? item.currency;
    const inCurrency = currencyOf(currency);
    const unitPrice = input.unitPrice === undefined ? undefined : nonNegative(inCurrency.parse(input.unitPrice, 'unitPrice').minor, 'unitPrice');
    const row = await this.deps.db
      .updateTable('pos_catalog_items')
      .set({
        ...(input.description ? { description: input.description } : {}),
        ...(input.sku ? { sku: input.sku } : {}),
        ...(input.currency ? { currency: input.currency } : {}),
        ...(unitPrice !== undefined ? { unit_price: unitPrice.toString() } : {}),
        updated_at: this.deps.clock.now(),
      })
      .where('id', '=', item.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.catalogModel(row);
  }

  async archiveCatalogItem(principal: UserPrincipal, id: string): Promise<PosCatalogItemModel> {
    const item = await this.ownItem(principal, id);
    const row = await this.deps.db
      .updateTable('pos_catalog_items')
      .set({ status: 'ARCHIVED', updated_at: this.deps.clock.now() })
      .where('id', '=', item.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.catalogModel(row);
  }

  // ——— Sales ———

  async sell(principal: UserPrincipal, rawInput: unknown): Promise<PosSaleModel> {
    const input = parseInput(SaleInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    const inCurrency = currencyOf(input.currency);
    if (input.paymentMethod === 'momo' && !input.customerPhone)
      throw badRequest("Invalid request: customerPhone: a mobile money sale asks the customer's phone to pay", [
        { field: 'customerPhone', message: 'is required for momo' },
      ]);
    if (input.paymentMethod === 'card' && !input.card)
      throw badRequest('Invalid request: card: a card sale needs the card', [
        { field: 'card', message: 'is required for card ({number, expMonth, expYear, cvc})' },
      ]);
    if (input.card) assertCardNotExpired(input.card, this.deps.clock.now(), 'card.expYear');
    const lines = await this.lines(account.id, input.items, input.currency, inCurrency);
    const subtotal = inCurrency.boundedTotal(
      lines.map((l) => inCurrency.of(l.total)),
      'items',
    ).minor;
    if (subtotal <= 0n)
      throw badRequest('Invalid request: items: the sale must come to more than zero', [{ field: 'items', message: 'must add up to more than zero' }]);
    const owner = await this.deps.db.selectFrom('users').select('country').where('id', '=', principal.userId).executeTakeFirstOrThrow();
    const timeZone = defaultTimeZone(owner.country);
    const id = newId('sale');
    await inTransaction(this.deps.db, async (tx) => {
      const now = this.deps.clock.now();
      const { rows } = await sql<{ last_receipt: number }>`
        INSERT INTO pos_counters (account_id, last_receipt) VALUES (${account.id}, 1)
        ON CONFLICT (account_id) DO UPDATE SET last_receipt = pos_counters.last_receipt + 1
        RETURNING last_receipt`.execute(tx);
      const sale = await tx
        .insertInto('pos_sales')
        .values({
          id,
          account_id: account.id,
          merchant_user_id: principal.userId,
          receipt_number: `R-${String(rows[0]!.last_receipt).padStart(6, '0')}`,
          items: JSON.stringify(lines),
          subtotal: subtotal.toString(),
          currency: input.currency,
          payment_method: input.paymentMethod,
          status: 'PENDING',
          customer_phone: input.customerPhone ?? null,
          card_last4: input.card ? input.card.number.slice(-4) : null,
          failure_reason: null,
          momo_operation_id: null,
          local_date: localDate(now, timeZone),
          time_zone: timeZone,
          created_at: now,
          completed_at: null,
          metadata: JSON.stringify(createdMetadata(input.metadata)),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (input.paymentMethod === 'cash') return this.complete(tx, sale);
      if (input.paymentMethod === 'card') {
        const charged = chargePresentedCard(this.deps.cards, input.card!, subtotal);
        return charged.ok ? this.complete(tx, sale) : this.fail(tx, sale, charged.declineCode);
      }
      const wallet = await walletIdOf(tx, principal.userId);
      const operation = await this.deps.momo.startOnRail(tx, {
        purpose: 'POS_SALE',
        subjectId: id,
        kind: 'collection.requesttopay',
        accountId: account.id,
        userId: principal.userId,
        walletId: wallet,
        amount: subtotal,
        currency: input.currency,
        msisdn: input.customerPhone!.slice(1),
        holdEntryId: null,
        externalId: sale.receipt_number,
      });
      await tx.updateTable('pos_sales').set({ momo_operation_id: operation.id }).where('id', '=', id).execute();
      return sale;
    });
    return this.sale(principal, id);
  }

  /** The merchant's sales, newest first; those a search query (Stripe's language) finds, when one is given. */
  async sales(principal: UserPrincipal, page: Page, search?: string): Promise<PosSaleModel[]> {
    const account = await this.deps.developer.accountOf(principal);
    let query = this.deps.db.selectFrom('pos_sales').selectAll().where('account_id', '=', account.id);
    if (search !== undefined) query = query.where(searchCondition(parseSearchQuery(search), SALE_SEARCH));
    const rows = await query.$call(newestFirst(page)).execute();
    return Promise.all(rows.map((r) => this.saleModel(r)));
  }

  /** Sets the keys given on a sale's metadata (an empty value unsets one) and announces pos.sale_updated; the row is locked, so two updates merge. */
  async updateSale(principal: UserPrincipal, id: string, rawInput: unknown): Promise<PosSaleModel> {
    const input = parseInput(UpdateSaleInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    const sale = { table: 'pos_sales', id, owner: { column: 'account_id', id: account.id }, resource: 'Sale', changes: input.metadata } as const;
    await updateMetadataOf(this.deps.db, sale, (tx, updated) =>
      recordEvent(tx, this.deps.clock, {
        type: 'pos.sale_updated',
        ownerId: updated.merchant_user_id,
        data: { sale: saleEventData(updated, currencyOf(updated.currency)) },
      }),
    );
    return this.sale(principal, id);
  }

  async sale(principal: UserPrincipal, id: string): Promise<PosSaleModel> {
    const account = await this.deps.developer.accountOf(principal);
    const row = await this.deps.db.selectFrom('pos_sales').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
    if (!row) throw notFound('Sale');
    return this.saleModel(row);
  }

  // ——— Refunds ———

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

  /** The day's takings in the merchant's time zone: completed sales on the day, refunds (negative) on the day they happened. */
  async dailyReport(principal: UserPrincipal, rawQuery: unknown): Promise<PosDailyReportModel> {
    const query = parseInput(ReportQuery, rawQuery);
    const account = await this.deps.developer.accountOf(principal);
    const owner = await this.deps.db.selectFrom('users').select('country').where('id', '=', principal.userId).executeTakeFirstOrThrow();
    const timeZone = defaultTimeZone(owner.country);
    const date = query.date ?? localDate(this.deps.clock.now(), timeZone);
    const currency = query.currency ?? 'GHS';
    const sales = await this.deps.db
      .selectFrom('pos_sales')
      .select(['payment_method', (eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.sum<string>('subtotal').as('gross')])
      .where('account_id', '=', account.id)
      .where('local_date', '=', date)
      .where('currency', '=', currency)
      .where('status', '=', 'COMPLETED')
      .groupBy('payment_method')
      .execute();
    const refunds = await this.deps.db
      .selectFrom('pos_refunds')
      .innerJoin('pos_sales', 'pos_sales.id', 'pos_refunds.sale_id')
      .select(['pos_sales.payment_method', (eb) => eb.fn.sum<string>('pos_refunds.amount').as('total')])
      .where('pos_refunds.account_id', '=', account.id)
      .where('pos_refunds.local_date', '=', date)
      .where('pos_sales.currency', '=', currency)
      .where('pos_refunds.status', '=', 'SUCCEEDED')
      .groupBy('pos_sales.payment_method')
      .execute();
    const inCurrency = currencyOf(currency);
    const byMethod = POS_METHODS.map((method) => {
      const s = sales.find((r) => r.payment_method === method);
      const gross = inCurrency.of(s?.gross ?? '0');
      const refunded = inCurrency.of(refunds.find((r) => r.payment_method === method)?.total ?? '0');
      return { method, sales: Number(s?.n ?? 0), gross, refunds: refunded.negated(), net: gross.minus(refunded) };
    });
    const sum = (pick: (m: (typeof byMethod)[number]) => Money) => Money.sum(byMethod.map(pick), inCurrency);
    return {
      date,
      timeZone,
      currency,
      sales: byMethod.reduce((n, m) => n + m.sales, 0),
      gross: sum((m) => m.gross),
      refunds: sum((m) => m.refunds),
      net: sum((m) => m.net),
      byMethod,
    };
  }

  private async saleAnswered(tx: Tx, operation: MomoOperationRow, succeeded: boolean): Promise<void> {
    const sale = await tx.selectFrom('pos_sales').selectAll().where('id', '=', operation.subject_id!).forUpdate().executeTakeFirst();
    if (sale?.status !== 'PENDING') return;
    if (succeeded) await this.complete(tx, sale);
    else await this.fail(tx, sale, operation.reason ?? 'FAILED');
  }

  private async refundAnswered(tx: Tx, operation: MomoOperationRow, succeeded: boolean): Promise<void> {
    const refund = await tx.selectFrom('pos_refunds').selectAll().where('id', '=', operation.subject_id!).forUpdate().executeTakeFirst();
    if (refund?.status !== 'PENDING') return;
    const sale = await tx.selectFrom('pos_sales').selectAll().where('id', '=', refund.sale_id).executeTakeFirstOrThrow();
    const wallet = await walletIdOf(tx, sale.merchant_user_id);
    const hold = await this.deps.ledger.holds.pendingOf(tx, refund.id);
    if (hold) {
      const payout = {
        walletId: wallet,
        userId: sale.merchant_user_id,
        currency: sale.currency,
      };
      if (succeeded) {
        await this.payouts.paid(tx, payout, hold, {
          kind: 'POS_REFUND_PAID',
          description: `Refund ${refund.id} of sale ${sale.receipt_number} paid`,
          metadata: { posRefundId: refund.id, saleId: sale.id },
          reason: 'pos_refund',
        });
        await this.refundSucceeded(tx, refund, sale);
        return;
      }
      await this.deps.ledger.refunds.release(tx, refund.id);
      await this.payouts.failed(tx, payout, hold, 'pos_refund_failed');
      await this.refundFailed(tx, refund, operation);
      return;
    }
    // A refund started before ledger holds: its money waits in suspense; it is paid or returned from there.
    const suspended = {
      wallet: { walletId: wallet, ownerId: sale.merchant_user_id },
      amount: Money.of(BigInt(refund.amount), sale.currency),
      metadata: { posRefundId: refund.id },
    };
    if (succeeded) {
      await this.deps.ledger.movements.suspendedPayoutPaid(tx, { ...suspended, kind: 'POS_REFUND_PAID', description: `Refund ${refund.id} paid` });
      await this.refundSucceeded(tx, refund, sale);
      return;
    }
    await this.deps.ledger.refunds.release(tx, refund.id);
    // The wallet is credited back, announced as wallet.funded as every other return to a wallet is.
    await this.deps.ledger.movements.suspendedPayoutReturned(tx, {
      ...suspended,
      kind: 'POS_REFUND_RETURNED',
      description: `Refund ${refund.id} failed`,
      reason: 'pos_refund_failed',
    });
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

  /** Paid: card and mobile money reach the merchant's wallet; cash is recorded; the receipt goes to the customer's phone. */
  private async complete(tx: Tx, sale: SaleRow): Promise<SaleRow> {
    const amount = BigInt(sale.subtotal);
    const inCurrency = currencyOf(sale.currency);
    if (sale.payment_method !== 'cash')
      await this.deps.ledger.movements.collect(tx, {
        rail: sale.payment_method === 'card' ? 'CARD' : 'MOBILE_MONEY',
        wallet: { walletId: await walletIdOf(tx, sale.merchant_user_id), ownerId: sale.merchant_user_id },
        amount: inCurrency.of(sale.subtotal),
        kind: 'POS_SALE',
        description: `Sale ${sale.receipt_number}`,
        metadata: { saleId: sale.id },
        reason: 'pos_sale',
      });
    const now = this.deps.clock.now();
    const completed = await tx
      .updateTable('pos_sales')
      .set({ status: 'COMPLETED', completed_at: now })
      .where('id', '=', sale.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (sale.customer_phone) {
      const account = await tx.selectFrom('developer_accounts').select('name').where('id', '=', sale.account_id).executeTakeFirstOrThrow();
      await this.deps.sms.send(tx, {
        accountId: sale.account_id,
        to: sale.customer_phone,
        body: `${account.name} receipt ${sale.receipt_number}: ${inCurrency.of(amount).format()} ${sale.currency} paid by ${sale.payment_method}. Thank you!`,
      });
    }
    await recordEvent(tx, this.deps.clock, {
      type: 'pos.sale_completed',
      ownerId: sale.merchant_user_id,
      data: { sale: saleEventData(completed, inCurrency) },
    });
    return completed;
  }

  private async fail(tx: Tx, sale: SaleRow, reason: string): Promise<SaleRow> {
    const failed = await tx
      .updateTable('pos_sales')
      .set({ status: 'FAILED', failure_reason: reason })
      .where('id', '=', sale.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const inCurrency = currencyOf(sale.currency);
    await recordEvent(tx, this.deps.clock, {
      type: 'pos.sale_failed',
      ownerId: sale.merchant_user_id,
      data: { sale: saleEventData(failed, inCurrency), reason },
    });
    return failed;
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

  private async lines(accountId: string, items: z.output<typeof SaleLineInput>[], currency: string, inCurrency: Currency): Promise<StoredSaleLine[]> {
    const ids = items.flatMap((i) => (i.catalogItemId ? [i.catalogItemId] : []));
    const catalog = ids.length
      ? new Map(
          (await this.deps.db.selectFrom('pos_catalog_items').selectAll().where('account_id', '=', accountId).where('id', 'in', ids).execute()).map((r) => [
            r.id,
            r,
          ]),
        )
      : new Map<string, CatalogItemRow>();
    return items.map((item, index) => {
      const listed = item.catalogItemId ? catalog.get(item.catalogItemId) : undefined;
      if (item.catalogItemId && listed?.status !== 'ACTIVE')
        throw new DomainError('NOT_FOUND', 'No active catalog item of yours has this id.', {
          fields: [{ field: `items.${index}.catalogItemId`, message: 'not found' }],
        });
      if (listed && listed.currency !== currency)
        throw badRequest(`Invalid request: items.${index}.catalogItemId: priced in ${listed.currency}`, [
          { field: `items.${index}.catalogItemId`, message: `is priced in ${listed.currency}` },
        ]);
      const description = item.description ?? listed?.description;
      if (!description)
        throw badRequest(`Invalid request: items.${index}.description is required`, [
          { field: `items.${index}.description`, message: 'is required without a catalogItemId' },
        ]);
      const unitPrice =
        item.unitPrice !== undefined
          ? nonNegative(inCurrency.parse(item.unitPrice, `items.${index}.unitPrice`).minor, `items.${index}.unitPrice`)
          : listed
            ? BigInt(listed.unit_price)
            : undefined;
      if (unitPrice === undefined)
        throw badRequest(`Invalid request: items.${index}.unitPrice is required`, [
          { field: `items.${index}.unitPrice`, message: 'is required without a catalogItemId' },
        ]);
      return {
        catalogItemId: listed?.id ?? null,
        description,
        quantity: item.quantity,
        unitPrice: unitPrice.toString(),
        total: (unitPrice * BigInt(item.quantity)).toString(),
      };
    });
  }

  private async insertCatalogItem(
    executor: Executor,
    accountId: string,
    input: { description: string; sku?: string | undefined; unitPrice: unknown; currency: string },
  ): Promise<CatalogItemRow> {
    const inCurrency = currencyOf(input.currency);
    const now = this.deps.clock.now();
    return executor
      .insertInto('pos_catalog_items')
      .values({
        id: newId('pci'),
        account_id: accountId,
        description: input.description,
        sku: input.sku ?? null,
        unit_price: nonNegative(inCurrency.parse(input.unitPrice, 'unitPrice').minor, 'unitPrice').toString(),
        currency: input.currency,
        status: 'ACTIVE',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private async ownItem(principal: UserPrincipal, id: string): Promise<CatalogItemRow> {
    const account = await this.deps.developer.accountOf(principal);
    const row = await this.deps.db.selectFrom('pos_catalog_items').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
    if (!row) throw notFound('Catalog item');
    return row;
  }

  private async catalogModel(r: CatalogItemRow): Promise<PosCatalogItemModel> {
    return {
      id: r.id,
      description: r.description,
      sku: r.sku,
      unitPrice: moneyIn(r, r.unit_price),
      currency: r.currency,
      status: r.status,
      createdAt: r.created_at,
    };
  }

  private async saleModel(r: SaleRow): Promise<PosSaleModel> {
    const refunded = await this.deps.db
      .selectFrom('pos_refunds')
      .select((eb) => eb.fn.sum<string>('amount').as('total'))
      .where('sale_id', '=', r.id)
      .where('status', '<>', 'FAILED')
      .executeTakeFirstOrThrow();
    return {
      id: r.id,
      receiptNumber: r.receipt_number,
      items: r.items.map((i) => ({ ...i, unitPrice: moneyIn(r, i.unitPrice), total: moneyIn(r, i.total) })),
      subtotal: moneyIn(r, r.subtotal),
      refunded: moneyIn(r, refunded.total ?? '0'),
      currency: r.currency,
      paymentMethod: r.payment_method,
      status: r.status,
      customerPhone: r.customer_phone,
      failureReason: r.failure_reason,
      createdAt: r.created_at,
      completedAt: r.completed_at,
      metadata: r.metadata,
    };
  }

  private async refundModel(r: PosRefundRow): Promise<PosRefundModel> {
    const sale = await this.deps.db.selectFrom('pos_sales').select('currency').where('id', '=', r.sale_id).executeTakeFirstOrThrow();
    return {
      id: r.id,
      saleId: r.sale_id,
      amount: Money.of(r.amount, sale.currency),
      currency: sale.currency,
      lines: r.lines,
      reason: r.reason,
      status: r.status,
      failureReason: r.failure_reason,
      createdAt: r.created_at,
    };
  }
}

function nonNegative(minor: bigint, field: string): bigint {
  if (minor < 0n) throw badRequest(`Invalid request: ${field}: must be 0 or more`, [{ field, message: 'must be 0 or more' }]);
  return minor;
}

function saleEventData(sale: SaleRow, inCurrency: Currency) {
  return {
    id: sale.id,
    receiptNumber: sale.receipt_number,
    subtotal: inCurrency.of(BigInt(sale.subtotal)).format(),
    currency: sale.currency,
    paymentMethod: sale.payment_method,
    status: sale.status,
    metadata: sale.metadata,
  };
}
