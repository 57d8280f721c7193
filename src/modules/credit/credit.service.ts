import { sql } from 'kysely';
import type { DB, Executor } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { DAY } from '../../platform/clock.js';
import { keysetOrder, type Page } from '../../platform/pagination.js';
import type { FxService } from '../fx/fx.service.js';
import { type CreditFacts, type CreditGrade, MAX_SCORE, scoreOf } from './credit-model.js';
import type { CreditFactor } from './credit.tables.js';
import { Money } from '../../platform/money.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import type { CreditScoreJson } from './credit.json.js';

export type CreditScoreModel = ModelOf<typeof CreditScoreJson>;

const factorText = (f: CreditFactor) => `${f.description}: ${f.points > 0 ? '+' : ''}${f.points}`;

function scoreModel(computed: { score: number; grade: CreditGrade; factors: CreditFactor[] }, lastUpdated: Date): CreditScoreModel {
  return {
    score: computed.score,
    grade: computed.grade,
    maxScore: MAX_SCORE,
    factors: computed.factors.map(factorText),
    factorDetails: computed.factors,
    lastUpdated,
  };
}

/**
 * The sandbox credit score (credit-model.ts): computed from the user's facts whenever it is asked
 * for or a repayment changes them; each change is recorded in the user's history.
 */
export class CreditService {
  constructor(private readonly deps: { db: DB; clock: AccountClock; fx: FxService }) {}

  async score(principal: UserPrincipal): Promise<CreditScoreModel> {
    return this.refresh(this.deps.db, principal.userId);
  }

  /** The score now; recorded in the history when it differs from the last one (in `executor`'s transaction). */
  async refresh(executor: Executor, userId: string): Promise<CreditScoreModel> {
    const computed = scoreOf(await this.facts(executor, userId));
    const last = await executor
      .selectFrom('credit_score_history')
      .select(['score', 'factors', 'computed_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last && last.score === computed.score && JSON.stringify(last.factors) === JSON.stringify(computed.factors)) {
      return scoreModel(computed, last.computed_at);
    }
    const now = this.deps.clock.now();
    await executor
      .insertInto('credit_score_history')
      .values({ user_id: userId, score: computed.score, grade: computed.grade, factors: JSON.stringify(computed.factors), computed_at: now })
      .execute();
    return scoreModel(computed, now);
  }

  /** Each change of the score, newest first (a change is numbered in the order it was recorded). */
  async history(principal: UserPrincipal, page: Page): Promise<(CreditScoreModel & { change: string })[]> {
    const rows = await this.deps.db
      .selectFrom('credit_score_history')
      .selectAll()
      .where('user_id', '=', principal.userId)
      .$call(keysetOrder<{ change: string }>(page, 'desc', [{ column: 'id', kind: 'integer', valueOf: (score) => score.change }]))
      .execute();
    return rows.map((r) => ({ ...scoreModel({ score: r.score, grade: r.grade as CreditGrade, factors: r.factors }, r.computed_at), change: r.id }));
  }

  private async facts(executor: Executor, userId: string): Promise<CreditFacts> {
    const now = this.deps.clock.now();
    const user = await executor.selectFrom('user_directory').select(['email', 'kyc_tier', 'created_at']).where('id', '=', userId).executeTakeFirstOrThrow();
    const balances = await executor
      .selectFrom('account_balances')
      .innerJoin('wallet_directory', 'wallet_directory.id', 'account_balances.wallet_id')
      .select(['account_balances.id', 'account_balances.currency', 'account_balances.balance'])
      .where('wallet_directory.user_id', '=', userId)
      .execute();
    let balanceGhsMinor = 0n;
    for (const b of balances) balanceGhsMinor += (await this.deps.fx.convertAtMid(Money.of(b.balance ?? '0', b.currency), 'GHS', executor)).minor;
    const recent =
      balances.length === 0
        ? 0
        : Number(
            (
              await executor
                .selectFrom('posting_history')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .where(
                  'account_id',
                  'in',
                  balances.map((b) => b.id),
                )
                .where('created_at', '>=', new Date(now.getTime() - 90 * DAY))
                .executeTakeFirstOrThrow()
            ).n,
          );
    const { rows } = await sql<{ on_time: string; late: string; overdue: string; paid_off: string }>`
      SELECT
        count(*) FILTER (WHERE i.status = 'PAID' AND NOT i.was_overdue) AS on_time,
        count(*) FILTER (WHERE i.status = 'PAID' AND i.was_overdue) AS late,
        count(*) FILTER (WHERE i.status = 'OVERDUE') AS overdue,
        (SELECT count(*) FROM loan_directory WHERE user_id = ${userId} AND status = 'PAID_OFF') AS paid_off
      FROM loan_instalment_directory i JOIN loan_directory l ON l.id = i.loan_id
      WHERE l.user_id = ${userId}`.execute(executor);
    const repayments = rows[0]!;
    return {
      email: user.email,
      kycTier: user.kyc_tier,
      accountAgeDays: Math.max(0, Math.floor((now.getTime() - user.created_at.getTime()) / DAY)),
      balanceGhsMinor,
      recentTransactions: recent,
      instalmentsOnTime: Number(repayments.on_time),
      instalmentsLate: Number(repayments.late),
      instalmentsOverdue: Number(repayments.overdue),
      loansPaidOff: Number(repayments.paid_off),
    };
  }
}
