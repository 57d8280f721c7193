import { modelFromRow } from '../../platform/model-from-row.js';
import { createdMetadata, MetadataInput, updateMetadataOf } from '../../platform/metadata.js';
import { parseSearchQuery, searchCondition, type SearchableFields } from '../../platform/search-query.js';
import { sql } from 'kysely';
import { z } from 'zod';
import { inTransaction, type DB, type Tx } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import type { SandboxSms } from '../../platform/sms.js';
import { type Currency, currencyOf, CurrencyCode, moneyIn } from '../../platform/money.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import { fields, parseInput } from '../../platform/validation.js';
import { type CardProcessor, chargePresentedCard } from '../../rails/cards.js';
import { assertCardNotExpired, CardInput } from '../checkout/checkout.service.js';
import type { DeveloperService } from '../developer/developer.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { MomoService } from '../momo/momo.service.js';
import type { MomoOperationRow } from '../momo/momo.tables.js';
import { defaultTimeZone, localDate } from '../schedules/schedule-rules.js';
import { walletIdOf } from '../wallets/wallets.service.js';
import { type PosCatalogService, SaleLineInput } from './pos-catalog.service.js';
import type { PosPaymentMethod, SaleRow } from './pos.tables.js';
import type { UserDirectory } from '../identity/user-directory.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import { SaleJson } from './pos.json.js';

export const POS_METHODS = ['momo', 'card', 'cash'] as const satisfies readonly PosPaymentMethod[];

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

export type PosSaleModel = ModelOf<typeof SaleJson>;

/**
 * Point of sale: the sales. A sale's lines come from the catalog or are typed; totals are integer minor
 * units; each merchant's receipts are numbered in sequence under a counter row's lock. Cash is
 * recorded (no money moves here); a card is charged on the sandbox card rail at once; mobile money
 * is a request to pay to the customer's phone, PENDING until the rail answers. Card and mobile
 * money reach the merchant's wallet from their settlement accounts. A receipt goes to the
 * customer's phone (the sandbox SMS outbox). Its refunds are PosRefundsService's, its catalogue
 * PosCatalogService's and its daily takings PosReportsService's.
 */
export class PosService {
  constructor(
    private readonly deps: {
      db: DB;
      clock: AccountClock;
      ledger: LedgerService;
      momo: MomoService;
      developer: DeveloperService;
      catalog: PosCatalogService;
      users: UserDirectory;
      sms: SandboxSms;
      cards: CardProcessor;
    },
  ) {
    deps.momo.onRailOutcome('POS_SALE', (tx, operation, succeeded) => this.saleAnswered(tx, operation, succeeded));
  }

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
    const lines = await this.deps.catalog.pricedLines(account.id, input.items, input.currency, inCurrency);
    const subtotal = inCurrency.boundedTotal(
      lines.map((l) => inCurrency.of(l.total)),
      'items',
    ).minor;
    if (subtotal <= 0n)
      throw badRequest('Invalid request: items: the sale must come to more than zero', [{ field: 'items', message: 'must add up to more than zero' }]);
    const country = await this.deps.users.countryOf(this.deps.db, principal.userId);
    const timeZone = defaultTimeZone(country);
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

  private async saleAnswered(tx: Tx, operation: MomoOperationRow, succeeded: boolean): Promise<void> {
    const sale = await tx.selectFrom('pos_sales').selectAll().where('id', '=', operation.subject_id!).forUpdate().executeTakeFirst();
    if (sale?.status !== 'PENDING') return;
    if (succeeded) await this.complete(tx, sale);
    else await this.fail(tx, sale, operation.reason ?? 'FAILED');
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
      const merchant = await this.deps.developer.accountName(tx, sale.account_id);
      await this.deps.sms.send(tx, {
        accountId: sale.account_id,
        to: sale.customer_phone,
        body: `${merchant} receipt ${sale.receipt_number}: ${inCurrency.of(amount).format()} ${sale.currency} paid by ${sale.payment_method}. Thank you!`,
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
  private async saleModel(r: SaleRow): Promise<PosSaleModel> {
    const refunded = await this.deps.db
      .selectFrom('pos_refunds')
      .select((eb) => eb.fn.sum<string>('amount').as('total'))
      .where('sale_id', '=', r.id)
      .where('status', '<>', 'FAILED')
      .executeTakeFirstOrThrow();
    return modelFromRow(SaleJson, r, {
      items: r.items.map((i) => ({ ...i, unitPrice: moneyIn(r, i.unitPrice), total: moneyIn(r, i.total) })),
      refunded: moneyIn(r, refunded.total ?? '0'),
    });
  }
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
