import { modelFromRow } from '../../platform/model-from-row.js';
import { sql } from 'kysely';
import { z } from 'zod';
import { inTransaction, type DB, type Executor, type Tx, uniqueViolation } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { DAY } from '../../platform/clock.js';
import { DomainError, forbidden, notFound, orIfNotFound } from '../../platform/errors.js';
import { recordEvents } from '../../platform/events/outbox.js';
import { isUuid, newId } from '../../platform/ids.js';
import { currencyOf, Money } from '../../platform/money.js';
import { keysetOrder, newestFirst, type Page } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import type { FxService } from '../fx/fx.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import {
  DISPUTE_REASONS,
  type DisputedKind,
  type DisputeParty,
  type DisputePriority,
  type DisputeReason,
  type DisputeRow,
  type DisputeStatus,
} from './disputes.tables.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import { DisputeJson } from './disputes.json.js';

const EvidenceUrl = z
  .string()
  .max(2048, 'each evidence URL must be at most 2048 characters')
  .pipe(z.url({ protocol: /^https$/, error: 'each evidence item must be an https URL' }));

export const FileDisputeInput = z.strictObject({
  transactionId: z
    .string({ error: 'transactionId is required' })
    .trim()
    .min(1, 'transactionId is required')
    .max(64, 'transactionId must be at most 64 characters'),
  reason: z.enum(DISPUTE_REASONS, { error: `reason must be one of ${DISPUTE_REASONS.join(', ')}` }),
  description: z
    .string({ error: 'description is required' })
    .trim()
    .min(10, 'description must be 10-1000 characters')
    .max(1000, 'description must be 10-1000 characters'),
  evidence: z.array(EvidenceUrl).max(10, 'at most 10 evidence URLs').optional(),
});

export const AddDisputeEvidenceInput = z.strictObject({
  urls: z.array(EvidenceUrl, { error: 'urls is required: a list of https URLs' }).min(1, 'urls must name 1-10 URLs').max(10, 'urls must name 1-10 URLs'),
});

/** All parties together: enough for any real case, and a dispute stays readable. */
export const MAX_EVIDENCE_PER_DISPUTE = 30;

export const DisputeCommentInput = z.strictObject({
  body: z.string({ error: 'body is required' }).trim().min(1, 'body must be 1-2000 characters').max(2000, 'body must be 1-2000 characters'),
});

export const ResolveDisputeInput = z.strictObject({
  outcome: z.enum(['refund', 'decline'], { error: 'outcome must be refund or decline' }),
  note: z.string({ error: 'note is required' }).trim().min(1, 'note must be 1-1000 characters').max(1000, 'note must be 1-1000 characters'),
});

/** Days from filing to the expected resolution, by priority. */
export const RESOLUTION_DAYS: Record<DisputePriority, number> = { HIGH: 3, MEDIUM: 7, LOW: 14 };
/** A dispute of at least this much (GHS, in pesewas, at the mid rate) is HIGH priority whatever its reason. */
const HIGH_AMOUNT_GHS_MINOR = 100_000n;

export type DisputeModel = ModelOf<typeof DisputeJson>;

export interface DisputeCommentModel {
  id: string;
  authorRole: DisputeParty;
  body: string;
  createdAt: Date;
}

export interface DisputeEvidenceModel {
  id: string;
  url: string;
  addedBy: Exclude<DisputeParty, 'ADMIN'>;
  createdAt: Date;
}

/**
 * Returns a fund-in to its payer in the caller's transaction, claimed as a dispute refund; gives
 * the ledger hold that reserves the money on the wallet until the payout is posted (kept as the
 * dispute's refund reference).
 */
export type FundInRefund = (tx: Tx, fundInId: string) => Promise<string>;

interface Disputable {
  kind: DisputedKind;
  amount: bigint;
  currency: string;
  walletId: string;
  /** The user the transaction paid, when it paid one (a peer-to-peer transfer): the dispute's other party. */
  recipientId: string | null;
  /** Its money already came back (refunded, reversed, returned), so there is nothing to dispute. */
  refunded: boolean;
  /** Still moving (a transfer or bill payment not yet final): it cannot be disputed yet. */
  settled: boolean;
}

/**
 * Disputes. A user disputes a settled transaction of their own: a peer-to-peer transfer (je_…), a
 * remittance transfer (trf_…), a bill payment (bpy_…) or a mobile money fund-in. One dispute may
 * be open per transaction; its priority and expected resolution date follow the rule in
 * RESOLUTION_DAYS. Administrators comment and resolve: a refund credits the disputed amount to the
 * wallet from the platform's suspense account, once per transaction. While a dispute is open, the
 * transaction's own refund (a fund-in refund, a transfer reversal) waits. The party a disputed
 * peer-to-peer transfer paid (a merchant, most often) sees the dispute too, and both parties
 * comment and add evidence until it is resolved; every change is announced to both.
 */
export class DisputesService {
  private fundInRefund: FundInRefund | undefined;

  constructor(private readonly deps: { db: DB; clock: AccountClock; ledger: LedgerService; fx: FxService }) {}

  /** Funding returns a fund-in to the number that paid it; a fund-in dispute resolved as a refund asks it to. */
  refundFundInsWith(refund: FundInRefund): void {
    this.fundInRefund = refund;
  }

  async file(principal: UserPrincipal, rawInput: unknown): Promise<DisputeModel> {
    const input = parseInput(FileDisputeInput, rawInput);
    const disputed = await this.disputable(this.deps.db, principal.userId, input.transactionId);
    if (!disputed)
      throw new DomainError('NOT_FOUND', 'No transaction of yours has this id.', {
        fields: [{ field: 'transactionId', message: 'not a transaction of yours' }],
      });
    if (disputed.refunded)
      throw new DomainError('ALREADY_REFUNDED', 'This transaction was already refunded in full: there is nothing to dispute.', {
        fields: [{ field: 'transactionId', message: 'already refunded' }],
      });
    await this.deps.ledger.refunds.assertNotRefunded(this.deps.db, input.transactionId);
    if (!disputed.settled)
      throw new DomainError('TRANSACTION_NOT_SETTLED', 'This transaction is still in progress; dispute it once it has completed.', {
        fields: [{ field: 'transactionId', message: 'not completed yet' }],
      });
    const priority = await this.priorityOf(input.reason, disputed);
    const now = this.deps.clock.now();
    const id = newId('dsp');
    try {
      await inTransaction(this.deps.db, async (tx) => {
        const row = await tx
          .insertInto('disputes')
          .values({
            id,
            user_id: principal.userId,
            recipient_id: disputed.recipientId,
            wallet_id: disputed.walletId,
            transaction_id: input.transactionId,
            transaction_kind: disputed.kind,
            amount: disputed.amount.toString(),
            currency: disputed.currency,
            reason: input.reason,
            description: input.description,
            status: 'OPEN',
            priority,
            resolution: null,
            resolution_note: null,
            refund_entry_id: null,
            expected_resolution_date: new Date(now.getTime() + RESOLUTION_DAYS[priority] * DAY),
            created_at: now,
            resolved_at: null,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await this.insertEvidence(tx, row, principal.userId, 'USER', input.evidence ?? []);
        await this.announce(tx, 'dispute.opened', row);
      });
    } catch (error) {
      if (uniqueViolation(error) === 'one_open_dispute_per_transaction')
        throw new DomainError('DISPUTE_ALREADY_OPEN', 'This transaction already has an open dispute.', {
          fields: [{ field: 'transactionId', message: 'already disputed' }],
        });
      throw error;
    }
    return this.get(principal, id);
  }

  async list(principal: UserPrincipal, page: Page): Promise<DisputeModel[]> {
    const rows = await this.deps.db.selectFrom('disputes').selectAll().where('user_id', '=', principal.userId).$call(newestFirst(page)).execute();
    return this.models(rows);
  }

  /** Disputes of transactions that paid the signed-in user (a merchant's disputes), newest first; optionally of one status. */
  async received(principal: UserPrincipal, page: Page, status?: DisputeStatus | null): Promise<DisputeModel[]> {
    let query = this.deps.db.selectFrom('disputes').selectAll().where('recipient_id', '=', principal.userId);
    if (status) query = query.where('status', '=', status);
    return this.models(await query.$call(newestFirst(page)).execute());
  }

  /** Administrators: every dispute not yet resolved, the most urgent first. */
  async openDisputes(principal: UserPrincipal, page: Page): Promise<DisputeModel[]> {
    if (principal.role !== 'ADMIN') throw forbidden('Only an administrator can review disputes.');
    const rows = await this.deps.db
      .selectFrom('disputes')
      .selectAll()
      .where('status', '<>', 'RESOLVED')
      .$call(
        keysetOrder<DisputeModel>(page, 'asc', [
          { column: 'expected_resolution_date', kind: 'instant', valueOf: (dispute) => dispute.expectedResolutionDate },
          { column: 'id', kind: 'text', valueOf: (dispute) => dispute.id },
        ]),
      )
      .execute();
    return this.models(rows);
  }

  /** A party's dispute (its filer's or its recipient's), or any for an administrator; anyone else's is not found. */
  /** One comment of a dispute the caller may read, as its dispute shows it. */
  async commentById(principal: UserPrincipal, id: string): Promise<DisputeCommentModel> {
    const row = await this.deps.db.selectFrom('dispute_comments').select('dispute_id').where('id', '=', id).executeTakeFirst();
    const comment = row && (await orIfNotFound(this.get(principal, row.dispute_id), () => undefined))?.comments.find((c) => c.id === id);
    if (!comment) throw notFound('Dispute comment');
    return comment;
  }

  /** One piece of evidence of a dispute the caller may read, as its dispute shows it. */
  async evidenceById(principal: UserPrincipal, id: string): Promise<DisputeEvidenceModel> {
    const row = await this.deps.db.selectFrom('dispute_evidence').select('dispute_id').where('id', '=', id).executeTakeFirst();
    const evidence = row && (await orIfNotFound(this.get(principal, row.dispute_id), () => undefined))?.evidenceItems.find((e) => e.id === id);
    if (!evidence) throw notFound('Dispute evidence');
    return evidence;
  }

  async get(principal: UserPrincipal, id: string): Promise<DisputeModel> {
    const [model] = await this.models([await this.visibleRow(this.deps.db, principal, id)]);
    if (!model) throw notFound('Dispute');
    return model;
  }

  /** A comment from either party or an administrator (dispute.updated); an administrator's first one puts the dispute UNDER_REVIEW. */
  async comment(principal: UserPrincipal, id: string, rawInput: unknown): Promise<DisputeModel> {
    const input = parseInput(DisputeCommentInput, rawInput);
    return this.changeUnresolved(principal, id, { takes: 'comments' }, async (tx, dispute, party) => {
      const now = this.deps.clock.now();
      await tx
        .insertInto('dispute_comments')
        .values({ id: newId('dcm'), dispute_id: id, author_id: principal.userId, author_role: party, body: input.body, created_at: now })
        .execute();
      if (party !== 'ADMIN' || dispute.status !== 'OPEN') return dispute;
      return tx.updateTable('disputes').set({ status: 'UNDER_REVIEW', updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    });
  }

  /**
   * Evidence from either party (https URLs, dispute.updated), until the dispute is resolved; an
   * administrator judges evidence and adds none. At most MAX_EVIDENCE_PER_DISPUTE items in all,
   * counted under the dispute's row lock so concurrent additions cannot pass it together.
   */
  async addEvidence(principal: UserPrincipal, id: string, rawInput: unknown): Promise<DisputeModel> {
    const input = parseInput(AddDisputeEvidenceInput, rawInput);
    const parties = { only: ['USER', 'RECIPIENT'] as const, refusal: "Evidence comes from the dispute's parties; an administrator comments instead." };
    return this.changeUnresolved(principal, id, { takes: 'evidence', parties }, async (tx, dispute, party) => {
      const { count } = await tx
        .selectFrom('dispute_evidence')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('dispute_id', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(count) + input.urls.length > MAX_EVIDENCE_PER_DISPUTE)
        throw new DomainError('BAD_REQUEST', `A dispute holds at most ${MAX_EVIDENCE_PER_DISPUTE} evidence items; it has ${count}.`, {
          fields: [{ field: 'urls', message: `at most ${MAX_EVIDENCE_PER_DISPUTE - Number(count)} more` }],
        });
      // The rule above let only the two parties through.
      await this.insertEvidence(tx, dispute, principal.userId, party as DisputeEvidenceModel['addedBy'], input.urls);
      return dispute;
    });
  }

  /**
   * A change to an unresolved dispute the principal can see: on the dispute owner's clock whoever
   * acts (an administrator's comment is not stamped before the user's), in one transaction holding
   * the dispute's row lock, announced to both parties as dispute.updated with the row it answers.
   */
  private async changeUnresolved(
    principal: UserPrincipal,
    id: string,
    rule: { takes: string; parties?: { only: readonly DisputeParty[]; refusal: string } },
    change: (tx: Tx, dispute: DisputeRow, party: DisputeParty) => Promise<DisputeRow>,
  ): Promise<DisputeModel> {
    const owner = await this.visibleRow(this.deps.db, principal, id);
    await this.deps.clock.runForUser(this.deps.db, owner.user_id, () =>
      inTransaction(this.deps.db, async (tx) => {
        const dispute = await this.visibleRow(tx, principal, id, true);
        const party = partyOf(dispute, principal);
        if (rule.parties && !rule.parties.only.includes(party)) throw forbidden(rule.parties.refusal);
        if (dispute.status === 'RESOLVED') throw new DomainError('DISPUTE_RESOLVED', `This dispute is resolved; it takes no more ${rule.takes}.`);
        await this.announce(tx, 'dispute.updated', await change(tx, dispute, party));
      }),
    );
    return this.get(principal, id);
  }

  private async insertEvidence(tx: Tx, dispute: DisputeRow, authorId: string, role: DisputeEvidenceModel['addedBy'], urls: readonly string[]): Promise<void> {
    if (urls.length === 0) return;
    const now = this.deps.clock.now();
    await tx
      .insertInto('dispute_evidence')
      .values(urls.map((url) => ({ id: newId('dev'), dispute_id: dispute.id, author_id: authorId, author_role: role, url, created_at: now })))
      .execute();
  }

  /** Each party hears of a change to the dispute: its filer, and the user the transaction paid. */
  private async announce(tx: Tx, type: 'dispute.opened' | 'dispute.updated' | 'dispute.resolved', row: DisputeRow): Promise<void> {
    const data = { dispute: await this.eventData(row) };
    await recordEvents(
      tx,
      this.deps.clock,
      [row.user_id, row.recipient_id].filter((owner) => owner !== null).map((ownerId) => ({ type, ownerId, data })),
    );
  }

  /** Administrators resolve: a refund puts the disputed amount back in the wallet, by a balanced entry. */
  async resolve(principal: UserPrincipal, id: string, rawInput: unknown): Promise<DisputeModel> {
    if (principal.role !== 'ADMIN') throw forbidden('Only an administrator can resolve a dispute.');
    const input = parseInput(ResolveDisputeInput, rawInput);
    const owner = await this.deps.db.selectFrom('disputes').select('user_id').where('id', '=', id).executeTakeFirst();
    if (!owner) throw notFound('Dispute');
    await this.deps.clock.runForUser(this.deps.db, owner.user_id, () => this.resolveOnItsClock(id, input));
    return this.get(principal, id);
  }

  private async resolveOnItsClock(id: string, input: z.output<typeof ResolveDisputeInput>): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const dispute = await tx.selectFrom('disputes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!dispute) throw notFound('Dispute');
      if (dispute.status === 'RESOLVED') throw new DomainError('DISPUTE_RESOLVED', 'This dispute is already resolved.');
      const now = this.deps.clock.now();
      let refundEntryId: string | null = null;
      if (input.outcome === 'refund') {
        if ((await this.disputable(tx, dispute.user_id, dispute.transaction_id))?.refunded)
          throw new DomainError('ALREADY_REFUNDED', 'The transaction was refunded meanwhile: decline the dispute instead.');
        refundEntryId = await this.refund(tx, dispute);
      }
      const resolved = await tx
        .updateTable('disputes')
        .set({
          status: 'RESOLVED',
          resolution: input.outcome === 'refund' ? 'REFUNDED' : 'DECLINED',
          resolution_note: input.note,
          refund_entry_id: refundEntryId,
          resolved_at: now,
          updated_at: now,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.announce(tx, 'dispute.resolved', resolved);
    });
  }

  /**
   * A dispute resolved in the user's favour gives the disputed amount back once, claimed against the
   * transaction with every other refund path: a fund-in goes back to the number that paid it, out
   * of the wallet it credited (the user paid once, so the wallet does not keep it as well); any
   * other transaction is credited to the wallet from the platform's suspense account.
   */
  private async refund(tx: Tx, dispute: DisputeRow): Promise<string> {
    if (dispute.transaction_kind === 'FUND_IN') {
      if (!this.fundInRefund) throw new Error('no fund-in refund is registered');
      return this.fundInRefund(tx, dispute.transaction_id);
    }
    const amount = BigInt(dispute.amount);
    await this.deps.ledger.refunds.claim(tx, {
      claimId: dispute.id,
      transactionId: dispute.transaction_id,
      currency: dispute.currency,
      originalAmount: amount,
      amount,
      path: 'DISPUTE',
    });
    const posted = await this.deps.ledger.movements.refundDisputed(tx, {
      wallet: { walletId: dispute.wallet_id, ownerId: dispute.user_id },
      amount: Money.of(amount, dispute.currency),
      kind: 'DISPUTE_REFUND',
      description: `Dispute ${dispute.id} resolved in the user's favour`,
      metadata: { disputeId: dispute.id, transactionId: dispute.transaction_id },
      reason: 'dispute_refund',
    });
    return posted.entryId;
  }

  /** For the transaction's own refund paths: refused while a dispute of it is open. */
  async assertNoOpenDispute(executor: Executor, transactionId: string): Promise<void> {
    const open = await executor
      .selectFrom('disputes')
      .select('id')
      .where('transaction_id', '=', transactionId)
      .where('status', '<>', 'RESOLVED')
      .executeTakeFirst();
    if (open) throw new DomainError('DISPUTE_OPEN', `A dispute (${open.id}) of this transaction is open: its refund waits for the dispute's resolution.`);
  }

  /** HIGH for an unauthorized transaction or a large amount; MEDIUM for money not received or wrong; LOW otherwise. */
  private async priorityOf(reason: DisputeReason, disputed: Disputable): Promise<DisputePriority> {
    if (reason === 'unauthorized') return 'HIGH';
    if ((await this.deps.fx.convertAtMid(Money.of(disputed.amount, disputed.currency), 'GHS')).minor >= HIGH_AMOUNT_GHS_MINOR) return 'HIGH';
    return reason === 'not_received' || reason === 'incorrect_amount' ? 'MEDIUM' : 'LOW';
  }

  /** The user's own transaction of this id, of a kind that can be disputed, with what it moved. */
  private async disputable(executor: Executor, userId: string, id: string): Promise<Disputable | undefined> {
    if (id.startsWith('je_')) {
      const { rows } = await sql<{ amount: string; currency: string; wallet_id: string; recipient_id: string | null }>`
        SELECT -p.amount AS amount, p.currency, la.wallet_id,
          (SELECT rw.user_id FROM posting_history rp JOIN account_balances rla ON rla.id = rp.account_id JOIN wallet_directory rw ON rw.id = rla.wallet_id
            WHERE rp.entry_id = p.entry_id AND rp.amount > 0 AND rw.user_id <> ${userId} LIMIT 1) AS recipient_id
        FROM posting_history p
        JOIN account_balances la ON la.id = p.account_id JOIN wallet_directory w ON w.id = la.wallet_id
        WHERE p.entry_id = ${id} AND p.entry_kind = 'P2P_TRANSFER' AND w.user_id = ${userId} AND p.amount < 0`.execute(executor);
      const debit = rows[0];
      return (
        debit && {
          kind: 'P2P_TRANSFER',
          amount: BigInt(debit.amount),
          currency: debit.currency,
          walletId: debit.wallet_id,
          recipientId: debit.recipient_id,
          refunded: false,
          settled: true,
        }
      );
    }
    if (id.startsWith('trf_')) {
      const t = await executor.selectFrom('transfer_directory').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return (
        t && {
          kind: 'REMITTANCE',
          amount: BigInt(t.send_amount) + BigInt(t.fee),
          currency: t.send_currency,
          walletId: t.wallet_id,
          recipientId: null,
          refunded: t.status === 'REVERSED' || t.status === 'FAILED',
          settled: t.status === 'COMPLETED',
        }
      );
    }
    if (id.startsWith('bpy_')) {
      const b = await executor.selectFrom('bill_payment_directory').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return (
        b && {
          kind: 'BILL_PAYMENT',
          amount: BigInt(b.amount) + BigInt(b.fee),
          currency: b.currency,
          walletId: b.wallet_id,
          recipientId: null,
          refunded: b.status === 'FAILED',
          settled: b.status === 'COMPLETED',
        }
      );
    }
    // A fund-in's id is a UUID (its reference id); anything else names no transaction of the caller's.
    if (!isUuid(id)) return undefined;
    const fundIn = await executor
      .selectFrom('momo_operation_directory')
      .select(['id', 'amount', 'currency', 'wallet_id', 'status'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('purpose', '=', 'FUND_IN')
      .executeTakeFirst();
    if (!fundIn?.wallet_id || fundIn.amount === null) return undefined;
    return {
      kind: 'FUND_IN',
      amount: BigInt(fundIn.amount),
      currency: fundIn.currency,
      walletId: fundIn.wallet_id,
      recipientId: null,
      refunded: false,
      settled: fundIn.status === 'SUCCESSFUL',
    };
  }

  private async visibleRow(executor: Executor, principal: UserPrincipal, id: string, lock = false): Promise<DisputeRow> {
    let query = executor.selectFrom('disputes').selectAll().where('id', '=', id);
    if (principal.role !== 'ADMIN') query = query.where((eb) => eb.or([eb('user_id', '=', principal.userId), eb('recipient_id', '=', principal.userId)]));
    const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
    if (!row) throw notFound('Dispute');
    return row;
  }

  /** The rows as models, their comments and evidence read in one query each for the whole page. */
  private async models(rows: DisputeRow[]): Promise<DisputeModel[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [comments, evidence] = await Promise.all([
      this.deps.db.selectFrom('dispute_comments').selectAll().where('dispute_id', 'in', ids).orderBy('position').execute(),
      this.deps.db.selectFrom('dispute_evidence').selectAll().where('dispute_id', 'in', ids).orderBy('position').execute(),
    ]);
    return rows.map((row) => {
      const evidenceItems = evidence
        .filter((e) => e.dispute_id === row.id)
        .map((e) => ({ id: e.id, url: e.url, addedBy: e.author_role, createdAt: e.created_at }));
      return modelFromRow(DisputeJson, row, {
        transactionType: row.transaction_kind,
        evidence: evidenceItems.map((e) => e.url),
        evidenceItems,
        comments: comments.filter((c) => c.dispute_id === row.id).map((c) => ({ id: c.id, authorRole: c.author_role, body: c.body, createdAt: c.created_at })),
      });
    });
  }

  private async eventData(row: DisputeRow) {
    const inCurrency = currencyOf(row.currency);
    return {
      id: row.id,
      transactionId: row.transaction_id,
      transactionType: row.transaction_kind,
      amount: inCurrency.of(BigInt(row.amount)).format(),
      currency: row.currency,
      reason: row.reason,
      status: row.status,
      priority: row.priority,
      expectedResolutionDate: row.expected_resolution_date.toISOString(),
      ...(row.resolution ? { resolution: row.resolution, resolutionNote: row.resolution_note } : {}),
    };
  }
}

/** How the principal takes part in a dispute it can see: its filer, the party the transaction paid, or an administrator. */
function partyOf(dispute: DisputeRow, principal: UserPrincipal): DisputeParty {
  if (dispute.user_id === principal.userId) return 'USER';
  if (dispute.recipient_id === principal.userId) return 'RECIPIENT';
  return 'ADMIN';
}
