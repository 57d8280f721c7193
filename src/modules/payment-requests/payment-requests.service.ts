import { Timestamp, MoneyAmount } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { modelFromRow } from '../../platform/model-from-row.js';
import { inTransaction, type DB, type Tx } from '../../db/database.js';
import type { PaymentRequestRow, PaymentRequestStatus } from './payment-requests.tables.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { DAY, type Clock } from '../../platform/clock.js';
import { DomainError, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { JobQueue } from '../../platform/jobs.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { AmountInput, amountsInCurrency, currencyOf, CurrencyCode, Money, moneyIn } from '../../platform/money.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { Note, walletParty } from '../wallets/wallets.inputs.js';
import type { WalletsService } from '../wallets/wallets.service.js';
import { resource } from '../../platform/resources.js';
import { createdMetadata, MetadataInput, MetadataJson, updateMetadataOf } from '../../platform/metadata.js';
import type { ModelOf } from '../../platform/wire-formats.js';

/** The spec: a payment request expires 7 days after it is created. */
export const PAYMENT_REQUEST_LIFETIME_MS = 7 * DAY;
export const EXPIRE_JOB = 'payment-request.expire';

const payer = walletParty('from');
export const CreatePaymentRequestInput = z
  .strictObject({ ...payer.shape, amount: AmountInput, currency: CurrencyCode, note: Note, metadata: MetadataInput.optional() })
  .superRefine(payer.exactlyOne)
  .superRefine(amountsInCurrency('currency', ['amount']));

/** What an update of a payment request takes: the requester's metadata. */
export const UpdatePaymentRequestInput = z.strictObject({ metadata: MetadataInput.optional() });

export const ListPaymentRequestsFilter = z.object({
  status: z
    .enum(['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'EXPIRED'], { error: 'status must be PENDING, ACCEPTED, REJECTED, CANCELLED or EXPIRED' })
    .optional(),
});

export type PaymentRequestModel = ModelOf<typeof PaymentRequestJson> & {
  requesterUserId: string;
  payerUserId: string;
};

/** payment_request.* events (owner: the requester) carry `paymentRequest {id, status, amount, currency, metadata}`. */
function requestEventData(row: PaymentRequestRow, status: PaymentRequestStatus) {
  return { id: row.id, status, amount: moneyIn(row, row.amount).format(), currency: row.currency, metadata: row.metadata };
}

/**
 * Payment requests between users: the requester asks, the payer accepts (the money moves, with
 * the payer's KYC limits), rejects or lets it expire after 7 days; the requester may cancel while
 * it is pending. Only the two parties see a request.
 */
export class PaymentRequestsService {
  constructor(private readonly deps: { db: DB; clock: Clock; ledger: LedgerService; wallets: WalletsService; jobs: JobQueue }) {}

  /** The expiry job: a request still pending after its lifetime expires, announced to its requester. */
  async expire(tx: Tx, requestId: string): Promise<void> {
    const expired = await tx
      .updateTable('payment_requests')
      .set({ status: 'EXPIRED', decided_at: this.deps.clock.now() })
      .where('id', '=', requestId)
      .where('status', '=', 'PENDING')
      .returningAll()
      .executeTakeFirst();
    if (!expired) return;
    await recordEvent(tx, this.deps.clock, {
      type: 'payment_request.expired',
      ownerId: expired.requester_user_id,
      data: { paymentRequest: requestEventData(expired, 'EXPIRED') },
    });
  }

  async create(principal: UserPrincipal, rawInput: unknown): Promise<PaymentRequestModel> {
    const input = parseInput(CreatePaymentRequestInput, rawInput);
    const inCurrency = currencyOf(input.currency);
    const amount = inCurrency.parsePositive(input.amount).minor;
    const requester = await this.deps.wallets.walletOf(principal);
    const payer = await this.deps.wallets
      .findRecipientWallet({ toWalletId: input.fromWalletId, toPhone: input.fromPhone, toEmail: input.fromEmail })
      .catch((error: unknown) => {
        if (error instanceof DomainError && error.code === 'NOT_FOUND') {
          const field = input.fromWalletId ? 'fromWalletId' : input.fromPhone ? 'fromPhone' : 'fromEmail';
          throw new DomainError('NOT_FOUND', 'No wallet matches the payer.', { fields: [{ field, message: 'no wallet found' }] });
        }
        throw error;
      });
    if (payer.userId === principal.userId) throw new DomainError('SELF_TRANSFER', 'You cannot request money from yourself.');
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + PAYMENT_REQUEST_LIFETIME_MS);
    const row = await inTransaction(this.deps.db, async (tx) => {
      const created = await tx
        .insertInto('payment_requests')
        .values({
          id: newId('prq'),
          requester_user_id: principal.userId,
          requester_wallet_id: requester.id,
          payer_user_id: payer.userId,
          payer_wallet_id: payer.walletId,
          currency: input.currency,
          amount: amount.toString(),
          note: input.note ?? null,
          status: 'PENDING',
          entry_id: null,
          created_at: now,
          expires_at: expiresAt,
          decided_at: null,
          metadata: JSON.stringify(createdMetadata(input.metadata)),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.deps.jobs.schedule(tx, EXPIRE_JOB, { requestId: created.id }, expiresAt);
      return created;
    });
    return this.toModel(row, principal);
  }

  /**
   * Sets the keys given on the requester's metadata (an empty value unsets one) and announces
   * payment_request.updated to the requester; the payer, who sees the request, may not change it.
   */
  async update(principal: UserPrincipal, id: string, rawInput: unknown): Promise<PaymentRequestModel> {
    const input = parseInput(UpdatePaymentRequestInput, rawInput);
    const request = await this.get(principal, id);
    if (request.requesterUserId !== principal.userId) throw forbidden("Only the requester can update a payment request's metadata.");
    const target = {
      table: 'payment_requests',
      id,
      owner: { column: 'requester_user_id', id: principal.userId },
      resource: 'Payment request',
      changes: input.metadata,
    } as const;
    const updated = await updateMetadataOf(this.deps.db, target, (tx, row) =>
      recordEvent(tx, this.deps.clock, {
        type: 'payment_request.updated',
        ownerId: row.requester_user_id,
        data: { paymentRequest: requestEventData(row, this.toModel(row, principal).status) },
      }),
    );
    return this.toModel(updated, principal);
  }

  async get(principal: UserPrincipal, id: string): Promise<PaymentRequestModel> {
    const row = await this.deps.db
      .selectFrom('payment_requests')
      .selectAll()
      .where('id', '=', id)
      .where((eb) => eb.or([eb('requester_user_id', '=', principal.userId), eb('payer_user_id', '=', principal.userId)]))
      .executeTakeFirst();
    if (!row) throw notFound('Payment request');
    return this.toModel(row, principal);
  }

  /** The payer pays: the money moves from the payer's wallet to the requester's, once. */
  async accept(principal: UserPrincipal, id: string): Promise<PaymentRequestModel> {
    return this.decide(principal, id, 'payer', async (tx, row) => {
      const transfer = await this.deps.wallets.moveMoney(tx, {
        senderUserId: row.payer_user_id,
        recipient: { toWalletId: row.requester_wallet_id },
        amount: Money.of(row.amount, row.currency),
        kind: 'PAYMENT_REQUEST',
        reason: 'payment_request',
        description: row.note ?? 'Payment request',
        note: row.note,
        metadata: { paymentRequestId: row.id },
      });
      return { status: 'ACCEPTED', entryId: transfer.id };
    });
  }

  async reject(principal: UserPrincipal, id: string): Promise<PaymentRequestModel> {
    return this.decide(principal, id, 'payer', async () => ({ status: 'REJECTED', entryId: null }));
  }

  async cancel(principal: UserPrincipal, id: string): Promise<PaymentRequestModel> {
    return this.decide(principal, id, 'requester', async () => ({ status: 'CANCELLED', entryId: null }));
  }

  /**
   * Moves a pending request to its outcome under a row lock, so two decisions cannot both apply.
   * A request past its expiry is expired here even if its job has not run yet.
   */
  private async decide(
    principal: UserPrincipal,
    id: string,
    role: 'payer' | 'requester',
    outcome: (tx: Tx, row: PaymentRequestRow) => Promise<{ status: PaymentRequestStatus; entryId: string | null }>,
  ): Promise<PaymentRequestModel> {
    const result = await inTransaction(this.deps.db, async (tx) => {
      const row = await tx.selectFrom('payment_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row || (row.requester_user_id !== principal.userId && row.payer_user_id !== principal.userId)) throw notFound('Payment request');
      const isRole = role === 'payer' ? row.payer_user_id === principal.userId : row.requester_user_id === principal.userId;
      if (!isRole)
        throw forbidden(role === 'payer' ? 'Only the payer can accept or reject a payment request.' : 'Only the requester can cancel a payment request.');
      const now = this.deps.clock.now();
      if (row.status === 'PENDING' && row.expires_at <= now) {
        await tx.updateTable('payment_requests').set({ status: 'EXPIRED', decided_at: row.expires_at }).where('id', '=', id).execute();
        return { expired: true as const };
      }
      if (row.status !== 'PENDING') return { settled: row.status };
      const decided = await outcome(tx, row);
      const updated = await tx
        .updateTable('payment_requests')
        .set({ status: decided.status, entry_id: decided.entryId, decided_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row: updated };
    });
    if ('expired' in result) throw new DomainError('NOT_PENDING', 'The payment request has expired.');
    if ('settled' in result) throw new DomainError('NOT_PENDING', `The payment request is already ${result.settled}.`);
    return this.toModel(result.row, principal);
  }

  async list(principal: UserPrincipal, side: 'sent' | 'received', rawFilter: unknown, page: Page): Promise<PaymentRequestModel[]> {
    const filter = parseInput(ListPaymentRequestsFilter, rawFilter);
    const now = this.deps.clock.now();
    let query = this.deps.db
      .selectFrom('payment_requests')
      .selectAll()
      .where(side === 'sent' ? 'requester_user_id' : 'payer_user_id', '=', principal.userId);
    // A pending request past its expiry is expired, whether or not its job has run.
    if (filter.status === 'PENDING') query = query.where('status', '=', 'PENDING').where('expires_at', '>', now);
    else if (filter.status === 'EXPIRED')
      query = query.where((eb) => eb.or([eb('status', '=', 'EXPIRED'), eb.and([eb('status', '=', 'PENDING'), eb('expires_at', '<=', now)])]));
    else if (filter.status) query = query.where('status', '=', filter.status);
    const rows = await query.$call(newestFirst(page)).execute();
    return rows.map((r) => this.toModel(r, principal));
  }

  /** The request as `viewer` sees it: the requester's metadata reaches the requester alone. */
  private toModel(row: PaymentRequestRow, viewer: UserPrincipal): PaymentRequestModel {
    const expired = row.status === 'PENDING' && row.expires_at <= this.deps.clock.now();
    return {
      ...modelFromRow(PaymentRequestJson, row, {
        status: expired ? 'EXPIRED' : row.status,
        transferId: row.entry_id,
        decidedAt: expired ? row.expires_at : row.decided_at,
        metadata: row.requester_user_id === viewer.userId ? row.metadata : null,
      }),
      requesterUserId: row.requester_user_id,
      payerUserId: row.payer_user_id,
    };
  }
}

export const PaymentRequestJson = resource(
  'PaymentRequest',
  'A request from one user to another to be paid an amount.',
  z.object({
    id: z.string().describe('prq_…'),
    requesterWalletId: z.string(),
    payerWalletId: z.string(),
    amount: MoneyAmount,
    currency: z.string(),
    note: z.string().nullable(),
    status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'EXPIRED']),
    transferId: z.string().nullable().describe('the journal entry of the payment, once accepted'),
    createdAt: Timestamp,
    expiresAt: Timestamp,
    decidedAt: Timestamp.nullable(),
    metadata: MetadataJson.nullable().describe("the requester's own data; null when the payer reads the request: it is not theirs to read"),
  }),
);
