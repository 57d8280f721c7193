import { modelFromRow } from '../../platform/model-from-row.js';
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { type DB, type Executor, orInstead, type Tx, uniqueViolation } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { DAY } from '../../platform/clock.js';
import { DomainError, isDomainError, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { newId } from '../../platform/ids.js';
import type { JobQueue } from '../../platform/jobs.js';
import { currencyOf, Money } from '../../platform/money.js';
import { keysetOrder, newestFirst, type Page } from '../../platform/pagination.js';
import type { FxService } from '../fx/fx.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { walletIdOf } from '../wallets/wallets.service.js';
import type { ReferralRow } from './referrals.tables.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import { ReferralJson } from './referrals.json.js';
import type { ReferralSummaryJson } from './referrals.json.js';

/** What a completed referral pays its referrer: GHS 10.00, from the marketing account. */
export const REFERRAL_REWARD = { amount: 1000n, currency: 'GHS' } as const;
/** The qualifying action: the referred user's first successful mobile money fund-in of at least GHS 10.00 (at the mid rate). */
export const QUALIFYING_FUND_IN_GHS_MINOR = 1000n;
/** How long a qualified referral waits before it pays, on the account clock: a refunded fund-in within it pays nothing. */
export const REWARD_HOLD_DAYS = 7;
const PAY_JOB = 'referrals.pay-reward' as const;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export type ReferralSummaryModel = ModelOf<typeof ReferralSummaryJson>;

export type ReferralModel = ModelOf<typeof ReferralJson>;

/** An e-mail address with its +tag removed: kofi+2@x.com and kofi@x.com are one person. */
function personalEmail(email: string): string {
  return email.replace(/\+[^@]*@/, '@');
}

/**
 * Referrals. Every user has a code (made on first use) and a share URL; registering with a code
 * records a referral, PENDING until the referred user's first successful mobile money fund-in of at
 * least GHS 10.00 made after their phone was verified qualifies it; seven days later on the account clock, if that fund-in was not
 * refunded meanwhile, the referrer's wallet is paid the reward from the marketing account and the
 * referral is COMPLETED. Refused: a referral of oneself (the same e-mail but for a +tag) and a
 * phone number that already earned a reward (a second account on it).
 */
export class ReferralsService {
  constructor(private readonly deps: { db: DB; clock: AccountClock; ledger: LedgerService; fx: FxService; jobs: JobQueue; publicUrl: string }) {}

  /** Who invites with a code, for its sign-up page: the referrer's first name and the app they use; undefined for an unknown code. */
  async invitation(code: string): Promise<{ code: string; referrerFirstName: string; developerAccountId: string | null } | undefined> {
    if (!/^[A-Za-z0-9]{8}$/.test(code)) return undefined;
    const row = await this.deps.db
      .selectFrom('referral_codes')
      .innerJoin('user_directory', 'user_directory.id', 'referral_codes.user_id')
      .select(['referral_codes.code', 'user_directory.first_name', 'user_directory.developer_account_id'])
      .where('referral_codes.code', '=', code)
      .executeTakeFirst();
    return row && { code: row.code, referrerFirstName: row.first_name, developerAccountId: row.developer_account_id };
  }

  async summary(principal: UserPrincipal): Promise<ReferralSummaryModel> {
    const code = await this.codeOf(principal.userId);
    const { rows } = await sql<{ total: string; completed: string; earned: string | null }>`
      SELECT count(*) AS total, count(*) FILTER (WHERE status = 'COMPLETED') AS completed,
             sum(reward_amount) FILTER (WHERE status = 'COMPLETED') AS earned
      FROM referrals WHERE referrer_user_id = ${principal.userId}`.execute(this.deps.db);
    const totals = rows[0]!;
    return {
      code,
      shareUrl: `${this.deps.publicUrl}/r/${code}`,
      totalReferrals: Number(totals.total),
      completedReferrals: Number(totals.completed),
      totalRewardsEarned: Money.of(totals.earned ?? '0', REFERRAL_REWARD.currency),
      rewardCurrency: REFERRAL_REWARD.currency,
    };
  }

  /** The referrals made with the user's code, newest first. */
  async list(principal: UserPrincipal, page: Page): Promise<ReferralModel[]> {
    return this.models(this.deps.db.selectFrom('referrals').selectAll().where('referrer_user_id', '=', principal.userId).$call(newestFirst(page)));
  }

  /** One referral made with the signed-in user's code. */
  async get(principal: UserPrincipal, id: string): Promise<ReferralModel> {
    const [referral] = await this.models(
      this.deps.db.selectFrom('referrals').selectAll().where('id', '=', id).where('referrer_user_id', '=', principal.userId),
    );
    if (!referral) throw notFound('Referral');
    return referral;
  }

  /** The rewards paid to the user: their completed referrals, latest first. */
  async rewards(principal: UserPrincipal, page: Page): Promise<ReferralModel[]> {
    return this.models(
      this.deps.db
        .selectFrom('referrals')
        .selectAll()
        .where('referrer_user_id', '=', principal.userId)
        .where('status', '=', 'COMPLETED')
        .$call(
          keysetOrder<ReferralModel>(page, 'desc', [
            { column: 'completed_at', kind: 'instant', valueOf: (referral) => referral.completedAt },
            { column: 'id', kind: 'text', valueOf: (referral) => referral.id },
          ]),
        ),
    );
  }

  /** At registration, in its transaction: an unknown code refuses the registration (400 referralCode). */
  async recordAtRegistration(tx: Executor, referred: { id: string; email: string; phone: string }, rawCode: string): Promise<void> {
    const code = rawCode.trim().toUpperCase();
    const owner = await tx
      .selectFrom('referral_codes')
      .innerJoin('user_directory', 'user_directory.id', 'referral_codes.user_id')
      .select(['user_directory.id', 'user_directory.email'])
      .where('referral_codes.code', '=', code)
      .executeTakeFirst();
    if (!owner)
      throw new DomainError('BAD_REQUEST', 'Invalid request: referralCode: no user has this code', {
        fields: [{ field: 'referralCode', message: 'no user has this code' }],
      });
    const selfReferral = personalEmail(owner.email) === personalEmail(referred.email);
    const now = this.deps.clock.now();
    await tx
      .insertInto('referrals')
      .values({
        id: newId('rfl'),
        referrer_user_id: owner.id,
        referred_user_id: referred.id,
        code,
        status: selfReferral ? 'REJECTED' : 'PENDING',
        status_reason: selfReferral ? 'SELF_REFERRAL' : null,
        referred_phone: referred.phone,
        qualifying_ref: null,
        reward_amount: REFERRAL_REWARD.amount.toString(),
        reward_currency: REFERRAL_REWARD.currency,
        reward_entry_id: null,
        created_at: now,
        qualified_at: null,
        completed_at: null,
        updated_at: now,
      })
      .execute();
  }

  /**
   * A successful fund-in (in its transaction): the referred user's first big enough one made with a
   * verified phone qualifies their referral (an unverified account earns its referrer nothing yet).
   */
  async fundInSucceeded(tx: Tx, fundIn: { userId: string; operationId: string; amount: bigint; currency: string; payerPhone: string }): Promise<void> {
    const referral = await tx
      .selectFrom('referrals')
      .innerJoin('user_directory', 'user_directory.id', 'referrals.referred_user_id')
      .select(['referrals.id', 'user_directory.phone'])
      .where('referrals.referred_user_id', '=', fundIn.userId)
      .where('referrals.status', '=', 'PENDING')
      .where('user_directory.phone_verified_at', 'is not', null)
      .forUpdate()
      .executeTakeFirst();
    if (!referral) return;
    if ((await this.deps.fx.convertAtMid(Money.of(fundIn.amount, fundIn.currency), 'GHS', tx)).minor < QUALIFYING_FUND_IN_GHS_MINOR) return;
    const now = this.deps.clock.now();
    // The phone's and the paying number's one reward are unique indexes: a refusal must not undo the fund-in around it.
    await sql`SAVEPOINT qualify_referral`.execute(tx);
    try {
      await tx
        .updateTable('referrals')
        .set({
          status: 'QUALIFIED',
          qualifying_ref: fundIn.operationId,
          qualified_at: now,
          referred_phone: referral.phone,
          paying_phone: fundIn.payerPhone,
          updated_at: now,
        })
        .where('id', '=', referral.id)
        .execute();
    } catch (error) {
      const violated = uniqueViolation(error);
      if (violated !== 'one_reward_per_phone' && violated !== 'one_reward_per_paying_number') throw error;
      await sql`ROLLBACK TO SAVEPOINT qualify_referral`.execute(tx);
      await tx
        .updateTable('referrals')
        .set({
          status: 'REJECTED',
          status_reason: violated === 'one_reward_per_phone' ? 'PHONE_ALREADY_REWARDED' : 'PAYING_NUMBER_ALREADY_REWARDED',
          updated_at: now,
        })
        .where('id', '=', referral.id)
        .execute();
      return;
    }
    await this.deps.jobs.schedule(tx, PAY_JOB, { referralId: referral.id }, new Date(now.getTime() + REWARD_HOLD_DAYS * DAY));
  }

  /**
   * The reward's credit, or nothing when the referrer's wallet is at its KYC maximum balance: the
   * ledger refuses it, and the reward waits a day for room (money spent, or a higher tier).
   */
  private async creditWithinMaximum(tx: Tx, referralId: string, credit: () => Promise<{ entryId: string }>): Promise<{ entryId: string } | undefined> {
    return orInstead<{ entryId: string } | undefined>(
      tx,
      credit,
      (error) => isDomainError(error) && error.code === 'KYC_LIMIT_EXCEEDED',
      async () => {
        await this.deps.jobs.schedule(tx, PAY_JOB, { referralId }, new Date(this.deps.clock.now().getTime() + DAY));
        return undefined;
      },
    );
  }

  /**
   * The hold is over: the reward is paid unless the qualifying money did not stay: the fund-in was
   * refunded, or the referred user cashed money out since it (a cash-out not failed).
   */
  async payReward(tx: Tx, referralId: string): Promise<void> {
    const referral = await tx.selectFrom('referrals').selectAll().where('id', '=', referralId).forUpdate().executeTakeFirst();
    if (referral?.status !== 'QUALIFIED') return;
    const now = this.deps.clock.now();
    const refunded = referral.qualifying_ref !== null && (await this.deps.ledger.refunds.active(tx, referral.qualifying_ref)).length > 0;
    const cashedOut =
      !refunded &&
      (await tx
        .selectFrom('momo_operation_directory')
        .select('id')
        .where('user_id', '=', referral.referred_user_id)
        .where('purpose', '=', 'CASH_OUT')
        .where('status', '<>', 'FAILED')
        .where('created_at', '>=', referral.qualified_at!)
        .executeTakeFirst()) !== undefined;
    if (refunded || cashedOut) {
      const reversed = await tx
        .updateTable('referrals')
        .set({ status: 'REVERSED', status_reason: refunded ? 'QUALIFYING_TRANSACTION_REFUNDED' : 'QUALIFYING_MONEY_CASHED_OUT', updated_at: now })
        .where('id', '=', referralId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordEvent(tx, this.deps.clock, { type: 'referral.reversed', ownerId: referral.referrer_user_id, data: { referral: eventData(reversed) } });
      return;
    }
    const wallet = { walletId: await walletIdOf(tx, referral.referrer_user_id), ownerId: referral.referrer_user_id };
    const posted = await this.creditWithinMaximum(tx, referralId, () =>
      this.deps.ledger.movements.reward(tx, {
        wallet,
        amount: Money.of(BigInt(referral.reward_amount), referral.reward_currency),
        kind: 'REFERRAL_REWARD',
        description: `Referral reward for ${referral.id}`,
        metadata: { referralId },
        reason: 'referral_reward',
      }),
    );
    if (!posted) return;
    const completed = await tx
      .updateTable('referrals')
      .set({ status: 'COMPLETED', reward_entry_id: posted.entryId, completed_at: now, updated_at: now })
      .where('id', '=', referralId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordEvent(tx, this.deps.clock, { type: 'referral.completed', ownerId: referral.referrer_user_id, data: { referral: eventData(completed) } });
  }

  /** The user's code, made on first use (eight characters without look-alikes). */
  private async codeOf(userId: string): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await this.deps.db.selectFrom('referral_codes').select('code').where('user_id', '=', userId).executeTakeFirst();
      if (existing) return existing.code;
      const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      await this.deps.db
        .insertInto('referral_codes')
        .values({ user_id: userId, code, created_at: this.deps.clock.now() })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    throw new Error('could not make a unique referral code');
  }

  private async models(query: { execute(): Promise<ReferralRow[]> }): Promise<ReferralModel[]> {
    const rows = await query.execute();
    if (rows.length === 0) return [];
    const names = await this.deps.db
      .selectFrom('user_directory')
      .select(['id', 'first_name', 'last_name'])
      .where(
        'id',
        'in',
        rows.map((r) => r.referred_user_id),
      )
      .execute();
    const nameOf = new Map(names.map((n) => [n.id, `${n.first_name} ${n.last_name.slice(0, 1)}.`]));
    return rows.map((r) =>
      modelFromRow(ReferralJson, r, { referredUserName: nameOf.get(r.referred_user_id) ?? '', reward: Money.of(r.reward_amount, r.reward_currency) }),
    );
  }
}

function eventData(row: ReferralRow) {
  return {
    id: row.id,
    status: row.status,
    reward: currencyOf(REFERRAL_REWARD.currency).of(BigInt(row.reward_amount)).format(),
    currency: row.reward_currency,
    ...(row.status_reason ? { reason: row.status_reason } : {}),
  };
}
