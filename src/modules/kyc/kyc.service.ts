import { modelFromRow } from '../../platform/model-from-row.js';
import type { KeptReads } from '../../db/kept-reads.js';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { inTransaction, type DB, type Executor, type Tx } from '../../db/database.js';
import type { KycDocumentType } from './kyc.tables.js';
import { DocumentJson, type KycStatusJson, type TierJson, UpgradeJson } from './kyc.json.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { AccountClock } from '../../platform/account-time.js';
import { addSeconds } from '../../platform/clock.js';
import { DomainError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import type { JobQueue } from '../../platform/jobs.js';
import { currencyOf, type Money } from '../../platform/money.js';
import { parseInput } from '../../platform/validation.js';
import type { UserDirectory } from '../identity/user-directory.js';
import type { FxService } from '../fx/fx.service.js';
import type { LedgerGuard, LedgerService } from '../ledger/ledger.service.js';
import { WalletPayouts } from '../wallets/wallet-payouts.js';
import type { DebitPolicy } from '../wallets/wallets.service.js';

/** Limits are set in this currency; other currencies are measured at the mid-market rate. */
export const LIMIT_CURRENCY = 'GHS';

export const DOCUMENT_TYPES = ['NATIONAL_ID', 'PASSPORT', 'DRIVERS_LICENSE', 'SELFIE', 'PROOF_OF_ADDRESS'] as const;
const IDENTITY_DOCUMENTS: KycDocumentType[] = ['NATIONAL_ID', 'PASSPORT', 'DRIVERS_LICENSE'];
/** Each requirement of a tier is met by one document of these types. */
const REQUIREMENT_DOCUMENTS: Record<string, KycDocumentType[]> = { IDENTITY: IDENTITY_DOCUMENTS, SELFIE: ['SELFIE'], PROOF_OF_ADDRESS: ['PROOF_OF_ADDRESS'] };

export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;
/** Accepted types and the magic bytes their content must start with. */
const CONTENT_SIGNATURES: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
};

export const UploadDocumentInput = z.strictObject({
  type: z.enum(DOCUMENT_TYPES, { error: `type must be one of ${DOCUMENT_TYPES.join(', ')}` }),
  fileName: z.string({ error: 'fileName is required' }).trim().min(1, 'fileName is required').max(200, 'fileName must be at most 200 characters'),
  contentType: z.enum(Object.keys(CONTENT_SIGNATURES) as [string, ...string[]], { error: 'contentType must be image/jpeg, image/png or application/pdf' }),
  content: z.string({ error: 'content is required (base64)' }).min(1, 'content is required (base64)'),
});

export const UpgradeInput = z.strictObject({ targetTier: z.number({ error: 'targetTier is required' }).int('targetTier must be an integer') });
export const SetTierInput = z.strictObject({
  userId: z.string({ error: 'userId is required' }).startsWith('usr_', 'userId must be a user id'),
  tier: z.number({ error: 'tier is required' }).int('tier must be an integer'),
  reason: z.string().trim().max(500).optional(),
});

export type KycTierModel = ModelOf<typeof TierJson>;
/** The wire says a document's type as text; the service holds one of the types it accepts. */
export type KycDocumentModel = ModelOf<typeof DocumentJson> & { type: KycDocumentType };
export type KycUpgradeModel = ModelOf<typeof UpgradeJson>;
export type KycStatusModel = Omit<ModelOf<typeof KycStatusJson>, 'documents'> & { documents: KycDocumentModel[] };

export const REVIEW_JOB = 'kyc.review-upgrade';

const limitError = (message: string) =>
  new DomainError('KYC_LIMIT_EXCEEDED', message, { fields: [{ field: 'amount', message: 'exceeds a limit of your KYC tier' }] });
/** An amount of the limits' currency. */
export const inLimitCurrency = (minor: bigint): Money => currencyOf(LIMIT_CURRENCY).of(minor);

/**
 * KYC: tiers with their requirements and limits, documents, upgrade requests the sandbox reviews
 * after a delay, and the limits on every debit. The daily and monthly limits are counters whose
 * CHECK constraints fail the posting statement itself, so concurrent debits cannot slip past.
 */
export class KycService implements DebitPolicy {
  private tierCache: KycTierModel[] | undefined;

  private readonly payouts: WalletPayouts;

  constructor(
    private readonly deps: {
      db: DB;
      clock: AccountClock;
      config: { kycReviewDelaySeconds: number };
      jobs: JobQueue;
      fx: FxService;
      ledger: LedgerService;
      keptReads: KeptReads;
      users: UserDirectory;
    },
  ) {
    this.payouts = new WalletPayouts(deps);
  }

  async tiers(executor: Executor = this.deps.db): Promise<KycTierModel[]> {
    this.tierCache ??= (await executor.selectFrom('kyc_tiers').selectAll().orderBy('level').execute()).map((t) => ({
      level: t.level,
      name: t.name,
      requirements: t.requirements,
      limitsCurrency: LIMIT_CURRENCY,
      perTransactionLimit: inLimitCurrency(BigInt(t.per_transaction_limit)),
      dailyLimit: inLimitCurrency(BigInt(t.daily_limit)),
      monthlyLimit: inLimitCurrency(BigInt(t.monthly_limit)),
      maxBalance: inLimitCurrency(BigInt(t.max_balance)),
    }));
    return this.tierCache;
  }

  async tier(level: number, executor: Executor = this.deps.db): Promise<KycTierModel> {
    const found = (await this.tiers(executor)).find((t) => t.level === level);
    if (!found) throw new Error(`no KYC tier ${level}`);
    return found;
  }

  async status(principal: UserPrincipal): Promise<KycStatusModel> {
    const kycTier = await this.deps.users.kycTierOf(this.deps.db, principal.userId);
    const documents = await this.deps.db
      .selectFrom('kyc_documents')
      .select(DOCUMENT_COLUMNS)
      .where('user_id', '=', principal.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    const pending = await this.deps.db
      .selectFrom('kyc_upgrade_requests')
      .selectAll()
      .where('user_id', '=', principal.userId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    const today = this.today();
    const usage = await this.deps.db
      .selectFrom('wallet_debit_usage')
      .innerJoin('wallet_directory', 'wallet_directory.id', 'wallet_debit_usage.wallet_id')
      .select(['day', 'day_total', 'month', 'month_total'])
      .where('wallet_directory.user_id', '=', principal.userId)
      .executeTakeFirst();
    return {
      tier: await this.tier(kycTier),
      documents: documents.map(documentModel),
      pendingUpgrade: pending ? this.upgradeModel(pending) : null,
      usage: {
        currency: LIMIT_CURRENCY,
        today: inLimitCurrency(usage && dateText(usage.day) === today.day ? BigInt(usage.day_total) : 0n),
        thisMonth: inLimitCurrency(usage && dateText(usage.month) === today.month ? BigInt(usage.month_total) : 0n),
      },
    };
  }

  /** One of the signed-in user's documents (its description, never its content). */
  async document(principal: UserPrincipal, id: string): Promise<KycDocumentModel> {
    const row = await this.deps.db
      .selectFrom('kyc_documents')
      .select(DOCUMENT_COLUMNS)
      .where('id', '=', id)
      .where('user_id', '=', principal.userId)
      .executeTakeFirst();
    if (!row) throw notFound('KYC document');
    return documentModel(row);
  }

  /** One of the signed-in user's upgrade requests, pending or decided. */
  async upgradeRequest(principal: UserPrincipal, id: string): Promise<KycUpgradeModel> {
    const row = await this.deps.db
      .selectFrom('kyc_upgrade_requests')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', principal.userId)
      .executeTakeFirst();
    if (!row) throw notFound('KYC upgrade request');
    return this.upgradeModel(row);
  }

  /** POST /kyc/documents: JPEG, PNG or PDF up to 2 MiB, base64 in JSON; the content must match its type. */
  async uploadDocument(principal: UserPrincipal, rawInput: unknown): Promise<KycDocumentModel> {
    const input = parseInput(UploadDocumentInput, rawInput);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(input.content) || input.content.length % 4 !== 0)
      throw badRequest('content must be base64', [{ field: 'content', message: 'must be base64' }]);
    const bytes = Buffer.from(input.content, 'base64');
    if (bytes.length > MAX_DOCUMENT_BYTES) throw badRequest('The document is larger than 2 MiB.', [{ field: 'content', message: 'at most 2 MiB' }]);
    const signature = CONTENT_SIGNATURES[input.contentType]!;
    if (bytes.length < signature.length || signature.some((byte, i) => bytes[i] !== byte)) {
      throw badRequest(`The content is not a ${input.contentType} file.`, [{ field: 'content', message: `does not look like ${input.contentType}` }]);
    }
    const row = await this.deps.db
      .insertInto('kyc_documents')
      .values({
        id: newId('kyd'),
        user_id: principal.userId,
        type: input.type,
        file_name: input.fileName,
        content_type: input.contentType,
        size_bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        content: bytes,
        status: 'SUBMITTED',
        created_at: this.deps.clock.now(),
      })
      .returning(['id', 'type', 'file_name', 'content_type', 'size_bytes', 'sha256', 'status', 'created_at'])
      .executeTakeFirstOrThrow();
    return documentModel(row);
  }

  /** POST /kyc/upgrade: a request the sandbox reviews after KYC_REVIEW_DELAY_SECONDS on the clock. */
  async requestUpgrade(principal: UserPrincipal, rawInput: unknown): Promise<KycUpgradeModel> {
    const input = parseInput(UpgradeInput, rawInput);
    const tiers = await this.tiers();
    const maxTier = tiers[tiers.length - 1]!.level;
    const kycTier = await this.deps.users.kycTierOf(this.deps.db, principal.userId);
    if (input.targetTier <= kycTier || input.targetTier > maxTier) {
      throw badRequest(`targetTier must be above your tier (${kycTier}) and at most ${maxTier}.`, [
        { field: 'targetTier', message: `must be ${kycTier + 1}-${maxTier}` },
      ]);
    }
    const now = this.deps.clock.now();
    const reviewAt = addSeconds(now, this.deps.config.kycReviewDelaySeconds);
    try {
      return await inTransaction(this.deps.db, async (tx) => {
        const row = await tx
          .insertInto('kyc_upgrade_requests')
          .values({
            id: newId('kyu'),
            user_id: principal.userId,
            from_tier: kycTier,
            target_tier: input.targetTier,
            status: 'PENDING',
            reason: null,
            created_at: now,
            review_at: reviewAt,
            decided_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await this.deps.jobs.schedule(tx, REVIEW_JOB, { requestId: row.id }, reviewAt);
        return this.upgradeModel(row);
      });
    } catch (error) {
      if ((error as { constraint?: string }).constraint === 'kyc_one_pending_upgrade')
        throw new DomainError('CONFLICT', 'An upgrade request is already under review.');
      throw error;
    }
  }

  /** The sandbox reviewer: approves when the documents meet the target tier's requirements. */
  async review(tx: Tx, requestId: string): Promise<void> {
    const request = await tx.selectFrom('kyc_upgrade_requests').selectAll().where('id', '=', requestId).forUpdate().executeTakeFirst();
    if (request?.status !== 'PENDING') return;
    const target = await this.tier(request.target_tier, tx);
    const documents = await tx
      .selectFrom('kyc_documents')
      .select(['id', 'type'])
      .where('user_id', '=', request.user_id)
      .where('status', '!=', 'REJECTED')
      .execute();
    const missing = target.requirements.filter((req) => !documents.some((d) => REQUIREMENT_DOCUMENTS[req]?.includes(d.type)));
    const now = this.deps.clock.now();
    if (missing.length > 0) {
      await tx
        .updateTable('kyc_upgrade_requests')
        .set({ status: 'REJECTED', reason: `Missing documents: ${missing.join(', ')}`, decided_at: now })
        .where('id', '=', requestId)
        .execute();
      return;
    }
    await tx.updateTable('kyc_upgrade_requests').set({ status: 'APPROVED', decided_at: now }).where('id', '=', requestId).execute();
    await tx.updateTable('kyc_documents').set({ status: 'ACCEPTED' }).where('user_id', '=', request.user_id).where('status', '=', 'SUBMITTED').execute();
    await this.changeTier(tx, request.user_id, request.target_tier, 'upgrade request approved');
  }

  /** Administrators move a user up or down (e.g. after a review of their own). */
  async setTier(principal: UserPrincipal, rawInput: unknown): Promise<KycTierModel> {
    if (principal.role !== 'ADMIN') throw forbidden('Only an administrator can set a KYC tier.');
    const input = parseInput(SetTierInput, rawInput);
    const tier = (await this.tiers()).find((t) => t.level === input.tier);
    if (!tier) throw badRequest('No such tier.', [{ field: 'tier', message: 'no such tier' }]);
    // On the user's account clock: the change is stamped in their time, whoever makes it.
    await this.deps.clock.runForUser(this.deps.db, input.userId, () =>
      inTransaction(this.deps.db, async (tx) => {
        if (!(await this.deps.users.lock(tx, input.userId))) throw notFound('User');
        await this.changeTier(tx, input.userId, input.tier, input.reason ?? 'set by an administrator');
      }),
    );
    return tier;
  }

  private async changeTier(tx: Tx, userId: string, tier: number, reason: string): Promise<void> {
    const before = await this.deps.users.kycTierOf(tx, userId);
    if (before === tier) return;
    await this.deps.users.setKycTier(tx, userId, tier, this.deps.clock.now());
    this.deps.keptReads.forgetOnCommit(tx, `user:${userId}`);
    await recordEvent(tx, this.deps.clock, {
      type: 'kyc.tier_changed',
      ownerId: userId,
      data: { user: { id: userId }, previousTier: before, tier, direction: tier > before ? 'UP' : 'DOWN', reason },
    });
    // Money held past the old maximum is released as far as the new one allows (and a lower one holds more).
    const accounts = await tx
      .selectFrom('account_balances')
      .innerJoin('wallet_directory', 'wallet_directory.id', 'account_balances.wallet_id')
      .select(['wallet_directory.id as wallet_id', 'account_balances.currency'])
      .where('wallet_directory.user_id', '=', userId)
      .where('account_balances.status', '=', 'OPEN')
      .execute();
    for (const account of accounts)
      await this.payouts.settlePastMaximum(tx, { walletId: account.wallet_id, userId, currency: account.currency }, undefined, 'kyc_tier_changed');
  }

  /**
   * DebitPolicy: the per-transaction limit is checked here; the daily and monthly limits are a
   * guard the ledger applies with the debit, under its locks (a usage row per wallet, whose CHECK
   * constraints stay behind the database function that answers which limit a debit would pass).
   */
  async guardDebit(debit: { userId: string; walletId: string; amount: Money; tier?: number }, executor: Executor = this.deps.db): Promise<LedgerGuard[]> {
    const level = debit.tier ?? (await this.deps.users.kycTierOf(executor, debit.userId));
    const tier = await this.tier(level, executor);
    const amount = (await this.deps.fx.convertAtMid(debit.amount, LIMIT_CURRENCY, executor)).minor;
    if (amount > tier.perTransactionLimit.minor)
      throw limitError(`Your ${tier.name} tier allows at most ${tier.perTransactionLimit} per transaction; upgrade your KYC tier to send more.`);
    const { day, month } = this.today();
    return [
      {
        // What ledger_apply_debit_limit (this module's migration 0053) checks and records with the debit.
        debitLimit: {
          wallet_id: debit.walletId,
          day,
          month,
          amount: amount.toString(),
          day_limit: tier.dailyLimit.toColumn(),
          month_limit: tier.monthlyLimit.toColumn(),
        },
        errors: {
          kyc_daily_limit: () => limitError(`This would pass the daily limit of your ${tier.name} tier (${tier.dailyLimit}).`),
          kyc_monthly_limit: () => limitError(`This would pass the monthly limit of your ${tier.name} tier (${tier.monthlyLimit}).`),
        },
      },
    ];
  }

  private today(): { day: string; month: string } {
    const iso = this.deps.clock.now().toISOString();
    return { day: iso.slice(0, 10), month: `${iso.slice(0, 7)}-01` };
  }

  private upgradeModel(row: {
    id: string;
    from_tier: number;
    target_tier: number;
    status: string;
    reason: string | null;
    created_at: Date;
    review_at: Date;
    decided_at: Date | null;
  }): KycUpgradeModel {
    return modelFromRow(UpgradeJson, row, {});
  }
}

/** A `date` column as YYYY-MM-DD whether pg returned text or a Date. */
function dateText(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/** The GraphQL KycUpgradeRequest is an upgrade request. */
export type KycUpgradeRequestModel = KycUpgradeModel;

/** What a document shows of itself: its content stays in the database. */
const DOCUMENT_COLUMNS = ['id', 'type', 'file_name', 'content_type', 'size_bytes', 'sha256', 'status', 'created_at'] as const;

function documentModel(d: {
  id: string;
  type: KycDocumentType;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  status: string;
  created_at: Date;
}): KycDocumentModel {
  return { ...modelFromRow(DocumentJson, d, {}), type: d.type };
}
