import { modelFromRow } from '../../platform/model-from-row.js';
import { toWire } from '../../platform/wire.js';
import { type ModelOf, WebUrl, Uuid } from '../../platform/wire-formats.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import type { Logger } from '../../platform/logger.js';
import { z } from 'zod';
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { inSlices, inTransaction, onCommit, uniqueViolation, type DB, type Executor, type Tx } from '../../db/database.js';
import type { Insertable } from 'kysely';
import type { MomoOperationKind, MomoOperationRow, MomoOperationsTable, MomoProduct } from './momo.tables.js';
import { addSeconds, type Clock } from '../../platform/clock.js';
import { DomainError, badRequest, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { isUuid } from '../../platform/ids.js';
import type { RailOutcome, RailOutcomeHandler, RailOutcomesHandler, RailPurpose } from './momo.rail.js';
import { checkReceiverUrl, type UrlPolicy } from '../../platform/url-safety.js';
import type { JobQueue } from '../../platform/jobs.js';
import { type Currency, currencyOf, CurrencyCode } from '../../platform/money.js';
import { parseInput } from '../../platform/validation.js';
import type { MobileMoneyProvider } from '../../rails/mobile-money.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { resource } from '../../platform/resources.js';
import { type Metadata, updateMetadataOf } from '../../platform/metadata.js';

export const COMPLETE_JOB = 'momo.complete';

export type MomoKind =
  | 'collection.requesttopay'
  | 'collection.payment'
  | 'collection.withdraw'
  | 'collection.invoice'
  | 'collection.preapproval'
  | 'disbursement.transfer'
  | 'disbursement.deposit'
  | 'disbursement.refund'
  | 'remittance.transfer'
  | 'remittance.cashtransfer';

interface MomoOperationSpec {
  product: MomoProduct;
  operation: MomoOperationKind;
  party: 'payer' | 'payee';
  amount: boolean;
  refund?: boolean;
}

/** Each operation of the MoMo routes: its product, the party it names, and what its body carries. */
export const MOMO_OPERATIONS: Record<MomoKind, MomoOperationSpec> = {
  'collection.requesttopay': { product: 'collection', operation: 'requesttopay', party: 'payer', amount: true },
  'collection.payment': { product: 'collection', operation: 'payment', party: 'payer', amount: true },
  'collection.withdraw': { product: 'collection', operation: 'withdraw', party: 'payer', amount: true },
  'collection.invoice': { product: 'collection', operation: 'invoice', party: 'payer', amount: true },
  'collection.preapproval': { product: 'collection', operation: 'preapproval', party: 'payer', amount: false },
  'disbursement.transfer': { product: 'disbursement', operation: 'transfer', party: 'payee', amount: true },
  'disbursement.deposit': { product: 'disbursement', operation: 'deposit', party: 'payee', amount: true },
  'disbursement.refund': { product: 'disbursement', operation: 'refund', party: 'payee', amount: true, refund: true },
  'remittance.transfer': { product: 'remittance', operation: 'transfer', party: 'payee', amount: true },
  'remittance.cashtransfer': { product: 'remittance', operation: 'cashtransfer', party: 'payee', amount: true },
};

const Party = z
  .strictObject({
    partyIdType: z.enum(['MSISDN', 'EMAIL', 'PARTY_CODE'], { error: 'partyIdType must be MSISDN, EMAIL or PARTY_CODE' }),
    partyId: z.string({ error: 'partyId is required' }).trim().min(1, 'partyId is required').max(64, 'partyId must be at most 64 characters'),
  })
  .superRefine((party, ctx) => {
    if (party.partyIdType === 'MSISDN' && !/^\d{5,15}$/.test(party.partyId))
      ctx.addIssue({ code: 'custom', path: ['partyId'], message: 'an MSISDN is 5-15 digits, without +' });
  });

const DecimalText = z
  .string({ error: 'amount is required, as decimal text (e.g. "100" or "12.50")' })
  .regex(/^\d+(\.\d+)?$/, 'amount must be decimal text, e.g. "12.50"');

/** The body an operation takes (its own party, an amount unless it has none, the refunded reference for a refund): validated here, documented per route. */
export function bodySchema(spec: MomoOperationSpec) {
  return z.strictObject({
    ...(spec.amount ? { amount: DecimalText } : {}),
    currency: CurrencyCode,
    [spec.party]: Party,
    externalId: z.string().trim().max(64, 'externalId must be at most 64 characters').optional(),
    payerMessage: z.string().max(160, 'payerMessage must be at most 160 characters').optional(),
    payeeNote: z.string().max(160, 'payeeNote must be at most 160 characters').optional(),
    ...(spec.refund ? { referenceIdToRefund: z.string({ error: 'referenceIdToRefund is required' }).uuid('referenceIdToRefund must be a UUID') } : {}),
  });
}

const Reference = z.strictObject({
  referenceId: z.string({ error: 'is required' }).uuid('must be a UUID'),
  callbackUrl: WebUrl.url('must be a URL').max(2048).optional(),
  /** X-Sandbox-Scenario for the callback (src/http/sandbox-scenarios.ts). */
  callbackScenario: z.enum(['callback-twice', 'callback-late']).optional(),
});

/** How late a callback-late callback arrives, on the account clock. */
export const LATE_CALLBACK_SECONDS = 60;

export interface MomoParty {
  partyIdType: string;
  partyId: string;
}

/**
 * An operation as the service holds it: its wire form (MTN's, which leaves an absent amount, party,
 * reason or transaction id out; null here), with what the wire never shows beside it.
 */
export type MomoOperationModel = ModelOf<typeof MomoOperationJson> & {
  product: MomoProduct;
  operation: MomoOperationKind;
  createdAt: Date;
  completedAt: Date | null;
};

/** Who calls: a developer account, through one of its API users (REST) or its dashboard (GraphQL). */
export interface MomoCaller {
  accountId: string;
  apiUserId: string | null;
  /** A bearer token from a token endpoint is good for its own product only. */
  product?: MomoProduct;
}

/** A domain's operation on the rail, as `startOnRail` takes it. */
export interface RailOperation {
  purpose: RailPurpose;
  subjectId?: string;
  kind: MomoKind;
  accountId: string | null;
  userId: string;
  walletId: string;
  amount: bigint;
  currency: string;
  msisdn: string;
  holdEntryId: string | null;
  refersTo?: string;
  /** The domain's own reference for the operation (e.g. a payroll item's), kept as its externalId. */
  externalId?: string;
  /** The operation's reference id when the caller needs it first (a refund claimed under it); a new UUID otherwise. */
  id?: string;
  /** The wallet user's own data on it (a fund-in's, a cash-out's). */
  metadata?: Metadata;
}

type NewOperation = Omit<Insertable<MomoOperationsTable>, 'status' | 'reason' | 'financial_transaction_id' | 'created_at' | 'completed_at'> & { id: string };

/** Rows of one multi-row insert of operations: some 20 parameters a row, well below PostgreSQL's 65,535 a statement. */
const OPERATIONS_PER_STATEMENT = 500;

/**
 * The MoMo-style collection, disbursement and remittance operations. Each is accepted at once
 * (202) under the caller's X-Reference-Id and completed later by the provider, on the platform
 * clock, through a durable job; its status route shows the outcome.
 */
export class MomoService {
  private readonly railHandlers = new Map<RailPurpose, RailOutcomesHandler>();

  constructor(
    private readonly deps: {
      db: DB;
      clock: Clock;
      config: { momoCompletionDelaySeconds: number };
      jobs: JobQueue;
      ledger: LedgerService;
      provider: MobileMoneyProvider;
      callbackPolicy: UrlPolicy;
      /** Queues a callback's delivery (the webhooks module delivers and signs it). */
      enqueueCallback: (
        tx: Tx,
        callback: { accountId: string; url: string; eventId: string; eventType: string; body: string; delaySeconds?: number },
      ) => Promise<void>;
      logger: Logger;
    },
  ) {}

  async create(caller: MomoCaller, kind: MomoKind, reference: unknown, rawBody: unknown): Promise<MomoOperationModel> {
    const spec = MOMO_OPERATIONS[kind];
    this.checkProduct(caller, spec.product);
    const ref = parseInput(Reference, reference);
    const body = parseInput(bodySchema(spec), rawBody) as Record<string, unknown> & {
      currency: string;
      externalId?: string;
      payerMessage?: string;
      payeeNote?: string;
      amount?: string;
      referenceIdToRefund?: string;
    };
    const party = body[spec.party] as { partyIdType: string; partyId: string };
    const inCurrency = currencyOf(body.currency);
    const amount = body.amount === undefined ? null : inCurrency.parsePositive(body.amount).minor;
    if (spec.refund) await this.checkRefund(caller.accountId, body.referenceIdToRefund!, amount!);
    if (ref.callbackUrl) await this.checkCallbackUrl(caller, ref.callbackUrl);
    try {
      return await inTransaction(this.deps.db, async (tx) => {
        const row = await this.insertAndSchedule(tx, {
          id: ref.referenceId.toLowerCase(),
          account_id: caller.accountId,
          api_user_id: caller.apiUserId,
          product: spec.product,
          operation: spec.operation,
          amount: amount?.toString() ?? null,
          currency: body.currency,
          party_role: spec.party,
          party_id_type: party.partyIdType,
          party_id: party.partyId,
          external_id: body.externalId ?? null,
          payer_message: body.payerMessage ?? null,
          payee_note: body.payeeNote ?? null,
          callback_url: ref.callbackUrl ?? null,
          callback_scenario: ref.callbackUrl ? (ref.callbackScenario ?? null) : null,
          refers_to: body.referenceIdToRefund?.toLowerCase() ?? null,
        });
        return this.toModel(row, inCurrency);
      });
    } catch (error) {
      if (uniqueViolation(error) === 'momo_operations_pkey') {
        throw new DomainError('RESOURCE_ALREADY_EXIST', 'An operation with this X-Reference-Id already exists.', {
          fields: [{ field: 'referenceId', message: 'already used' }],
        });
      }
      throw error;
    }
  }

  /**
   * A domain's operation on the rail (momo.rail.ts), started inside the caller's transaction so it
   * exists exactly when the domain's own change (a hold, a transfer) does. Its outcome goes to the
   * purpose's handler with `subjectId`, the domain's own id.
   */
  async startOnRail(tx: Tx, op: RailOperation): Promise<MomoOperationRow> {
    const [row] = await this.startManyOnRail(tx, [op]);
    return row!;
  }

  /** Several operations on the rail (a batch's payouts), each as `startOnRail` starts it, in as few statements as the parameters allow; in order. */
  async startManyOnRail(tx: Tx, ops: readonly RailOperation[]): Promise<MomoOperationRow[]> {
    return this.insertAndScheduleMany(
      tx,
      ops.map((op) => {
        const spec = MOMO_OPERATIONS[op.kind];
        return {
          id: op.id ?? randomUUID(),
          account_id: op.accountId,
          purpose: op.purpose,
          user_id: op.userId,
          wallet_id: op.walletId,
          hold_entry_id: op.holdEntryId,
          api_user_id: null,
          product: spec.product,
          operation: spec.operation,
          amount: op.amount.toString(),
          currency: op.currency,
          party_role: spec.party,
          party_id_type: 'MSISDN',
          party_id: op.msisdn,
          external_id: op.externalId ?? null,
          payer_message: null,
          payee_note: null,
          callback_url: null,
          refers_to: op.refersTo ?? null,
          subject_id: op.subjectId ?? null,
          metadata: JSON.stringify(op.metadata ?? {}),
        };
      }),
    );
  }

  /** What a purpose does when its operation completes, in the completing transaction; one handler per purpose. */
  onRailOutcome(purpose: RailPurpose, handler: RailOutcomeHandler): void {
    this.onRailOutcomes(purpose, async (tx, outcomes) => {
      for (const { operation, succeeded } of outcomes) await handler(tx, operation, succeeded);
    });
  }

  /** What a purpose does with several outcomes completed together (momo.rail.ts); instead of onRailOutcome. */
  onRailOutcomes(purpose: RailPurpose, handler: RailOutcomesHandler): void {
    if (this.railHandlers.has(purpose)) throw new Error(`the rail purpose ${purpose} has a handler already`);
    this.railHandlers.set(purpose, handler);
  }

  async railOperations(userId: string, purpose: RailPurpose, page: Page): Promise<MomoOperationRow[]> {
    return this.deps.db
      .selectFrom('momo_operations')
      .selectAll()
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .$call(newestFirst(page, undefined, 'uuid'))
      .execute();
  }

  /** An operation of the rail, by id, in the caller's transaction. */
  async railOperation(executor: Executor, id: string): Promise<MomoOperationRow> {
    return executor.selectFrom('momo_operations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** One of the user's own operations for one of `purposes`, by id; anyone else's, or another purpose's, is none. */
  async ownRailOperation(userId: string, id: string, purposes: readonly RailPurpose[]): Promise<MomoOperationRow | undefined> {
    return this.deps.db
      .selectFrom('momo_operations')
      .selectAll()
      .where('id', '=', id.toLowerCase())
      .where('user_id', '=', userId)
      .where('purpose', 'in', purposes)
      .executeTakeFirst();
  }

  /** The ledger entry that settled an operation the domain that started it has answered (its money in, out or back). */
  async settledBy(tx: Tx, id: string, entryId: string): Promise<void> {
    await tx.updateTable('momo_operations').set({ settlement_entry_id: entryId }).where('id', '=', id).execute();
  }

  /**
   * Sets the keys given on the metadata of one of the user's operations (an empty value unsets
   * one) under its row lock, and lets the domain that started it announce the change in the same transaction.
   */
  async updateRailOperationMetadata(
    operation: { id: string; userId: string; resource: string; changes: Metadata | undefined },
    announce: (tx: Tx, updated: MomoOperationRow) => Promise<unknown>,
  ): Promise<MomoOperationRow> {
    const target = {
      table: 'momo_operations',
      id: operation.id,
      owner: { column: 'user_id', id: operation.userId },
      resource: operation.resource,
      changes: operation.changes,
    } as const;
    return updateMetadataOf(this.deps.db, target, announce);
  }

  private async insertAndSchedule(tx: Tx, values: NewOperation): Promise<MomoOperationRow> {
    const [row] = await this.insertAndScheduleMany(tx, [values]);
    return row!;
  }

  private async insertAndScheduleMany(tx: Tx, values: readonly NewOperation[]): Promise<MomoOperationRow[]> {
    const now = this.deps.clock.now();
    const rows = await inSlices(values, OPERATIONS_PER_STATEMENT, (slice) =>
      tx
        .insertInto('momo_operations')
        .values(slice.map((v) => ({ ...v, status: 'PENDING' as const, reason: null, financial_transaction_id: null, created_at: now, completed_at: null })))
        .returningAll()
        .execute(),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const inOrder = values.map((v) => byId.get(v.id)!);
    // Scheduled in the order the operations were asked for: their answers come in that order.
    const jobs: { payload: { referenceId: string }; runAt: Date }[] = [];
    for (const row of inOrder) {
      const outcome = this.deps.provider.outcome(row.operation, row.party_id, await this.failedBefore(tx, row));
      // "Ongoing" test numbers never complete: no job.
      if (outcome.status !== 'PENDING')
        jobs.push({ payload: { referenceId: row.id }, runAt: addSeconds(now, this.deps.config.momoCompletionDelaySeconds * outcome.delayFactor) });
    }
    await this.deps.jobs.scheduleMany(tx, COMPLETE_JOB, jobs);
    return inOrder;
  }

  /** Earlier failed operations of the same account to the same number, for the numbers whose outcome remembers them. */
  private async failedBefore(tx: Tx, row: MomoOperationRow): Promise<number> {
    if (!this.deps.provider.remembers(row.party_id)) return 0;
    const earlier = await tx
      .selectFrom('momo_operations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('party_id', '=', row.party_id)
      .where('status', '=', 'FAILED')
      .where('id', '<>', row.id)
      .where((eb) => (row.account_id === null ? eb('account_id', 'is', null) : eb('account_id', '=', row.account_id)))
      .executeTakeFirstOrThrow();
    return Number(earlier.n);
  }

  /** The status route: the caller's own operation of this kind; anything else is not found. */
  async status(caller: MomoCaller, kind: MomoKind, referenceId: string): Promise<MomoOperationModel> {
    this.checkProduct(caller, MOMO_OPERATIONS[kind].product);
    const row = await this.find(caller.accountId, MOMO_OPERATIONS[kind], referenceId);
    return this.toModel(row, currencyOf(row.currency));
  }

  /** The account's own operations (not the platform's rail operations), newest first. */
  async operationsOf(accountId: string, page: Page): Promise<MomoOperationModel[]> {
    const rows = await this.deps.db
      .selectFrom('momo_operations')
      .selectAll('momo_operations')
      .where('account_id', '=', accountId)
      .where('purpose', '=', 'API')
      .$call(newestFirst(page, 'momo_operations', 'uuid'))
      .execute();
    return rows.map((row) => this.toModel(row, currencyOf(row.currency)));
  }

  /** Every account starts the sandbox with this float per product and currency, in major units. */
  static readonly SANDBOX_FLOAT = 1_000_000n;

  /**
   * The account's balance with the provider for a product: the sandbox float, plus what its
   * successful collections brought in, less what its successful payouts sent out.
   */
  async accountBalance(caller: MomoCaller, product: MomoProduct, rawCurrency: unknown): Promise<{ availableBalance: string; currency: string }> {
    this.checkProduct(caller, product);
    const currency = parseInput(CurrencyCode, rawCurrency ?? 'EUR', 'currency');
    const inCurrency = currencyOf(currency);
    const row = await this.deps.db
      .selectFrom('momo_operations')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>(sql<string>`CASE WHEN product = 'collection' THEN amount ELSE -amount END`), sql<string>`0`).as('net'))
      .where('account_id', '=', caller.accountId)
      .where('purpose', '=', 'API')
      .where('status', '=', 'SUCCESSFUL')
      .where('currency', '=', currency)
      .where('product', '=', product)
      .executeTakeFirstOrThrow();
    const float = MomoService.SANDBOX_FLOAT * inCurrency.unit;
    return { availableBalance: inCurrency.of(float + BigInt(row.net)).format(), currency };
  }

  /** Whether a mobile money account holder exists and is active (the provider's answer). */
  holderActive(caller: MomoCaller, product: MomoProduct, partyIdType: string, partyId: string): { result: boolean } {
    this.checkProduct(caller, product);
    this.checkParty(partyIdType, partyId);
    return { result: this.deps.provider.holderActive(partyId) };
  }

  /** A holder's basic information; an unknown holder is not found. */
  basicUserInfo(caller: MomoCaller, product: MomoProduct, partyId: string) {
    this.checkProduct(caller, product);
    this.checkParty('MSISDN', partyId);
    const info = this.deps.provider.basicUserInfo(partyId);
    if (!info) throw notFound('Account holder');
    return info;
  }

  private checkParty(partyIdType: string, partyId: string): void {
    parseInput(Party, { partyIdType: partyIdType.toUpperCase(), partyId });
  }

  /** Cancels a pending invoice or pre-approval; a completed one is a conflict. */
  async cancel(caller: MomoCaller, kind: 'collection.invoice' | 'collection.preapproval', referenceId: string): Promise<MomoOperationModel> {
    this.checkProduct(caller, 'collection');
    const row = await this.find(caller.accountId, MOMO_OPERATIONS[kind], referenceId);
    const updated = await this.deps.db
      .updateTable('momo_operations')
      .set({ status: 'CANCELLED', reason: 'CANCELLED_BY_PAYEE', completed_at: this.deps.clock.now() })
      .where('id', '=', row.id)
      .where('status', '=', 'PENDING')
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new DomainError('NOT_PENDING', `The ${row.operation} is already ${row.status}.`);
    return this.toModel(updated, currencyOf(updated.currency));
  }

  /**
   * A request the platform withdraws before the provider answered (a payer who paid another way):
   * it ends FAILED with MTN's TRANSACTION_CANCELED, and the provider's answer, should it still come,
   * is not applied. No handler runs: the caller settles its own side.
   */
  async withdrawOnRail(tx: Tx, referenceId: string): Promise<void> {
    await tx
      .updateTable('momo_operations')
      .set({ status: 'FAILED', reason: 'TRANSACTION_CANCELED', completed_at: this.deps.clock.now() })
      .where('id', '=', referenceId)
      .where('status', '=', 'PENDING')
      .execute();
  }

  /** The provider's answer, applied once (the row lock and the PENDING check make it idempotent). */
  async complete(tx: Tx, referenceId: string): Promise<void> {
    await this.completeMany(tx, [referenceId]);
  }

  /**
   * The provider's answers to several operations in one transaction (their completion jobs fell due
   * together), each as `complete` applies it; the rail's outcomes go to each purpose's handler at once.
   */
  async completeMany(tx: Tx, referenceIds: readonly string[]): Promise<void> {
    const rows = await tx.selectFrom('momo_operations').selectAll().where('id', 'in', referenceIds).orderBy('id').forUpdate().execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    // The provider's answers in turn: a number that remembers failures counts the ones answered before in this group too.
    const answers: { row: MomoOperationRow; status: 'SUCCESSFUL' | 'FAILED'; reason: string | null }[] = [];
    const failedHere = new Map<string, number>();
    for (const referenceId of new Set(referenceIds)) {
      const row = byId.get(referenceId);
      if (row?.status !== 'PENDING') continue;
      const party = `${row.party_id}\u0000${row.account_id ?? ''}`;
      const outcome = this.deps.provider.outcome(row.operation, row.party_id, (await this.failedBefore(tx, row)) + (failedHere.get(party) ?? 0));
      if (outcome.status === 'PENDING') continue;
      if (outcome.status === 'FAILED') failedHere.set(party, (failedHere.get(party) ?? 0) + 1);
      answers.push({ row, status: outcome.status, reason: outcome.status === 'FAILED' ? outcome.reason : null });
    }
    if (answers.length === 0) return;
    const { rows: completedRows } = await sql<MomoOperationRow>`
      UPDATE momo_operations o SET status = a.status, reason = a.reason, financial_transaction_id = a.financial_transaction_id, completed_at = ${this.deps.clock.now()}
      FROM unnest(
        ${answers.map((a) => a.row.id)}::uuid[],
        ${answers.map((a) => a.status)}::text[],
        ${answers.map((a) => a.reason)}::text[],
        ${answers.map((a) => (a.status === 'SUCCESSFUL' ? String(randomInt(1_000_000_000, 9_999_999_999)) : null))}::text[]
      ) AS a(id, status, reason, financial_transaction_id)
      WHERE o.id = a.id
      RETURNING o.*`.execute(tx);
    const completed = new Map(completedRows.map((row) => [row.id, row]));
    onCommit(tx, () => {
      for (const { row, status, reason } of answers)
        this.deps.logger.info(
          {
            referenceId: row.id,
            operation: `${row.product}.${row.operation}`,
            purpose: row.purpose,
            accountId: row.account_id,
            status,
            ...(reason ? { errorCode: reason } : {}),
          },
          'mobile money operation completed',
        );
    });
    const railOutcomes = new Map<RailPurpose, RailOutcome[]>();
    for (const { row } of answers) {
      const operation = completed.get(row.id)!;
      const outcome = { operation, succeeded: operation.status === 'SUCCESSFUL' };
      if (operation.purpose === 'API') await this.announce(tx, operation);
      else if (railOutcomes.has(operation.purpose)) railOutcomes.get(operation.purpose)!.push(outcome);
      else railOutcomes.set(operation.purpose, [outcome]);
    }
    for (const [purpose, outcomes] of railOutcomes) {
      const handler = this.railHandlers.get(purpose);
      // A purpose without a handler is a wiring fault: the job fails and retries, the outcome is kept.
      if (!handler) throw new Error(`no rail outcome handler for ${purpose}`);
      await handler(tx, outcomes);
    }
  }

  /** A developer's own operation, completed: announced to the account (collections as collection.*, the others as transfer.*), its callback sent. */
  private async announce(tx: Tx, row: MomoOperationRow): Promise<void> {
    const completed = row.status === 'SUCCESSFUL';
    const inCurrency = currencyOf(row.currency);
    if (row.callback_url) await this.scheduleCallback(tx, row.id, inCurrency);
    const subject = {
      id: row.id,
      status: row.status,
      amount: row.amount === null ? null : inCurrency.of(BigInt(row.amount)).format(),
      currency: row.currency,
    };
    const ownerId = row.account_id!;
    await recordEvent(
      tx,
      this.deps.clock,
      row.product === 'collection'
        ? {
            type: completed ? 'collection.completed' : 'collection.failed',
            ownerId,
            data: { payment: subject, operation: row.operation, externalId: row.external_id, ...(completed ? {} : { reason: row.reason }) },
          }
        : {
            type: completed ? 'transfer.completed' : 'transfer.failed',
            ownerId,
            data: {
              transfer: subject,
              product: row.product,
              operation: row.operation,
              externalId: row.external_id,
              ...(completed ? {} : { reason: row.reason }),
            },
          },
    );
  }

  /** The callback: the status route's body, delivered and retried like a webhook, signed with the account's callback secret. */
  private async scheduleCallback(tx: Tx, referenceId: string, inCurrency: Currency): Promise<void> {
    const row = await this.railOperation(tx, referenceId);
    const callback = {
      accountId: row.account_id!,
      url: row.callback_url!,
      eventId: row.id,
      eventType: `${row.product}.${row.operation}`,
      body: JSON.stringify(toWire(MomoOperationJson, this.toModel(row, inCurrency))),
      ...(row.callback_scenario === 'callback-late' ? { delaySeconds: LATE_CALLBACK_SECONDS } : {}),
    };
    await this.deps.enqueueCallback(tx, callback);
    // The sandbox's duplicate: a receiver must handle the same callback twice.
    if (row.callback_scenario === 'callback-twice') await this.deps.enqueueCallback(tx, callback);
  }

  /** HTTPS (or local in development), a public address, and, for an API user, its providerCallbackHost. */
  private async checkCallbackUrl(caller: MomoCaller, callbackUrl: string): Promise<void> {
    const checked = await checkReceiverUrl(callbackUrl, this.deps.callbackPolicy);
    if (!checked.ok) throw badRequest(`callbackUrl ${checked.reason}.`, [{ field: 'callbackUrl', message: checked.reason }]);
    if (caller.apiUserId) {
      const apiUser = await this.deps.db
        .selectFrom('api_user_directory')
        .select('provider_callback_host')
        .where('id', '=', caller.apiUserId)
        .executeTakeFirst();
      const host = checked.url.port ? `${checked.url.hostname}:${checked.url.port}` : checked.url.hostname;
      if (apiUser && apiUser.provider_callback_host !== checked.url.hostname && apiUser.provider_callback_host !== host) {
        throw badRequest(`The callback host must be the API user's providerCallbackHost (${apiUser.provider_callback_host}).`, [
          { field: 'callbackUrl', message: 'host is not the providerCallbackHost' },
        ]);
      }
    }
  }

  private async checkRefund(accountId: string, referenceIdToRefund: string, amount: bigint): Promise<void> {
    const original = await this.deps.db
      .selectFrom('momo_operations')
      .select(['status', 'amount', 'product'])
      .where('id', '=', referenceIdToRefund.toLowerCase())
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (original?.product !== 'collection')
      throw new DomainError('NOT_FOUND', 'No collection with this referenceIdToRefund.', { fields: [{ field: 'referenceIdToRefund', message: 'not found' }] });
    if (original.status !== 'SUCCESSFUL')
      throw new DomainError('NOT_PENDING', 'Only a successful collection can be refunded.', {
        fields: [{ field: 'referenceIdToRefund', message: `is ${original.status}` }],
      });
    if (original.amount !== null && amount > BigInt(original.amount))
      throw badRequest('A refund cannot exceed the original amount.', [{ field: 'amount', message: 'exceeds the original amount' }]);
  }

  private async find(accountId: string, spec: MomoOperationSpec, referenceId: string): Promise<MomoOperationRow> {
    if (!isUuid(referenceId)) throw notFound('Operation');
    const row = await this.deps.db
      .selectFrom('momo_operations')
      .selectAll()
      .where('id', '=', referenceId.toLowerCase())
      .where('account_id', '=', accountId)
      .where('product', '=', spec.product)
      .where('operation', '=', spec.operation)
      .where('purpose', '=', 'API')
      .executeTakeFirst();
    if (!row) throw notFound('Operation');
    return row;
  }

  private checkProduct(caller: MomoCaller, product: MomoProduct): void {
    if (caller.product && caller.product !== product) throw new DomainError('UNAUTHORIZED', `This access token is for ${caller.product}, not ${product}.`);
  }

  private toModel(row: MomoOperationRow, inCurrency: Currency): MomoOperationModel {
    const party = { partyIdType: row.party_id_type, partyId: row.party_id };
    return {
      // MTN's names: the operation's id is its reference id, its party the payer or the payee.
      ...modelFromRow(MomoOperationJson, row, {
        referenceId: row.id,
        amount: row.amount === null ? null : inCurrency.of(BigInt(row.amount)).format(),
        payer: row.party_role === 'payer' ? party : null,
        payee: row.party_role === 'payee' ? party : null,
      }),
      product: row.product,
      operation: row.operation,
      createdAt: row.created_at,
      completedAt: row.completed_at,
    };
  }
}

/** The status route's shape (MoMo's field names; amounts as decimal text). */
const PartyJson = z.object({ partyIdType: z.string(), partyId: z.string() });

/** An operation as its status route and its callback show it (MoMo's shape: amounts as decimal text). */
export const MomoOperationJson = resource(
  'MomoOperation',
  'A mobile money operation of the account (a request to pay, a transfer, …).',
  z.object({
    referenceId: Uuid,
    amount: z.string().optional().describe('decimal text; absent for a pre-approval'),
    currency: z.string(),
    payer: PartyJson.optional().describe('collections'),
    payee: PartyJson.optional().describe('disbursements and remittances'),
    externalId: z.string().nullable(),
    payerMessage: z.string().nullable(),
    payeeNote: z.string().nullable(),
    status: z.enum(['PENDING', 'SUCCESSFUL', 'FAILED', 'CANCELLED']),
    reason: z.string().optional().describe('why it failed'),
    financialTransactionId: z.string().optional().describe('once successful'),
  }),
);
