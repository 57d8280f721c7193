import { modelFromRow } from '../../platform/model-from-row.js';
import { createdMetadata, MetadataInput, updateMetadataOf } from '../../platform/metadata.js';
import { sql } from 'kysely';
import { z } from 'zod';
import { inSlices, inTransaction, type DB, type Tx } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { badRequest, DomainError, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import { AmountInput, basisPointsOf, currencyOf, CurrencyCode, Money, moneyIn } from '../../platform/money.js';
import { keysetOrder, newestFirst, type Page } from '../../platform/pagination.js';
import { fields, parseInput } from '../../platform/validation.js';
import type { DeveloperService } from '../developer/developer.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { MomoService } from '../momo/momo.service.js';
import type { MomoOperationRow } from '../momo/momo.tables.js';
import type { RailOutcome } from '../momo/momo.rail.js';
import { type PayoutWallet, WalletPayouts } from '../wallets/wallet-payouts.js';
import { walletIdOf } from '../wallets/wallets.service.js';
import type { BatchStatus, PayrollBatchRow, PayrollItemRow, PayrollTemplateRow, StoredEmployee } from './payroll.tables.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import { PayrollBatchJson, PayrollItemJson, type PayrollTemplateJson } from './payroll.json.js';

/** The most employees one batch or template takes. */
export const MAX_EMPLOYEES = 5_000;
/** Items of one multi-row insert: a slice small enough to build without holding the event loop. */
const ITEMS_PER_STATEMENT = 250;
/** The disbursement fee per employee: 1% of the amount, rounded half up to the minor unit. */
export const PAYROLL_FEE_BASIS_POINTS = 100n;

const EmployeeInput = z.strictObject({
  name: fields.name('name'),
  phone: fields.phone(),
  amount: AmountInput,
  reference: z
    .string()
    .trim()
    .min(1, 'reference must be 1-64 characters')
    .max(64, 'reference must be 1-64 characters')
    .regex(/^[A-Za-z0-9._:-]+$/, 'reference may hold letters, digits and . _ : -')
    .optional(),
  /** The merchant's own data on the employee's payment (an employee number, a cost centre). */
  metadata: MetadataInput.optional(),
});

export const CorrectItemInput = z
  .strictObject({ phone: fields.phone().optional(), name: fields.name('name').optional() })
  .refine((input) => input.phone !== undefined || input.name !== undefined, { message: 'give phone or name to correct', path: ['phone'] });

const employeesField = z.array(EmployeeInput, { error: 'employees is required' }).max(MAX_EMPLOYEES, `employees takes at most ${MAX_EMPLOYEES} entries`);

export const CreateTemplateInput = z.strictObject({
  name: fields.name('name'),
  currency: CurrencyCode,
  employees: employeesField.min(1, 'employees needs at least one entry'),
});

export const CreateBatchInput = z.strictObject({
  name: fields.name('name'),
  currency: CurrencyCode,
  templateId: z.string().trim().min(1).max(64).optional(),
  employees: employeesField.optional(),
  metadata: MetadataInput.optional(),
});

/** What an update of a payroll batch takes: its metadata. */
export const UpdateBatchInput = z.strictObject({ metadata: MetadataInput.optional() });

/** What an update of a payroll item takes: its metadata. */
export const UpdateItemInput = z.strictObject({ metadata: MetadataInput.optional() });

/** payroll.* events carry `batch {id, name, status, currency, totalAmount, metadata}`. */
function batchEventData(batch: PayrollBatchRow) {
  return {
    id: batch.id,
    name: batch.name,
    status: batch.status,
    currency: batch.currency,
    totalAmount: currencyOf(batch.currency).of(BigInt(batch.total_amount)).format(),
    metadata: batch.metadata,
  };
}

export function payrollFee(amount: bigint): bigint {
  return basisPointsOf(amount, PAYROLL_FEE_BASIS_POINTS);
}

export type PayrollBatchModel = ModelOf<typeof PayrollBatchJson>;

export type PayrollItemModel = ModelOf<typeof PayrollItemJson> & {
  /** The item's place in its batch (from 1): the order the batch's items are listed and paid in. */
  position: number;
};

export type PayrollTemplateModel = ModelOf<typeof PayrollTemplateJson>;

/**
 * Payroll. A batch is created DRAFT with its employees (given, or pre-filled from a template).
 * Processing holds the total and the fees at once in a holding account of the batch (refused before
 * any payout when the wallet is short), then pays each employee by a mobile money disbursement
 * under its own reference. Each item ends SUCCEEDED (its amount paid out, its fee to the platform)
 * or FAILED (both returned to the wallet); the batch ends COMPLETED, PARTIALLY_COMPLETED or FAILED.
 * Failed items are retried under their original references; a batch is processed once.
 */
export class PayrollService {
  private readonly payouts: WalletPayouts;

  constructor(private readonly deps: { db: DB; clock: AccountClock; ledger: LedgerService; momo: MomoService; developer: DeveloperService }) {
    this.payouts = new WalletPayouts(deps);
    deps.momo.onRailOutcomes('PAYROLL', (tx, outcomes) => this.itemsAnswered(tx, outcomes));
  }

  async createTemplate(principal: UserPrincipal, rawInput: unknown): Promise<PayrollTemplateModel> {
    const input = parseInput(CreateTemplateInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    const employees = await this.employees(input.employees, input.currency);
    const row = await this.deps.db
      .insertInto('payroll_templates')
      .values({
        id: newId('ptpl'),
        account_id: account.id,
        name: input.name,
        currency: input.currency,
        employees: JSON.stringify(employees),
        created_at: this.deps.clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.templateModel(row);
  }

  async templates(principal: UserPrincipal, page: Page): Promise<PayrollTemplateModel[]> {
    const account = await this.deps.developer.accountOf(principal);
    const rows = await this.deps.db.selectFrom('payroll_templates').selectAll().where('account_id', '=', account.id).$call(newestFirst(page)).execute();
    return Promise.all(rows.map((r) => this.templateModel(r)));
  }

  async template(principal: UserPrincipal, id: string): Promise<PayrollTemplateModel> {
    const account = await this.deps.developer.accountOf(principal);
    const row = await this.deps.db.selectFrom('payroll_templates').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
    if (!row) throw notFound('Payroll template');
    return this.templateModel(row);
  }

  async createBatch(principal: UserPrincipal, rawInput: unknown): Promise<PayrollBatchModel> {
    const input = parseInput(CreateBatchInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    let employees = input.employees === undefined ? undefined : await this.employees(input.employees, input.currency);
    if (input.templateId) {
      const template = await this.deps.db
        .selectFrom('payroll_templates')
        .selectAll()
        .where('id', '=', input.templateId)
        .where('account_id', '=', account.id)
        .executeTakeFirst();
      if (!template)
        throw new DomainError('NOT_FOUND', 'No payroll template of yours has this id.', { fields: [{ field: 'templateId', message: 'not found' }] });
      if (template.currency !== input.currency)
        throw badRequest(`Invalid request: currency: the template pays ${template.currency}`, [
          { field: 'currency', message: `must be ${template.currency}, the template's` },
        ]);
      // The template's employees, then the ones listed with it (an empty list adds none); a reference
      // both name is refused below as a duplicate.
      employees = [...template.employees, ...(employees ?? [])];
      if (employees.length > MAX_EMPLOYEES)
        throw badRequest(`Invalid request: employees: the template and the list come to more than ${MAX_EMPLOYEES}`, [
          { field: 'employees', message: `the template's employees and these come to at most ${MAX_EMPLOYEES}` },
        ]);
    }
    if (!employees || employees.length === 0)
      throw badRequest('Invalid request: employees: at least one employee, or a templateId', [
        { field: 'employees', message: 'needs at least one entry (or a templateId)' },
      ]);
    const id = newId('pb');
    const references = employees.map((e, i) => e.reference ?? `${id}-${i + 1}`);
    if (new Set(references).size !== references.length)
      throw badRequest('Invalid request: employees: each reference must be unique in the batch', [
        { field: 'employees', message: 'references must be unique' },
      ]);
    const inCurrency = currencyOf(input.currency);
    const total = employees.reduce((sum, e) => sum + BigInt(e.amount), 0n);
    const fees = employees.reduce((sum, e) => sum + payrollFee(BigInt(e.amount)), 0n);
    // What processing takes from the wallet: the salaries and their fees together.
    inCurrency.boundedTotal([inCurrency.of(total), inCurrency.of(fees)], 'employees');
    const now = this.deps.clock.now();
    await inTransaction(this.deps.db, async (tx) => {
      await tx
        .insertInto('payroll_batches')
        .values({
          id,
          account_id: account.id,
          merchant_user_id: principal.userId,
          name: input.name,
          currency: input.currency,
          template_id: input.templateId ?? null,
          status: 'DRAFT',
          total_employees: employees.length,
          total_amount: total.toString(),
          total_fees: fees.toString(),
          created_at: now,
          processed_at: null,
          completed_at: null,
          updated_at: now,
          metadata: JSON.stringify(createdMetadata(input.metadata)),
        })
        .execute();
      const items = employees.map((e, i) => ({
        id: newId('pi'),
        batch_id: id,
        position: i + 1,
        name: e.name,
        phone: e.phone,
        amount: e.amount,
        fee: payrollFee(BigInt(e.amount)).toString(),
        reference: references[i]!,
        status: 'PENDING' as const,
        failure_reason: null,
        momo_operation_id: null,
        updated_at: now,
        metadata: JSON.stringify(e.metadata ?? {}),
      }));
      await inSlices(items, ITEMS_PER_STATEMENT, (slice) => tx.insertInto('payroll_items').values(slice).execute());
    });
    return this.batch(principal, id);
  }

  /** Sets the keys given on a batch's metadata (an empty value unsets one) and announces payroll.batch_updated; the row is locked, so two updates merge. */
  async updateBatch(principal: UserPrincipal, id: string, rawInput: unknown): Promise<PayrollBatchModel> {
    const input = parseInput(UpdateBatchInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    const batch = {
      table: 'payroll_batches',
      id,
      owner: { column: 'account_id', id: account.id },
      resource: 'Payroll batch',
      changes: input.metadata,
      updatedAt: this.deps.clock.now(),
    } as const;
    await updateMetadataOf(this.deps.db, batch, (tx, row) =>
      recordEvent(tx, this.deps.clock, { type: 'payroll.batch_updated', ownerId: row.merchant_user_id, data: { batch: batchEventData(row) } }),
    );
    return this.batch(principal, id);
  }

  /**
   * Sets the keys given on an item's metadata (an empty value unsets one) and announces
   * payroll.item_updated; the item is found through its batch's account, and locked, so two updates merge.
   */
  async updateItem(principal: UserPrincipal, batchId: string, itemId: string, rawInput: unknown): Promise<PayrollItemModel> {
    const input = parseInput(UpdateItemInput, rawInput);
    const batch = await this.ownBatch(principal, batchId);
    const target = {
      table: 'payroll_items',
      id: itemId,
      owner: { column: 'batch_id', id: batch.id },
      resource: 'Payroll item',
      changes: input.metadata,
      updatedAt: this.deps.clock.now(),
    } as const;
    const updated = await updateMetadataOf(this.deps.db, target, (tx, row) => {
      const item = itemModel(row, batch.currency);
      return recordEvent(tx, this.deps.clock, {
        type: 'payroll.item_updated',
        ownerId: batch.merchant_user_id,
        data: {
          item: {
            id: item.id,
            batchId: batch.id,
            name: item.name,
            reference: item.reference,
            status: item.status,
            amount: item.amount.format(),
            metadata: item.metadata,
          },
        },
      });
    });
    return itemModel(updated, batch.currency);
  }

  async batches(principal: UserPrincipal, page: Page): Promise<PayrollBatchModel[]> {
    const account = await this.deps.developer.accountOf(principal);
    const rows = await this.deps.db.selectFrom('payroll_batches').selectAll().where('account_id', '=', account.id).$call(newestFirst(page)).execute();
    return Promise.all(rows.map((r) => this.batchModel(r)));
  }

  async batch(principal: UserPrincipal, id: string): Promise<PayrollBatchModel> {
    return this.batchModel(await this.ownBatch(principal, id));
  }

  /** One item by its own id, through its batch's ownership. */
  async item(principal: UserPrincipal, itemId: string): Promise<PayrollItemModel> {
    const account = await this.deps.developer.accountOf(principal);
    const row = await this.deps.db
      .selectFrom('payroll_items')
      .innerJoin('payroll_batches', 'payroll_batches.id', 'payroll_items.batch_id')
      .selectAll('payroll_items')
      .select('payroll_batches.currency as batch_currency')
      .where('payroll_items.id', '=', itemId)
      .where('payroll_batches.account_id', '=', account.id)
      .executeTakeFirst();
    if (!row) throw notFound('Payroll item');
    const { batch_currency: currency, ...item } = row;
    return itemModel(item, currency);
  }

  async items(principal: UserPrincipal, id: string, page: Page): Promise<PayrollItemModel[]> {
    const batch = await this.ownBatch(principal, id);
    const rows = await this.deps.db
      .selectFrom('payroll_items')
      .selectAll()
      .where('batch_id', '=', id)
      .$call(keysetOrder<PayrollItemModel>(page, 'asc', [{ column: 'position', kind: 'integer', valueOf: (item) => item.position }]))
      .execute();
    return rows.map((r) => itemModel(r, batch.currency));
  }

  /** Processes a DRAFT batch: one caller wins (409 BATCH_ALREADY_PROCESSED for the others); a short wallet refuses it whole. */
  async process(principal: UserPrincipal, id: string): Promise<PayrollBatchModel> {
    const owned = await this.ownBatch(principal, id);
    await inTransaction(this.deps.db, async (tx) => {
      const now = this.deps.clock.now();
      const batch = await tx
        .updateTable('payroll_batches')
        .set({ status: 'PROCESSING', processed_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'DRAFT')
        .returningAll()
        .executeTakeFirst();
      if (!batch) throw new DomainError('BATCH_ALREADY_PROCESSED', `This batch is ${owned.status === 'DRAFT' ? 'being processed' : owned.status} already.`);
      const items = await tx.selectFrom('payroll_items').selectAll().where('batch_id', '=', id).orderBy('position').execute();
      await this.holdAndPayOut(tx, batch, items);
    });
    return this.batch(principal, id);
  }

  /**
   * Corrects a FAILED item before its retry (a mistyped number, a name): the retry pays the number
   * as corrected. Only a failed item of one's own batch; a paid or pending one is 409.
   */
  async correctItem(principal: UserPrincipal, batchId: string, itemId: string, rawInput: unknown): Promise<PayrollItemModel> {
    const input = parseInput(CorrectItemInput, rawInput);
    await this.ownBatch(principal, batchId);
    return inTransaction(this.deps.db, async (tx) => {
      const batch = await tx.selectFrom('payroll_batches').selectAll().where('id', '=', batchId).forUpdate().executeTakeFirstOrThrow();
      const item = await tx.selectFrom('payroll_items').selectAll().where('id', '=', itemId).where('batch_id', '=', batchId).executeTakeFirst();
      if (!item) throw new DomainError('NOT_FOUND', 'No item of this batch has this id.', { fields: [{ field: 'itemId', message: 'not found' }] });
      if (item.status !== 'FAILED')
        throw new DomainError('ITEM_NOT_FAILED', `Only a failed item can be corrected before its retry; this one is ${item.status}.`);
      const corrected = await tx
        .updateTable('payroll_items')
        .set({ ...(input.phone ? { phone: input.phone } : {}), ...(input.name ? { name: input.name } : {}), updated_at: this.deps.clock.now() })
        .where('id', '=', item.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return itemModel(corrected, batch.currency);
    });
  }

  /** Retries the batch's FAILED items under their original references, holding their money again. */
  async retryFailed(principal: UserPrincipal, id: string): Promise<PayrollBatchModel> {
    await this.ownBatch(principal, id);
    await inTransaction(this.deps.db, async (tx) => {
      const batch = await tx.selectFrom('payroll_batches').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
      if (batch.status !== 'PARTIALLY_COMPLETED' && batch.status !== 'FAILED')
        throw new DomainError('NOTHING_TO_RETRY', `Only a batch with failed items can be retried; this one is ${batch.status}.`);
      const failed = await tx.selectFrom('payroll_items').selectAll().where('batch_id', '=', id).where('status', '=', 'FAILED').orderBy('position').execute();
      const now = this.deps.clock.now();
      const processing = await tx
        .updateTable('payroll_batches')
        .set({ status: 'PROCESSING', completed_at: null, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.holdAndPayOut(tx, processing, failed);
    });
    return this.batch(principal, id);
  }

  /**
   * Each item's amount and fee held on the merchant's wallet until its disbursement answers (posted
   * when it pays, voided when it fails), then its disbursement started; a wallet short of the whole
   * batch refuses it whole.
   */
  private async holdAndPayOut(tx: Tx, batch: PayrollBatchRow, items: PayrollItemRow[]): Promise<void> {
    const wallet = await this.payer(tx, batch);
    await this.payouts.holdMany(
      tx,
      wallet,
      items.map((item) => ({ amount: BigInt(item.amount) + BigInt(item.fee), purpose: 'PAYROLL', subjectId: item.id, reason: 'payroll' })),
    );
    await this.payOut(tx, batch, wallet, items);
  }

  private async payer(tx: Tx, batch: PayrollBatchRow): Promise<PayoutWallet> {
    return {
      walletId: await walletIdOf(tx, batch.merchant_user_id),
      userId: batch.merchant_user_id,
      currency: batch.currency,
    };
  }

  private async payOut(tx: Tx, batch: PayrollBatchRow, { walletId }: PayoutWallet, items: PayrollItemRow[]): Promise<void> {
    const operations = await this.deps.momo.startManyOnRail(
      tx,
      items.map((item) => ({
        purpose: 'PAYROLL' as const,
        subjectId: item.id,
        kind: 'disbursement.transfer' as const,
        accountId: batch.account_id,
        userId: batch.merchant_user_id,
        walletId,
        amount: BigInt(item.amount),
        currency: batch.currency,
        msisdn: item.phone.slice(1),
        holdEntryId: null,
        externalId: item.reference,
      })),
    );
    await sql`
      UPDATE payroll_items i SET status = 'PROCESSING', failure_reason = NULL, momo_operation_id = o.operation_id, attempts = i.attempts + 1, updated_at = ${this.deps.clock.now()}
      FROM unnest(${items.map((item) => item.id)}::text[], ${operations.map((operation) => operation.id)}::text[]) AS o(item_id, operation_id)
      WHERE i.id = o.item_id`.execute(tx);
    await tx
      .updateTable('payroll_batches')
      .set({ items_open: sql`items_open + ${items.length}` })
      .where('id', '=', batch.id)
      .execute();
  }

  /**
   * Items' disbursements answered (one, or a batch's answered together): their holds posted or
   * returned in grouped statements; the last answer settles the batch.
   */
  private async itemsAnswered(tx: Tx, outcomes: readonly RailOutcome[]): Promise<void> {
    const items = await tx
      .selectFrom('payroll_items')
      .selectAll()
      .where(
        'id',
        'in',
        outcomes.map((o) => o.operation.subject_id!),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
    const byId = new Map(items.map((item) => [item.id, item]));
    const answered = outcomes.flatMap(({ operation, succeeded }) => {
      const item = byId.get(operation.subject_id!);
      return item?.status === 'PROCESSING' && item.momo_operation_id === operation.id ? [{ item, operation, succeeded }] : [];
    });
    for (const batchId of new Set(answered.map((a) => a.item.batch_id))) {
      const ofBatch = answered.filter((a) => a.item.batch_id === batchId);
      const batch = await tx.selectFrom('payroll_batches').selectAll().where('id', '=', batchId).executeTakeFirstOrThrow();
      const wallet = await this.payer(tx, batch);
      await this.payouts.answered(tx, wallet, {
        paid: ofBatch
          .filter((a) => a.succeeded)
          .map(({ item }) => ({
            subjectId: item.id,
            entry: {
              kind: 'PAYROLL_PAID',
              description: `Payroll ${item.reference}`,
              metadata: { payrollItemId: item.id, payrollBatchId: batch.id },
              reason: 'payroll',
              destination: { settlement: 'MOMO_SETTLEMENT', fee: Money.of(BigInt(item.fee), batch.currency) },
            },
          })),
        failed: ofBatch.filter((a) => !a.succeeded).map((a) => a.item.id),
        failedBecause: 'payroll_returned',
      });
      await this.itemsSettled(tx, batch, ofBatch);
    }
  }

  /** The items' statuses, and the batch's count of open items: the last answer settles the batch. */
  private async itemsSettled(
    tx: Tx,
    batch: PayrollBatchRow,
    answered: readonly { item: PayrollItemRow; operation: MomoOperationRow; succeeded: boolean }[],
  ): Promise<void> {
    const now = this.deps.clock.now();
    await sql`
      UPDATE payroll_items i SET status = a.status, failure_reason = a.reason, updated_at = ${now}
      FROM unnest(
        ${answered.map((a) => a.item.id)}::text[],
        ${answered.map((a) => (a.succeeded ? 'SUCCEEDED' : 'FAILED'))}::text[],
        ${answered.map((a) => (a.succeeded ? null : (a.operation.reason ?? 'FAILED')))}::text[]
      ) AS a(id, status, reason)
      WHERE i.id = a.id`.execute(tx);
    // The batch's count of open items, under its row lock: the last answer settles it.
    const open = await tx
      .updateTable('payroll_batches')
      .set({ items_open: sql`items_open - ${answered.length}`, updated_at: now })
      .where('id', '=', batch.id)
      .returning('items_open')
      .executeTakeFirstOrThrow();
    if (open.items_open > 0) return;
    const counts = await tx
      .selectFrom('payroll_items')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('batch_id', '=', batch.id)
      .groupBy('status')
      .execute();
    const count = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
    const status: BatchStatus = count('FAILED') === 0 ? 'COMPLETED' : count('SUCCEEDED') === 0 ? 'FAILED' : 'PARTIALLY_COMPLETED';
    const settled = await tx
      .updateTable('payroll_batches')
      .set({ status, completed_at: now })
      .where('id', '=', batch.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordEvent(tx, this.deps.clock, {
      type: 'payroll.batch_settled',
      ownerId: batch.merchant_user_id,
      data: {
        batch: batchEventData(settled),
        succeeded: count('SUCCEEDED'),
        failed: count('FAILED'),
      },
    });
  }

  private async employees(input: z.output<typeof EmployeeInput>[], currency: string): Promise<StoredEmployee[]> {
    const inCurrency = currencyOf(currency);
    return input.map((e, i) => {
      const metadata = createdMetadata(e.metadata);
      return {
        name: e.name,
        phone: e.phone,
        amount: inCurrency.parsePositive(e.amount, `employees.${i}.amount`).minor.toString(),
        ...(e.reference ? { reference: e.reference } : {}),
        // A template's JSON keeps an employee without metadata as it did before metadata existed.
        ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
      };
    });
  }

  private async ownBatch(principal: UserPrincipal, id: string): Promise<PayrollBatchRow> {
    const account = await this.deps.developer.accountOf(principal);
    const row = await this.deps.db.selectFrom('payroll_batches').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
    if (!row) throw notFound('Payroll batch');
    return row;
  }

  private async batchModel(row: PayrollBatchRow): Promise<PayrollBatchModel> {
    const counts = await this.deps.db
      .selectFrom('payroll_items')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('batch_id', '=', row.id)
      .groupBy('status')
      .execute();
    const count = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
    return modelFromRow(PayrollBatchJson, row, {
      items: { pending: count('PENDING'), processing: count('PROCESSING'), succeeded: count('SUCCEEDED'), failed: count('FAILED') },
    });
  }

  private async templateModel(row: PayrollTemplateRow): Promise<PayrollTemplateModel> {
    return {
      id: row.id,
      name: row.name,
      currency: row.currency,
      employees: row.employees.map((e) => ({
        name: e.name,
        phone: e.phone,
        amount: moneyIn(row, e.amount),
        reference: e.reference ?? null,
        metadata: e.metadata ?? {},
      })),
      createdAt: row.created_at,
    };
  }
}

/** An item's amounts are in its batch's currency, which the item's row does not repeat. */
function itemModel(row: PayrollItemRow, currency: string): PayrollItemModel {
  return { ...modelFromRow(PayrollItemJson, { ...row, currency }, {}), position: row.position };
}
