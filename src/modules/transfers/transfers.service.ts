import { amountIn, DecimalNumber, type ModelOf, Timestamp } from '../../platform/wire-formats.js';
import { modelFromRow } from '../../platform/model-from-row.js';
import type { Logger } from '../../platform/logger.js';
import { z } from 'zod';
import { inTransaction, onCommit, type DB, type Tx } from '../../db/database.js';
import type { MomoOperationRow } from '../momo/momo.tables.js';
import type { TransferRow, TransferStatus } from './transfers.tables.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { AccountClock } from '../../platform/account-time.js';
import { DomainError, badRequest, forbidden, notFound, orIfNotFound } from '../../platform/errors.js';
import { prepareEvent, recordEvent, type EventType, type PlatformEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import type { JobQueue } from '../../platform/jobs.js';
import { AmountInput, amountsInCurrency, currencyOf, CurrencyCode, Money } from '../../platform/money.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import type { FxService } from '../fx/fx.service.js';
import type { DisputesService } from '../disputes/disputes.service.js';
import type { KycService } from '../kyc/kyc.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { RemittanceAmounts } from '../ledger/movements.js';
import type { MomoService } from '../momo/momo.service.js';
import type { RecipientsService } from '../recipients/recipients.service.js';
import { WalletPayouts } from '../wallets/wallet-payouts.js';
import { resource } from '../../platform/resources.js';
import { createdMetadata, MetadataInput, MetadataJson, updateMetadataOf } from '../../platform/metadata.js';
import { parseSearchQuery, searchCondition, type SearchableFields } from '../../platform/search-query.js';

export const PAYOUT_JOB = 'transfer.payout';

export const CreateTransferInput = z
  .strictObject({
    recipientId: z.string({ error: 'recipientId is required' }).min(1, 'recipientId is required'),
    amount: AmountInput,
    sendCurrency: CurrencyCode,
    receiveCurrency: CurrencyCode,
    speedTier: z.enum(['express', 'economy'], { error: 'speedTier must be express or economy' }),
    quoteId: z.string().min(1).optional(),
    metadata: MetadataInput.optional(),
  })
  .superRefine(amountsInCurrency('sendCurrency', ['amount']));

/** What an update of a transfer takes: its metadata. */
export const UpdateTransferInput = z.strictObject({ metadata: MetadataInput.optional() });

/** What a search of transfers reads: the fields of a transfer that a sender looks one up by, and its metadata. */
export const TRANSFER_SEARCH: SearchableFields = {
  fields: {
    id: { kind: 'text', column: 'id' },
    status: { kind: 'enum', column: 'status', values: ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'REVERSED'] },
    recipientId: { kind: 'text', column: 'recipient_id' },
    sendAmount: { kind: 'amount', column: 'send_amount', currencyColumn: 'send_currency' },
    sendCurrency: { kind: 'text', column: 'send_currency' },
    receiveAmount: { kind: 'amount', column: 'receive_amount', currencyColumn: 'receive_currency' },
    receiveCurrency: { kind: 'text', column: 'receive_currency' },
    speedTier: { kind: 'enum', column: 'speed_tier', values: ['express', 'economy'] },
    quoteId: { kind: 'text', column: 'quote_id' },
    providerRefId: { kind: 'text', column: 'provider_ref_id' },
    createdAt: { kind: 'date', column: 'created_at' },
  },
  metadataColumn: 'metadata',
};

/** A step of a transfer's timeline as the transfers table stores it. */
interface TimelineStep {
  status: string;
  at: string;
  description: string;
}

export type TransferModel = ModelOf<typeof RemittanceJson> & { updatedAt: Date };

/**
 * Remittance transfers to saved recipients. Creating one debits the send amount and the fee at
 * once (into the FX position and platform fees, with the KYC limits); a job then initiates the
 * payout over the mobile money rail; its completion settles the payout or returns everything to
 * the sender. Each step is one balanced entry with the events that announce it, in the
 * transaction that changes the transfer's status.
 */
export class TransfersService {
  private readonly payouts: WalletPayouts;

  constructor(
    private readonly deps: {
      db: DB;
      clock: AccountClock;
      ledger: LedgerService;
      fx: FxService;
      kyc: KycService;
      momo: MomoService;
      recipients: RecipientsService;
      jobs: JobQueue;
      logger: Logger;
      disputes: DisputesService;
    },
  ) {
    this.payouts = new WalletPayouts(deps);
    deps.momo.onRailOutcome('REMITTANCE', (tx, row, succeeded) => this.payoutCompleted(tx, row, succeeded));
  }

  async create(principal: UserPrincipal, rawInput: unknown): Promise<TransferModel> {
    const input = parseInput(CreateTransferInput, rawInput);
    const recipient = await orIfNotFound(this.deps.recipients.get(principal, input.recipientId), () => {
      throw new DomainError('NOT_FOUND', 'No saved recipient has this id.', { fields: [{ field: 'recipientId', message: 'not found' }] });
    });
    if (input.receiveCurrency !== recipient.currency)
      throw badRequest(`The recipient receives ${recipient.currency}.`, [{ field: 'receiveCurrency', message: `must be ${recipient.currency}` }]);
    const sendAmount = currencyOf(input.sendCurrency, 'sendCurrency').parsePositive(input.amount);
    const user = await this.deps.db
      .selectFrom('user_directory')
      .innerJoin('wallet_directory', 'wallet_directory.user_id', 'user_directory.id')
      .select(['user_directory.kyc_tier', 'wallet_directory.id as wallet_id'])
      .where('user_directory.id', '=', principal.userId)
      .executeTakeFirst();
    if (!user) throw notFound('Wallet');
    await this.deps.ledger.openWalletAccountId(user.wallet_id, input.sendCurrency, 'sendCurrency');
    const price = input.quoteId
      ? undefined
      : await this.deps.fx.price({
          from: input.sendCurrency,
          to: input.receiveCurrency,
          amount: sendAmount.format(),
          speed: input.speedTier,
        });
    const now = this.deps.clock.now();

    const row = await inTransaction(this.deps.db, async (tx) => {
      const priced =
        price ??
        (await this.deps.fx.redeemQuote(
          principal,
          input.quoteId!,
          { from: input.sendCurrency, to: input.receiveCurrency, sendAmount, speed: input.speedTier },
          tx,
        ));
      const total = priced.sendAmount.plus(priced.fee);
      const guards = await this.deps.kyc.guardDebit(
        {
          userId: principal.userId,
          walletId: user.wallet_id,
          amount: total,
          tier: user.kyc_tier,
        },
        tx,
      );
      const transfer = await tx
        .insertInto('transfers')
        .values({
          id: newId('trf'),
          user_id: principal.userId,
          wallet_id: user.wallet_id,
          recipient_id: recipient.id,
          recipient_phone: recipient.phone,
          send_amount: priced.sendAmount.toColumn(),
          send_currency: input.sendCurrency,
          fee: priced.fee.toColumn(),
          exchange_rate: priced.exchangeRate,
          receive_amount: priced.receiveAmount.toColumn(),
          receive_currency: input.receiveCurrency,
          speed_tier: input.speedTier,
          quote_id: input.quoteId ?? null,
          status: 'PENDING',
          failure_reason: null,
          provider_ref_id: null,
          timeline: JSON.stringify([{ status: 'PENDING', at: now.toISOString(), description: 'Transfer created; funds held' }]),
          created_at: now,
          updated_at: now,
          metadata: JSON.stringify(createdMetadata(input.metadata)),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // Amount and fee are held on the wallet until the rail pays the recipient (posted) or fails (voided).
      await this.payouts.hold(
        tx,
        { walletId: user.wallet_id, userId: principal.userId, currency: input.sendCurrency },
        { amount: total.minor, purpose: 'REMITTANCE', subjectId: transfer.id, reason: 'remittance', guards, accountField: 'sendCurrency' },
      );
      await this.announce(tx, [this.transferEvent('remittance.pending', transfer)]);
      await this.deps.jobs.schedule(tx, PAYOUT_JOB, { transferId: transfer.id }, now);
      return transfer;
    });
    await this.deps.recipients.markUsed(principal, recipient.id);
    return this.toModel(row);
  }

  async get(principal: UserPrincipal, id: string): Promise<TransferModel> {
    const row = await this.deps.db.selectFrom('transfers').selectAll().where('id', '=', id).where('user_id', '=', principal.userId).executeTakeFirst();
    if (!row) throw notFound('Transfer');
    return this.toModel(row);
  }

  /** The sender's transfers, newest first; those a search query (Stripe's language) finds, when one is given. */
  async list(principal: UserPrincipal, page: Page, search?: string): Promise<TransferModel[]> {
    let query = this.deps.db.selectFrom('transfers').selectAll().where('user_id', '=', principal.userId);
    if (search !== undefined) query = query.where(searchCondition(parseSearchQuery(search), TRANSFER_SEARCH));
    const rows = await query.$call(newestFirst(page)).execute();
    return rows.map((r) => this.toModel(r));
  }

  /** Sets the keys given on a transfer's metadata (an empty value unsets one) and announces transfer.updated; the row is locked, so two updates merge. */
  async update(principal: UserPrincipal, id: string, rawInput: unknown): Promise<TransferModel> {
    const input = parseInput(UpdateTransferInput, rawInput);
    const transfer = {
      table: 'transfers',
      id,
      owner: { column: 'user_id', id: principal.userId },
      resource: 'Transfer',
      changes: input.metadata,
      updatedAt: this.deps.clock.now(),
    } as const;
    const updated = await updateMetadataOf(this.deps.db, transfer, (tx, row) => this.announce(tx, [this.transferEvent('transfer.updated', row)]));
    return this.toModel(updated);
  }

  /** Administrators: undoes a completed transfer; the sender gets the amount and the fee back. */
  async reverse(principal: UserPrincipal, id: string): Promise<TransferModel> {
    if (principal.role !== 'ADMIN') throw forbidden('Only an administrator can reverse a transfer.');
    const sender = await this.deps.db.selectFrom('transfers').select('user_id').where('id', '=', id).executeTakeFirst();
    if (!sender) throw notFound('Transfer');
    // On the sender's account clock: the reversal is never stamped before the completion it reverses.
    return this.deps.clock.runForUser(this.deps.db, sender.user_id, () => this.reverseOnItsClock(id));
  }

  private async reverseOnItsClock(id: string): Promise<TransferModel> {
    const row = await inTransaction(this.deps.db, async (tx) => {
      const transfer = await tx.selectFrom('transfers').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!transfer) throw notFound('Transfer');
      if (transfer.status !== 'COMPLETED') throw new DomainError('NOT_PENDING', `Only a completed transfer can be reversed; this one is ${transfer.status}.`);
      await this.deps.disputes.assertNoOpenDispute(tx, id);
      await this.deps.ledger.refunds.claim(tx, {
        claimId: newId('rcl'),
        transactionId: transfer.id,
        currency: transfer.send_currency,
        originalAmount: BigInt(transfer.send_amount) + BigInt(transfer.fee),
        amount: BigInt(transfer.send_amount) + BigInt(transfer.fee),
        path: 'REVERSAL',
        field: 'id',
      });
      const updated = await this.moveTo(tx, transfer, 'REVERSED', 'Reversed by an administrator', null);
      await this.refundSender(tx, transfer, 'REMITTANCE_REVERSAL', {
        received: this.amountsOf(transfer).receive,
        announce: [this.transferEvent('transfer.reversed', updated)],
      });
      return updated;
    });
    return this.toModel(row);
  }

  /** The payout job: hands the receive amount to the rail; the transfer is then PROCESSING. */
  async startPayout(tx: Tx, transferId: string): Promise<void> {
    const transfer = await tx.selectFrom('transfers').selectAll().where('id', '=', transferId).forUpdate().executeTakeFirst();
    if (transfer?.status !== 'PENDING') return;
    const user = await tx.selectFrom('user_directory').select('developer_account_id').where('id', '=', transfer.user_id).executeTakeFirstOrThrow();
    const operation = await this.deps.momo.startOnRail(tx, {
      purpose: 'REMITTANCE',
      subjectId: transfer.id,
      kind: 'remittance.transfer',
      accountId: user.developer_account_id,
      userId: transfer.user_id,
      walletId: transfer.wallet_id,
      amount: BigInt(transfer.receive_amount),
      currency: transfer.receive_currency,
      msisdn: transfer.recipient_phone.replace(/^\+/, ''),
      holdEntryId: null,
    });
    const updated = await this.moveTo(tx, transfer, 'PROCESSING', 'Payout initiated with the mobile money provider', operation.id);
    await this.announce(tx, [this.transferEvent('remittance.processing', updated)]);
  }

  /**
   * The rail's answer to a held transfer: paid, the hold becomes one entry (the send amount to the
   * FX position and the fee to the platform, the receive amount from the FX position to the
   * provider); failed, the hold is voided and nothing left the sender's wallet.
   */
  private async payoutCompleted(tx: Tx, operation: MomoOperationRow, succeeded: boolean): Promise<void> {
    const transfer = await tx.selectFrom('transfers').selectAll().where('provider_ref_id', '=', operation.id).forUpdate().executeTakeFirst();
    if (transfer?.status !== 'PROCESSING') return;
    const sender = {
      walletId: transfer.wallet_id,
      userId: transfer.user_id,
      currency: transfer.send_currency,
    };
    if (succeeded) {
      const updated = await this.moveTo(tx, transfer, 'COMPLETED', 'The recipient received the funds', operation.id);
      await this.payouts.paid(tx, sender, transfer.id, {
        kind: 'REMITTANCE',
        description: `Transfer ${transfer.id} paid out`,
        metadata: { transferId: transfer.id, providerRefId: operation.id },
        reason: 'remittance',
        destination: { remittance: this.amountsOf(transfer) },
      });
      await this.announce(tx, [this.transferEvent('transfer.completed', updated), this.transferEvent('remittance.completed', updated)]);
      return;
    }
    const reason = operation.reason ?? 'PAYOUT_FAILED';
    const updated = await this.moveTo(tx, transfer, 'FAILED', `Payout failed (${reason}); funds released`, operation.id, reason);
    await this.payouts.failed(tx, sender, transfer.id, 'remittance_failed');
    await this.announce(tx, [
      this.transferEvent('transfer.failed', updated),
      this.transferEvent('remittance.failed', updated),
      this.transferEvent('remittance.refunded', updated),
    ]);
  }

  /** Returns the send amount and the fee to the sender's wallet; with `received`, takes the payout back too (a reversal). */
  private async refundSender(tx: Tx, transfer: TransferRow, kind: string, refund: { announce: PlatformEvent[]; received?: Money }): Promise<void> {
    const { send, fee } = this.amountsOf(transfer);
    await this.deps.ledger.movements.remittanceReturned(tx, {
      wallet: { walletId: transfer.wallet_id, ownerId: transfer.user_id },
      send,
      fee,
      ...refund,
      kind,
      description: `Refund of transfer ${transfer.id}`,
      metadata: { transferId: transfer.id },
      reason: 'remittance_refund',
    });
  }

  /** A transfer's send amount, fee and receive amount, each in its currency. */
  private amountsOf(transfer: TransferRow): RemittanceAmounts {
    return {
      send: Money.of(BigInt(transfer.send_amount), transfer.send_currency),
      fee: Money.of(BigInt(transfer.fee), transfer.send_currency),
      receive: Money.of(BigInt(transfer.receive_amount), transfer.receive_currency),
    };
  }

  private async moveTo(
    tx: Tx,
    transfer: TransferRow,
    status: TransferStatus,
    description: string,
    providerRefId: string | null,
    reason: string | null = null,
  ): Promise<TransferRow> {
    const now = this.deps.clock.now();
    const timeline = [...(transfer.timeline as TimelineStep[]), { status, at: now.toISOString(), description }];
    onCommit(tx, () =>
      this.deps.logger.info(
        { transferId: transfer.id, userId: transfer.user_id, from: transfer.status, to: status, providerRefId, ...(reason ? { errorCode: reason } : {}) },
        'transfer status changed',
      ),
    );
    return tx
      .updateTable('transfers')
      .set({
        status,
        provider_ref_id: providerRefId ?? transfer.provider_ref_id,
        failure_reason: reason ?? transfer.failure_reason,
        timeline: JSON.stringify(timeline),
        updated_at: now,
      })
      .where('id', '=', transfer.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private async announce(tx: Tx, events: PlatformEvent[]): Promise<void> {
    for (const event of events) await recordEvent(tx, this.deps.clock, event);
  }

  /** transfer.* and remittance.* carry `transfer {id, status, amount (decimal text), currency}`. */
  private transferEvent(type: EventType, transfer: TransferRow): PlatformEvent {
    const decimal = (minor: string, currency: string) => Money.of(minor, currency).format();
    return prepareEvent(this.deps.clock, {
      type,
      ownerId: transfer.user_id,
      data: {
        transfer: {
          id: transfer.id,
          status: transfer.status,
          amount: decimal(transfer.send_amount, transfer.send_currency),
          currency: transfer.send_currency,
          metadata: transfer.metadata,
        },
        receiveAmount: decimal(transfer.receive_amount, transfer.receive_currency),
        receiveCurrency: transfer.receive_currency,
        ...(transfer.failure_reason ? { reason: transfer.failure_reason } : {}),
      },
    });
  }

  private toModel(row: TransferRow): TransferModel {
    return {
      ...modelFromRow(RemittanceJson, row, {
        type: 'REMITTANCE',
        events: (row.timeline as TimelineStep[]).map((step) => ({ ...step, at: new Date(step.at) })),
      }),
      updatedAt: row.updated_at,
    };
  }
}

/** The spec's Transfer object. */
export const RemittanceJson = resource(
  'Transfer',
  'A transfer to a recipient (mobile money or bank), possibly across currencies at a quoted rate.',
  z.object({
    id: z.string().describe('trf_…'),
    type: z.literal('REMITTANCE'),
    status: z.enum(['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'REVERSED']),
    recipientId: z.string(),
    sendAmount: amountIn('sendCurrency'),
    sendCurrency: z.string(),
    receiveAmount: amountIn('receiveCurrency'),
    receiveCurrency: z.string(),
    fee: amountIn('sendCurrency'),
    exchangeRate: DecimalNumber,
    speedTier: z.enum(['express', 'economy']),
    quoteId: z.string().nullable(),
    providerRefId: z.string().nullable().describe("the payout's mobile money reference"),
    failureReason: z.string().optional(),
    createdAt: Timestamp,
    events: z.array(z.object({ status: z.string(), at: Timestamp, description: z.string() })).describe('the status timeline'),
    metadata: MetadataJson.describe('your own data on the transfer (an invoice you pay, a purpose)'),
  }),
);
