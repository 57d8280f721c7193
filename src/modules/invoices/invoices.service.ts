import { parseSearchQuery, searchCondition, type SearchableFields } from '../../platform/search-query.js';
import { createdMetadata, MetadataInput, updateMetadataOf } from '../../platform/metadata.js';
import { sql } from 'kysely';
import { z } from 'zod';
import { modelFromRow } from '../../platform/model-from-row.js';
import { inTransaction, type DB, type Executor, type Tx } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { badRequest, DomainError, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import type { JobQueue } from '../../platform/jobs.js';
import type { SandboxMailer } from '../../platform/mail.js';
import { AmountInput, type Currency, currencyOf, CurrencyCode, moneyIn } from '../../platform/money.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import { fields, PageQuery, parseInput } from '../../platform/validation.js';
import type { CheckoutService, PayTarget, PayTargetView } from '../checkout/checkout.service.js';
import type { CheckoutSessionRow } from '../checkout/checkout.tables.js';
import type { DeveloperService } from '../developer/developer.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { addDays, defaultTimeZone, localDate, startOfLocalDay } from '../schedules/schedule-rules.js';
import { INVOICE_STATUSES, type InvoiceRow, type InvoiceStatus, type StoredLineItem } from './invoices.tables.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import { InvoiceJson } from './invoices.json.js';

export const INVOICE_KIND = 'INVOICE';
const OVERDUE_JOB = 'invoices.overdue' as const;

const LineItemInput = z.strictObject({
  description: z
    .string({ error: 'description is required' })
    .trim()
    .min(1, 'description must be 1-200 characters')
    .max(200, 'description must be 1-200 characters'),
  quantity: z
    .number({ error: 'quantity must be a whole number of at least 1' })
    .int('quantity must be a whole number of at least 1')
    .min(1, 'quantity must be a whole number of at least 1')
    .max(1_000_000, 'quantity must be at most 1000000'),
  unitPrice: AmountInput,
});

export const CreateInvoiceInput = z.strictObject({
  customerEmail: fields.email(),
  items: z
    .array(LineItemInput, { error: 'items is required: at least one line item' })
    .min(1, 'items needs at least one line item')
    .max(100, 'items takes at most 100 line items'),
  currency: CurrencyCode,
  dueDate: fields.calendarDate('dueDate').optional(),
  notes: z.string().trim().max(1000, 'notes must be at most 1000 characters').optional(),
  metadata: MetadataInput.optional(),
});

/** What an update of an invoice takes: its metadata, for now. */
export const UpdateInvoiceInput = z.strictObject({ metadata: MetadataInput.optional() });

/** What a search of invoices reads: the fields of InvoiceJson that a merchant looks an invoice up by, and its metadata. */
export const INVOICE_SEARCH: SearchableFields = {
  fields: {
    id: { kind: 'text', column: 'id' },
    invoiceNumber: { kind: 'text', column: 'invoice_number' },
    customerEmail: { kind: 'text', column: 'customer_email' },
    status: { kind: 'enum', column: 'status', values: INVOICE_STATUSES },
    currency: { kind: 'text', column: 'currency' },
    subtotal: { kind: 'amount', column: 'subtotal', currencyColumn: 'currency' },
    dueDate: { kind: 'date', column: 'due_date' },
    createdAt: { kind: 'date', column: 'created_at' },
    paidAt: { kind: 'date', column: 'paid_at' },
  },
  metadataColumn: 'metadata',
};

export const InvoiceListQuery = PageQuery.extend({
  status: z.enum(INVOICE_STATUSES, { error: `status must be one of ${INVOICE_STATUSES.join(', ')}` }).optional(),
});

export type InvoiceModel = ModelOf<typeof InvoiceJson>;

/**
 * Merchant invoices. Line totals and the subtotal are integer minor units (3 × 0.10 is exactly
 * 0.30); each merchant's invoices are numbered in sequence (INV-000001, …) under a counter row's
 * lock. An invoice is SENT at once: e-mailed to the customer (the sandbox mailbox) with the link to
 * its hosted page, where it is paid (PAID). It becomes OVERDUE when its due date has passed on the
 * merchant's account clock in the merchant's time zone; an unpaid invoice can be voided (VOID).
 */
/** Invoices, and their pages' side of checkout: an invoice is a PayTarget (checkout reads, titles and marks it paid). */
export class InvoicesService implements PayTarget {
  constructor(
    private readonly deps: {
      db: DB;
      clock: AccountClock;
      ledger: LedgerService;
      checkout: CheckoutService;
      developer: DeveloperService;
      mailer: SandboxMailer;
      jobs: JobQueue;
    },
  ) {}

  async create(principal: UserPrincipal, rawInput: unknown): Promise<InvoiceModel> {
    const input = parseInput(CreateInvoiceInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    const inCurrency = currencyOf(input.currency);
    const items: StoredLineItem[] = input.items.map((item, index) => {
      const unitPrice = inCurrency.parse(item.unitPrice, `items.${index}.unitPrice`).minor;
      if (unitPrice < 0n)
        throw badRequest(`Invalid request: items.${index}.unitPrice: must be 0 or more`, [{ field: `items.${index}.unitPrice`, message: 'must be 0 or more' }]);
      return { description: item.description, quantity: item.quantity, unitPrice: unitPrice.toString(), total: (unitPrice * BigInt(item.quantity)).toString() };
    });
    const subtotal = inCurrency.boundedTotal(
      items.map((i) => inCurrency.of(i.total)),
      'items',
    ).minor;
    if (subtotal <= 0n)
      throw badRequest('Invalid request: items: the invoice must come to more than zero', [{ field: 'items', message: 'must add up to more than zero' }]);
    const owner = await this.deps.db
      .selectFrom('user_directory')
      .select(['country', 'first_name'])
      .where('id', '=', principal.userId)
      .executeTakeFirstOrThrow();
    const timeZone = defaultTimeZone(owner.country);
    const today = localDate(this.deps.clock.now(), timeZone);
    if (input.dueDate && input.dueDate < today)
      throw badRequest(`Invalid request: dueDate: must be today (${today}) or later`, [{ field: 'dueDate', message: `must be today (${today}) or later` }]);
    const id = newId('inv');
    const now = this.deps.clock.now();
    await inTransaction(this.deps.db, async (tx) => {
      const { rows } = await sql<{ last_number: number }>`
        INSERT INTO invoice_counters (account_id, last_number) VALUES (${account.id}, 1)
        ON CONFLICT (account_id) DO UPDATE SET last_number = invoice_counters.last_number + 1
        RETURNING last_number`.execute(tx);
      const invoiceNumber = `INV-${String(rows[0]!.last_number).padStart(6, '0')}`;
      const code = await this.deps.checkout.createCode(tx, {
        kind: INVOICE_KIND,
        targetId: id,
        accountId: account.id,
        merchantUserId: principal.userId,
        singleUse: true,
      });
      const row = await tx
        .insertInto('invoices')
        .values({
          id,
          account_id: account.id,
          merchant_user_id: principal.userId,
          invoice_number: invoiceNumber,
          code,
          customer_email: input.customerEmail,
          items: JSON.stringify(items),
          subtotal: subtotal.toString(),
          currency: input.currency,
          status: 'SENT',
          due_date: input.dueDate ?? null,
          time_zone: timeZone,
          notes: input.notes || null,
          created_at: now,
          paid_at: null,
          voided_at: null,
          updated_at: now,
          metadata: JSON.stringify(createdMetadata(input.metadata)),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const data = { invoice: eventData(row, inCurrency) };
      await recordEvent(tx, this.deps.clock, { type: 'invoice.created', ownerId: principal.userId, data });
      const total = `${inCurrency.of(subtotal).format()} ${input.currency}`;
      await this.deps.mailer.send(tx, {
        accountId: account.id,
        to: input.customerEmail,
        subject: `Invoice ${invoiceNumber} from ${account.name}: ${total}`,
        body: [
          `Hello,`,
          '',
          `${account.name} sent you invoice ${invoiceNumber} for ${total}${input.dueDate ? `, due ${input.dueDate}` : ''}.`,
          ...items.map((i) => `  ${i.quantity} × ${i.description}: ${inCurrency.of(BigInt(i.total)).format()}`),
          '',
          `Pay it here: ${this.deps.checkout.urlOf(code)}`,
          ...(input.notes ? ['', input.notes] : []),
        ].join('\n'),
      });
      await recordEvent(tx, this.deps.clock, { type: 'invoice.sent', ownerId: principal.userId, data });
      if (input.dueDate) await this.deps.jobs.schedule(tx, OVERDUE_JOB, { invoiceId: id }, startOfLocalDay(addDays(input.dueDate, 1), timeZone));
    });
    return this.get(principal, id);
  }

  /** The merchant's invoices, newest first; of one status, and those a search query (Stripe's language) finds. */
  async list(principal: UserPrincipal, page: Page, status?: InvoiceStatus, search?: string): Promise<InvoiceModel[]> {
    const account = await this.deps.developer.accountOf(principal);
    let query = this.deps.db.selectFrom('invoices').selectAll().where('account_id', '=', account.id);
    if (status) query = query.where('status', '=', status);
    if (search !== undefined) query = query.where(searchCondition(parseSearchQuery(search), INVOICE_SEARCH));
    const rows = await query.$call(newestFirst(page)).execute();
    return Promise.all(rows.map((row) => this.model(row)));
  }

  async get(principal: UserPrincipal, id: string): Promise<InvoiceModel> {
    const account = await this.deps.developer.accountOf(principal);
    const row = await this.deps.db.selectFrom('invoices').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
    if (!row) throw notFound('Invoice');
    return this.model(row);
  }

  /** Sets the keys given (an empty value unsets one) and announces invoice.updated; the row is locked, so two updates merge. */
  async update(principal: UserPrincipal, id: string, rawInput: unknown): Promise<InvoiceModel> {
    const input = parseInput(UpdateInvoiceInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    const invoice = {
      table: 'invoices',
      id,
      owner: { column: 'account_id', id: account.id },
      resource: 'Invoice',
      changes: input.metadata,
      updatedAt: this.deps.clock.now(),
    } as const;
    await updateMetadataOf(this.deps.db, invoice, (tx, updated) =>
      recordEvent(tx, this.deps.clock, {
        type: 'invoice.updated',
        ownerId: updated.merchant_user_id,
        data: { invoice: eventData(updated, currencyOf(updated.currency)) },
      }),
    );
    return this.get(principal, id);
  }

  /** Voiding an unpaid invoice: its page takes no money, and a payer's pending prompt is cancelled. A void or paid one is 409. */
  async void(principal: UserPrincipal, id: string): Promise<InvoiceModel> {
    const account = await this.deps.developer.accountOf(principal);
    await inTransaction(this.deps.db, async (tx) => {
      const invoice = await tx.selectFrom('invoices').selectAll().where('id', '=', id).where('account_id', '=', account.id).forUpdate().executeTakeFirst();
      if (!invoice) throw notFound('Invoice');
      if (invoice.status === 'VOID') throw new DomainError('INVOICE_VOID', 'This invoice is void already.');
      if (invoice.status === 'PAID') throw new DomainError('INVOICE_PAID', 'This invoice is paid: refund its payment instead.');
      // A payer's pending mobile money prompt does not keep the merchant from voiding: it is cancelled.
      await this.deps.checkout.cancelHolder(tx, invoice.code);
      const now = this.deps.clock.now();
      const voided = await tx
        .updateTable('invoices')
        .set({ status: 'VOID', voided_at: now, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const inCurrency = currencyOf(voided.currency);
      await recordEvent(tx, this.deps.clock, { type: 'invoice.cancelled', ownerId: voided.merchant_user_id, data: { invoice: eventData(voided, inCurrency) } });
    });
    return this.get(principal, id);
  }

  /** The overdue job, at the start of the day after the due date in the merchant's time zone. */
  async markOverdue(tx: Tx, id: string): Promise<void> {
    const overdue = await tx
      .updateTable('invoices')
      .set({ status: 'OVERDUE', updated_at: this.deps.clock.now() })
      .where('id', '=', id)
      .where('status', '=', 'SENT')
      .returningAll()
      .executeTakeFirst();
    if (!overdue) return;
    const inCurrency = currencyOf(overdue.currency);
    await recordEvent(tx, this.deps.clock, { type: 'invoice.overdue', ownerId: overdue.merchant_user_id, data: { invoice: eventData(overdue, inCurrency) } });
  }

  /** The hosted page reads the invoice's model, as the API answers it. */
  async view(executor: Executor, id: string): Promise<PayTargetView> {
    const invoice = await this.model(await executor.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    return {
      title: `Invoice ${invoice.invoiceNumber}`,
      description: invoice.items.map((i) => `${i.quantity} × ${i.description}`).join(', '),
      currency: invoice.currency,
      amount: invoice.subtotal,
      minAmount: null,
      maxAmount: null,
      details: { lines: invoice.items, dueDate: invoice.dueDate, notes: invoice.notes },
      unavailable: invoice.status === 'VOID' ? 'This invoice was voided by the merchant.' : null,
      metadata: invoice.metadata,
    };
  }

  async titles(executor: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    const rows = ids.length ? await executor.selectFrom('invoices').select(['id', 'invoice_number', 'customer_email']).where('id', 'in', ids).execute() : [];
    return new Map(rows.map((r) => [r.id, `Invoice ${r.invoice_number} · ${r.customer_email}`]));
  }

  /** Paid on its page, in the payment's transaction. */
  async paid(tx: Tx, id: string, session: CheckoutSessionRow): Promise<void> {
    const now = this.deps.clock.now();
    const paid = await tx
      .updateTable('invoices')
      .set({ status: 'PAID', paid_at: now, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const inCurrency = currencyOf(paid.currency);
    await recordEvent(tx, this.deps.clock, {
      type: 'invoice.paid',
      ownerId: paid.merchant_user_id,
      data: { invoice: eventData(paid, inCurrency), payment: { id: session.id, method: session.method, metadata: session.metadata } },
    });
  }

  private async model(row: InvoiceRow): Promise<InvoiceModel> {
    return modelFromRow(InvoiceJson, row, {
      url: this.deps.checkout.urlOf(row.code),
      items: row.items.map((i) => ({ description: i.description, quantity: i.quantity, unitPrice: moneyIn(row, i.unitPrice), total: moneyIn(row, i.total) })),
    });
  }
}

function eventData(row: InvoiceRow, inCurrency: Currency) {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    customerEmail: row.customer_email,
    subtotal: inCurrency.of(BigInt(row.subtotal)).format(),
    currency: row.currency,
    status: row.status,
    dueDate: row.due_date,
    metadata: row.metadata,
  };
}
